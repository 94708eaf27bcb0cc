"""The demo page's "What a screen reader reads" panel (issue 35): a <details> framing
GET /inspect/{token}/reading, read here through its frame.

- In every engine, with and without JavaScript: the panel lists what
  GET /api/v1/state/{token}/accessibility answers (roles, names, states, boxes, frames, flags),
  and after a tap it lists the new state's elements (swapped in by the script, or a new page).
- Chromium: the list is the browser's own computed accessibility tree of the device screen
  (CDP's Accessibility.getFullAXTree, with the page's script off, since the script adds the
  widget roles the server does not draw). Playwright's aria_snapshot() is not used: it computes
  its own tree and keeps the buttons of an `inert` list (the closed dropdown's rows), which the
  browser, like a screen reader, leaves out.
- Chromium: axe-core finds nothing serious with the panel open, the framed list included, with
  and without JavaScript."""

import pytest
from axe_playwright_python.sync_playwright import Axe

import support

AXE = Axe()
CONTROLS = {"button", "tab", "textbox"}
ROLES = CONTROLS | {"dialog", "tablist"}
STATES = [
    ("dropdown", []),
    ("dropdown", [{"type": "tapField"}]),
    ("accordion", [{"type": "open", "item": 0}]),
    ("action-sheet", [{"type": "open"}]),
    ("context-menu", [{"type": "open"}]),
    ("tab-split", [{"type": "selectTab", "index": 2}]),
]
STATE_IDS = [f"{menu}-{'open' if actions else 'closed'}" for menu, actions in STATES]

# The panel's items as the page shows them: every text read from the DOM, so the list is what a
# reader of the panel sees.
LIST = "document.querySelector('#reader-panel iframe').contentDocument"
PANEL_ITEMS = """() => Array.from(""" + LIST + """.querySelectorAll('#reader-panel .reader-list > li')).map((li) => ({
  box: li.dataset.box,
  role: li.querySelector('.reader-role').textContent,
  name: li.querySelector('.reader-unnamed') ? '' : li.querySelector('.reader-name').textContent,
  states: Array.from(li.querySelectorAll('.reader-state')).map((s) => s.textContent),
  frame: li.querySelector('.reader-frame').textContent,
  flags: Array.from(li.querySelectorAll('.reader-flags > li')).map((f) => [f.dataset.flag, f.textContent]),
}))"""
COUNT = f"() => {LIST}.querySelector('#reader-panel .reader-count').textContent"
OPEN = "() => document.getElementById('reader-panel').open"


def show_list(d):
    """Opens the panel (a click, as a person would) and waits for its frame's list."""
    if not d.evaluate(OPEN):
        d.click("#reader-panel > summary")
        d.wait_until(OPEN)
    d.wait_until(support.PANEL_LOADED, "reader-panel")


def points(value):
    """The panel's number: whole points bare, others to two places."""
    text = f"{round(value, 2):.2f}".rstrip("0").rstrip(".")
    return text


def expected_items(answer):
    items = []
    for position, element in enumerate(answer["elements"]):
        frame = element["frame"]
        states = []
        if "selected" in element:
            states.append("selected" if element["selected"] else "not selected")
        if element.get("disabled"):
            states.append("disabled")
        items.append(
            {
                "box": element["box"],
                "role": element["role"],
                "name": element["name"],
                "states": states,
                "frame": f"{element['box']} · x {points(frame['x'])} y {points(frame['y'])} "
                f"w {points(frame['width'])} h {points(frame['height'])}",
                "flags": [
                    [flag["kind"], "Flag: " + flag["message"]] for flag in answer["flags"] if flag["element"] == position
                ],
            }
        )
    return items


def reading(api, url):
    return api.request("GET", f"/api/v1/state/{support.token_of(url)}/accessibility")


@pytest.mark.parametrize("menu, actions", STATES, ids=STATE_IDS)
def test_the_panel_lists_what_the_api_answers(engine_driver, api, menu, actions):
    url = api.actions(menu, "iphone-4in", "portrait", actions)["url"]
    engine_driver.goto(url)
    show_list(engine_driver)
    answer = reading(api, url)
    assert engine_driver.evaluate(PANEL_ITEMS) == expected_items(answer), engine_driver.label
    count = len(answer["flags"])
    assert engine_driver.evaluate(COUNT).endswith(
        "no flags" if count == 0 else f"{count} flag" + ("" if count == 1 else "s")
    )


