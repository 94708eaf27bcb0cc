"""Keyboard (docs/design.md, “Accessibility”): Escape dismisses each modal menu and focus returns
to its trigger; Tab and Shift+Tab stay inside an open modal menu; the arrow keys move through the
dropdown list, the context menu and the tab strip."""

import pytest

import support

ACTIVE = """() => { const a = document.activeElement; const f = a.closest('[data-frame]');
  return f ? f.dataset.frame : (a.id || a.tagName) }"""


@pytest.fixture()
def keys(base_url, api, js_page):
    js_page.script_errors.clear()
    driver = support.Driver(js_page, base_url, api, True)
    yield driver
    assert js_page.script_errors == []


def active(driver):
    return driver.page.evaluate(ACTIVE)


@pytest.mark.parametrize(
    "menu, trigger, event",
    [
        ("accordion", "item-1", "userSelectedOptionWithIndex: 7"),
        ("action-sheet", "show-button", "clickedButtonAtIndex: -1"),
        ("dropdown", "field", None),
        ("context-menu", "show-button", "dismiss()"),
    ],
)
def test_escape_dismisses_and_focus_returns(keys, menu, trigger, event):
    keys.goto(f"/menus/{menu}")
    keys.page.focus(f"#device [data-frame={trigger}] button")
    keys.press("Enter")
    assert keys.menu_state() == "open"
    if menu != "dropdown":  # a combobox keeps focus until an arrow key moves into its list
        assert active(keys) != trigger, "focus moves into the open menu"
    keys.press("Escape")
    assert keys.menu_state() == "closed"
    assert active(keys) == trigger
    if event:
        assert keys.events()[-1].endswith(event), keys.events()
    keys.check_frames(f"{menu} after Escape")


def press_all(driver, presses):
    seen = []
    for key in presses:
        driver.page.keyboard.press(key)
        seen.append(active(driver))
    return seen


def test_arrows_move_through_the_dropdown_list(keys):
    keys.goto("/menus/dropdown")
    keys.page.focus("#device [data-frame=field] button")
    keys.press("ArrowDown")  # opens the list on its first option
    assert keys.menu_state() == "open"
    assert active(keys) == "row-0"
    assert press_all(keys, ["ArrowDown", "ArrowDown", "ArrowUp", "End", "Home", "ArrowUp"]) == [
        "row-1", "row-2", "row-1", "row-5", "row-0", "row-0"
    ]
    press_all(keys, ["ArrowDown", "ArrowDown", "ArrowDown"])
    keys.press("Enter")
    assert keys.menu_state() == "closed" and active(keys) == "field"
    assert keys.page.text_content("#device [data-frame=field]").strip() == "Banana"


def test_arrows_move_through_the_context_menu(keys):
    keys.goto("/menus/context-menu")
    keys.page.focus("#device [data-frame=show-button] button")
    keys.press("Enter")
    assert active(keys) == "item-0"
    assert press_all(keys, ["ArrowDown", "ArrowDown", "End", "Home", "ArrowUp", "ArrowDown"]) == [
        "item-1", "item-2", "item-3", "item-0", "item-3", "item-0"
    ]


def test_arrows_move_along_the_tab_strip(keys):
    keys.goto("/menus/tab-split")
    keys.page.focus("#device [data-frame=tab-0] button")
    assert press_all(keys, ["ArrowRight", "ArrowRight", "ArrowLeft", "End", "Home", "ArrowLeft"]) == [
        "tab-1", "tab-2", "tab-1", "tab-10", "tab-0", "tab-10"
    ]
    tab_stops = keys.page.eval_on_selector_all("#device [role=tab]", "tabs => tabs.map(t => t.tabIndex)")
    assert tab_stops.count(0) == 1, tab_stops
    # Landscape: the strip is vertical, so Up/Down move and Left/Right do not.
    keys.act(lambda: keys.page.click("form.rotate-form button"))
    assert keys.page.get_attribute("#device [role=tablist]", "aria-orientation") == "vertical"
    keys.page.focus("#device [data-frame=tab-0] button")
    assert press_all(keys, ["ArrowDown", "ArrowRight", "ArrowUp"]) == ["tab-1", "tab-1", "tab-0"]


# The focused control: its box's name, `dismiss` for the toolbar's Dismiss above the screen, or
# what it is when it is neither.
FOCUSED = """() => { const a = document.activeElement;
  if (a.id === 'dismiss-button') return 'dismiss';
  const f = a.closest('#device [data-frame]');
  return f ? f.dataset.frame : 'outside: ' + (a.id || a.tagName) }"""

# The controls a modal menu holds, in document order: the toolbar's Dismiss, then the tabbable
# controls drawn in its box.
MODAL_CONTROLS = """box => [...document.querySelectorAll(`#toolbar #dismiss-button, #device [data-frame=${box}] button`)]
  .filter(b => b.tabIndex >= 0 && !b.disabled && !b.closest('[inert]'))
  .map(b => b.id === 'dismiss-button' ? 'dismiss' : b.closest('[data-frame]').dataset.frame)"""


def focus_trail(driver, key, count):
    trail = []
    for _ in range(count):
        driver.page.keyboard.press(key)
        trail.append(driver.page.evaluate(FOCUSED))
    return trail


# The toolbar's Dismiss comes first, whether the menu's backdrop dismisses (the action sheet) or
# swallows taps (the accordion's cover, whose Close is its own way out too).
@pytest.mark.parametrize(
    "menu, trigger, modal, last",
    [("accordion", "item-1", "menu", "row-7"), ("action-sheet", "show-button", "sheet", "row-3")],
)
def test_tab_stays_inside_an_open_modal_menu(keys, menu, trigger, modal, last):
    keys.goto(f"/menus/{menu}")
    keys.page.focus(f"#device [data-frame={trigger}] button")
    keys.press("Enter")
    assert keys.menu_state() == "open"
    controls = keys.page.evaluate(MODAL_CONTROLS, modal)
    assert len(controls) > 2 and controls[0] == "dismiss" and controls[-1] == last, controls
    start = keys.page.evaluate(FOCUSED)
    assert start in controls, start
    # Two full rounds each way: every control in document order, wrapping at the ends, and
    # nothing outside the menu (not the rows under the backdrop, not the control panel).
    at = controls.index(start)
    rounds = controls[at + 1 :] + controls[: at + 1]
    assert focus_trail(keys, "Tab", 2 * len(controls)) == rounds * 2
    rounds = controls[:at][::-1] + controls[at:][::-1]
    assert focus_trail(keys, "Shift+Tab", 2 * len(controls)) == rounds * 2
    assert keys.menu_state() == "open"
    keys.press("Escape")
    assert keys.menu_state() == "closed" and active(keys) == trigger
