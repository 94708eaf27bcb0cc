"""The demo page's layout (issue 31): the device fits (Fit is the default, in width and height,
never past 100 %) and never cuts off or scrolls the page sideways; 100 % is one click away and
remembered; the panel column holds still whatever the device; call names never break inside a
word; the Events scroll inside themselves and cover nothing; the toolbar's Dismiss (with and
without script, never in embeds) and its link to Share; the status bar. Viewports of their own,
so these are Chromium's. (One centred column for every page: test_shell.py.)"""

import pytest

import support

PHONE, TABLET, DESKTOP, NARROW = (390, 844), (768, 1024), (1440, 900), (320, 640)
CUSTOM = {"width": 1200, "height": 800, "statusBar": 20}

# Where the device is and how big it is drawn, against its own size, the canvas and the window.
PLACE = """() => {
  const device = document.getElementById('device'), canvas = document.getElementById('canvas');
  const d = device.getBoundingClientRect(), c = canvas.getBoundingClientRect();
  const toolbar = document.getElementById('toolbar').getBoundingClientRect();
  const pressed = document.querySelector('#toolbar .zoom-bar [aria-pressed=true]');
  return {left: d.left, right: d.right, width: d.width, height: d.height,
          naturalWidth: device.offsetWidth,
          canvasLeft: c.left, canvasRight: c.right, canvasScrolls: canvas.scrollWidth > canvas.clientWidth,
          toolbarHeight: toolbar.height, innerWidth: document.documentElement.clientWidth, innerHeight,
          pageWidth: document.scrollingElement.scrollWidth,
          mode: pressed && pressed.offsetParent !== null ? pressed.dataset.mode : null};
}"""

RECT = "(s) => document.querySelector(s).getBoundingClientRect().toJSON()"


def page_of(browser, size, javascript=True):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, java_script_enabled=javascript)
    context.set_default_timeout(10_000)
    return context, context.new_page()


def load(page, url, javascript=True):
    page.goto(url)
    if javascript:
        page.wait_for_selector("html[data-playground=ready]", state="attached")


ARM = """() => { window.__settledNow = false;
  document.addEventListener('playground:settled', () => { window.__settledNow = true; }, {once: true}); }"""


def settle(page, do):
    """Runs `do` (a click that submits a form) and waits for the swap's `playground:settled`."""
    page.evaluate(ARM)
    do()
    support.wait_until(page, "window.__settledNow === true")


def screens():
    """Every preset in both orientations, and a custom screen 1200 wide."""
    yield from ((f"{p} {o}", p, o) for p in support.PRESETS for o in support.ORIENTATIONS)
    yield "custom 1200×800", CUSTOM, "portrait"


@pytest.mark.parametrize("size", [PHONE, TABLET, DESKTOP, NARROW], ids=["390x844", "768x1024", "1440x900", "320x640"])
def test_fit_is_the_default_and_fits_every_device_in_width_and_height(browser, base_url, api, size):
    context, page = page_of(browser, size)
    try:
        for label, device, orientation in screens():
            load(page, base_url + api.actions("tab-split", device, orientation, [])["url"])
            place = page.evaluate(PLACE)
            where = f"{label} at {size}: {place}"
            assert place["mode"] == "fit", where
            assert place["pageWidth"] <= place["innerWidth"], f"the page scrolls sideways: {where}"
            assert place["canvasLeft"] - 0.5 <= place["left"] and place["right"] <= place["canvasRight"] + 0.5, where
            assert 0 <= place["left"] and place["right"] <= place["innerWidth"], where
            assert place["height"] + place["toolbarHeight"] <= place["innerHeight"], where
            assert place["width"] <= place["naturalWidth"] + 0.5, f"Fit enlarged the device: {where}"
            assert not place["canvasScrolls"], where
    finally:
        context.close()


def test_100_is_one_click_away_and_remembered(browser, base_url, api):
    context, page = page_of(browser, PHONE)
    url = base_url + api.actions("accordion", "ipad-9.7in", "landscape", [])["url"]
    try:
        load(page, url)
        assert page.evaluate(PLACE)["mode"] == "fit"
        page.click("#zoom-100")
        place = page.evaluate(PLACE)
        assert place["mode"] == "100" and place["width"] == place["naturalWidth"], place
        # Wider than the phone: the canvas scrolls inside itself, never the page.
        assert place["canvasScrolls"] and place["pageWidth"] <= place["innerWidth"], place
        assert page.evaluate("() => document.querySelector('#device [data-frame=screen]').offsetWidth") == 1024
        load(page, url)
        assert page.evaluate(PLACE)["mode"] == "100"
        page.click("#zoom-fit")
        load(page, url)
        place = page.evaluate(PLACE)
        assert place["mode"] == "fit" and place["width"] < place["naturalWidth"], place
        # The toolbar is swapped with the device: its zoom buttons still work after a swap.
        settle(page, lambda: page.click("#rotate-button"))
        page.click("#zoom-100")
        assert page.evaluate(PLACE)["mode"] == "100"
    finally:
        context.close()


