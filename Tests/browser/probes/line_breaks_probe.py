"""Where Chromium breaks lines: writes line_breaks.json, the fixture of the Swift line-breaking tests
(Tests/TextShapingTests/LineBreakFixtureTests.swift). Run it again only to re-take the values:

    .venv/bin/python Tests/browser/probes/line_breaks_probe.py

The page is laid out as the playground's are: `<html lang="en">`, the DejaVu faces the server
serves, `font-kerning: normal`, `white-space: normal` (then `word-break: normal`,
`line-break: auto`, `overflow-wrap: normal`). Each text is put in a box of a given width and its
lines are read back with Range.getClientRects: a line starts at the first character whose box lies
below the one before it. In a box 0 px wide every break opportunity ends a line, so the lines are
the text's unbreakable segments, whatever fonts draw them: that is how opportunities are compared
for scripts DejaVu does not cover (the browser draws them with a system font)."""

import json
import os
import pathlib
import sys

from playwright.sync_api import sync_playwright

HERE = pathlib.Path(__file__).resolve().parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
FONTS = pathlib.Path("/usr/share/fonts/truetype/dejavu")
FACES = {
    ("sans", 400): "DejaVuSans.ttf",
    ("sans", 700): "DejaVuSans-Bold.ttf",
    ("serif", 400): "DejaVuSerif.ttf",
}

# Real strings, one or more per script: where may a line break?
SEGMENT_TEXTS = [
    "会議は明日の午前十時から始まります。資料を忘れずに持ってきてください。",
    "彼は「また明日」と言って帰った。",
    "（注意）次の駅は「新宿」です！お忘れ物のないようご注意ください。",
    "我们明天上午十点开会，请准时参加。别忘了带上你的笔记本电脑。",
    "《红楼梦》是中国古典小说的巅峰之作。",
    "ラーメンとチャーハンを食べた。人々はこゝろを込めて〳〵歌った。",
    "東京‐大阪、二〇二四年–二〇二五年、ホッチキス・ステープラー",
    "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ แต่เบราว์เซอร์ตัดบรรทัดด้วยพจนานุกรม",
    "กรุณาปิดโทรศัพท์มือถือก่อนเข้าห้องประชุม",
    "내일 아침 열 시에 회의가 있습니다. 늦지 마세요.",
    "Set background color: red, green (or blue)? Yes—no!",
    "well-known co-operation in e-mail, 2024-01-15 and -5 or ABCD-1234",
    "https://example.com/path/to/some/page?query=value&other=1",
    "and/or this/that, C:\\Program Files\\App",
    "He said “hello” — then left… (really) [twice] {thrice}",
    "100\u00a0km away, 50\u00a0%",
    "Tokyo 東京 Osaka 大阪 Kyoto 京都",
    "नमस्ते दुनिया, यह एक परीक्षण है। धन्यवाद।",
    "مرحبا بالعالم، هذا اختبار.",
    "שלום עולם, זה מבחן.",
    "👨‍👩‍👧‍👦 family 🇯🇵🇫🇷 flags 👍🏽 ok",
    "Съешь же ещё этих мягких французских булок, да выпей чаю.",
]

# Whole lines at real widths, for scripts the DejaVu faces cover (no system font involved).
LINE_CASES = [
    {"text": text, "family": family, "weight": weight, "size": size, "width": width}
    for text in [
        "Set background color: red, green (or blue)? Yes—no!",
        "well-known co-operation in e-mail, 2024-01-15 and -5 or ABCD-1234",
        "https://example.com/path/to/some/page?query=value&other=1",
        "Съешь же ещё этих мягких французских булок, да выпей чаю.",
        "Γαζέες καὶ μυρτιὲς δὲν θὰ βρῶ πιὰ στὸ χρυσαφὶ ξέφωτο.",
        "He said “hello” — then left… (really) [twice] {thrice}",
    ]
    for family, weight, size in [("sans", 400, 17), ("sans", 700, 18), ("serif", 400, 17)]
    for width in [280, 150, 90]
]

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
@font-face { font-family: "Probe Sans"; src: url("/fonts/DejaVuSans.ttf"); font-weight: 400; }
@font-face { font-family: "Probe Sans"; src: url("/fonts/DejaVuSans-Bold.ttf"); font-weight: 700; }
@font-face { font-family: "Probe Serif"; src: url("/fonts/DejaVuSerif.ttf"); font-weight: 400; }
body { margin: 0; }
div { white-space: normal; font-kerning: normal; line-height: 30px; margin-bottom: 10px; }
</style></head><body>
<span style="font-family: 'Probe Sans'">a</span><b style="font-family: 'Probe Sans'">a</b>
<span style="font-family: 'Probe Serif'">a</span></body></html>"""

LINES_OF = """
(cases) => cases.map(c => {
  const div = document.createElement("div");
  div.style.width = c.width + "px";
  div.style.fontFamily = c.family === "serif" ? '"Probe Serif"' : '"Probe Sans"';
  div.style.fontWeight = String(c.weight);
  div.style.fontSize = c.size + "px";
  div.textContent = c.text;
  document.body.appendChild(div);
  const node = div.firstChild;
  const range = document.createRange();
  const starts = [0];
  let lastTop = null;
  for (let i = 0; i < c.text.length; i++) {
    const unit = c.text.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff) continue;
    if (/\\s/.test(c.text[i])) continue;
    const end = unit >= 0xd800 && unit <= 0xdbff ? i + 2 : i + 1;
    range.setStart(node, i);
    range.setEnd(node, end);
    const rects = range.getClientRects();
    if (!rects.length) continue;
    const top = rects[0].top;
    if (lastTop !== null && top > lastTop + 5) starts.push(i);
    lastTop = top;
  }
  div.remove();
  starts.push(c.text.length);
  const lines = [];
  for (let k = 0; k + 1 < starts.length; k++) lines.push(c.text.slice(starts[k], starts[k + 1]).replace(/ +$/, ""));
  return lines;
})
"""


def main():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page()

        def serve(route):
            path = route.request.url.split("probe.test", 1)[1]
            if path.startswith("/fonts/"):
                route.fulfill(body=(FONTS / path[len("/fonts/"):]).read_bytes(), content_type="font/ttf")
            else:
                route.fulfill(body=PAGE, content_type="text/html; charset=utf-8")

        page.route("http://probe.test/**", serve)
        page.goto("http://probe.test/")
        page.evaluate("document.fonts.ready.then(() => document.fonts.size)")
        segment_cases = [{"text": t, "family": "sans", "weight": 400, "size": 17, "width": 0} for t in SEGMENT_TEXTS]
        segments = page.evaluate(LINES_OF, segment_cases)
        lines = page.evaluate(LINES_OF, LINE_CASES)
        version = browser.version
        browser.close()
    fixture = {
        "source": "Tests/browser/probes/line_breaks_probe.py, Chromium " + version,
        "segments": [{"text": t, "segments": s} for t, s in zip(SEGMENT_TEXTS, segments)],
        "lines": [dict(case, lines=found) for case, found in zip(LINE_CASES, lines)],
    }
    out = HERE / "line_breaks.json"
    out.write_text(json.dumps(fixture, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out}: {len(segments)} texts' segments, {len(lines)} wrapped texts", file=sys.stderr)


if __name__ == "__main__":
    main()
