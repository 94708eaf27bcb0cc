"""Edits of the Options panel while a menu is open, in every engine, with and without
JavaScript: the menu stays open, what was typed stays in the field (with the focus, when the
script applies it as it is typed), the edit is an entry of the Events log that says what it
changed, and Undo steps back through edits and taps alike."""

FIELD = "#option-2-text"  # the accordion's third option, "Option 1"


def last_entry(d):
    return d.texts("#event-log > li.last-tap .tap-action")


def test_an_edit_keeps_the_open_menu_and_undo_takes_it_back(engine_driver):
    d = engine_driver
    d.goto("/menus/accordion")
    d.tap("item-0")
    assert d.menu_state() == "open"
    d.click(FIELD)
    d.page.press("End")
    if d.javascript:
        # Typed slowly: the script applies each pause, and none may cost a character or focus.
        for key in " xyz":
            d.act(lambda key=key: d.page.type(key))
            assert d.evaluate("s => document.activeElement === document.querySelector(s)", FIELD), d.label
    else:
        d.type(" xyz")
        d.act(lambda: d.click("form.config-form .panel-save button"))
    assert d.evaluate("s => document.querySelector(s).value", FIELD) == "Option 1 xyz", d.label
    assert d.menu_state() == "open", f"{d.label}: the edit closed the menu"
    assert "Option 1 xyz" in d.labels("row-").values(), d.labels("row-")
    # One entry for the word typed, newest first, above the tap that opened the menu.
    entries = d.texts("#event-log > li .tap-action")
    assert entries == ["Last edit: Options: row 3 renamed to “Option 1 xyz”", "Tap: open item 0 — row 1, “Buy milk”"], entries
    d.check_frames("accordion open after an edit")

    d.act(lambda: d.click("#undo-tap"))
    assert d.evaluate("s => document.querySelector(s).value", FIELD) == "Option 1", d.label
    assert d.menu_state() == "open", d.label
    assert last_entry(d) == ["Last tap: open item 0 — row 1, “Buy milk”"], last_entry(d)
    d.act(lambda: d.click("#undo-tap"))
    assert d.menu_state() == "closed", d.label
    assert d.texts("#event-log") == ["None yet: tap the demo."]


def test_host_effects_count_rows_from_one(engine_driver):
    d = engine_driver
    d.goto("/menus/accordion")
    d.tap("item-1")
    d.tap_label("row-", "Edit")
    assert "Editing row 2: “Call the plumber”" in d.host_effects(), d.host_effects()
