"""The font bytes a visitor downloads per page (BENCHMARKS.md, "Font bytes per page"): the subsets
Chromium actually loads (the page's @font-face rules are inline), as sent (gzip), from the Resource
Timing API, and the longest font URL (each is its subset's recipe). Run against a running server:

    .venv/bin/python Tests/browser/probes/fonts_bytes.py http://127.0.0.1:8080
    scripts/with-server.sh .venv/bin/python Tests/browser/probes/fonts_bytes.py"""

import json
import os
import pathlib
import sys
import urllib.request

from playwright.sync_api import sync_playwright

HERE = pathlib.Path(__file__).resolve().parent
CORPUS = json.loads((HERE / "fonts_corpus.json").read_text())["strings"]


def url_of(base, menu, config, actions):
    body = {"device": "iphone-4in", "config": config, "actions": actions}
    request = urllib.request.Request(
        f"{base}/api/v1/menus/{menu}/actions", data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"})
    return json.loads(urllib.request.urlopen(request).read())["url"]


def pages(base):
    # 20 distinct ideographs per option, 24 options: 480 distinct CJK characters.
    ideographs = ["".join(chr(0x4E00 + 37 * (20 * i + j)) for j in range(20)) for i in range(24)]
    return [
        ("Latin demo (accordion, open)", url_of(base, "accordion", {}, [{"type": "open", "item": 0}])),
        ("Japanese corpus (accordion, open)", url_of(base, "accordion", {"items": CORPUS["japanese"]},
                                                      [{"type": "open", "item": 0}])),
        ("480 distinct ideographs (dropdown, open)", url_of(base, "dropdown", {"options": ideographs},
                                                             [{"type": "tapField"}])),
        ("emoji corpus (dropdown, open)", url_of(base, "dropdown", {"options": CORPUS["emoji"]},
                                                 [{"type": "tapField"}])),
    ]


FONT_REQUESTS = """() => performance.getEntriesByType('resource')
  .filter((entry) => entry.name.includes('/fonts/'))
  .map((entry) => [new URL(entry.name).pathname, entry.encodedBodySize, entry.decodedBodySize])"""


def main(base):
    print("| page | font files loaded | bytes sent (gzip) | bytes unpacked | longest font URL (bytes) |")
    print("|---|---:|---:|---:|---:|")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for name, url in pages(base):
            context = browser.new_context()
            page = context.new_page()
            page.goto(base + url)
            page.wait_for_function("() => document.readyState === 'complete' && document.fonts.status === 'loaded'")
            files = page.evaluate(FONT_REQUESTS)
            sent = sum(entry[1] for entry in files)
            unpacked = sum(entry[2] for entry in files)
            longest = max(len(entry[0].encode()) for entry in files)
            print(f"| {name} | {len(files)} | {sent:,} | {unpacked:,} | {longest:,} |")
            context.close()
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("PLAYGROUND_URL", "http://127.0.0.1:8080"))
