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


# Keyboard parity (issue 31): the same keys in every menu. Each case: the menu, the control that
# opens it (None: the tab strip, which is always there), the key that steps forward and back, the
# items met by Down, Down, End, Home, Up (menus and tab strips wrap at their ends, lists stop),
# and what Enter on the third item did.
PARITY = [
    ("accordion", "item-1", "ArrowDown", "ArrowUp", ["row-1", "row-2", "row-7", "row-0", "row-0"], "userSelectedOptionWithIndex: 2"),
    ("action-sheet", "show-button", "ArrowDown", "ArrowUp", ["row-1", "row-2", "row-3", "row-0", "row-0"], "clickedButtonAtIndex: 2"),
    ("dropdown", "field", "ArrowDown", "ArrowUp", ["row-1", "row-2", "row-5", "row-0", "row-0"], None),
    ("context-menu", "show-button", "ArrowDown", "ArrowUp", ["item-1", "item-2", "item-3", "item-0", "item-3"], None),
    ("tab-split", None, "ArrowRight", "ArrowLeft", ["tab-1", "tab-2", "tab-10", "tab-0", "tab-10"], None),
]


@pytest.mark.parametrize(
    "menu, trigger, forward, back, trail, event", PARITY, ids=[case[0] for case in PARITY]
)
def test_the_same_keys_work_in_every_menu(keys, menu, trigger, forward, back, trail, event):
    keys.goto(f"/menus/{menu}")
    if trigger:
        keys.page.focus(f"#device [data-frame={trigger}] button")
        # Enter opens a menu; a combobox opens its list with Down, on the first option.
        keys.press(forward if menu == "dropdown" else "Enter")
        assert keys.menu_state() == "open"
    else:
        keys.page.focus("#device [data-frame=tab-0] button")
    first = active(keys)
    assert first == trail[3], f"{menu}: focus starts on the first item"
    assert press_all(keys, [forward, forward, "End", "Home", back]) == trail
    press_all(keys, ["Home", forward, forward])
    third = active(keys)
    chosen = keys.page.text_content(f"#device [data-frame={third}]").strip()
    keys.press("Enter")
    if trigger:
        assert keys.menu_state() == "closed" and active(keys) == trigger, (menu, active(keys))
        if event:
            assert keys.events()[-1].endswith(event), keys.events()
        if menu == "dropdown":
            assert keys.page.text_content("#device [data-frame=field]").strip() == chosen
        # Escape dismisses what Enter opens again, and focus returns to the opener.
        keys.press(forward if menu == "dropdown" else "Enter")
        assert keys.menu_state() == "open"
        keys.press("Escape")
        assert keys.menu_state() == "closed" and active(keys) == trigger
    else:
        assert keys.page.get_attribute(f"#device [data-frame={third}] button", "aria-selected") == "true"
        assert active(keys) == third
        # Nothing to dismiss: Escape sends nothing and leaves focus where it is.
        swaps = keys.page.evaluate("window.__swaps")
        keys.page.keyboard.press("Escape")
        assert keys.page.evaluate("window.__swaps") == swaps and active(keys) == third
    keys.check_frames(f"{menu} after the keys")


def test_arrows_move_through_the_accordion_rows_and_the_settings_rows(keys):
    """The host lists: the accordion's table when no menu is open, and the tab/split Settings,
    whose rows hold two buttons (Down keeps the column; Left and Right cross the row)."""
    keys.goto("/menus/accordion")
    keys.page.focus("#device [data-frame=item-0] button")
    assert press_all(keys, ["ArrowDown", "ArrowDown", "End", "ArrowDown", "Home", "ArrowUp"]) == [
        "item-1", "item-2", "item-3", "item-3", "item-0", "item-0"
    ]
    keys.goto("/menus/tab-split")
    keys.page.focus("#device [data-frame=move-down-0] button")  # the first row's move up is disabled
    assert press_all(keys, ["ArrowDown", "ArrowLeft", "ArrowDown", "ArrowRight", "ArrowUp", "Home", "End"]) == [
        "move-down-1", "move-up-1", "move-up-2", "move-down-2", "move-down-1", "move-down-0", "move-up-9"
    ]


# Where focus rests with nothing left to move to, so that no key below moves it: the page
# would only scroll by the browser's own handling of the key.
AT_REST = [
    ("accordion", None, "item-3"),
    ("action-sheet", None, "show-button"),
    ("dropdown", "field", "row-5"),
    ("context-menu", None, "show-button"),
    ("tab-split", None, "tab-0"),
]


