"""The accordion seed's behaviours (issue 10), with and without JavaScript: the cover and the edit
view's backdrop swallow taps, no tap anywhere on the demo page leads to an error page, Save saves
what the field shows, Escape is Close (or the edit view's Cancel), only the cover fades, and the
rows show the gray selection while pressed."""

import re

import pytest

import support

# What a tap at a viewport point reaches: the box drawn there, the control (if any) that takes
# the tap, and what the tap does: `submit` (a valid form), `invalid` (a form the browser refuses),
# `navigate` (a link) or `none`. `swaps` says whether the page script posts the form by fetch.
HIT = """([x, y]) => {
  const el = document.elementFromPoint(x, y);
  if (!el) return null;
  const box = el.closest('#device [data-frame]');
  const control = el.closest('button, a[href], input, select, textarea, label');
  let does = 'none', swaps = false;
  const scripted = document.documentElement.dataset.playground === 'ready';
  if (control && control.tagName === 'A') {
    does = 'navigate';
    swaps = scripted && control.id === 'undo-tap';
  }
  if (control && control.tagName === 'BUTTON' && control.type === 'submit' && !control.disabled && control.form) {
    does = control.form.checkValidity() ? 'submit' : 'invalid';
    const form = control.form, device = document.getElementById('device');
    swaps = (device.contains(form) && form.classList.contains('tap')) ||
      ['device-form', 'rotate-form', 'config-form', 'clear-form', 'dismiss-form'].some((name) => form.classList.contains(name));
  }
  // share.js answers these in the page: the short link is made by fetch, Share scrolls the panel.
  if (scripted && control && (control.id === 'short-link-create' || control.classList.contains('toolbar-share'))) {
    does = 'script';
  }
  return {box: box ? box.dataset.frame : null, control: control ? control.outerHTML.slice(0, 80) : null, does, swaps};
}"""

# One point per distinct tap target of the device screen, from a grid over it.
TARGETS = """(step) => {
  const s = document.querySelector('#device [data-frame=screen]').getBoundingClientRect();
  const seen = new Map();
  for (let y = s.top + step / 2; y < s.bottom; y += step) {
    for (let x = s.left + step / 2; x < s.right; x += step) {
      const el = document.elementFromPoint(x, y);
      if (!el) continue;
      const target = el.closest('button, a[href], input, select, textarea, label') || el.closest('[data-frame]');
      const key = target.closest('[data-frame]').dataset.frame + ' ' + target.tagName;
      if (!seen.has(key)) seen.set(key, [x, y]);
    }
  }
  return [...seen.entries()];
}"""

ERROR_TITLE = re.compile(r"^\d{3} ")
FIELD = "#device [data-frame=editor-field] input.field"


def screen_point(driver, x, y):
    box = driver.page.locator("#device [data-frame=screen]").bounding_box()
    return box["x"] + x, box["y"] + y


def hit(driver, x, y):
    return driver.page.evaluate(HIT, [x, y])


def tap_at(driver, x, y):
    """Taps the viewport point (x, y) and waits for what the tap does; returns that."""
    page, reached = driver.page, hit(driver, x, y)
    if reached["does"] in ("submit", "navigate") and driver.javascript and reached["swaps"]:
        driver.act(lambda: page.mouse.click(x, y))
    elif reached["does"] == "script":
        page.mouse.click(x, y)
        if "short-link-create" in reached["control"]:
            support.wait_until(page, "!!(document.getElementById('share-short') || document.querySelector('.share-error'))")
    elif reached["does"] in ("submit", "navigate"):
        with page.expect_navigation() as navigation:
            page.mouse.click(x, y)
        page.wait_for_load_state()
        assert navigation.value is None or navigation.value.status < 400, (reached, navigation.value.status)
    else:
        swaps = page.evaluate("window.__swaps") if driver.javascript else None
        page.mouse.click(x, y)
        if driver.javascript:  # a form posted by fetch marks the device busy at once
            assert page.locator("#device[aria-busy]").count() == 0, reached
            assert page.evaluate("window.__swaps") == swaps, reached
    assert not ERROR_TITLE.match(page.title()), f"{reached}: {page.title()} at {page.url}"
    return reached


