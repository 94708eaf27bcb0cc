"""Frames: every menu × preset × orientation, closed and open. The browser's box of every
[data-frame] element, relative to the screen, is the JSON API's frame (≤ 0.5 px, the largest
deviation is recorded), and no text the server measured overflows its box."""

import pytest

import support


def test_the_presets_are_the_apis(api):
    devices = api.request("GET", "/api/v1/devices")["devices"]
    assert [device["id"] for device in devices] == support.PRESETS


def test_the_menus_are_the_apis(api):
    menus = api.request("GET", "/api/v1/menus")["menus"]
    assert [menu["id"] for menu in menus] == support.MENUS


@pytest.mark.parametrize("state", ["closed", "open"])
@pytest.mark.parametrize("orientation", support.ORIENTATIONS)
@pytest.mark.parametrize("preset", support.PRESETS)
@pytest.mark.parametrize("menu", support.MENUS)
def test_frames_match_the_api(js_page, base_url, api, menu, preset, orientation, state):
    actions = support.OPEN_ACTIONS[menu] if state == "open" else []
    result = api.actions(menu, preset, orientation, actions)
    js_page.goto(base_url + result["url"])
    js_page.wait_for_selector("html[data-playground=ready]", state="attached")
    menu_attribute = js_page.get_attribute("#device", "data-menu")
    if menu != "tab-split":
        assert menu_attribute == state
    measured = js_page.evaluate(support.MEASURE)
    support.compare_frames(measured, result["frames"], f"{menu} {preset} {orientation} {state}")
