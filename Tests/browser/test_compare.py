"""The compare page (/compare/{menu}), in every engine with and without JavaScript unless noted:
every screen's boxes are the API's frames for its device (within support.TOLERANCE, recorded per
engine) and each long-text copy's are the table of differences' numbers; a tap on any screen
applies to all of them, as do Undo and Dismiss; the long-text toggle, the screens form and the
demo page's link lead to the right compare pages; axe finds nothing serious (Chromium); and
docs/screenshots/compare.png is written (Chromium, 1440 × 900)."""

import re

import pytest
from axe_playwright_python.sync_playwright import Axe

import compare
import demo
import support

EIGHT_BUTTONS = ["Red", "Green", "Blue", "Orange", "Purple", "Yellow", "Cyan", "Magenta"]
CUSTOM = "iphone-3.5in:landscape,ipad-9.7in:landscape,iphone-4in"
# "300 × 298at 10, 101": a cell of the table of differences (its "at" line follows the size).
CELL = re.compile(r"([\d.]+) × ([\d.]+)\s*at ([\d.-]+), ([\d.-]+)")
# The table writes points to two places.
TABLE_ROUNDING = 0.005


@pytest.fixture(params=[True, False], ids=["js", "nojs"])
def compare_driver(request, base_url, api, engine):
    """A compare.Compare of one engine, with JavaScript (fetch + swap) or without it (form posts)."""
    driver = compare.Compare(engine.page(request.param), base_url, api, request.param, engine.name)
    if driver.javascript:
        driver.script_errors()  # a previous test's are not this one's
    yield driver
    if driver.javascript:
        errors = driver.script_errors()
        assert errors == [], f"script errors ({engine.name}): {errors}"


def js_compare(engine, base_url, api):
    return compare.Compare(engine.page(javascript=True), base_url, api, True, engine.name)


def open_token(api, menu):
    return support.token_of(api.actions(menu, "iphone-4in", "portrait", support.OPEN_ACTIONS[menu])["url"])


def check_long_copies(page, label):
    """Each long-text copy: its compared boxes are the table's numbers for its column, every box
    is inside its screen (or inside a scrolling box), no text overflows, and every label that
    differs from the plain screen's is bracketed pseudo-locale text."""
    table = page.differences()
    assert table is not None, f"{label}: no table of differences"
    for index, screen in enumerate(page.screens()):
        plain, long = screen["devices"]
        assert (plain["id"], long["id"]) == (f"device-{index + 1}", f"device-{index + 1}-long"), screen
        where = f"{label} long text on {screen['spelling']} ({page.label})"
        measured = page.measure(long["id"])
        assert measured["duplicates"] == [], f"{where}: {measured['duplicates']}"
        assert measured["outside"] == [], f"{where}: boxes outside the screen {measured['outside']}"
        assert measured["overflow"] == [], f"{where}: text overflows its box {measured['overflow']}"
        column = table["captions"].index(page.evaluate(
            "(id) => document.getElementById(id).getAttribute('aria-label')", long["id"]))
        assert table["captions"][column].endswith(" · long text"), table["captions"]
        for row in table["rows"]:
            cell = row["cells"][column]
            if cell == "not shown":
                assert row["box"] not in measured["frames"], f"{where}: {row['box']} is shown"
                continue
            width, height, x, y = map(float, CELL.fullmatch(cell).groups())
            box = measured["frames"][row["box"]]
            for key, value in zip(("x", "y", "width", "height"), (x, y, width, height)):
                assert abs(box[key] - value) <= TABLE_ROUNDING + support.TOLERANCE, (
                    f"{where}: {row['box']}.{key} browser {box[key]} vs table {value}"
                )
        texts = page.evaluate(
            """([plain, long]) => Array.from(document.querySelectorAll(`#${long} [data-frame]`), (el) => {
                 const twin = document.querySelector(`#${plain} [data-frame="${el.dataset.frame}"]`);
                 const own = (e) => Array.from(e.querySelectorAll(':scope > .t, :scope > form > .t'),
                                               (t) => t.textContent.trim()).join('|');
                 return [el.dataset.frame, own(el), twin ? own(twin) : null]; })""",
            [plain["id"], long["id"]],
        )
        relabeled = [(name, text) for name, text, before in texts if text != before]
        assert relabeled, f"{where}: no label is lengthened"
        for name, text in relabeled:
            assert text.startswith("[") and text.endswith("]") and "·" in text, f"{where}: {name} reads {text!r}"