@pytest.mark.parametrize("size", [PHONE, NARROW], ids=["390x844", "320x640"])
def test_without_script_the_canvas_scrolls_not_the_page(browser, base_url, api, size):
    context, page = page_of(browser, size, javascript=False)
    try:
        for label, device, orientation in screens():
            load(page, base_url + api.actions("dropdown", device, orientation, [])["url"], javascript=False)
            place = page.evaluate(PLACE)
            assert place["pageWidth"] <= place["innerWidth"], f"{label} at {size}: {place}"
            assert place["mode"] is None, "the zoom buttons are the script's"
    finally:
        context.close()


PANEL = """() => { const p = document.querySelector('aside.panel').getBoundingClientRect();
  const r = document.getElementById('rotate-button').getBoundingClientRect();
  return {panel: [p.left, p.width], rotate: [r.left, r.top]}; }"""


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_the_panel_column_and_rotate_hold_still_as_the_device_changes(browser, base_url, javascript):
    context, page = page_of(browser, DESKTOP, javascript)
    try:
        load(page, base_url + "/menus/tab-split", javascript)
        before = page.evaluate(PANEL)
        assert before["panel"][1] >= 360, before

        def submit(selector):
            if javascript:
                settle(page, lambda: page.click(selector))
            else:
                with page.expect_navigation():
                    page.click(selector)
            page.evaluate("() => window.scrollTo(0, 0)")

        submit("#rotate-button")
        assert page.get_attribute("#rotate-button", "aria-label") == "Rotate to portrait"
        assert page.evaluate(PANEL) == before, "rotating moved the panel or Rotate"
        page.select_option("#device-preset", "ipad-9.7in")
        if javascript:
            support.wait_until(page, "() => document.querySelector('#device [data-frame=screen]').offsetWidth === 1024")
        else:
            submit(".device-form .panel-save button")
        assert page.evaluate(PANEL) == before, "a new device moved the panel or Rotate"
        submit("#rotate-button")
        assert page.evaluate(PANEL) == before
    finally:
        context.close()


# Each line break inside a call name, as the characters on either side of it.
BREAKS = """() => [...document.querySelectorAll('.event-call')].flatMap((call) => {
  const text = call.firstChild, breaks = [];
  if (!text || text.nodeType !== Node.TEXT_NODE) return [];
  const range = document.createRange();
  let top = null;
  for (let i = 0; i < text.length; i++) {
    range.setStart(text, i); range.setEnd(text, i + 1);
    const rect = range.getClientRects()[0];
    if (!rect) continue;
    if (top !== null && rect.top > top + 1) breaks.push(text.data.slice(Math.max(0, i - 1), i + 1));
    top = rect.top;
  }
  return breaks;
})"""


@pytest.mark.parametrize("size", [DESKTOP, PHONE, NARROW], ids=["1440x900", "390x844", "320x640"])
def test_call_names_never_break_inside_a_word(browser, base_url, api, size):
    taps = [{"type": "selectTab", "index": 3}, {"type": "selectTab", "index": 0}, {"type": "selectTab", "index": 1}]
    url = base_url + api.actions("tab-split", "ipad-9.7in", "landscape", taps)["url"]
    context, page = page_of(browser, size)
    try:
        load(page, url)
        calls = page.eval_on_selector_all(".event-call", "calls => calls.map((c) => c.textContent)")
        assert any(call.startswith("pushToDetailController(") for call in calls), calls
        for pair in page.evaluate(BREAKS):
            assert not (pair[0].isalnum() and pair[1].isalnum()), f"a call name breaks inside a word: {pair!r}"
        assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth")
    finally:
        context.close()


SCROLL = "([p, w]) => { document.querySelector('aside.panel').scrollTop = p; window.scrollTo(0, w); }"
# Whether a click on the element's left end reaches it.
UNCOVERED = """(s) => { const h = document.querySelector(s), r = h.getBoundingClientRect();
  return h.contains(document.elementFromPoint(r.left + 4, r.top + r.height / 2)); }"""