def open_editor(driver, item="item-1"):
    driver.goto("/menus/accordion")
    driver.tap(item)
    driver.tap("row-0")  # Edit
    assert driver.page.locator("#device [data-frame=editor]").count() == 1


def field_value(driver):
    return driver.page.input_value(FIELD)


def test_a_tap_on_the_cover_changes_nothing(driver):
    driver.goto("/menus/accordion")
    driver.tap("item-1")
    token, events = driver.token(), driver.events()
    # The status bar, beside the menu, above it and below it: all cover, none of them a control.
    for x, y in [(5, 5), (10, 300), (310, 300), (160, 60), (160, 550)]:
        reached = tap_at(driver, *screen_point(driver, x, y))
        assert (reached["box"], reached["control"], reached["does"]) == ("cover", None, "none"), (x, y)
    assert driver.menu_state() == "open" and driver.token() == token and driver.events() == events
    assert driver.page.locator("#device .screen-cancel").count() == 0  # no Cancel twin: Close is the way out
    driver.tap("row-7")
    assert driver.events() == events + ["userSelectedOptionWithIndex: 7"]
    driver.check_frames("accordion closed after taps on its cover")


def test_the_edit_views_backdrop_changes_nothing_and_cancel_is_the_way_out(driver):
    open_editor(driver)
    token, events, items = driver.token(), driver.events(), driver.labels("item-")
    assert events[-1] == "userSelectedOptionWithIndex: 0"
    for x, y in [(5, 5), (10, 40), (300, 300), (160, 540)]:
        reached = tap_at(driver, *screen_point(driver, x, y))
        assert (reached["box"], reached["does"]) in [("editor-backdrop", "none"), ("status-bar", "none")], (x, y)
    assert driver.token() == token and driver.page.locator("#device .screen-cancel").count() == 0
    driver.tap("editor-cancel")
    assert driver.page.locator("#device [data-frame=editor]").count() == 0
    assert driver.labels("item-") == items and driver.events() == events
    driver.check_frames("accordion after the edit view's Cancel")


def test_save_saves_what_the_field_shows_and_refuses_a_blank_item(driver):
    open_editor(driver)
    for refused in ["", "   ", "\u3000", "a\tb"]:
        driver.page.fill(FIELD, refused)
        reached = tap_at(driver, *box_centre(driver, "editor-save"))
        assert reached["does"] == "invalid", refused
        assert driver.page.locator("#device [data-frame=editor]").count() == 1
    driver.page.fill(FIELD, "Call the electrician")
    driver.tap("editor-save")
    assert list(driver.labels("item-").values()) == ["Buy milk", "Call the electrician", "Book flights", "Water the plants"]
    driver.tap("item-3")
    driver.tap("row-0")
    assert field_value(driver) == "Water the plants"
    driver.page.fill(FIELD, "Water the roses")
    driver.act(lambda: driver.page.press(FIELD, "Enter"))  # Return saves too
    assert driver.labels("item-")["item-3"] == "Water the roses"
    assert driver.events()[-2:] == ["userSelectedOptionWithIndex: 0"] * 2
    driver.check_frames("accordion after two saves")


def box_centre(driver, frame):
    box = driver.page.locator(f"#device [data-frame={frame}]").bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


@pytest.mark.parametrize("state", ["closed", "open", "editing"])
def test_no_tap_on_the_screen_leads_to_an_error_page(driver, api, state):
    actions = {"closed": [], "open": [{"type": "open", "item": 1}]}
    actions["editing"] = actions["open"] + [{"type": "tapRow", "index": 0}]
    url = api.actions("accordion", "iphone-4in", "portrait", actions[state])["url"]
    driver.goto(url)
    targets = driver.page.evaluate(TARGETS, 6)
    assert len(targets) >= 4, targets
    for key, (x, y) in targets:
        driver.goto(url)
        tap_at(driver, x, y)


