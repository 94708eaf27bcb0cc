"""The frames table under the device (#frames, a <details> framing GET /inspect/{token}/frames), in
every engine with and without JavaScript unless noted: every row's numbers are the text of
POST /api/v1/menus/{id}/layout's frames, to the character, and its parent is the box the page
nests it in; after a tap the boxes whose frames changed say how (`y 294 → 134, h 0 → 320`) and
those that appeared or went say so; with JavaScript the table stays open across the swap and its
frame follows the new state. With JavaScript the closed panels' frames are not loaded (every
engine: the frames stay about:blank; Chromium: no request reaches the inspect routes until a
panel opens). Chromium: Copy as JSON inside the frame puts the API's frames on the clipboard, and
axe finds nothing serious with the table open, the framed document included."""

import json
import re
import urllib.request

import pytest

import support

STORAGE_KEY = "menu-playground.frames"

# The table's own document, framed in the <details> (same origin, so the driver reads it).
TABLE = "document.querySelector('#frames iframe').contentDocument"

ROWS = f"""() => Array.from({TABLE}.querySelectorAll('#frames tbody tr'), (tr) => {{
  const el = document.querySelector(`#device [data-frame="${{CSS.escape(tr.dataset.box)}}"]`);
  const parent = el && el.parentElement ? el.parentElement.closest('#device [data-frame]') : null;
  return {{box: tr.dataset.box, cells: Array.from(tr.cells, (cell) => cell.textContent),
          marked: tr.className, domParent: parent ? parent.dataset.frame : null}};
}})"""

OPEN = "() => { const d = document.getElementById('frames'); return !!d && d.open; }"

# Whether a panel's frame has loaded anything: a frame not loaded yet holds its initial about:blank.
FETCHED = "(id) => document.querySelector(`#${id} iframe`).contentDocument.location.href !== 'about:blank'"