def test_a_tap_lists_the_new_state(engine_driver, api):
    engine_driver.goto(api.actions("dropdown", "iphone-4in", "portrait", [])["url"])
    show_list(engine_driver)
    boxes = f"() => Array.from({LIST}.querySelectorAll('#reader-panel .reader-list > li')).map((li) => li.dataset.box)"
    assert engine_driver.evaluate(boxes) == ["field", "indicator"]
    engine_driver.act(lambda: engine_driver.tap("field"))
    # The script's swap keeps the list open, its frame following the new state; without it, a new
    # page starts with it closed.
    assert engine_driver.evaluate(OPEN) == engine_driver.javascript, engine_driver.label
    show_list(engine_driver)
    assert engine_driver.evaluate(boxes)[:6] == [f"row-{index}" for index in range(6)], engine_driver.label
    assert engine_driver.evaluate(PANEL_ITEMS) == expected_items(reading(api, engine_driver.url())), engine_driver.label


@pytest.fixture(scope="module")
def computed_page(browser):
    """Chromium without the page's script, and a CDP session to read its accessibility tree."""
    context = browser.new_context(viewport={"width": 1500, "height": 1100}, java_script_enabled=False)
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page, context.new_cdp_session(page)
    context.close()


def computed_elements(cdp):
    """The device screen's accessible elements as Chromium computes them, in tree order: each
    role of ROLES with its name and states, and the text read outside any control."""
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    by_id = {node["nodeId"]: node for node in nodes}
    root = next(
        node
        for node in nodes
        if node.get("role", {}).get("value") == "region" and node.get("name", {}).get("value") == "Device screen"
    )
    elements, texts = [], []

    def walk(node, in_control):
        role = node.get("role", {}).get("value")
        if not node.get("ignored"):
            if role in ROLES:
                properties = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
                states = []
                if role == "tab":
                    states.append("selected" if properties.get("selected") else "not selected")
                if properties.get("disabled"):
                    states.append("disabled")
                elements.append((role, node.get("name", {}).get("value", ""), states))
            elif role == "StaticText" and not in_control:
                texts.append(node.get("name", {}).get("value", ""))
        for child in node.get("childIds", []):
            if child in by_id:
                walk(by_id[child], in_control or (role in CONTROLS and not node.get("ignored")))

    walk(root, False)
    return elements, " ".join(texts)


@pytest.mark.parametrize("menu, actions", STATES, ids=STATE_IDS)
def test_the_list_is_the_browsers_computed_tree(computed_page, base_url, api, menu, actions):
    page, cdp = computed_page
    page.goto(base_url + api.actions(menu, "iphone-4in", "portrait", actions)["url"])
    page.click("#reader-panel > summary")
    page.frame_locator("#reader-panel iframe").locator("#reader-panel .reader-list").wait_for(state="attached")
    items = page.evaluate(PANEL_ITEMS)
    listed = [(item["role"], item["name"], item["states"]) for item in items if item["role"] != "text"]
    listed_text = " ".join(item["name"] for item in items if item["role"] == "text")
    elements, text = computed_elements(cdp)
    assert listed == elements
    assert listed_text == text


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
@pytest.mark.parametrize("menu, actions", STATES[1:4], ids=STATE_IDS[1:4])
def test_axe_finds_nothing_serious_with_the_panel_open(browser, base_url, api, menu, actions, javascript):
    context = browser.new_context(viewport={"width": 1500, "height": 1100}, bypass_csp=True)
    context.set_default_timeout(10_000)
    if not javascript:
        context.route("**/*.js", lambda route: route.abort())
    try:
        page = context.new_page()
        page.goto(base_url + api.actions(menu, "iphone-4in", "portrait", actions)["url"])
        if javascript:
            page.wait_for_selector("html[data-playground=ready]", state="attached")
        page.click("#reader-panel > summary")
        assert page.get_attribute("#reader-panel", "open") is not None
        page.frame_locator("#reader-panel iframe").locator("#reader-panel .reader-list").wait_for()
        violations = support.axe_violations(page, AXE)
        serious = [
            (violation["id"], [node["target"] for node in violation["nodes"][:3]])
            for violation in violations
            if violation["impact"] in ("serious", "critical")
        ]
        assert serious == [], f"{menu}: {serious}"
    finally:
        context.close()
