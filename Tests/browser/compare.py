"""The compare-page driver of the browser suite (/compare/{menu}), in every engine: demo.Demo's
taps and waits, with a screen to tap on (`device-2`), and each screen measured on its own.

    c = compare.Compare(engine.page(javascript), base_url, api, javascript, engine.name)
    c.goto("/compare/action-sheet?devices=iphone-4in,ipad-9.7in")
    c.tap("show-button", screen="device-2")     # applies to every screen
    c.menu_states()                             # {"device-1": "open", "device-2": "open"}
    c.check_screens("action sheet open")        # every screen's boxes vs the API's frames

With JavaScript a tap waits for the script's `playground:settled` (every screen swapped);
without it for the compare page its post's 303 leads to."""

import urllib.parse

import demo
import support

# Every [data-frame] box of one section.device, relative to its screen, unscrolled (as
# support.MEASURE does for the demo page's #device); the texts that overflow their box; and the
# boxes outside the screen that no scrolling box between them and the screen explains.
MEASURE_SECTION = """(id) => {
  const section = document.getElementById(id);
  const screen = section.querySelector('[data-frame=screen]');
  const s = screen.getBoundingClientRect();
  const frames = {}, duplicates = [], overflow = [], outside = [];
  for (const el of section.querySelectorAll('[data-frame]')) {
    const r = el.getBoundingClientRect();
    let dx = 0, dy = 0, scrolled = false;
    for (let p = el.parentElement; p && p !== section; p = p.parentElement) {
      dx += p.scrollLeft; dy += p.scrollTop;
      if (p !== screen && getComputedStyle(p).overflow !== 'visible') scrolled = true;
    }
    const name = el.dataset.frame;
    if (name in frames) duplicates.push(name);
    const box = {x: r.left - s.left + dx, y: r.top - s.top + dy, width: r.width, height: r.height};
    frames[name] = box;
    const slack = 1 / 64;
    if (!scrolled && (box.x < -slack || box.y < -slack || box.x + box.width > s.width + slack
                      || box.y + box.height > s.height + slack)) {
      outside.push({frame: name, box});
    }
  }
  for (const el of screen.querySelectorAll('.t')) {
    if (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight) {
      const box = el.closest('[data-frame]');
      overflow.push({frame: box ? box.dataset.frame : '?', text: el.textContent.trim(),
                     scroll: [el.scrollWidth, el.scrollHeight], client: [el.clientWidth, el.clientHeight]});
    }
  }
  return {frames, duplicates, overflow, outside, animations: document.getAnimations().length};
}"""

# Each screen as the page shows it: its spelling and its devices (plain, long-text copy).
SCREENS = """() => Array.from(document.querySelectorAll('#compare-screens figure.compare-screen')).map((f) => ({
  spelling: f.dataset.screen,
  devices: Array.from(f.querySelectorAll('section.device'), (d) => ({id: d.id, long: d.classList.contains('long-text'),
                                                                    menu: d.getAttribute('data-menu')})),
}))"""

# The table of differences: its column captions, and each row's box → its cells' texts.
DIFFERENCES = """() => {
  const table = document.querySelector('#differences table');
  if (!table) return null;
  const captions = Array.from(table.querySelectorAll('thead th'), (th) => th.textContent.trim()).slice(1);
  const rows = Array.from(table.querySelectorAll('tbody tr[data-box]'), (tr) => ({
    box: tr.dataset.box, differs: tr.classList.contains('differs'),
    cells: Array.from(tr.querySelectorAll('td'), (td) => td.textContent.trim()),
  }));
  return {captions, rows};
}"""


def spelling_parts(spelling):
    """"iphone-6.1in:landscape" → ("iphone-6.1in", "landscape")."""
    preset, _, orientation = spelling.partition(":")
    return preset, orientation or "portrait"


def query_of(url):
    return urllib.parse.parse_qs(urllib.parse.urlparse(url).query)


