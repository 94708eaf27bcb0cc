"""The demo-page driver of the browser suite, the same in Chromium, Firefox and WebKit (engines/).

A test asks for the `engine_driver` fixture (conftest.py): it runs once per engine × JavaScript
on/off, e.g. `test_accordion[firefox-nojs]`, and gets a `Demo`:

    def test_something(engine_driver):
        d = engine_driver
        d.goto("/menus/accordion")
        d.tap("item-1")                      # a click on the centre of that frame's button
        assert d.menu_state() == "open"
        d.check_frames("accordion open")     # every [data-frame] vs the API's frames
        d.tap_outside(6, 30)                 # a click at (6, 30) of the device screen
        d.act(lambda: d.click("form.rotate-form button"))   # any other element, by selector
        d.click("#device input.field"); d.type("mint chip"); d.press("Enter")  # focus, type, submit
        d.evaluate("sel => document.querySelector(sel).value", "#device-preset")

`tap`, `tap_label`, `tap_outside` and `press` wait for their result: without JavaScript for the
new document the form post's 303 leads to; with it for the script's next `playground:settled`
event (after the swap and its animation). Wrap anything else that submits a form in `act`.
Porting a Chromium-only test written against support.Driver: use `engine_driver` instead of
`driver`, and for `driver.page.…` calls use `evaluate`, `click`, `type`, `press` or `choose`."""

import re

import support
from engines import wait_for

# Counts the script's `playground:settled` events and the page's uncaught errors. Installed by
# evaluation after each load (one code path for every engine: no init-script support needed).
HOOKS = """() => {
  if (!('__settled' in window)) {
    window.__settled = 0; window.__errors = [];
    document.addEventListener('playground:settled', () => { window.__settled += 1; });
    window.addEventListener('error', (e) => { window.__errors.push(String(e.message)); });
    window.addEventListener('unhandledrejection', (e) => { window.__errors.push(String(e.reason)); });
  }
  return window.__settled;
}"""

# The centre of an element, scrolled into view first as a person would; and whether a click
# there reaches it (nothing drawn over it).
CLICK_TARGET = """(selector, within) => {
  const el = document.querySelector(selector);
  if (!el) return {missing: true};
  el.scrollIntoView({block: 'nearest', inline: 'nearest'});
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  const scope = within ? el.closest(within) : el;
  return {x, y, reaches: !!hit && scope.contains(hit),
          hit: hit ? hit.outerHTML.slice(0, 120) : null};
}"""


