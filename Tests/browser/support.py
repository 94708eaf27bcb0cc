"""Helpers of the browser suite: the JSON API client, the measurement script, the frame
comparison with each engine's largest deviation, and a Chromium-only page driver on Playwright's
API that taps through the same forms with JavaScript (fetch + swap, waits for
`playground:settled`) or without it (form posts, waits for the 303's page). Its counterpart in
every engine is demo.Demo."""

import json
import pathlib
import re
import time
import urllib.parse
import urllib.request

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
OUT = REPOSITORY / "Tests" / "browser" / "out"

MENUS = ["accordion", "action-sheet", "dropdown", "context-menu", "tab-split"]
PRESETS = ["iphone-3.5in", "iphone-4in", "iphone-6.1in", "ipad-9.7in"]
ORIENTATIONS = ["portrait", "landscape"]
# The action that opens each menu (tab-split has no modal: "open" = a tab selected).
OPEN_ACTIONS = {
    "accordion": [{"type": "open", "item": 0}],
    "action-sheet": [{"type": "open"}],
    "dropdown": [{"type": "tapField"}],
    "context-menu": [{"type": "open"}],
    "tab-split": [{"type": "selectTab", "index": 3}],
}
# px: above this a frame check fails, in every engine. Chromium and WebKit place boxes in
# LayoutUnits of 1/64 px, Firefox in app units of 1/60 px.
TOLERANCE = 1 / 64

# Counts the script's hooks, so a driver can wait for the swap it caused.
# The frames are exact at 100 %, which the demo drivers choose after each load (Fit, the page's
# default, scales the device to the window; test_layout.py checks it). A click is remembered.
AT_100 = """() => { const b = document.getElementById('zoom-100');
  if (b && b.getAttribute('aria-pressed') !== 'true') b.click(); }"""

INIT_SCRIPT = """
window.__settled = 0; window.__swaps = 0;
document.addEventListener('playground:settled', () => { window.__settled += 1; });
document.addEventListener('playground:swap', () => { window.__swaps += 1; });
"""

# Every [data-frame] box of the device screen, relative to the screen's box, with the scroll
# offsets of its scrolling ancestors added back (the server's frames are unscrolled); and every
# text box whose content overflows it.
MEASURE = """() => {
  const screen = document.querySelector('#device [data-frame=screen]');
  const s = screen.getBoundingClientRect();
  const frames = {}, duplicates = [], overflow = [];
  for (const el of screen.parentElement.querySelectorAll('[data-frame]')) {
    const r = el.getBoundingClientRect();
    let dx = 0, dy = 0;
    for (let p = el.parentElement; p && p !== screen.parentElement; p = p.parentElement) {
      dx += p.scrollLeft; dy += p.scrollTop;
    }
    const name = el.dataset.frame;
    if (name in frames) duplicates.push(name);
    frames[name] = {x: r.left - s.left + dx, y: r.top - s.top + dy, width: r.width, height: r.height};
  }
  for (const el of screen.querySelectorAll('.t')) {
    if (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight) {
      const box = el.closest('[data-frame]');
      overflow.push({frame: box ? box.dataset.frame : '?', text: el.textContent.trim(),
                     scroll: [el.scrollWidth, el.scrollHeight], client: [el.clientWidth, el.clientHeight]});
    }
  }
  return {frames, duplicates, overflow, animations: document.getAnimations().length};
}"""

ENGINE_NAMES = ("chromium", "firefox", "webkit")
# The largest deviation of each engine's frame checks, for Tests/browser/out/max-deviation.txt.
_largest = {}


def record_deviation(deviation, where, engine="chromium"):
    largest = _largest.setdefault(engine, {"deviation": 0.0, "where": "", "checked": 0})
    largest["checked"] += 1
    if deviation >= largest["deviation"]:
        largest["deviation"], largest["where"] = deviation, where


def deviation_summary():
    """One line per engine that checked frames, in ENGINE_NAMES order."""
    lines = []
    for engine in sorted(_largest, key=lambda name: (ENGINE_NAMES + (name,)).index(name)):
        largest = _largest[engine]
        lines.append(
            f"test-browser: {engine}: largest frame deviation {largest['deviation']:.6f} px "
            f"over {largest['checked']} screens ({largest['where'] or 'none'})"
        )
    return "\n".join(lines)


def write_deviation_report():
    if _largest:
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / "max-deviation.txt").write_text(deviation_summary() + "\n")


def wait_until(page, expression, timeout=10.0):
    end = time.monotonic() + timeout
    while not page.evaluate(expression):
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {expression}")
        time.sleep(0.01)


