"""The playground around the device (issue 13), in every engine, with and without JavaScript:
the Events beside the device after a tap, with the call's label and the last tap marked; Undo
and Clear; the taps as a scenario; one Options form that loses no edit; fields that apply as they
change; the custom size shown only for "custom"; the dropdown's typing hint; the tab strip's tabs
as options; Fit (the default) / 100 %."""

import pytest

from engines import wait_for

# Where a box is in the viewport, and whether it is inside it.
RECT = """(selector) => {
  const el = document.querySelector(selector);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return {left: r.left, top: r.top, right: r.right, bottom: r.bottom,
          visible: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth};
}"""

DISPLAY = "(selector) => getComputedStyle(document.querySelector(selector)).display"


def rect(driver, selector):
    box = driver.evaluate(RECT, selector)
    assert box is not None, f"{driver.label}: nothing matches {selector}"
    return box


def test_the_last_tap_shows_beside_the_device_with_its_label(engine_driver):
    d = engine_driver
    d.goto("/menus/accordion")
    d.tap("item-1")
    d.tap("row-3")
    d.evaluate("() => window.scrollTo(0, 0)")
    last, device = rect(d, "#event-log .last-tap"), rect(d, "#device")
    assert last["visible"], f"{d.label}: the last tap's entry is out of view: {last}"
    assert last["left"] >= device["right"], f"{d.label}: the Events are not beside the device"
    text = d.evaluate("() => document.querySelector('#event-log .last-tap').textContent")
    # The code's 0-based index, then the row as people count it.
    assert "tapRow index 3 — row 4, “Option 2”" in text, text
    assert "userSelectedOptionWithIndex: 3 — row 4, “Option 2”" in text, text
    assert d.events() == ["userSelectedOptionWithIndex: 3"]
    # Opening is a tap too, with no delegate call.
    taps = d.texts("#event-log > li .tap-action")
    assert taps == ["Last tap: tapRow index 3 — row 4, “Option 2”", "Tap: open item 1 — row 2, “Call the plumber”"], taps


def test_undo_steps_back_and_clear_empties_the_log(engine_driver):
    d = engine_driver
    d.goto("/menus/context-menu")
    d.tap("show-button")
    d.tap("item-2")
    assert d.events() == ["dismiss()", 'optionAction(index: 2, action: "rename")']
    d.act(lambda: d.click("#undo-tap"))
    assert d.menu_state() == "open" and d.events() == []
    d.check_frames(f"context menu after Undo ({d.label})")
    d.tap("item-3")
    assert d.events() == ["dismiss()", 'optionAction(index: 3, action: "delete")']
    d.act(lambda: d.click("form.clear-form button"))
    assert d.events() == [] and d.evaluate("() => document.getElementById('undo-tap')") is None
    assert d.texts("#event-log") == ["None yet: tap the demo."]


def test_the_taps_open_as_a_scenario(engine_driver):
    d = engine_driver
    d.goto("/menus/action-sheet")
    d.tap("show-button")
    d.tap("row-1")
    href = d.evaluate("() => document.getElementById('trail-scenario').getAttribute('href')")
    d.page.goto(d.base_url + href)
    assert d.evaluate("() => location.pathname").startswith("/scenarios/")
    steps = d.texts(".step-list > li")
    assert len(steps) == 3 and "clickedButtonAtIndex: 1" in steps[2], steps


def test_an_edit_in_one_row_survives_a_click_in_another(engine_driver):
    d = engine_driver
    d.goto("/menus/dropdown")
    # Typed, not yet applied (no input event: what a click in another row races with).
    d.evaluate("() => { document.getElementById('option-1-text').value = 'Cocoa'; }")
    d.act(lambda: d.click('#config-form button[name="down"][value="3"]'))
    options = d.api.decode(d.token())["config"]["options"]
    assert options == ["Chocolate", "Cocoa", "Strawberry", "Lime", "Banana"], f"{d.label}: {options}"
    assert d.evaluate("() => document.getElementById('option-1-text').value") == "Cocoa"


