"""Issue 10's seed behaviours of the action sheet, the dropdown and the context menu, in the page,
with JavaScript and without it: the action sheet's title floats while its buttons scroll, the
dropdown's rows have separators, and the context menu's stack is HEIGHT × count."""

import pytest

import support

EIGHT_BUTTONS = ["Red", "Green", "Blue", "Orange", "Purple", "Yellow", "Cyan", "Magenta"]

# The on-screen rectangle of a box relative to the device screen, as drawn now (scrolled or not),
# its computed background colour and whether its scrolling parent still shows it.
RECT = """name => {
  const s = document.querySelector('#device [data-frame=screen]').getBoundingClientRect();
  const el = document.querySelector(`#device [data-frame="${name}"]`);
  const r = el.getBoundingClientRect();
  return {x: r.left - s.left, y: r.top - s.top, width: r.width, height: r.height,
          background: getComputedStyle(el).backgroundColor};
}"""

# The box drawn on top at a point of the screen, pointer-events aside: the plain boxes over
# buttons let taps through, so they are made hit-testable for the question only.
TOPMOST = """([x, y]) => {
  const s = document.querySelector('#device [data-frame=screen]').getBoundingClientRect();
  const plain = Array.from(document.querySelectorAll('#device [data-frame]'));
  const saved = plain.map(el => el.style.pointerEvents);
  plain.forEach(el => { el.style.pointerEvents = 'auto'; });
  const hit = document.elementFromPoint(s.left + x, s.top + y);
  plain.forEach((el, i) => { el.style.pointerEvents = saved[i]; });
  const box = hit && hit.closest('[data-frame]');
  return box ? box.dataset.frame : null;
}"""


def _scroll(driver, name, top):
    """Scrolls box `name` to `top` and returns the offset the browser settled on."""
    return driver.page.evaluate(
        """([name, top]) => { const el = document.querySelector(`#device [data-frame="${name}"]`);
                            el.scrollTop = top; return el.scrollTop; }""",
        [name, top],
    )


def _rect(driver, name):
    return driver.page.evaluate(RECT, name)


def _close(measured, frame, label):
    for key in ("x", "y", "width", "height"):
        assert abs(measured[key] - frame[key]) <= support.TOLERANCE, f"{label}: {key} {measured[key]} vs {frame[key]}"


def _open_sheet(driver, api, buttons, device="iphone-4in"):
    """Loads the closed sheet with `buttons` and opens it the user's way (with JavaScript, the
    swapped-in screen is the one scrolled)."""
    config = {"title": "Set background color:", "buttons": buttons}
    closed = api.request("POST", "/api/v1/menus/action-sheet/layout", {"device": device, "config": config})
    driver.goto(closed["url"])
    driver.tap("show-button")
    assert driver.menu_state() == "open"
    return api.frames_of(driver.token())


def test_the_action_sheet_title_stays_put_while_the_buttons_scroll(driver, api):
    frames = _open_sheet(driver, api, EIGHT_BUTTONS)
    driver.check_frames("action sheet with 8 buttons")
    title, table, row = frames["title"], frames["table"], frames["row-0"]
    assert row["y"] == title["y"] + title["height"], "the rows start under the title"
    bottom = driver.page.evaluate(
        "() => { const t = document.querySelector('#device [data-frame=table]'); return t.scrollHeight - t.clientHeight }"
    )
    # The content ends with the last row: 41 + 8 × 54 = 473 in a 280-high table.
    assert bottom == title["height"] + 8 * 54 - table["height"]
    for wanted in (1, 54, 100, bottom):
        offset = _scroll(driver, "table", wanted)
        assert offset == wanted
        _close(_rect(driver, "title"), title, f"title scrolled by {offset}")
        moved = dict(row, y=row["y"] - offset)
        _close(_rect(driver, "row-0"), moved, f"row-0 scrolled by {offset}")
        # Drawn over the rows that pass under it, as UIKit keeps a floating header on top.
        assert driver.page.evaluate(TOPMOST, [title["x"] + 4, title["y"] + 2]) == "title"
    _scroll(driver, "table", 0)
    driver.check_frames("action sheet scrolled back")


def test_a_tap_on_the_floating_title_reaches_the_row_under_it(driver, api):
    # The seed's title is a UILabel, which takes no touches: the row beneath it gets the tap.
    frames = _open_sheet(driver, api, EIGHT_BUTTONS)
    title, green = frames["title"], frames["row-1"]
    _scroll(driver, "table", green["y"] - title["y"])  # Green's row now starts at the table's top
    box = driver.page.locator("#device [data-frame=screen]").bounding_box()
    point = (title["x"] + title["width"] / 2, title["y"] + title["height"] / 2)
    driver.act(lambda: driver.page.mouse.click(box["x"] + point[0], box["y"] + point[1]))
    assert driver.events()[-1].endswith("clickedButtonAtIndex: 1"), driver.events()
    assert driver.menu_state() == "closed"


