"""Frames, in every engine: every menu × preset × orientation, closed and open. The browser's box
of every [data-frame] element, relative to the screen, is the JSON API's frame (within
support.TOLERANCE; each engine's largest deviation is recorded), and no text the server
measured overflows its box."""

import pytest

import demo
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
def test_frames_match_the_api(engine, base_url, api, menu, preset, orientation, state):
    actions = support.OPEN_ACTIONS[menu] if state == "open" else []
    result = api.actions(menu, preset, orientation, actions)
    page = demo.Demo(engine.page(javascript=True), base_url, api, True, engine.name)
    page.goto(result["url"])
    if menu != "tab-split":
        assert page.menu_state() == state
    label = f"{menu} {preset} {orientation} {state} ({engine.name})"
    support.compare_frames(page.measure(), result["frames"], label, engine=engine.name)