class API:
    """The JSON API of the server under test."""

    def __init__(self, base_url):
        self.base_url = base_url

    def request(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.base_url + path, data=data, method=method, headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.load(response)

    def actions(self, menu, device, orientation, actions):
        body = {"device": device, "orientation": orientation, "actions": actions}
        return self.request("POST", f"/api/v1/menus/{menu}/actions", body)

    def decode(self, token):
        return self.request("GET", f"/api/v1/state/{token}")

    def frames_of(self, token):
        """The server's frames for the state a token carries."""
        state = self.decode(token)
        body = {key: state[key] for key in ("device", "orientation", "config", "state")}
        return self.request("POST", f"/api/v1/menus/{state['menu']}/layout", body)["frames"]


def compare_frames(measured, expected, label, engine="chromium"):
    """Asserts the browser's boxes are the server's frames; returns the largest deviation."""
    assert measured["duplicates"] == [], f"{label}: duplicate data-frame names {measured['duplicates']}"
    names, wanted = set(measured["frames"]), set(expected)
    assert names == wanted, (
        f"{label}: boxes only in the page {sorted(names - wanted)}, only in the API {sorted(wanted - names)}"
    )
    worst, where = 0.0, ""
    for name, frame in expected.items():
        box = measured["frames"][name]
        for key in ("x", "y", "width", "height"):
            deviation = abs(box[key] - frame[key])
            if deviation > worst:
                worst, where = deviation, f"{name}.{key}: browser {box[key]} vs server {frame[key]}"
    record_deviation(worst, f"{label}: {where}" if where else label, engine)
    assert worst <= TOLERANCE, f"{label}: frame off by {worst:.4f} px ({where})"
    assert measured["overflow"] == [], f"{label}: text overflows its box: {measured['overflow']}"
    return worst


# The delegate calls of the Events section, oldest first: each carries its place in the log
# (`data-seq`), since the section lists the taps newest first.
EVENTS = """() => Array.from(document.querySelectorAll('#events .event-call'))
  .sort((a, b) => Number(a.dataset.seq) - Number(b.dataset.seq)).map((e) => e.textContent.trim())"""


def token_of(url):
    query = urllib.parse.parse_qs(urllib.parse.urlparse(url).query)
    return query.get("state", [None])[0]


class Driver:
    """Drives one demo page of Chromium (a Playwright page) with JavaScript or without it,
    through the same forms. demo.Demo does the same in every engine."""

    def __init__(self, page, base_url, api, javascript):
        self.page, self.base_url, self.api, self.javascript = page, base_url, api, javascript

    # Navigation and actions.

    def goto(self, path):
        self.page.goto(self.base_url + path)
        if self.javascript:
            self.page.wait_for_selector("html[data-playground=ready]", state="attached")
            self.page.evaluate(AT_100)

    def act(self, do):
        """Runs `do` (a click or key press that submits a form) and waits for its result."""
        if self.javascript:
            before = self.page.evaluate("window.__settled")
            do()
            self.wait_until(f"window.__settled > {before}")
            assert self.page.locator("#device[aria-busy]").count() == 0
        else:
            with self.page.expect_navigation():
                do()
            self.page.wait_for_load_state()

    def wait_until(self, expression, timeout=10.0):
        """Polls from Python: `wait_for_function` evaluates a string, which the CSP forbids."""
        wait_until(self.page, expression, timeout)

    def tap(self, frame):
        self.act(lambda: self.page.click(f"#device [data-frame={frame}] button"))

    def tap_label(self, prefix, text):
        """Taps the box named `<prefix><n>` whose text is `text`."""
        for name, label in self.labels(prefix).items():
            if label == text:
                return self.tap(name)
        raise AssertionError(f"no {prefix}* box reads {text!r}: {self.labels(prefix)}")

    def tap_outside(self, x, y):
        """A tap at (x, y) of the screen (on the cover or backdrop)."""
        box = self.page.locator("#device [data-frame=screen]").bounding_box()
        self.act(lambda: self.page.mouse.click(box["x"] + x, box["y"] + y))

    def press(self, key):
        self.act(lambda: self.page.keyboard.press(key))

    # Reading the page.

    def menu_state(self):
        return self.page.get_attribute("#device", "data-menu")

    def labels(self, prefix):
        """{frame name: text} of the boxes named `<prefix><number>`, in number order."""
        pairs = self.page.evaluate(
            """prefix => Array.from(document.querySelectorAll(`#device [data-frame^="${prefix}"]`))
                 .map(e => [e.dataset.frame, e.textContent.trim()])""",
            prefix,
        )
        pattern = re.compile(re.escape(prefix) + r"(\d+)$")
        numbered = [(int(m.group(1)), name, text) for name, text in pairs if (m := pattern.match(name))]
        return {name: text for _, name, text in sorted(numbered)}

    def events(self):
        return self.page.evaluate(EVENTS)

    def host_effects(self):
        return self.page.eval_on_selector_all("#host-effects li", "items => items.map(i => i.textContent.trim())")

    def token(self):
        token = token_of(self.page.url)
        if token is None:
            token = token_of(self.page.get_attribute("#share-link", "href"))
        assert token, f"no state token in {self.page.url}"
        return token

    def measure(self):
        return self.page.evaluate(MEASURE)

    def check_frames(self, label):
        """The page at rest shows the server's frames for the state in its URL."""
        measured = self.measure()
        assert measured["animations"] == 0, f"{label}: animations still running"
        mode = "js" if self.javascript else "nojs"
        return compare_frames(measured, self.api.frames_of(self.token()), f"{label} ({mode})")


def axe_violations(page, axe=None):
    """axe-core's violations on `page` and in each inspector panel's framed document
    (/inspect/…), which axe, injected into the top document only, would leave untested."""
    from axe_playwright_python.sync_playwright import Axe

    axe = axe or Axe()
    violations = list(axe.run(page).response["violations"])
    inspected = [frame for frame in page.frames if "/inspect/" in frame.url]
    assert inspected, "no inspector frame is loaded"
    for frame in inspected:
        violations += axe.run(frame).response["violations"]
    return violations


# An inspector panel's frame (`#<id> iframe`) holds the document of its own src (the current state's), fully loaded.
PANEL_LOADED = """(id) => {
  const frame = document.querySelector(`#${id} iframe`);
  const doc = frame && frame.contentDocument;
  return !!doc && doc.readyState === 'complete' && doc.location.pathname === frame.getAttribute('src')
    && !!doc.querySelector('main.inspector');
}"""