def test_a_focused_button_scrolls_into_view_below_the_title(driver, api):
    # Shift+Tab from the last button up to the first: each scrolls in below the title, not under it.
    frames = _open_sheet(driver, api, EIGHT_BUTTONS)
    title, table = frames["title"], frames["table"]
    driver.page.focus("#device [data-frame=row-7] button")
    assert _scroll(driver, "table", 1000) > 0
    for index in range(6, -1, -1):
        driver.page.keyboard.press("Shift+Tab")
        focused = driver.page.evaluate("document.activeElement.closest('[data-frame]').dataset.frame")
        assert focused == f"row-{index}"
        row = _rect(driver, focused)
        assert row["y"] >= title["y"] + title["height"] - support.TOLERANCE, f"{focused} at {row['y']} is under the title"
        assert row["y"] + row["height"] <= table["y"] + table["height"] + support.TOLERANCE, f"{focused} is below the table"


def test_a_title_taller_than_the_table_is_pushed_up_at_the_end(driver, api):
    # UIKit keeps a floating header inside its section: when the title is taller than the table,
    # the last rows push it up at the end of the scroll, as CSS keeps a sticky box in its parent.
    title_text = " ".join(["Wwwwwwwwww"] * 17)
    result = api.request(
        "POST",
        "/api/v1/menus/action-sheet/actions",
        {"device": "iphone-4in", "config": {"title": title_text, "buttons": EIGHT_BUTTONS}, "actions": [{"type": "open"}]},
    )
    frames = result["frames"]
    title, table = frames["title"], frames["table"]
    assert title["height"] > table["height"], "the case needs a title taller than the table"
    driver.goto(result["url"])
    driver.check_frames("action sheet with a tall title")
    rows = 8 * 54
    bottom = _scroll(driver, "table", 100_000)
    assert bottom == title["height"] + rows - table["height"]
    _close(_rect(driver, "title"), dict(title, y=title["y"] + rows - bottom), "title at the end of the scroll")
    _scroll(driver, "table", rows - 10)
    _close(_rect(driver, "title"), title, "title just before the end")


def test_dropdown_rows_have_separators(driver, api):
    driver.goto("/menus/dropdown")
    driver.tap("field")
    driver.check_frames("dropdown open")
    frames = api.frames_of(driver.token())
    rows = sorted((name for name in frames if name.startswith("row-")), key=lambda n: int(n[4:]))
    separators = sorted(name for name in frames if name.startswith("separator-"))
    assert separators == [f"separator-{i}" for i in range(len(rows) - 1)]
    listed = frames["list"]
    for index in range(len(rows) - 1):
        name = f"separator-{index}"
        line = _rect(driver, name)
        _close(line, frames[name], name)
        assert line["x"] == listed["x"] and line["width"] == listed["width"], f"{name} spans the list"
        assert 0 < line["height"] <= 1, f"{name} is {line['height']} high"
        above, below = frames[f"row-{index}"], frames[f"row-{index + 1}"]
        assert line["y"] + line["height"] == above["y"] + above["height"] == below["y"]
        # The light colour, white in the seed's demo.
        assert line["background"] == "rgb(255, 255, 255)", line["background"]
        assert driver.page.locator(f"#device [data-frame={name}]").is_visible()
    driver.tap_label("row-", "Banana")
    # Hidden with the list (alpha 0, inert), as the seed hides its table view.
    assert driver.page.evaluate(
        """() => { const line = document.querySelector('#device [data-frame=separator-0]');
                   const list = line.closest('[data-frame=list]');
                   return getComputedStyle(list).opacity === '0' && line.closest('[inert]') !== null }"""
    )
    driver.check_frames("dropdown closed")


@pytest.mark.parametrize("preset", ["iphone-3.5in", "ipad-9.7in"])
def test_context_menu_stack_is_height_times_count(driver, api, preset):
    result = api.actions("context-menu", preset, "portrait", [{"type": "open"}])
    driver.goto(result["url"])
    driver.check_frames(f"context menu on {preset}")
    stack = _rect(driver, "stack")
    assert abs(stack["height"] - 44 * 4) <= support.TOLERANCE, f"stack is {stack['height']} high, not 44 × 4"
    order = ["item-0", "separator-0", "item-1", "separator-1", "item-2", "separator-2", "item-3"]
    views = [_rect(driver, name) for name in order]
    # The items and 1-pt separators share the stack in proportion 44 : 1, edge to edge.
    assert abs(views[0]["y"] - stack["y"]) <= support.TOLERANCE
    for upper, lower in zip(views, views[1:]):
        assert abs(upper["y"] + upper["height"] - lower["y"]) <= support.TOLERANCE
    assert abs(views[-1]["y"] + views[-1]["height"] - (stack["y"] + stack["height"])) <= support.TOLERANCE
    for item in views[0::2]:
        assert abs(item["height"] - 176 * 44 / 179) <= support.TOLERANCE
    for separator in views[1::2]:
        assert abs(separator["height"] - 176 / 179) <= support.TOLERANCE
    driver.tap("item-2")
    assert driver.events()[-1].endswith('optionAction(index: 2, action: "rename")'), driver.events()
