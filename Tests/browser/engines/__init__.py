"""One page API over three browser engines, for tests that must pass in all of them.

    import engines
    browser = engines.launch("firefox")          # "chromium", "firefox" or "webkit"
    page = browser.page(javascript=False)        # one reused page per setting; viewport VIEWPORT
    page.goto("http://…/menus/accordion")        # returns once the document has loaded
    page.evaluate("(a, b) => a + b", 1, 2)       # a function's source and JSON arguments → JSON
    page.click(120.5, 300)                       # a mouse click at viewport (CSS px) coordinates
    page.move(120.5, 300)                        # the mouse moved there, no button pressed
    page.type("mint chip"); page.press("Enter")  # keys go to the focused element
    page.screenshot("shot.png")                  # the viewport, as PNG
    browser.close()

The engines and how each is driven:
- chromium: Playwright on Debian's /usr/bin/chromium (override with CHROMIUM); never run
  `playwright install`. JavaScript off = Playwright's `java_script_enabled=False`.
- firefox: Debian's firefox-esr over WebDriver BiDi, no geckodriver (engines/firefox.py).
  JavaScript off = `user_pref("javascript.enabled", false)` in the profile's user.js.
- webkit: WebKitGTK's MiniBrowser through /usr/bin/WebKitWebDriver and Selenium, on an Xvfb
  display started here when DISPLAY is unset (engines/webkit.py). JavaScript off = the
  WebKitSettings `enable-javascript` false (the page's scripts never run; the driver's still do).

Only what every engine does the same way is offered: element-level commands answer "not
interactable" in WebKitGTK, so taps are clicks at coordinates (find them with `evaluate`).
Scripts run by `evaluate` work with the page's JavaScript off in all three engines, and bypass
the page's CSP; they must not rely on `eval`. With JavaScript off each engine's setting is
process-wide in Firefox and WebKit, so a page of each kind is a browser process of its own,
started on first use and kept for the session. The higher-level demo driver (taps on frames,
waiting for a form post or the script's `playground:settled`) is `demo.Demo`."""

import atexit
import json
import os
import time

ENGINES = ("chromium", "firefox", "webkit")
# Wide enough for the largest screen (iPad landscape, 1024 pt) beside the control panel.
VIEWPORT = {"width": 1500, "height": 1100}
TIMEOUT = 10.0  # s: the longest any single browser operation may take

# Key names (as Playwright and KeyboardEvent.key spell them) → WebDriver's code points.
KEYS = {
    "Enter": "\ue007",
    "Escape": "\ue00c",
    "Tab": "\ue004",
    "Backspace": "\ue003",
    "Space": " ",
    "ArrowLeft": "\ue012",
    "ArrowUp": "\ue013",
    "ArrowRight": "\ue014",
    "ArrowDown": "\ue015",
    "Home": "\ue011",
    "End": "\ue010",
    "Shift": "\ue008",
}


def selected():
    """The engines to run, from BROWSER_ENGINES (comma-separated; all three by default)."""
    names = [n.strip() for n in os.environ.get("BROWSER_ENGINES", ",".join(ENGINES)).split(",") if n.strip()]
    unknown = sorted(set(names) - set(ENGINES))
    if unknown:
        raise ValueError(f"BROWSER_ENGINES: unknown engines {unknown}; known: {', '.join(ENGINES)}")
    return names


def call_expression(function, args):
    """An expression that calls `function` (JavaScript source) with JSON `args` and gives its
    result as a JSON string: the one result type every engine's protocol carries unchanged."""
    return f"JSON.stringify(({function})(...{json.dumps(list(args))})) ?? 'null'"


def wait_for(page, function, *args, timeout=TIMEOUT):
    """Polls `page.evaluate(function, *args)` until it is truthy, and returns it. An evaluation
    that fails while a document is being replaced counts as not yet."""
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            value = page.evaluate(function, *args)
            if value:
                return value
        except Exception as error:  # each engine has its own "document went away" errors
            last_error = error
        if time.monotonic() > deadline:
            reason = f" (last error: {last_error})" if last_error else ""
            raise AssertionError(f"timed out after {timeout} s waiting for {function}{reason}")
        time.sleep(0.01)


class Browser:
    """One engine: a browser process per JavaScript setting, each with one reused page."""

    def __init__(self, name, open_page):
        self.name = name
        self._open_page = open_page
        self._pages = {}
        _live.add(self)

    def page(self, javascript=True):
        if javascript not in self._pages:
            self._pages[javascript] = self._open_page(javascript)
        return self._pages[javascript]

    def close(self):
        pages, self._pages = list(self._pages.values()), {}
        _live.discard(self)
        failures = []
        for page in pages:
            try:
                page.close()
            except Exception as failure:  # the other pages' processes must stop all the same
                failures.append(failure)
        if failures:
            raise failures[0]


# Browsers still open when Python exits (a script that failed before its `close`): their
# processes and Xvfb would outlive it otherwise.
_live = set()


@atexit.register
def _close_all():
    for browser in list(_live):
        browser.close()


def launch(name):
    """A Browser for one of ENGINES; its processes start when a page is first asked for."""
    if name == "chromium":
        from engines import chromium as module
    elif name == "firefox":
        from engines import firefox as module
    elif name == "webkit":
        from engines import webkit as module
    else:
        raise ValueError(f"unknown engine {name!r}; known: {', '.join(ENGINES)}")
    return Browser(name, module.open_page)