def raw_layout(base_url, token):
    """The layout API's answer for a token's state, as text: each frame's numbers as written."""
    state = support.API(base_url).decode(token)
    body = {key: state[key] for key in ("device", "orientation", "config", "state")}
    request = urllib.request.Request(
        f"{base_url}/api/v1/menus/{state['menu']}/layout", data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        text = response.read().decode()
    frames = re.search(r'"frames":(\{.*?\}\}),"scrollOffsets"', text).group(1)
    numbers = {
        name: {"height": h, "width": w, "x": x, "y": y}
        for name, h, w, x, y in re.findall(
            r'"([^"]+)":\{"height":([^,]+),"width":([^,]+),"x":([^,]+),"y":([^}]+)\}', frames
        )
    }
    return frames, numbers


def show_table(d):
    if not d.evaluate(OPEN):
        d.click("#frames summary")
        d.wait_until(OPEN)
    d.wait_until(support.PANEL_LOADED, "frames")


def forget_open(d):
    if d.javascript:
        d.evaluate(f"() => localStorage.removeItem('{STORAGE_KEY}')")


def check_rows(d, label):
    """Every row is the API's frame of its box, as written, and every box of the API has a row."""
    _, numbers = raw_layout(d.base_url, d.token())
    rows = d.evaluate(ROWS)
    assert [row["box"] for row in rows] and {row["box"] for row in rows} == set(numbers), (
        f"{label}: rows {[row['box'] for row in rows]} vs the API's {sorted(numbers)}"
    )
    for row in rows:
        name, x, y, width, height, parent = row["cells"][:6]
        frame = numbers[row["box"]]
        assert name == row["box"], f"{label}: {row}"
        assert [x, y, width, height] == [frame["x"], frame["y"], frame["width"], frame["height"]], (
            f"{label}: {row['box']} reads {[x, y, width, height]}, the API {frame}"
        )
        assert parent == (row["domParent"] or "—"), f"{label}: {row['box']}'s parent {parent} vs {row['domParent']}"
    return rows


@pytest.mark.parametrize("menu", support.MENUS)
def test_every_row_is_the_layout_apis_frame(engine_driver, api, menu):
    d = engine_driver
    d.goto(api.actions(menu, "iphone-4in", "portrait", support.OPEN_ACTIONS[menu])["url"])
    try:
        show_table(d)
        check_rows(d, f"{menu} open ({d.label})")
    finally:
        forget_open(d)


def expected_marks(before, after):
    """What each row's Last step cell says, and the boxes that went, from the API's two answers."""
    marks = {}
    for name, frame in after.items():
        if name not in before:
            marks[name] = "appeared"
            continue
        parts = [
            f"{short} {before[name][key]} → {frame[key]}"
            for short, key in (("x", "x"), ("y", "y"), ("w", "width"), ("h", "height"))
            if before[name][key] != frame[key]
        ]
        marks[name] = ", ".join(parts)
    gone = [name for name in before if name not in after]
    return marks, gone


@pytest.mark.parametrize(
    "menu, tap",
    [("accordion", "item-0"), ("dropdown", "field"), ("action-sheet", "show-button")],
)
def test_a_taps_changes_are_marked(engine_driver, menu, tap):
    d = engine_driver
    d.goto(f"/menus/{menu}")
    try:
        show_table(d)
        assert "Last step" not in d.evaluate(f"() => {TABLE}.querySelector('#frames thead').textContent")
        _, before = raw_layout(d.base_url, d.token())
        d.tap(tap)
        if d.javascript:
            # The swap keeps the table open.
            assert d.evaluate(OPEN), f"{d.label}: the table closed on the swap"
        show_table(d)
        _, after = raw_layout(d.base_url, d.token())
        marks, gone = expected_marks(before, after)
        rows = check_rows(d, f"{menu} after {tap} ({d.label})")
        for row in rows:
            shown = row["cells"][6]
            assert shown == marks[row["box"]], f"{d.label}: {row['box']} says {shown!r}, not {marks[row['box']]!r}"
            wanted = "frame-appeared" if shown == "appeared" else "frame-changed" if shown else ""
            assert row["marked"] == wanted, f"{d.label}: {row['box']} class {row['marked']!r}"
        said = d.evaluate(f"() => Array.from({TABLE}.querySelectorAll('#frames-gone code'), (c) => c.textContent)")
        assert said == gone, f"{d.label}: gone {said} vs {gone}"
    finally:
        forget_open(d)


def test_copy_as_json_copies_the_apis_frames(browser, base_url, api):
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page = context.new_page()
    try:
        url = api.actions("context-menu", "iphone-4in", "portrait", support.OPEN_ACTIONS["context-menu"])["url"]
        page.goto(base_url + url)
        page.wait_for_selector("html[data-playground=ready]", state="attached")
        page.click("#frames summary")
        table = page.frame_locator("#frames iframe")
        table.locator("#frames-copy").click()
        table.locator("#frames-status:has-text('Copied')").wait_for()
        copied = page.evaluate("() => navigator.clipboard.readText()")
        # The API's frames object, each member as the API writes it, in the table's (drawing) order.
        _, numbers = raw_layout(base_url, support.token_of(url))
        order = table.locator("#frames tbody tr").evaluate_all("(rows) => rows.map((tr) => tr.dataset.box)")
        members = ",".join(
            f'"{name}":{{"height":{numbers[name]["height"]},"width":{numbers[name]["width"]},'
            f'"x":{numbers[name]["x"]},"y":{numbers[name]["y"]}}}'
            for name in order
        )
        assert copied == '{"frames":{' + members + "}}"
        assert json.loads(copied) == {"frames": api.frames_of(support.token_of(url))}
    finally:
        context.close()


def test_the_copy_button_waits_for_the_script(browser, base_url):
    context = browser.new_context(viewport={"width": 1440, "height": 900}, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(base_url + "/menus/accordion")
        page.click("#frames summary")
        table = page.frame_locator("#frames iframe")
        assert table.locator("#frames table").is_visible()
        assert not table.locator("#frames-copy").is_visible()
    finally:
        context.close()


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_the_open_table_has_no_serious_violation(browser, base_url, javascript):
    context = browser.new_context(viewport={"width": 1500, "height": 1100}, bypass_csp=True)
    if not javascript:
        context.route("**/*.js", lambda route: route.abort())
    page = context.new_page()
    try:
        page.goto(base_url + "/menus/accordion")
        page.click("#device [data-frame=item-0] button")
        page.wait_for_url("**/menus/accordion?state=*")
        page.click("#frames summary")
        table = page.frame_locator("#frames iframe")
        table.locator("#frames .frame-changed").first.wait_for()
        assert table.locator("#frames table").is_visible()
        violations = support.axe_violations(page)
        serious = [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in violations if v["impact"] in ("serious", "critical")]
        assert serious == [], serious
    finally:
        context.close()


@pytest.mark.parametrize("menu", ["accordion", "dropdown"])
def test_the_closed_panels_are_not_loaded(engine_driver, menu):
    """A lazy frame in a closed <details> is not rendered, so not loaded: with JavaScript, in
    every engine. Without it browsers load lazy frames at once (the HTML standard turns lazy
    loading off when scripting is off; Chromium, Firefox and WebKit all do, seen in December
    2026), which this test leaves unasserted rather than pin."""
    d = engine_driver
    d.goto(f"/menus/{menu}")
    try:
        d.evaluate("() => new Promise((done) => setTimeout(done, 800))")
        fetched = [d.evaluate(FETCHED, panel) for panel in ("frames", "reader-panel")]
        if d.javascript:
            assert fetched == [False, False], f"{d.label}: a closed panel's frame was loaded"
        show_table(d)
        assert d.evaluate(FETCHED, "frames")
    finally:
        forget_open(d)


def test_only_an_opened_panel_asks_the_server(browser, base_url):
    """Chromium, counting the requests for the inspect routes: none for a page with both panels
    closed, one per panel opened, one more for the open table after a tap (its new state)."""
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    asked = []
    page.on("request", lambda request: asked.append(request.url) if "/inspect/" in request.url else None)
    try:
        page.goto(base_url + "/menus/accordion")
        page.wait_for_selector("html[data-playground=ready]", state="attached")
        page.wait_for_timeout(800)
        assert asked == []
        page.click("#frames summary")
        page.frame_locator("#frames iframe").locator("#frames tbody tr").first.wait_for()
        assert [url.rsplit("/", 1)[1] for url in asked] == ["frames"]
        page.click("#reader-panel > summary")
        page.frame_locator("#reader-panel iframe").locator(".reader-list").wait_for()
        assert [url.rsplit("/", 1)[1] for url in asked] == ["frames", "reading"]
        page.click("#device [data-frame=item-0] button")
        page.frame_locator("#frames iframe").locator("#frames .frame-changed").first.wait_for()
        page.wait_for_function(support.PANEL_LOADED, arg="reader-panel")
        # Both open panels follow the new state, in the order the swap happens to load them.
        assert sorted(url.rsplit("/", 1)[1] for url in asked[2:]) == ["frames", "reading"]
        assert all(support.token_of(page.url) in url for url in asked[2:])
    finally:
        page.evaluate(f"() => localStorage.removeItem('{STORAGE_KEY}')")
        context.close()