# ---- 1. Frames ----


@pytest.mark.parametrize("menu", support.MENUS)
def test_every_screen_and_long_copy_shows_the_servers_frames(engine, base_url, api, menu):
    """The usual five screens with long text, the menu open: each screen's boxes are the API's
    frames for its device and orientation; each long-text copy is the table's."""
    page = js_compare(engine, base_url, api)
    actions = support.OPEN_ACTIONS[menu]
    page.goto(f"/compare/{menu}?state={open_token(api, menu)}&text=long")
    screens = page.screens()
    assert [s["spelling"] for s in screens] == [*support.PRESETS, "iphone-6.1in:landscape"]
    for screen in screens:
        preset, orientation = compare.spelling_parts(screen["spelling"])
        expected = api.actions(menu, preset, orientation, actions)["frames"]
        label = f"{menu} open on {screen['spelling']} ({engine.name})"
        measured = page.measure(screen["devices"][0]["id"])
        assert measured["animations"] == 0, label
        support.compare_frames(measured, expected, label, engine=engine.name)
        if menu != "tab-split":
            assert {d["menu"] for d in screen["devices"]} == {"open"}, f"{label}: {screen}"
    check_long_copies(page, f"{menu} open")


def test_a_list_of_screens_shows_each_ones_frames(compare_driver):
    page = compare_driver
    page.goto(f"/compare/dropdown?devices={CUSTOM}")
    assert [s["spelling"] for s in page.screens()] == CUSTOM.split(",")
    assert all(len(s["devices"]) == 1 for s in page.screens())
    page.check_screens("dropdown on a list of three")
    page.tap("field", screen="device-3")
    assert compare.query_of(page.url())["devices"] == [CUSTOM]
    assert set(page.menu_states().values()) == {"open"}
    page.check_screens("dropdown open on a list of three")


# ---- 2. Taps ----


def test_a_tap_undo_and_dismiss_apply_to_every_screen(compare_driver):
    page = compare_driver
    page.goto("/compare/action-sheet")
    before = page.token()
    assert set(page.menu_states().values()) == {"closed"}
    page.tap("show-button", screen="device-2")
    opened = page.token()
    assert opened != before and support.token_of(page.url()) == opened
    assert set(page.menu_states().values()) == {"open"}, page.menu_states()
    assert page.tap_lines() == ["Last tap: open"]
    page.check_screens("action sheet opened on device-2")
    page.tap_label("row-", "Blue", screen="device-4")
    assert set(page.menu_states().values()) == {"closed"}
    assert page.events()[-1].endswith("clickedButtonAtIndex: 2"), page.events()
    colours = page.evaluate(
        """() => Array.from(document.querySelectorAll('#compare-screens [data-frame=content]'),
                            (el) => getComputedStyle(el).backgroundColor)"""
    )
    # Every screen's the seed's blue: colorWithRed:0.82 green:0.9 blue:1.0.
    assert len(colours) == 5 and len(set(colours)) == 1, colours
    assert [round(float(v)) for v in re.findall(r"[\d.]+", colours[0])[:3]] == [209, 230, 255], colours
    page.check_screens("action sheet after Blue")
    page.act(lambda: page.click("#undo-tap"))
    assert set(page.menu_states().values()) == {"open"}
    page.check_screens("action sheet after Undo")
    page.act(lambda: page.click("#dismiss-button"))
    assert set(page.menu_states().values()) == {"closed"}
    assert page.events()[-1].endswith("clickedButtonAtIndex: -1"), page.events()
    assert page.evaluate("() => document.getElementById('dismiss-form') === null")
    page.check_screens("action sheet after Dismiss")