def test_fields_apply_as_they_change(engine_driver):
    d = engine_driver
    d.goto("/menus/action-sheet")
    # One input event for the whole word: the script applies typing once it pauses, and a
    # person's keystrokes on a busy machine may pause anywhere.
    typed = "() => { const f = document.getElementById('option-0-text'); f.value = 'Crimson';"
    typed += " f.dispatchEvent(new Event('input', {bubbles: true})); }"
    d.change_field(lambda: d.evaluate(typed), "form.config-form")
    d.change_field(lambda: d.choose("#option-2-icon", "star"), "form.config-form")
    config = d.api.decode(d.token())["config"]
    assert config["buttons"][0] == "Crimson" and config["icons"][2] == "star", f"{d.label}: {config}"
    d.tap("show-button")
    assert "Crimson" in d.labels("label-").values()
    d.check_frames(f"action sheet after live edits ({d.label})")


def test_the_custom_size_shows_only_for_custom(engine_driver):
    d = engine_driver
    d.goto("/menus/accordion")
    assert d.evaluate(DISPLAY, "fieldset.custom-size") == "none"
    d.change_field(lambda: d.choose("#device-preset", "custom"), "form.device-form")
    assert d.evaluate(DISPLAY, "fieldset.custom-size") != "none"
    assert d.api.decode(d.token())["device"] == {"width": 320, "height": 568, "statusBar": 20}
    # One way to rotate: the Rotate button (the device form has no orientation of its own).
    assert d.evaluate("() => document.querySelectorAll('[name=orientation]').length") == 0


def test_the_dropdowns_field_says_how_typing_ends(engine_driver):
    d = engine_driver
    d.goto("/menus/dropdown")
    d.tap("field")
    d.tap_label("row-", "Other")
    placeholder = d.evaluate("() => document.querySelector('#device input.field').placeholder")
    assert placeholder == "Type, then press Enter"


def test_the_tab_strips_tabs_are_its_options(engine_driver):
    d = engine_driver
    d.goto("/menus/tab-split")
    d.evaluate("() => { document.getElementById('option-0-text').value = 'Uno'; }")
    d.change_field(lambda: d.choose("#option-1-icon", "Up"), "form.config-form")
    strip = next(e for e in d.texts("#host-effects li") if e.startswith("Strip: "))
    assert strip.startswith("Strip: Settings, Uno, Two, Three"), f"{d.label}: {strip}"
    assert d.api.decode(d.token())["config"]["tabs"][1] == {"title": "Two", "icon": "Up"}
    d.check_frames(f"tab split with edited tabs ({d.label})")


@pytest.mark.parametrize("javascript", [True], ids=["js"])
def test_fit_scales_the_device_beside_the_panels_and_100_is_remembered(engine, base_url, api, javascript):
    page = engine.page(javascript)
    url = base_url + api.actions("accordion", "ipad-9.7in", "landscape", [])["url"]
    pressed = "() => document.querySelector('#toolbar .zoom-bar [aria-pressed=true]').dataset.mode"
    try:
        page.goto(url)
        page.evaluate("() => localStorage.removeItem('menu-playground.zoom')")
        page.goto(url)
        wait_for(page, "() => document.documentElement.dataset.playground === 'ready'")
        # Fit by default: the device scaled down beside the panels and within the window.
        fitted = page.evaluate(
            """() => { const d = document.querySelector('#device').getBoundingClientRect();
                 const p = document.querySelector('aside.panel').getBoundingClientRect();
                 return {beside: d.right <= p.left, below: d.bottom <= innerHeight, width: d.width,
                         mode: document.querySelector('#toolbar .zoom-bar [aria-pressed=true]').dataset.mode}; }"""
        )
        assert fitted["mode"] == "fit" and fitted["beside"] and fitted["below"], fitted
        assert fitted["width"] < 1024, fitted
        x, y = page.evaluate(
            "() => { const r = document.getElementById('zoom-100').getBoundingClientRect();"
            " return [r.left + r.width / 2, r.top + r.height / 2]; }"
        )
        page.click(x, y)
        assert page.evaluate(pressed) == "100"
        # At 100 % the device is its own size, and the page never scrolls sideways.
        assert page.evaluate("() => document.querySelector('#device .screen').getBoundingClientRect().width") == 1024
        assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth")
        page.goto(url)
        wait_for(page, "() => document.documentElement.dataset.playground === 'ready'")
        assert page.evaluate(pressed) == "100"
        # The embedded screen is always at 100 %, with no toolbar.
        embed = base_url + "/embed/" + url.split("state=")[1].split("#")[0]
        page.goto(embed)
        assert page.evaluate("() => document.querySelector('.zoom-bar, #toolbar')") is None
    finally:
        page.goto(url)
        page.evaluate("() => localStorage.removeItem('menu-playground.zoom')")


