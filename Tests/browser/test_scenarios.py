"""The scenario page (/scenarios/{token}) in every engine, with and without JavaScript: each
step's screen has the API's frames for that step; Next and Previous are plain links; with
JavaScript the arrow keys step and Play steps through to the end, keeping the frames exact."""

import pytest

import demo
import support

ACTIONS = [{"type": "open", "item": 0}, {"type": "tapRow", "index": 3}, {"type": "open", "item": 2}]
# How the step list names the start and each action.
LABELS = ["Start", "open item 0 — row 1, “Buy milk”", "tapRow index 3 — row 4, “Option 2”", "open item 2 — row 3, “Book flights”"]


@pytest.fixture(scope="module")
def scenario(api):
    return api.request("POST", "/api/v1/scenarios", {"menu": "accordion", "device": "iphone-4in", "actions": ACTIONS})


def open_step(driver, scenario, step, javascript):
    driver.page.goto(driver.base_url + scenario["url"] + (f"?step={step}" if step else ""))
    driver.wait_until("() => document.readyState === 'complete'")
    started = driver.evaluate("() => document.documentElement.dataset.scenario || null")
    assert started == ("ready" if javascript else None), f"{driver.label}: scenario.js {started}"


def frames_at(api, scenario, step):
    if step == 0:
        return api.request("POST", "/api/v1/menus/accordion/layout", {"device": "iphone-4in"})["frames"]
    return scenario["steps"][step - 1]["frames"]


def check(driver, api, scenario, step):
    assert driver.evaluate("() => Number(document.querySelector('#device').dataset.step)") == step
    assert driver.texts(".step-list > li[aria-current=step] > a") == [LABELS[step]]
    driver.wait_until("() => document.getAnimations().length === 0")
    support.compare_frames(driver.measure(), frames_at(api, scenario, step), f"scenario step {step} ({driver.label})", engine=driver.engine)


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_next_and_previous_links_step_with_exact_frames(engine, base_url, api, scenario, javascript):
    driver = demo.Demo(engine.page(javascript=javascript), base_url, api, javascript, engine.name)
    open_step(driver, scenario, 0, javascript)
    check(driver, api, scenario, 0)
    for step in (1, 2):
        before = driver.url()
        driver.click("#step-next")
        driver.wait_until("s => Number(document.querySelector('#device').dataset.step) === s", step)
        check(driver, api, scenario, step)
        assert driver.url() != before and driver.url().endswith(f"?step={step}")
    driver.click("#step-prev")
    driver.wait_until("() => Number(document.querySelector('#device').dataset.step) === 1")
    check(driver, api, scenario, 1)
    assert driver.script_errors() == []


def test_arrow_keys_and_play_step_with_javascript(engine, base_url, api, scenario):
    driver = demo.Demo(engine.page(javascript=True), base_url, api, True, engine.name)
    open_step(driver, scenario, 0, True)
    driver.page.press("ArrowRight")
    driver.wait_until("() => Number(document.querySelector('#device').dataset.step) === 1")
    check(driver, api, scenario, 1)
    driver.page.press("ArrowLeft")
    driver.wait_until("() => Number(document.querySelector('#device').dataset.step) === 0")
    driver.click("#scenario-play")
    driver.wait_until("n => Number(document.querySelector('#device').dataset.step) === n", len(ACTIONS), timeout=15)
    driver.wait_until("() => document.querySelector('#scenario-play').getAttribute('aria-pressed') === 'false'")
    check(driver, api, scenario, len(ACTIONS))
    assert driver.script_errors() == []