def test_a_row_scrolled_off_one_screen_is_tapped_on_another(compare_driver, api):
    """Eight buttons: on the small phone held sideways "Magenta" is scrolled off; a tap on it on
    the iPad applies there too."""
    page = compare_driver
    config = {"title": "Set background color:", "buttons": EIGHT_BUTTONS}
    closed = api.request("POST", "/api/v1/menus/action-sheet/layout", {"device": "iphone-4in", "config": config})
    token = support.token_of(closed["url"])
    page.goto(f"/compare/action-sheet?state={token}&devices=iphone-3.5in:landscape,ipad-9.7in")
    page.tap("show-button", screen="device-1")
    row = next(name for name, text in page.labels("row-", "device-1").items() if text == "Magenta")
    hidden = page.evaluate(
        """(row) => { const t = document.querySelector('#device-1 [data-frame=table]').getBoundingClientRect();
                      const r = document.querySelector(`#device-1 [data-frame="${row}"]`).getBoundingClientRect();
                      return r.top >= t.bottom; }""",
        row,
    )
    assert hidden, f"{page.label}: Magenta is in view on the small phone"
    page.tap_label("row-", "Magenta", screen="device-2")
    assert page.menu_states() == {"device-1": "closed", "device-2": "closed"}
    assert page.events()[-1].endswith(f"clickedButtonAtIndex: {EIGHT_BUTTONS.index('Magenta')}"), page.events()
    colours = page.evaluate(
        """() => Array.from(document.querySelectorAll('#compare-screens [data-frame=content]'),
                            (el) => getComputedStyle(el).backgroundColor)"""
    )
    assert len(colours) == 2 and colours[0] == colours[1], colours
    page.check_screens("eight buttons after Magenta")
    # The other way: the small phone's table scrolled to the row (as the click scrolls it) and
    # "Cyan" tapped there.
    page.tap("show-button", screen="device-2")
    assert page.menu_states() == {"device-1": "open", "device-2": "open"}
    page.tap_label("row-", "Cyan", screen="device-1")
    assert page.menu_states() == {"device-1": "closed", "device-2": "closed"}
    assert page.events()[-1].endswith(f"clickedButtonAtIndex: {EIGHT_BUTTONS.index('Cyan')}"), page.events()
    page.check_screens("eight buttons after Cyan")


def test_typing_with_the_long_text_copies_on(compare_driver, api):
    """The dropdown's field, typed into on one screen with the long-text copies on: every screen
    shows the words (capitalised, as the seed does), the view is kept, and with the script focus
    stays on the screen typed into."""
    page = compare_driver
    editing = api.actions("dropdown", "iphone-4in", "portrait", [{"type": "tapField"}, {"type": "tapRow", "index": 5}])
    page.goto(f"/compare/dropdown?state={support.token_of(editing['url'])}&devices=iphone-4in,ipad-9.7in&text=long")
    page.click("#device-2 input.field", within="[data-frame]")
    page.type("oat milk")
    page.press("Enter")
    assert compare.query_of(page.url()).get("text") == ["long"], page.url()
    fields = page.evaluate(
        """() => Array.from(document.querySelectorAll('#compare-screens section.device:not(.long-text)'),
                            (s) => s.querySelector('[data-frame=field]').textContent.trim())"""
    )
    assert fields == ["Oat Milk", "Oat Milk"], f"{page.label}: {fields}"
    if page.javascript:
        focused = page.evaluate("() => document.activeElement.closest('section.device')?.id ?? null")
        assert focused == "device-2", f"{page.label}: focus is on {focused}"
    page.check_screens("dropdown after typing")


def test_escape_dismisses_every_screen(engine, base_url, api):
    """With the script, Escape submits the toolbar's Dismiss."""
    page = js_compare(engine, base_url, api)
    page.script_errors()
    page.goto(f"/compare/dropdown?state={open_token(api, 'dropdown')}&devices=iphone-4in,ipad-9.7in:landscape")
    assert set(page.menu_states().values()) == {"open"}
    page.press("Escape")
    assert set(page.menu_states().values()) == {"closed"}
    assert page.evaluate("() => document.getElementById('dismiss-form') === null")
    page.check_screens("dropdown after Escape")
    assert page.script_errors() == []


# ---- 3. The long-text view ----


def test_the_long_text_toggle(compare_driver):
    page = compare_driver
    token = open_token(page.api, "action-sheet")
    page.goto(f"/compare/action-sheet?state={token}")
    assert page.evaluate("() => document.querySelectorAll('section.device.long-text').length") == 0
    page.navigate(lambda: page.click("#long-text-toggle"))
    query = compare.query_of(page.url())
    assert query.get("text") == ["long"] and query.get("state") == [token], page.url()
    screens = page.screens()
    assert all([d["long"] for d in s["devices"]] == [False, True] for s in screens), screens
    for screen in screens:
        plain, long = (d["id"] for d in screen["devices"])
        rows = list(page.labels("row-", long).values())
        assert rows[:2] == ["[Řḗđ ··]", "[Ğřḗḗñ ···]"], f"{page.label}: {long} {rows}"
        # Every button's label, each line of a wrapped one read without the break.
        wanted = [compare.lengthened(text) for text in page.labels("row-", plain).values()]
        assert [text.replace(" ", "") for text in rows] == [text.replace(" ", "") for text in wanted], rows
    captions = page.differences()["captions"]
    assert [c for c in captions if c.endswith(" · long text")] == [
        page.evaluate("(id) => document.getElementById(id).getAttribute('aria-label')", s["devices"][1]["id"])
        for s in screens
    ]
    check_long_copies(page, "action sheet open, toggled on")
    page.navigate(lambda: page.click("#long-text-toggle"))
    assert compare.query_of(page.url()) == {"state": [token]}, page.url()
    assert page.evaluate("() => document.querySelectorAll('section.device.long-text').length") == 0
    assert not any(c.endswith("long text") for c in page.differences()["captions"])