OPENERS = {
    "accordion": "item-1",
    "action-sheet": "show-button",
    "dropdown": "field",
    "context-menu": "show-button",
    "tab-split": "tab-3",
}


@pytest.mark.parametrize("size", [(1280, 900), (390, 844)], ids=["wide", "phone"])
@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_every_demos_events_follow_a_tap_where_they_can_be_seen(browser, base_url, javascript, size):
    """At 1280 × 900 the last tap's entry is in view beside the device after the tap, on every
    demo page; at phone size the Events come right under the device."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, java_script_enabled=javascript)
    page = context.new_page()
    try:
        for menu, frame in OPENERS.items():
            page.goto(f"{base_url}/menus/{menu}")
            page.click(f"#device [data-frame={frame}] button")
            page.wait_for_selector("#event-log .last-tap")
            if width > 1000:
                page.evaluate("() => window.scrollTo(0, 0)")
                last = page.evaluate(RECT, "#event-log .last-tap")
                assert last["visible"], f"{menu}: {last}"
            else:
                device = page.evaluate(RECT, "#canvas")
                events = page.evaluate(RECT, "#events")
                assert 0 <= events["top"] - device["bottom"] <= 24, f"{menu}: {device} {events}"
    finally:
        context.close()


def test_the_share_field_holds_the_whole_url_and_selects_itself(js_page, base_url):
    js_page.goto(base_url + "/menus/dropdown")
    js_page.wait_for_selector("html[data-playground=ready]", state="attached")
    value = js_page.input_value("#share-url")
    assert value.startswith(base_url + "/menus/dropdown?state="), value
    js_page.click("#share-url")
    selected = js_page.evaluate(
        "() => { const f = document.getElementById('share-url'); return [f.selectionStart, f.selectionEnd, f.value.length]; }"
    )
    assert selected[0] == 0 and selected[1] == selected[2], selected


def test_copy_as_test_copies_the_taps_pytest_file(browser, base_url):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page = context.new_page()
    try:
        page.goto(base_url + "/menus/accordion")
        page.wait_for_selector("html[data-playground=ready]", state="attached")
        for frame in ("item-0", "row-4"):
            page.click(f"#device [data-frame={frame}] button")
            page.wait_for_selector(f"#event-log > li:nth-child({1 if frame == 'item-0' else 2})")
        page.click("button.copy-test")
        page.wait_for_selector(".copy-test + .copy-status:has-text('Copied')")
        copied = page.evaluate("() => navigator.clipboard.readText()")
        assert "def test_" in copied, copied[:200]
        assert "PLAYGROUND_URL" in copied and "userSelectedOptionWithIndex" in copied
    finally:
        context.close()


def test_return_in_the_new_options_field_adds_it(engine_driver):
    d = engine_driver
    d.goto("/menus/dropdown")
    d.evaluate("() => { const f = document.getElementById('option-new'); f.value = 'Mango'; f.focus(); }")
    d.press("Enter")
    options = d.api.decode(d.token())["config"]["options"]
    assert options[-1] == "Mango" and len(options) == 6, f"{d.label}: {options}"
    assert d.evaluate("() => document.getElementById('option-new').value") == ""


def test_the_share_field_follows_every_swap(engine_driver):
    d = engine_driver
    d.goto("/menus/context-menu")
    d.tap("show-button")
    shown = d.evaluate("() => [document.getElementById('share-url').value, location.href]")
    if d.javascript:
        assert shown[0] == shown[1], f"{d.label}: {shown}"
    else:
        assert shown[1].endswith(shown[0]), f"{d.label}: {shown}"