def test_the_events_cover_nothing_and_keep_their_buttons(browser, base_url):
    context, page = page_of(browser, DESKTOP)
    try:
        load(page, base_url + "/menus/accordion")
        # Enough taps to fill the Events, made in the page so that they are its trail.
        for _ in range(5):
            for frame in ("item-1", "row-3"):
                settle(page, lambda: page.click(f"#device [data-frame={frame}] button"))
        page.wait_for_selector("button.copy-test")
        events = page.evaluate(RECT, "#events")
        assert events["bottom"] <= 900, events
        # The Events scroll inside themselves; Undo, Clear and Copy as test stay inside their box.
        assert page.evaluate("() => { const e = document.getElementById('events'); return e.scrollHeight > e.clientHeight; }")
        for scrolled in (0, 150, 10_000):
            page.evaluate("(y) => { document.getElementById('events').scrollTop = y; }", scrolled)
            events = page.evaluate(RECT, "#events")
            for button in ("#undo-tap", ".clear-form button", "button.copy-test"):
                box = page.evaluate(RECT, button)
                assert events["top"] <= box["top"] and box["bottom"] <= events["bottom"], (scrolled, button, box, events)
        # Whatever scrolls, the panels under the Events are never under them.
        for panel_scroll, window_scroll in ((0, 0), (300, 0), (600, 400), (10_000, 10_000)):
            page.evaluate(SCROLL, [panel_scroll, window_scroll])
            events = page.evaluate(RECT, "#events")
            for heading in ("#device-heading", "#options-heading", "#share-heading"):
                box = page.evaluate(RECT, heading)
                assert box["top"] >= events["bottom"], (heading, box, events)
                if 0 <= box["top"] and box["bottom"] <= 900:
                    assert page.evaluate(UNCOVERED, heading), f"{heading} covered at {panel_scroll}/{window_scroll}"
    finally:
        context.close()


OPENERS = {"accordion": "item-0", "action-sheet": "show-button", "dropdown": "field", "context-menu": "show-button"}


@pytest.mark.parametrize("menu", OPENERS)
def test_the_toolbars_dismiss_closes_the_menu(driver, menu, api):
    url = api.actions(menu, "iphone-6.1in", "portrait", support.OPEN_ACTIONS[menu])["url"]
    driver.goto(url)
    assert driver.menu_state() == "open"
    assert driver.page.locator(".screen-cancel").count() == 0, "no Cancel under the device"
    assert driver.page.text_content("#toolbar #dismiss-button").strip() == "Dismiss · Esc"
    driver.act(lambda: driver.page.click("#toolbar #dismiss-button"))
    assert driver.menu_state() == "closed"
    assert driver.page.locator("#dismiss-button").count() == 0, "nothing left to dismiss"
    driver.check_frames(f"{menu} after Dismiss")
    # Opened again by a tap (a swap, with script): the toolbar follows.
    driver.tap(OPENERS[menu])
    assert driver.menu_state() == "open" and driver.page.locator("#toolbar #dismiss-button").count() == 1


@pytest.mark.parametrize("menu", ["action-sheet", "context-menu", "accordion"])
def test_embeds_have_no_dismiss_control(browser, base_url, api, menu):
    token = support.token_of(api.actions(menu, "iphone-6.1in", "portrait", support.OPEN_ACTIONS[menu])["url"])
    context, page = page_of(browser, (390, 844), javascript=False)
    try:
        page.goto(f"{base_url}/embed/{token}")
        assert page.locator(".screen-cancel, #dismiss-button, #toolbar").count() == 0
        assert page.evaluate("() => [...document.querySelector('main').children].map((el) => el.className)") == ["screen"]
    finally:
        context.close()


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_share_is_one_click_from_the_toolbar(browser, base_url, javascript):
    context, page = page_of(browser, DESKTOP, javascript)
    try:
        load(page, base_url + "/menus/context-menu", javascript)
        toolbar = page.evaluate(RECT, "#toolbar .toolbar-share")
        assert 0 <= toolbar["top"] and toolbar["bottom"] <= 900, toolbar
        page.click("#toolbar .toolbar-share")
        support.wait_until(page, "() => location.hash === '#share-heading'")
        for selector in ("#share-heading", "#share-url", "#share-link"):
            box = page.evaluate(RECT, selector)
            assert 0 <= box["top"] and box["bottom"] <= 900 and box["right"] <= 1440, (selector, box)
    finally:
        context.close()


# The status bar's drawing: the time's picture before, the signal and battery after, inside its box.
STATUS = """() => { const bar = document.querySelector('#device [data-frame=status-bar]');
  const before = getComputedStyle(bar, '::before'), after = getComputedStyle(bar, '::after');
  return {time: decodeURIComponent(before.backgroundImage), icons: after.backgroundImage,
          clips: getComputedStyle(bar).overflow}; }"""


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_the_status_bar_is_drawn_and_the_frames_are_the_apis(driver, api, javascript):
    for preset, orientation in (("iphone-6.1in", "portrait"), ("ipad-9.7in", "landscape"), ("iphone-4in", "landscape")):
        driver.goto(api.actions("dropdown", preset, orientation, [])["url"])
        status = driver.page.evaluate(STATUS)
        assert "9:41" in status["time"] and status["icons"].count("linear-gradient") >= 5, status
        assert status["clips"] == "hidden", status
        driver.check_frames(f"status bar of {preset} {orientation}")
