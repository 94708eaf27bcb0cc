"""axe-core (from axe-playwright-python's wheel, offline) on every demo page, closed and open,
with and without JavaScript: no violation of serious or critical impact."""

import pytest
from axe_playwright_python.sync_playwright import Axe

import support

AXE = Axe()


@pytest.fixture(scope="module")
def axe_pages(browser):
    """axe injects its source with a script, so the pages it reads bypass the CSP. Without
    JavaScript = the page's own script blocked (axe still needs to run)."""
    pages = {}
    contexts = []
    for javascript in (True, False):
        context = browser.new_context(viewport={"width": 1500, "height": 1100}, bypass_csp=True)
        context.set_default_timeout(10_000)
        if not javascript:
            context.route("**/*.js", lambda route: route.abort())
        contexts.append(context)
        pages[javascript] = context.new_page()
    yield pages
    for context in contexts:
        context.close()


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
@pytest.mark.parametrize("state", ["closed", "open"])
@pytest.mark.parametrize("menu", support.MENUS)
def test_no_serious_violation(axe_pages, base_url, api, menu, state, javascript):
    page = axe_pages[javascript]
    actions = support.OPEN_ACTIONS[menu] if state == "open" else []
    page.goto(base_url + api.actions(menu, "iphone-4in", "portrait", actions)["url"])
    if javascript:
        page.wait_for_selector("html[data-playground=ready]", state="attached")
    else:
        assert page.get_attribute("html", "data-playground") is None
    violations = AXE.run(page).response["violations"]
    serious = [
        {
            "rule": violation["id"],
            "impact": violation["impact"],
            "nodes": [(node["target"], node.get("failureSummary", "")[:200]) for node in violation["nodes"][:4]],
        }
        for violation in violations
        if violation["impact"] in ("serious", "critical")
    ]
    assert serious == [], f"{menu} {state}: {serious}"


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_the_index_grid_and_error_pages_have_no_serious_violation(axe_pages, base_url, javascript):
    page = axe_pages[javascript]
    scenario = support.API(base_url).request(
        "POST", "/api/v1/scenarios", {"menu": "dropdown", "device": "iphone-4in", "actions": [{"type": "tapField"}]}
    )["url"]
    for path in ("/", "/grid", "/scenarios", scenario, scenario + "?step=1", "/nowhere", "/menus/accordion?state=AAAA"):
        page.goto(base_url + path)
        violations = AXE.run(page).response["violations"]
        serious = [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in violations if v["impact"] in ("serious", "critical")]
        assert serious == [], f"{path}: {serious}"


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
@pytest.mark.parametrize("width", [1500, 390])
def test_the_events_and_the_panels_have_no_serious_violation(axe_pages, base_url, javascript, width):
    """A page after two taps (its Events list, Undo, Clear and the scenario link), with a row's
    "⋯" open, wide and at phone width."""
    page = axe_pages[javascript]
    page.set_viewport_size({"width": width, "height": 1100})
    try:
        page.goto(base_url + "/menus/action-sheet")
        # Opening makes no delegate call, choosing one does: each tap's answer is told apart.
        for frame, shown in (("show-button", "#event-log .last-tap"), ("row-1", "#event-log .last-tap .tap-events")):
            page.click(f"#device [data-frame={frame}] button")
            page.wait_for_selector(shown, timeout=10_000)
        page.click(".option-row:nth-child(2) .option-more summary")
        violations = AXE.run(page).response["violations"]
        serious = [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in violations if v["impact"] in ("serious", "critical")]
        assert serious == [], serious
    finally:
        page.set_viewport_size({"width": 1500, "height": 1100})


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_the_list_of_keys_has_no_serious_violation(axe_pages, base_url, javascript):
    """The “Keys ?” list open: a modal dialog with the script (“?”), a disclosure without it."""
    page = axe_pages[javascript]
    page.goto(base_url + "/menus/accordion")
    if javascript:
        page.wait_for_selector("html[data-playground=ready]", state="attached")
        page.keyboard.press("?")
        # The roles are set on the disclosure's `toggle` event, which the browser fires in a task
        # of its own after the key: wait for it rather than read before it ran.
        page.wait_for_selector("#keys-panel[role=dialog]", state="attached", timeout=5000)
        assert page.get_attribute("#keys-panel", "role") == "dialog"
    else:
        page.click("#keys-help summary")
    assert page.locator("#keys-panel").is_visible()
    violations = AXE.run(page).response["violations"]
    serious = [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in violations if v["impact"] in ("serious", "critical")]
    assert serious == [], serious
