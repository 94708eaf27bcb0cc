"""Issue 10, items 8 and 9 (tab-split-controller.txt).

8. Selecting a tab scrolls it into view: `scrollToRowAtIndexPath:… atScrollPosition:
   UITableViewScrollPositionBottom animated:YES`. After the 303 (without JavaScript, by the URL's
   fragment) and after the swap (with it, smoothly), and from a shared URL, the strip's scroll
   offset is the layout's `scrollOffsets.strip` and the selected tab lies inside the strip.
9. The Settings table's separators are black.

Offsets are compared within 1/64 px, the unit the frames are checked to: the presets' offsets are
whole points, and at device scale 1 a whole-pixel scroll offset is kept exactly.
"""

import pytest

import support

SCROLL_TOLERANCE = 1 / 64
FRAGMENT = "#screen-scroll-strip"

# The strip's scroll offset, and where tab `tab` is: inside the strip's box (so not scrolled out
# of it, to 1/64 px) and inside the window (to 1 px: the page's own scroll position is whole
# pixels, and the page above the device has fractional heights).
STRIP = """(tab) => {
  const strip = document.querySelector('#device [data-frame=strip]');
  const s = strip.getBoundingClientRect();
  const t = document.querySelector(`#device [data-frame=tab-${tab}]`).getBoundingClientRect();
  const within = (r, left, top, right, bottom, slack) =>
    r.left >= left - slack && r.top >= top - slack && r.right <= right + slack && r.bottom <= bottom + slack;
  return {left: strip.scrollLeft, top: strip.scrollTop, hash: location.hash,
          inStrip: within(t, s.left, s.top, s.right, s.bottom, 1 / 64),
          onScreen: within(t, 0, 0, innerWidth, innerHeight, 1)};
}"""

# The selected tab is the last cell's Bottom position: its trailing (portrait) or bottom
# (landscape) edge at the strip's end, clamped to the content.
CASES = [
    ("iphone-3.5in", "portrait", 10, {"x": 32, "y": 0}),
    ("iphone-3.5in", "landscape", 10, {"x": 0, "y": 52}),
    ("ipad-9.7in", "portrait", 8, {"x": 96, "y": 0}),
    ("ipad-9.7in", "landscape", 9, {"x": 0, "y": 212}),
]
IDS = [f"{preset}-{orientation}-tab{tab}" for preset, orientation, tab, _ in CASES]


def layout_of(api, token):
    """The JSON API's layout of the state in `token`."""
    state = api.decode(token)
    body = {key: state[key] for key in ("device", "orientation", "config", "state")}
    return api.request("POST", f"/api/v1/menus/{state['menu']}/layout", body)


def expect_scrolled(page, tab, offset, label, on_screen=True):
    strip = page.evaluate(STRIP, tab)
    assert abs(strip["left"] - offset["x"]) <= SCROLL_TOLERANCE, f"{label}: scrollLeft {strip}"
    assert abs(strip["top"] - offset["y"]) <= SCROLL_TOLERANCE, f"{label}: scrollTop {strip}"
    assert strip["inStrip"], f"{label}: tab-{tab} is scrolled out of the strip"
    assert strip["onScreen"] or not on_screen, f"{label}: tab-{tab} is off-screen"
    return strip


@pytest.mark.parametrize("preset, orientation, tab, offset", CASES, ids=IDS)
def test_selecting_a_tab_scrolls_it_to_the_bottom_position(driver, api, preset, orientation, tab, offset):
    driver.goto(api.actions("tab-split", preset, orientation, [])["url"])
    driver.tap(f"tab-{tab}")
    assert layout_of(api, driver.token())["scrollOffsets"] == {"strip": offset}
    label = f"{preset} {orientation} tab {tab} ({'js' if driver.javascript else 'nojs'})"
    strip = expect_scrolled(driver.page, tab, offset, label)
    # The URL is the one to share: its fragment shows the strip scrolled without script.
    assert strip["hash"] == FRAGMENT
    assert driver.page.get_attribute("#share-link", "href").endswith(FRAGMENT)
    if orientation == "portrait" and preset == "iphone-3.5in":
        # The page itself did not move: the whole device fits in the window.
        assert driver.page.evaluate("[scrollX, scrollY]") == [0, 0]
    driver.check_frames(label)