class Compare(demo.Demo):
    """Drives one compare page of one engine, with JavaScript or without it."""

    def goto(self, path):
        self.page.goto(self.base_url + path)
        if self.javascript:
            self.wait_until("() => document.documentElement.dataset.compare === 'ready'")
            self.evaluate(demo.HOOKS)
            self.evaluate(support.AT_100)
        else:
            started = self.evaluate("() => document.documentElement.dataset.compare || null")
            assert started is None, f"{self.label}: the page's script ran with JavaScript off"

    def act(self, do):
        super().act(do)
        busy = self.evaluate("() => document.querySelectorAll('#compare-screens section.device[aria-busy]').length")
        assert busy == 0, f"{self.label}: {busy} screens still busy"

    def tap(self, frame, screen="device-1"):
        self.act(lambda: self.click(f'#{screen} [data-frame="{frame}"] button', within="[data-frame]"))

    def labels(self, prefix, screen="device-1"):
        """{frame name: text} of the boxes named `<prefix><n>` of one screen, in number order."""
        pairs = self.evaluate(
            """([screen, prefix]) => Array.from(document.querySelectorAll(`#${screen} [data-frame^="${prefix}"]`))
                 .map(e => [e.dataset.frame, e.textContent.trim()])""",
            [screen, prefix],
        )
        numbered = []
        for name, text in pairs:
            rest = name[len(prefix):]
            if rest.isdigit():
                numbered.append((int(rest), name, text))
        return {name: text for _, name, text in sorted(numbered)}

    def tap_label(self, prefix, text, screen="device-1"):
        for name, label in self.labels(prefix, screen).items():
            if label == text:
                return self.tap(name, screen)
        raise AssertionError(f"{self.label}: no {prefix}* box of {screen} reads {text!r}")

    # Reading the page.

    def screens(self):
        return self.evaluate(SCREENS)

    def menu_states(self):
        return {d["id"]: d["menu"] for s in self.screens() for d in s["devices"]}

    def token(self):
        token = support.token_of(self.url())
        if token is None:
            token = self.evaluate("() => document.querySelector('#compare-screens form.tap input[name=token]').value")
        assert token, f"no state token in {self.url()}"
        return token

    def tap_lines(self):
        """The Events' taps, newest first, as their "Last tap: …" lines read."""
        return self.texts("#event-log li.tap .tap-action")

    def differences(self):
        return self.evaluate(DIFFERENCES)

    def measure(self, screen="device-1"):
        return self.evaluate(MEASURE_SECTION, screen)

    def expected_frames(self, spelling):
        """The API's frames for the page's state on one screen."""
        state = self.api.decode(self.token())
        preset, orientation = spelling_parts(spelling)
        body = {"device": preset, "orientation": orientation, "config": state["config"], "state": state["state"]}
        return self.api.request("POST", f"/api/v1/menus/{state['menu']}/layout", body)["frames"]

    def check_screens(self, label):
        """Every screen (not the long-text copies) shows the API's frames for the page's state on
        its device; returns the largest deviation."""
        worst = 0.0
        for screen in self.screens():
            plain = next(d for d in screen["devices"] if not d["long"])
            measured = self.measure(plain["id"])
            assert measured["animations"] == 0, f"{label}: animations still running"
            where = f"{label} on {screen['spelling']} ({self.label})"
            worst = max(worst, support.compare_frames(measured, self.expected_frames(screen["spelling"]), where,
                                                      engine=self.engine))
        return worst

    def navigate(self, do):
        """Runs `do`, a click that loads another page (a link, a GET form), and waits for it."""
        self.evaluate("() => { window.__demoLeaving = true; }")
        do()
        self.wait_until(
            "() => !window.__demoLeaving && document.readyState === 'complete' && location.href !== 'about:blank'"
        )
        if self.javascript:
            self.wait_until("() => document.documentElement.dataset.compare === 'ready'")
            self.evaluate(demo.HOOKS)
            self.evaluate(support.AT_100)


_PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_MARKED = "ȧƀçđḗƒğħīĵķŀɱñŏƥɋřşţūṽŵẋýžȦƁÇĐḖƑĞĦĪĴĶĿṀÑŎƤɊŘŞŢŪṼŴẊÝŽ"


def lengthened(text):
    """PseudoLocale.lengthened (Sources/PlaygroundDomain/Compare/PseudoLocale.swift), to read the
    long-text copies' labels against: "Red" → "[Řḗđ ··]"."""
    if not text:
        return text
    accented = text.translate(str.maketrans(_PLAIN, _MARKED))
    return "[" + accented + " " + "·" * max(1, (len(text) * 3 + 4) // 5) + "]"
