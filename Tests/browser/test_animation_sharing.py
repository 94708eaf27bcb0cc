"""The accordion's opening animation (halfway between its from and to frames, the server's frame
at the end); none of the menus' animations when the reader prefers reduced motion; sharing (a state reached by clicking, opened in a fresh context, shows the same
frames and the same event log); and the screenshots of docs/screenshots/."""

import pytest

import support

# Pauses every animation of the swap at half its duration and reads the menu's box there.
HALFWAY = """() => { window.__halfway = null; document.addEventListener('playground:swap', () => {
  const animations = document.getAnimations();
  animations.forEach(a => { a.pause(); a.currentTime = a.effect.getTiming().duration / 2; });
  const s = document.querySelector('#device [data-frame=screen]').getBoundingClientRect();
  const m = document.querySelector('#device [data-frame=menu]').getBoundingClientRect();
  window.__halfway = {x: m.left - s.left, y: m.top - s.top, width: m.width, height: m.height,
    timing: animations.map(a => [a.effect.getTiming().duration, a.effect.getTiming().easing]),
    transition: JSON.parse(document.getElementById('device').dataset.transition)};
}, {once: true}); }"""


def test_accordion_animation(base_url, api, js_page):
    driver = support.Driver(js_page, base_url, api, True)
    driver.goto("/menus/accordion")
    js_page.evaluate(HALFWAY)
    before = js_page.evaluate("window.__settled")
    js_page.click("#device [data-frame=item-1] button")
    driver.wait_until("window.__halfway !== null")
    halfway = js_page.evaluate("window.__halfway")
    start, end = halfway["transition"]["from"]["menu"], halfway["transition"]["to"]["menu"]
    assert halfway["timing"] and all(t == [250, "linear"] for t in halfway["timing"]), halfway["timing"]
    # From the centre line: the top moves up and the height grows, linearly.
    assert start["height"] < halfway["height"] < end["height"]
    assert end["y"] < halfway["y"] < start["y"]
    assert abs(halfway["height"] - (start["height"] + end["height"]) / 2) <= 0.5
    assert abs(halfway["y"] - (start["y"] + end["y"]) / 2) <= 0.5
    js_page.evaluate("document.getAnimations().forEach(a => a.play())")
    driver.wait_until(f"window.__settled > {before}")
    # At the end the menu is the server's frame (and so is every other box).
    driver.check_frames("accordion after its animation")
    assert driver.measure()["frames"]["menu"] == pytest.approx(end, abs=support.TOLERANCE)


# Records, at every swap, whether the script animated it and how many animations are running.
MOTION = """() => { window.__motion = []; document.addEventListener('playground:swap', (event) => {
  window.__motion.push({animated: event.detail.animated, running: document.getAnimations().length});
}); }"""

# Each modal menu opened and dismissed, both of which animate with the default motion.
OPEN_CLOSE = {
    "accordion": ("item-1", "row-0"),
    "action-sheet": ("show-button", "row-0"),
    "dropdown": ("field", "row-1"),
    "context-menu": ("show-button", "item-2"),
}


def open_and_close(driver, menu, label):
    """Opens and dismisses `menu`; returns what each of the two swaps did about motion."""
    driver.goto(f"/menus/{menu}")
    driver.page.evaluate(MOTION)
    opener, choice = OPEN_CLOSE[menu]
    driver.tap(opener)
    assert driver.menu_state() == "open"
    driver.check_frames(f"{menu} open, {label}")
    driver.tap(choice)
    assert driver.menu_state() == "closed"
    driver.check_frames(f"{menu} closed, {label}")
    return driver.page.evaluate("window.__motion")


@pytest.mark.parametrize("menu", list(OPEN_CLOSE))
def test_reduced_motion_plays_no_animation(base_url, api, js_page, reduced_motion_page, menu):
    # The same taps animate with the default motion, so the check below can fail.
    js_page.script_errors.clear()
    motion = open_and_close(support.Driver(js_page, base_url, api, True), menu, "default motion")
    assert motion[0]["animated"] and motion[0]["running"] > 0, motion
    assert js_page.script_errors == []

    driver = support.Driver(reduced_motion_page, base_url, api, True)
    motion = open_and_close(driver, menu, "reduced motion")
    assert reduced_motion_page.evaluate("matchMedia('(prefers-reduced-motion: reduce)').matches")
    assert motion == [{"animated": False, "running": 0}] * 2
    assert reduced_motion_page.script_errors == []


SCENARIOS = {
    "accordion": [("tap", "item-2"), ("tap", "row-0")],
    "action-sheet": [("tap", "show-button"), ("tap", "row-0"), ("tap", "show-button")],
    "dropdown": [("tap", "field"), ("tap", "row-1"), ("tap", "field")],
    "context-menu": [("tap", "show-button"), ("tap", "item-2"), ("tap", "show-button")],
    "tab-split": [("tap", "tab-3"), ("tap", "tab-0"), ("tap", "move-down-0"), ("rotate", None)],
}


@pytest.mark.parametrize("menu", support.MENUS)
def test_a_shared_url_shows_the_same_state(base_url, api, js_page, fresh_context, menu):
    driver = support.Driver(js_page, base_url, api, True)
    driver.goto(f"/menus/{menu}")
    for kind, frame in SCENARIOS[menu]:
        if kind == "rotate":
            driver.act(lambda: js_page.click("form.rotate-form button"))
        else:
            driver.tap(frame)
    url, events, measured = js_page.url, driver.events(), driver.measure()
    assert support.token_of(url) and events
    assert js_page.get_attribute("#share-link", "href").endswith(url[len(base_url):])
    shared = fresh_context.new_page()
    shared.goto(url)
    shared.wait_for_selector("html[data-playground=ready]", state="attached")
    assert shared.url == url
    again = shared.evaluate(support.MEASURE)
    assert again["frames"] == measured["frames"]
    assert shared.evaluate(support.EVENTS) == events
    assert shared.get_attribute("#device", "data-menu") == js_page.get_attribute("#device", "data-menu")


SHOTS = [("iphone-4in", "portrait"), ("ipad-9.7in", "landscape")]


@pytest.mark.parametrize("preset, orientation", SHOTS, ids=[f"{p}-{o}" for p, o in SHOTS])
@pytest.mark.parametrize("menu", support.MENUS)
def test_screenshot(base_url, api, js_page, menu, preset, orientation):
    result = api.actions(menu, preset, orientation, support.OPEN_ACTIONS[menu])
    js_page.goto(base_url + result["url"])
    js_page.wait_for_selector("html[data-playground=ready]", state="attached")
    support.compare_frames(js_page.evaluate(support.MEASURE), result["frames"], f"{menu} {preset} {orientation} shot")
    path = support.REPOSITORY / "docs" / "screenshots" / f"{menu}-{preset}-{orientation}.png"
    js_page.locator("#device [data-frame=screen]").screenshot(path=str(path), animations="disabled")
    assert path.stat().st_size > 1000