# ---- 4. The screens form ----


def test_the_screens_form_shows_the_checked_screens(compare_driver):
    page = compare_driver
    token = open_token(page.api, "context-menu")
    page.goto(f"/compare/context-menu?state={token}")
    chosen = ["ipad-9.7in", "iphone-4in:landscape"]
    boxes = "#screens-form input[name=devices]"
    state = page.evaluate("(s) => Array.from(document.querySelectorAll(s), (i) => [i.value, i.checked])", boxes)
    for value, checked in state:
        if checked != (value in chosen):
            page.click(f'#screens-form input[name=devices][value="{value}"]')
    ticked = page.evaluate("(s) => Array.from(document.querySelectorAll(s), (i) => i.value)", boxes + ":checked")
    assert ticked == chosen, f"{page.label}: {ticked}"
    page.navigate(lambda: page.click("#screens-form button[type=submit]"))
    assert compare.query_of(page.url()) == {"state": [token], "devices": [",".join(chosen)]}, page.url()
    assert [s["spelling"] for s in page.screens()] == chosen
    assert set(page.menu_states().values()) == {"open"}
    page.check_screens("context menu on two chosen screens")


# ---- 5. axe ----


def test_no_serious_axe_violation(browser, base_url, api):
    """Chromium with the page's script, long text on and the action sheet open."""
    context = browser.new_context(viewport={"width": 1500, "height": 1100}, bypass_csp=True)
    context.set_default_timeout(10_000)
    try:
        page = context.new_page()
        page.goto(f"{base_url}/compare/action-sheet?state={open_token(api, 'action-sheet')}&text=long")
        page.wait_for_selector("html[data-compare=ready]", state="attached")
        violations = Axe().run(page).response["violations"]
        serious = [
            (v["id"], [(n["target"], n.get("failureSummary", "")[:160]) for n in v["nodes"][:4]])
            for v in violations
            if v["impact"] in ("serious", "critical")
        ]
        assert serious == [], serious
    finally:
        context.close()


# ---- 6. The demo page's link ----


def test_the_demo_pages_link_leads_to_the_same_state(engine, base_url, api, compare_driver):
    page = compare_driver
    demo_page = demo.Demo(page.page, base_url, api, page.javascript, engine.name)
    demo_page.goto("/menus/action-sheet")
    demo_page.tap("show-button")
    token = demo_page.token()
    href = page.evaluate("() => document.getElementById('compare-link').getAttribute('href')")
    assert href == f"/compare/action-sheet?state={token}", href
    page.navigate(lambda: page.click("#compare-link"))
    assert page.url() == f"{base_url}/compare/action-sheet?state={token}"
    assert set(page.menu_states().values()) == {"open"}
    page.check_screens("compare page from the demo's link")


# ---- 7. The screenshot ----


def test_screenshot(browser, base_url, api):
    """docs/screenshots/compare.png: the action sheet open on the usual five screens, 1440 × 900."""
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    try:
        page = context.new_page()
        page.goto(f"{base_url}/compare/action-sheet?state={open_token(api, 'action-sheet')}")
        page.wait_for_selector("html[data-compare=ready]", state="attached")
        page.mouse.move(0, 0)
        # The Share fields show the test server's random port; the picture shows `make run`'s,
        # so that it changes only when the page does.
        page.evaluate(
            """(origin) => {
                for (const field of document.querySelectorAll('#share-panel input, #share-panel textarea')) {
                    field.value = field.value.replaceAll(origin, 'http://127.0.0.1:8080');
                }
            }""",
            base_url,
        )
        path = support.REPOSITORY / "docs" / "screenshots" / "compare.png"
        page.screenshot(path=str(path), animations="disabled")
        assert path.stat().st_size > 10_000
    finally:
        context.close()
