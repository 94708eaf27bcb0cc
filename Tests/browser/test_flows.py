"""Each seed's scenario end to end, in every engine (Chromium, Firefox, WebKit), with JavaScript
(fetch + swap + pushState) and without it (form posts answered by 303). After every step the
page at rest shows the server's frames for the state in its URL. The device form changes the
screen the same two ways."""

import re

import support


def test_accordion(engine_driver, api):
    driver = engine_driver
    options = next(m for m in api.request("GET", "/api/v1/menus")["menus"] if m["id"] == "accordion")["config"]["options"]
    driver.goto("/menus/accordion")
    items = list(driver.labels("item-").values())
    driver.tap("item-1")  # open the menu from a table row
    assert driver.menu_state() == "open"
    driver.check_frames("accordion open")
    rows = driver.labels("row-")
    assert rows["row-1"] == "Delete" and list(rows.values())[-1] == "Close"
    driver.tap("row-1")  # Delete removes that row
    assert driver.menu_state() == "closed"
    assert driver.events()[-1].endswith("userSelectedOptionWithIndex: 1")
    assert list(driver.labels("item-").values()) == items[:1] + items[2:]
    driver.check_frames("accordion after Delete")
    driver.tap("item-0")
    close = list(driver.labels("row-"))[-1]
    driver.tap(close)  # Close reports index = the number of options
    assert driver.events()[-1].endswith(f"userSelectedOptionWithIndex: {len(options)}")
    assert driver.menu_state() == "closed"
    driver.check_frames("accordion after Close")


def _background(driver):
    return driver.evaluate("() => getComputedStyle(document.querySelector('#device [data-frame=content]')).backgroundColor")


def test_action_sheet(engine_driver):
    driver = engine_driver
    driver.goto("/menus/action-sheet")
    driver.tap("show-button")
    assert driver.menu_state() == "open"
    driver.check_frames("action sheet open")
    driver.tap_label("row-", "Blue")  # Blue turns the background blue
    assert driver.events()[-1].endswith("clickedButtonAtIndex: 2")
    # The seed's blue: colorWithRed:0.82 green:0.9 blue:1.0.
    rgb = [round(float(v)) for v in re.findall(r"[\d.]+", _background(driver))[:3]]
    assert rgb == [209, 230, 255], _background(driver)
    driver.check_frames("action sheet after Blue")
    driver.tap("show-button")
    driver.tap_outside(6, 30)  # a tap outside the sheet, on the backdrop
    assert driver.events()[-1].endswith("clickedButtonAtIndex: -1")
    assert driver.menu_state() == "closed"
    driver.check_frames("action sheet after a tap outside")


def _field_text(driver):
    return driver.evaluate(
        """() => { const f = document.querySelector('#device [data-frame=field]');
                   const i = f.querySelector('input.field'); return i ? 'input:' + i.value : f.textContent.trim() }"""
    )


def test_dropdown(engine_driver):
    driver = engine_driver
    driver.goto("/menus/dropdown")
    driver.tap("field")
    assert driver.menu_state() == "open"
    driver.check_frames("dropdown open")
    driver.tap_label("row-", "Banana")
    assert _field_text(driver) == "Banana"
    assert any('optionSelected(option: "Banana")' in event for event in driver.events())
    driver.check_frames("dropdown after Banana")
    driver.tap("field")
    driver.tap_label("row-", "Other")
    assert _field_text(driver) == "input:"  # an empty text field, focused by a tap
    driver.check_frames("dropdown editing")
    driver.click("#device [data-frame=field] input.field")
    driver.type("mint chip")
    driver.press("Enter")
    assert _field_text(driver) == "Mint Chip", driver.events()
    driver.check_frames("dropdown after Return")


def test_context_menu(engine_driver):
    driver = engine_driver
    driver.goto("/menus/context-menu")
    driver.tap("show-button")
    assert driver.menu_state() == "open"
    driver.check_frames("context menu open")
    driver.tap("item-1")  # an item runs its action
    assert driver.menu_state() == "closed"
    assert driver.events()[-2:] == ["dismiss()", 'optionAction(index: 1, action: "share")'], driver.events()
    assert "share" in driver.texts("#device [data-frame=last-action]")[0].lower()
    driver.check_frames("context menu after an item")
    driver.tap("show-button")
    driver.tap_outside(6, 30)  # a tap outside dismisses it
    assert driver.menu_state() == "closed"
    assert driver.events()[-1] == "dismiss()", driver.events()
    driver.check_frames("context menu after a tap outside")


def _tab_labels(driver):
    return driver.evaluate(
        "() => Array.from(document.querySelectorAll('#device [data-frame^=tab-] button'), b => b.getAttribute('aria-label'))"
    )


def test_tab_split(engine_driver):
    driver = engine_driver
    driver.goto("/menus/tab-split")
    labels = _tab_labels(driver)
    driver.tap(f"tab-{labels.index('Five')}")  # select Five
    assert "Showing: Five" in driver.host_effects()
    driver.check_frames("tab split, Five")
    driver.tap(f"tab-{labels.index('Settings')}")
    assert "Showing: Settings" in driver.host_effects()
    # In Settings, move Five above One (Five is the 5th of the reorderable tabs).
    for index in (4, 3, 2, 1):
        driver.tap(f"move-up-{index}")
    strip = next(e for e in driver.host_effects() if e.startswith("Strip: "))
    assert strip.startswith("Strip: Settings, Five, One, Two, Three, Four, Six"), strip
    order = _tab_labels(driver)
    assert order[:4] == ["Settings", "Five", "One", "Two"], order
    driver.check_frames("tab split reordered")
    # Rotate to landscape: the strip moves to the left.
    driver.act(lambda: driver.click("form.rotate-form button"))
    frames = driver.measure()["frames"]
    assert frames["strip"]["x"] == 0 and frames["strip"]["height"] > frames["strip"]["width"], frames["strip"]
    assert frames["screen"]["width"] > frames["screen"]["height"]
    driver.check_frames("tab split landscape")
    assert support.token_of(driver.url())


def test_device_form(engine_driver, api):
    driver = engine_driver
    sizes = {d["id"]: d for d in api.request("GET", "/api/v1/devices")["devices"]}
    portrait = sizes["ipad-9.7in"]["portrait"]
    driver.goto("/menus/accordion")
    before = driver.measure()["frames"]["screen"]
    assert (before["width"], before["height"]) != (portrait["width"], portrait["height"]), before
    driver.change_field(lambda: driver.choose("#device-preset", "ipad-9.7in"), "form.device-form")
    screen = driver.measure()["frames"]["screen"]
    assert (screen["width"], screen["height"]) == (portrait["width"], portrait["height"]), screen
    assert api.decode(driver.token())["device"] == "ipad-9.7in"
    assert driver.evaluate("() => document.querySelector('#device-preset').value") == "ipad-9.7in"
    driver.check_frames("accordion on the iPad")
    driver.tap("item-1")  # the menu is laid out on the new screen
    assert driver.menu_state() == "open"
    driver.check_frames("accordion open on the iPad")