def test_choosing_ten_on_a_320_wide_phone_then_back(driver, api):
    """The issue's case: Ten is on screen after the page reloads; choosing One scrolls back."""
    driver.goto(api.actions("tab-split", "iphone-3.5in", "portrait", [])["url"])
    driver.tap("tab-10")
    expect_scrolled(driver.page, 10, {"x": 32, "y": 0}, "Ten")
    assert "Showing: Ten" in driver.host_effects()
    driver.tap("tab-1")
    expect_scrolled(driver.page, 1, {"x": 0, "y": 0}, "back to One")
    assert driver.page.evaluate("location.hash") == ""


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
@pytest.mark.parametrize("preset, orientation, tab, offset", CASES, ids=IDS)
def test_a_shared_url_shows_the_far_tab(browser, api, base_url, javascript, preset, orientation, tab, offset):
    url = api.actions("tab-split", preset, orientation, [{"type": "selectTab", "index": tab}])["url"]
    assert url.endswith(FRAGMENT)
    context = browser.new_context(viewport={"width": 1500, "height": 1100}, java_script_enabled=javascript)
    try:
        page = context.new_page()
        page.goto(base_url + url)
        if javascript:
            page.wait_for_selector("html[data-playground=ready]", state="attached")
        expect_scrolled(page, tab, offset, f"shared {preset} {orientation} tab {tab}")
    finally:
        context.close()


def test_without_its_fragment_the_script_still_scrolls_the_strip(browser, api, base_url):
    url = api.actions("tab-split", "ipad-9.7in", "portrait", [{"type": "selectTab", "index": 10}])["url"]
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    try:
        page = context.new_page()
        page.goto(base_url + url.split("#")[0])
        page.wait_for_selector("html[data-playground=ready]", state="attached")
        # Nothing scrolls the page itself there: the iPad's strip is below this window's edge.
        expect_scrolled(page, 10, {"x": 288, "y": 0}, "no fragment", on_screen=False)
    finally:
        context.close()


# At the swap, the new strip's offset: where the old page's strip was while a smooth scroll has
# yet to move it, the new offset at once under reduced motion.
AT_SWAP = """() => { window.__stripAtSwap = null; document.addEventListener('playground:swap', () => {
  window.__stripAtSwap = document.querySelector('#device [data-frame=strip]').scrollLeft; }, {once: true}); }"""


@pytest.mark.parametrize("reduced", [False, True], ids=["default-motion", "reduced-motion"])
def test_with_javascript_the_strip_scrolls_smoothly(base_url, api, js_page, reduced_motion_page, reduced):
    page = reduced_motion_page if reduced else js_page
    page.script_errors.clear()
    driver = support.Driver(page, base_url, api, True)
    driver.goto(api.actions("tab-split", "iphone-3.5in", "portrait", [{"type": "selectTab", "index": 10}])["url"])
    expect_scrolled(page, 10, {"x": 32, "y": 0}, "Ten")
    page.evaluate(AT_SWAP)
    driver.tap("tab-1")  # One is in view at offset 32; choosing it scrolls back to 0
    at_swap = page.evaluate("window.__stripAtSwap")
    assert at_swap == (0 if reduced else 32), at_swap
    expect_scrolled(page, 1, {"x": 0, "y": 0}, "after the glide")
    assert page.script_errors == []


def test_settings_separators_are_black(driver, api):
    driver.goto(api.actions("tab-split", "ipad-9.7in", "portrait", [])["url"])
    separators = driver.page.eval_on_selector_all(
        "#device [data-frame^=settings-separator-]",
        "es => es.map(e => [e.dataset.frame, getComputedStyle(e).backgroundColor, e.getBoundingClientRect().height])",
    )
    # Ten rows and the eleven empty rows of a plain table that fill the iPad's 928-point body.
    assert [name for name, _, _ in separators] == [f"settings-separator-{i}" for i in range(21)]
    assert {color for _, color, _ in separators} == {"rgb(0, 0, 0)"}
    assert {height for _, _, height in separators} == {0.5}
    rings = driver.page.eval_on_selector_all("#device [data-frame^=settings-row-].ring", "es => es.length")
    assert rings == 0
    driver.check_frames("settings separators")