def test_no_control_beside_the_screen_leads_to_an_error_page(driver, api):
    actions = [{"type": "open", "item": 1}, {"type": "tapRow", "index": 0}]
    url = api.actions("accordion", "iphone-4in", "portrait", actions)["url"]
    driver.goto(url)
    controls = driver.page.locator("main a[href]:not(#device *), main button:not(#device *), main summary")
    count = controls.count()
    assert count > 20
    tapped = 0
    for index in range(count):
        driver.goto(url)
        control = controls.nth(index)
        # A control inside a closed "⋯" is reached by opening it first, as a person would.
        control.evaluate("el => { const more = el.closest('details'); if (more) more.open = true; }")
        if not control.is_visible():
            # With script, only the panels' Save is hidden (their fields apply by themselves);
            # without it, only the zoom buttons and the Copy buttons (the script's).
            # Copy buttons too: only the script can copy. "Hide outlines" shows only while the
            # outlines are on (#outlines), which this URL does not ask for.
            hidden = ".panel-save, .outlines-hide" if driver.javascript else ".zoom-bar, .share-field .copy, .outlines-hide"
            assert control.evaluate("(el, s) => !!el.closest(s)", hidden), control.evaluate("el => el.outerHTML")
            continue
        control.scroll_into_view_if_needed()
        box = control.bounding_box()
        tap_at(driver, box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        tapped += 1
    assert tapped > 20
    # The zoom buttons are among the controls: leave the remembered choice as it was found.
    driver.page.evaluate("() => localStorage.removeItem('menu-playground.zoom')")
    # A label the server refuses (blank, or with a control character) is refused by the browser.
    for refused in ["   ", "a\tb"]:
        driver.goto(url)
        for field in ["#option-0-text", "#option-new"]:
            driver.page.fill(field, refused)
            valid = driver.page.eval_on_selector(field, "input => input.form.checkValidity()")
            assert not valid, (field, refused)


def test_escape_is_close_and_the_edit_views_cancel(base_url, api, js_page):
    js_page.script_errors.clear()
    keys = support.Driver(js_page, base_url, api, True)
    focused = "() => { const a = document.activeElement, f = a.closest('[data-frame]'); return f ? f.dataset.frame : a.id }"
    keys.goto("/menus/accordion")
    js_page.focus("#device [data-frame=item-2] button")
    keys.press("Enter")
    assert keys.menu_state() == "open"
    keys.press("Escape")
    assert keys.menu_state() == "closed" and js_page.evaluate(focused) == "item-2"
    assert keys.events() == ["userSelectedOptionWithIndex: 7"]
    keys.press("Enter")
    assert js_page.evaluate(focused) == "row-0"
    keys.press("Enter")  # Edit: the edit view takes focus, and Tab stays in it
    trail = []
    for _ in range(5):
        trail.append(js_page.evaluate(focused))
        js_page.keyboard.press("Tab")
    # The toolbar's Dismiss (Cancel here) is in the loop too.
    assert trail == ["editor-field", "editor-cancel", "editor-save", "dismiss-button", "editor-field"]
    keys.press("Escape")
    assert js_page.locator("#device [data-frame=editor]").count() == 0
    assert keys.events() == ["userSelectedOptionWithIndex: 7", "userSelectedOptionWithIndex: 0"]
    assert js_page.evaluate(focused) == "item-2"
    assert js_page.script_errors == []


# Pauses the swap's animations at `time` ms and reads the menu's box and both opacities there.
PAUSE = """(time) => { window.__paused = null; document.addEventListener('playground:swap', () => {
  const animations = document.getAnimations();
  animations.forEach(a => { a.pause(); a.currentTime = time; });
  const s = document.querySelector('#device [data-frame=screen]').getBoundingClientRect();
  const menu = document.querySelector('#device [data-frame=menu]');
  const m = menu.getBoundingClientRect();
  const cover = document.querySelector('#device [data-frame=cover]');
  window.__paused = {y: m.top - s.top, height: m.height, menu: +getComputedStyle(menu).opacity,
    cover: +getComputedStyle(cover).opacity,
    fades: animations.filter(a => a.effect.getKeyframes().some(k => 'opacity' in k)).map(a => a.effect.target.dataset.frame)};
}, {once: true}); }"""


def paused_swap(driver, frame, time):
    driver.page.evaluate(PAUSE, time)
    before = driver.page.evaluate("window.__settled")
    driver.page.click(f"#device [data-frame={frame}] button")
    driver.wait_until("window.__paused !== null")
    paused = driver.page.evaluate("window.__paused")
    driver.page.evaluate("document.getAnimations().forEach(a => a.finish())")
    driver.wait_until(f"window.__settled > {before}")
    return paused


def test_only_the_cover_fades(base_url, api, js_page):
    js_page.script_errors.clear()
    driver = support.Driver(js_page, base_url, api, True)
    driver.goto("/menus/accordion")
    opening = paused_swap(driver, "item-1", 125)
    assert opening["fades"] == ["cover"] and opening["menu"] == 1
    assert opening["cover"] == pytest.approx(0.25, abs=0.01)
    assert opening["height"] == pytest.approx(160, abs=0.5) and opening["y"] == pytest.approx(214, abs=0.5)
    closing = paused_swap(driver, "row-7", 125)
    assert closing["fades"] == ["cover"] and closing["menu"] == 1
    assert closing["cover"] == pytest.approx(0.25, abs=0.01)
    assert closing["height"] == pytest.approx(160, abs=0.5) and closing["y"] == pytest.approx(214, abs=0.5)
    # At rest the closed menu is opaque, 0 high on the centre line, and inert.
    menu = js_page.locator("#device [data-frame=menu]")
    assert menu.evaluate("m => [getComputedStyle(m).opacity, m.inert, m.getBoundingClientRect().height]") == [
        "1", True, 0
    ]
    driver.check_frames("accordion closed after its animation")
    # The API describes the same: the cover's alpha alone, and both removed 0.75 s after closing starts.
    steps = api.actions("accordion", "iphone-4in", "portrait", [{"type": "open"}, {"type": "tapRow", "index": 7}])["steps"]
    assert [(s["animation"]["fromAlpha"], s["animation"]["toAlpha"], s["animation"]["removeAfter"]) for s in steps] == [
        ({"cover": 0}, {"cover": 0.5}, {}),
        ({"cover": 0.5}, {"cover": 0}, {"cover": 0.75, "menu": 0.75}),
    ]
    assert js_page.script_errors == []


@pytest.mark.parametrize("row, index", [("row-2", 2), ("row-7", 7)])
def test_a_pressed_row_shows_the_gray_selection(driver, row, index):
    driver.goto("/menus/accordion")
    driver.tap("item-1")
    background = f"getComputedStyle(document.querySelector('#device [data-frame={row}] button')).backgroundColor"
    assert driver.page.evaluate(background) == "rgba(0, 0, 0, 0)"
    driver.page.mouse.move(*box_centre(driver, row))
    driver.page.mouse.down()
    assert driver.page.evaluate(background) == "rgb(217, 217, 217)"
    # Released where it was pressed, the press is the row's tap. (A move while pressed would
    # cancel it, but Playwright cannot move a pressed mouse in a page without script.)
    driver.act(driver.page.mouse.up)
    assert driver.menu_state() == "closed" and driver.events() == [f"userSelectedOptionWithIndex: {index}"]