class Demo:
    """Drives one demo page of one engine, with JavaScript (fetch + swap) or without it (form
    posts), through the same forms a person taps."""

    def __init__(self, page, base_url, api, javascript, engine):
        self.page, self.base_url, self.api = page, base_url, api
        self.javascript, self.engine = javascript, engine

    @property
    def label(self):
        return f"{self.engine}, {'js' if self.javascript else 'nojs'}"

    # Navigation and actions.

    def goto(self, path):
        self.page.goto(self.base_url + path)
        if self.javascript:
            self.wait_until("() => document.documentElement.dataset.playground === 'ready'")
            self.evaluate(HOOKS)
            self.evaluate(support.AT_100)
        else:
            # The page's script marks <html> once it runs, before the load event.
            started = self.evaluate("() => document.documentElement.dataset.playground || null")
            assert started is None, f"{self.label}: the page's script ran with JavaScript off"

    def act(self, do):
        """Runs `do` (a click or key press that submits a form) and waits for its result."""
        if self.javascript:
            before = self.evaluate(HOOKS)
            do()
            self.wait_until("n => window.__settled > n", before)
            assert not self.evaluate("() => document.querySelector('#device[aria-busy]') !== null")
        else:
            self.evaluate("() => { window.__demoLeaving = true; }")
            do()
            # Firefox shows a loaded about:blank between the two documents.
            self.wait_until(
                "() => !window.__demoLeaving && document.readyState === 'complete' && location.href !== 'about:blank'"
            )

    def wait_until(self, function, *args, timeout=10.0):
        """Polls `function(...args)` (JavaScript source) until it is truthy."""
        return wait_for(self.page, function, *args, timeout=timeout)

    def evaluate(self, function, *args):
        return self.page.evaluate(function, *args)

    def click(self, selector, within=None):
        """A click at the centre of the first element matching `selector`, which must be the
        element hit there (or inside the closest `within` ancestor of it)."""
        target = self.evaluate(CLICK_TARGET, selector, within)
        assert not target.get("missing"), f"{self.label}: nothing matches {selector}"
        assert target["reaches"], f"{self.label}: a click on {selector} lands on {target['hit']}"
        self.page.click(target["x"], target["y"])

    def tap(self, frame):
        self.act(lambda: self.click(f'#device [data-frame="{frame}"] button', within="[data-frame]"))

    def tap_label(self, prefix, text):
        """Taps the box named `<prefix><n>` whose text is `text`."""
        for name, label in self.labels(prefix).items():
            if label == text:
                return self.tap(name)
        raise AssertionError(f"no {prefix}* box reads {text!r}: {self.labels(prefix)}")

    def tap_outside(self, x, y):
        """A tap at (x, y) of the screen (on the cover or backdrop)."""
        box = self.evaluate(
            "() => { const r = document.querySelector('#device [data-frame=screen]').getBoundingClientRect();"
            " return [r.left, r.top]; }"
        )
        self.act(lambda: self.page.click(box[0] + x, box[1] + y))

    def press(self, key):
        self.act(lambda: self.page.press(key))

    def type(self, text):
        """Types into the focused element (no form is submitted)."""
        self.page.type(text)

    def choose(self, selector, value):
        """Picks `value` in a <select>, as the user's choice would (input and change events):
        a native select's pop-up is outside the page in every engine."""
        self.evaluate(
            """(selector, value) => { const s = document.querySelector(selector); s.value = value;
                 s.dispatchEvent(new Event('input', {bubbles: true}));
                 s.dispatchEvent(new Event('change', {bubbles: true})); }""",
            selector,
            value,
        )

    def change_field(self, do, form):
        """Runs `do`, a change of a panel field (`choose`, or typing into a focused field). With
        JavaScript the panel applies it by itself (at once, or once typing pauses); without it
        the panel's Save sends it. `form` selects the panel's form (`form.device-form`)."""
        if self.javascript:
            self.act(do)
        else:
            do()
            self.act(lambda: self.click(f"{form} .panel-save button"))

    # Reading the page.

    def url(self):
        return self.evaluate("() => location.href")

    def menu_state(self):
        return self.evaluate("() => document.querySelector('#device').getAttribute('data-menu')")

    def labels(self, prefix):
        """{frame name: text} of the boxes named `<prefix><number>`, in number order."""
        pairs = self.evaluate(
            """prefix => Array.from(document.querySelectorAll(`#device [data-frame^="${prefix}"]`))
                 .map(e => [e.dataset.frame, e.textContent.trim()])""",
            prefix,
        )
        pattern = re.compile(re.escape(prefix) + r"(\d+)$")
        numbered = [(int(m.group(1)), name, text) for name, text in pairs if (m := pattern.match(name))]
        return {name: text for _, name, text in sorted(numbered)}

    def texts(self, selector):
        return self.evaluate(
            "s => Array.from(document.querySelectorAll(s)).map(e => e.textContent.trim())", selector
        )

    def events(self):
        return self.evaluate(support.EVENTS)

    def host_effects(self):
        return self.texts("#host-effects li")

    def token(self):
        token = support.token_of(self.url())
        if token is None:
            token = support.token_of(self.evaluate("() => document.querySelector('#share-link').href"))
        assert token, f"no state token in {self.url()}"
        return token

    def measure(self):
        return self.evaluate(support.MEASURE)

    def check_frames(self, label):
        """The page at rest shows the server's frames for the state in its URL."""
        measured = self.measure()
        assert measured["animations"] == 0, f"{label}: animations still running"
        expected = self.api.frames_of(self.token())
        return support.compare_frames(measured, expected, f"{label} ({self.label})", engine=self.engine)

    def script_errors(self):
        """Uncaught errors of the page's script since the last call (engine's log and the hooks)."""
        errors = self.page.script_errors()
        if self.javascript:
            errors += self.evaluate("() => { const e = window.__errors || []; window.__errors = []; return e; }")
        return errors

    def screenshot(self, path):
        self.page.screenshot(path)