@pytest.mark.parametrize("menu, opener, control", AT_REST, ids=[case[0] for case in AT_REST])
def test_arrow_keys_never_scroll_the_page_from_the_device(keys, menu, opener, control):
    keys.page.set_viewport_size({"width": 1500, "height": 600})
    try:
        keys.goto(f"/menus/{menu}")
        if opener:
            keys.page.focus(f"#device [data-frame={opener}] button")
            keys.press("ArrowUp")  # the list opens on its last option
        keys.page.focus(f"#device [data-frame={control}] button")
        keys.page.evaluate("window.scrollTo(0, 0)")
        room = keys.page.evaluate("document.documentElement.scrollHeight - innerHeight")
        assert room > 100, "the page can scroll"
        for _ in range(3):
            keys.page.keyboard.press("ArrowDown")
        assert active(keys) == control
        assert keys.page.evaluate("window.scrollY") == 0
    finally:
        keys.page.set_viewport_size({"width": 1500, "height": 1100})


@pytest.mark.parametrize("menu", ["accordion", "tab-split"])
def test_the_skip_link_comes_first_and_lands_in_the_device(driver, menu):
    """One Tab reaches “Skip to the device”; Enter puts focus on the device's first control with
    the script, on the device itself without it (the next Tab reaches that control)."""
    driver.goto(f"/menus/{menu}")
    driver.page.keyboard.press("Tab")
    assert driver.page.evaluate("document.activeElement.textContent") == "Skip to the device"
    assert driver.page.locator("a.skip-device").is_visible()
    driver.page.keyboard.press("Enter")
    if not driver.javascript:
        assert driver.page.evaluate("document.activeElement.id") == "device"
        driver.page.keyboard.press("Tab")
    first = driver.page.evaluate(
        """() => [...document.querySelectorAll('#device button')]
             .find(b => b.tabIndex >= 0 && !b.closest('[inert]')).closest('[data-frame]').dataset.frame"""
    )
    assert driver.page.evaluate(FOCUSED) == first


HELP_OPEN = "document.getElementById('keys-help').open"


def test_question_mark_lists_the_keys_and_escape_gives_focus_back(keys):
    keys.goto("/menus/context-menu")
    keys.page.focus("#device [data-frame=show-button] button")
    keys.press("Enter")
    assert keys.menu_state() == "open" and active(keys) == "item-0"
    keys.page.keyboard.press("?")
    assert keys.page.evaluate(HELP_OPEN)
    # The roles and focus follow the disclosure's `toggle` event, which the browser fires in a
    # task of its own after the key: wait for it rather than read before it ran.
    keys.page.wait_for_selector("#keys-panel[role=dialog]", state="attached", timeout=5000)
    panel = keys.page.locator("#keys-panel")
    assert panel.is_visible() and panel.get_attribute("role") == "dialog"
    assert "Escape" in panel.text_content() and "Home" in panel.text_content()
    assert keys.page.evaluate("document.activeElement.textContent") == "Close"
    keys.page.keyboard.press("Tab")  # a modal dialog: Tab stays on its one control
    assert keys.page.evaluate("document.activeElement.textContent") == "Close"
    # Escape closes the list, not the menu under it, and focus goes back into the menu.
    keys.page.keyboard.press("Escape")
    keys.page.wait_for_selector("#keys-panel:not([role])", state="attached", timeout=5000)
    assert not keys.page.evaluate(HELP_OPEN) and not panel.is_visible()
    assert keys.menu_state() == "open" and active(keys) == "item-0"
    assert panel.get_attribute("role") is None


def test_the_keys_button_opens_the_list_and_close_shuts_it(keys):
    keys.goto("/menus/dropdown")
    keys.page.focus("#keys-help summary")
    keys.page.keyboard.press("Enter")
    assert keys.page.evaluate(HELP_OPEN)
    keys.page.click("#keys-panel .keys-close")
    keys.page.wait_for_selector("#keys-panel:not([role])", state="attached", timeout=5000)
    assert not keys.page.evaluate(HELP_OPEN)
    assert keys.page.evaluate("document.activeElement.matches('#keys-help summary')")
    # “?” typed into a text field is text.
    keys.page.focus("#share-url")
    keys.page.keyboard.press("?")
    assert not keys.page.evaluate(HELP_OPEN)


def test_the_list_of_keys_is_there_without_script(nojs_page, base_url):
    nojs_page.goto(base_url + "/menus/accordion")
    assert not nojs_page.locator("#keys-panel").is_visible()
    nojs_page.click("#keys-help summary")
    assert nojs_page.locator("#keys-panel").is_visible()
    assert nojs_page.locator("#keys-panel dt").count() >= 6
    assert nojs_page.locator("#keys-panel button").count() == 0  # only the script can close it from inside
