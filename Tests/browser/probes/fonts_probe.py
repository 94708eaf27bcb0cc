"""Takes, once, Chromium's widths of the fonts corpus in the served faces, and the faces it drew
each string with, into Tests/TextShapingTests/Fixtures/chromium-widths.json (the values
TextShapingTests assert). Run against a running server:

    .venv/bin/python Tests/browser/probes/fonts_probe.py http://127.0.0.1:8080

It lays out an accordion whose items are the whole corpus, so that the page's font stylesheet
covers every character in every style, then measures each string in an inline-block (its width
is the text's advance rounded up to Chromium's LayoutUnit, 1/64 px) and asks CDP's
CSS.getPlatformFontsForNode which fonts drew it."""

import json
import os
import pathlib
import sys
import urllib.request

from playwright.sync_api import sync_playwright

HERE = pathlib.Path(__file__).resolve().parent
FIXTURE = HERE.parents[1] / "TextShapingTests" / "Fixtures" / "chromium-widths.json"
STYLES = {
    "sans": ("Playground Sans", 400),
    "sans-bold": ("Playground Sans", 700),
    "serif": ("Playground Serif", 400),
    "serif-bold": ("Playground Serif", 700),
}
SIZE = 17

MEASURE = """async ([cases, size]) => {
  const out = [];
  for (const [text, family, weight] of cases) {
    const span = document.createElement('span');
    span.style.cssText = `display:inline-block;white-space:pre;font-family:"${family}";font-weight:${weight};` +
      `font-size:${size}px;font-kerning:normal;line-height:20px`;
    span.textContent = text;
    document.body.appendChild(span);
    await document.fonts.load(`${weight} ${size}px "${family}"`, text);
    out.push(span);
  }
  await document.fonts.ready;
  return out.map((span) => span.getBoundingClientRect().width);
}"""


def main(base):
    corpus = json.loads((HERE / "fonts_corpus.json").read_text())["strings"]
    strings = [text for texts in corpus.values() for text in texts]
    request = urllib.request.Request(
        base + "/api/v1/menus/accordion/layout",
        data=json.dumps({"device": "ipad-9.7in", "config": {"items": strings}}).encode(),
        headers={"Content-Type": "application/json"},
    )
    url = json.loads(urllib.request.urlopen(request).read())["url"]
    cases = [(text, *STYLES[style]) for text in strings for style in STYLES]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page()
        page.goto(base + url)
        widths = page.evaluate(MEASURE, [cases, SIZE])
        session = page.context.new_cdp_session(page)
        session.send("DOM.enable")
        session.send("CSS.enable")
        root = session.send("DOM.getDocument", {"depth": -1})["root"]
        spans = session.send("DOM.querySelectorAll", {"nodeId": root["nodeId"], "selector": "body > span"})["nodeIds"]
        fonts = []
        for node in spans:
            text_node = session.send("DOM.describeNode", {"nodeId": node, "depth": 1})["node"]["children"][0]
            used = session.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
            fonts.append(sorted({f["familyName"] for f in used}))
            del text_node
        version = browser.version
        browser.close()
    rows = [
        {"text": text, "style": style, "size": SIZE, "width": width, "fonts": used}
        for (text, _, _), style, width, used in zip(cases, [s for _ in strings for s in STYLES], widths, fonts)
    ]
    FIXTURE.write_text(
        json.dumps({"chromium": version, "source": "Tests/browser/probes/fonts_probe.py", "widths": rows},
                   ensure_ascii=False, indent=1) + "\n")
    print(f"{len(rows)} widths from Chromium {version} into {FIXTURE}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("PLAYGROUND_URL", "http://127.0.0.1:8080"))
