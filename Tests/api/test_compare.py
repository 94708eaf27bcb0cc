"""POST /api/v1/menus/{id}/compare: one state after its actions, laid out on several screens at
once. Every answer is checked against Public/openapi.json, and each screen's frames against the
layout route's for the same state on that device."""

import pytest
import requests

from schema_check import ResponseChecker

MENUS = ["accordion", "action-sheet", "dropdown", "context-menu", "tab-split"]
ACTIONS = {
    "accordion": [{"type": "open", "item": 1}],
    "action-sheet": [{"type": "open"}],
    "dropdown": [{"type": "tapField"}],
    "context-menu": [{"type": "open"}],
    "tab-split": [{"type": "selectTab", "index": 3}],
}
DEFAULT_SCREENS = [
    ("iphone-3.5in", "portrait"),
    ("iphone-4in", "portrait"),
    ("iphone-6.1in", "portrait"),
    ("ipad-9.7in", "portrait"),
    ("iphone-6.1in", "landscape"),
]


@pytest.fixture(scope="module")
def checker(openapi):
    return ResponseChecker(openapi)


def compare(base_url, menu, body, **kwargs):
    return requests.post(f"{base_url}/api/v1/menus/{menu}/compare", json=body, timeout=30, **kwargs)


def state_after(base_url, menu, actions):
    """The final state of the actions route, to lay out alone."""
    response = requests.post(
        f"{base_url}/api/v1/menus/{menu}/actions", json={"device": "iphone-4in", "actions": actions}, timeout=10
    )
    assert response.status_code == 200, response.text
    return response.json()["state"]


@pytest.mark.parametrize("menu", MENUS)
def test_each_screen_has_the_frames_of_a_layout_on_its_device(base_url, checker, menu):
    response = compare(base_url, menu, {"actions": ACTIONS[menu]})
    assert response.status_code == 200, response.text
    answer = checker.check("POST", f"/api/v1/menus/{menu}/compare", response)
    assert [(screen["device"], screen["orientation"]) for screen in answer["screens"]] == DEFAULT_SCREENS
    assert [step["action"] for step in answer["steps"]] == ACTIONS[menu]
    state = state_after(base_url, menu, ACTIONS[menu])
    for screen in answer["screens"]:
        assert "longTextFrames" not in screen
        layout = requests.post(
            f"{base_url}/api/v1/menus/{menu}/layout",
            json={"device": screen["device"], "orientation": screen["orientation"], "state": state},
            timeout=10,
        ).json()
        assert screen["frames"] == layout["frames"], (screen["device"], screen["orientation"])
        assert screen["scrollOffsets"] == layout["scrollOffsets"]
        # The screen's page and snapshot carry the state on its own device.
        token = screen["url"].split("state=")[1].split("#")[0]
        assert screen["snapshot"] == f"/snapshots/{token}.png"
        decoded = requests.get(f"{base_url}/api/v1/state/{token}", timeout=10).json()
        assert (decoded["device"], decoded["orientation"], decoded["state"]) == (
            screen["device"],
            screen["orientation"],
            state,
        )
    shared = requests.get(f"{base_url}/api/v1/state/{answer['token']}", timeout=10).json()
    assert shared["state"] == state
    assert answer["url"] == f"/compare/{menu}?state={answer['token']}"


def test_the_listed_screens_in_order_with_long_text(base_url, checker):
    devices = ["ipad-9.7in:landscape", "iphone-4in"]
    response = compare(base_url, "action-sheet", {"devices": devices, "longText": True, "actions": [{"type": "open"}]})
    answer = checker.check("POST", "/api/v1/menus/action-sheet/compare", response)
    assert [(screen["device"], screen["orientation"]) for screen in answer["screens"]] == [
        ("ipad-9.7in", "landscape"),
        ("iphone-4in", "portrait"),
    ]
    assert answer["url"].endswith("&devices=ipad-9.7in:landscape,iphone-4in&text=long")
    phone = answer["screens"][1]
    # The sheet's title wraps onto more lines in the pseudo-locale.
    assert phone["longTextFrames"]["title"]["height"] > phone["frames"]["title"]["height"]
    assert set(phone["longTextFrames"]) == set(phone["frames"])


@pytest.mark.parametrize(
    "body, code, path",
    [
        ({"devices": ["iphone-4in"] * 2}, "duplicate_screen", "devices"),
        ({"devices": ["iphone-4in:portrait", "iphone-4in"]}, "duplicate_screen", "devices"),
        ({"devices": [f"iphone-{n}in" for n in range(9)]}, "too_many_screens", "devices"),
        ({"devices": ["pixel-7"]}, "unknown_device", "devices"),
        ({"devices": ["iphone-4in:sideways"]}, "invalid_value", "devices"),
        ({"devices": []}, "invalid_value", "devices"),
        ({"devices": [""]}, "invalid_value", "devices"),
        ({"devices": "iphone-4in"}, "invalid_value", "devices"),
        ({"device": "iphone-4in"}, "unknown_field", "device"),
        ({"orientation": "landscape"}, "unknown_field", "orientation"),
        ({"longText": "yes"}, "invalid_value", "longText"),
        ({"colour": "red"}, "unknown_field", "colour"),
        ({"actions": [{"type": "open"}, {"type": "tapButton", "index": 99}]}, "index_out_of_range", "actions[1].index"),
    ],
)
def test_bad_bodies_are_422s_naming_the_field(base_url, checker, body, code, path):
    response = compare(base_url, "action-sheet", body)
    error = checker.check("POST", "/api/v1/menus/action-sheet/compare", response)["error"]
    assert (response.status_code, error["code"], error["path"]) == (422, code, path)
    assert error["message"]


def test_malformed_and_misaddressed_requests(base_url, checker):
    malformed = compare(base_url, "dropdown", None, data=b'{"devices":', headers={"Content-Type": "application/json"})
    assert malformed.status_code == 400
    assert checker.check("POST", "/api/v1/menus/dropdown/compare", malformed)["error"]["code"] == "malformed_json"
    text = compare(base_url, "dropdown", None, data=b"devices=iphone-4in", headers={"Content-Type": "text/plain"})
    assert checker.check("POST", "/api/v1/menus/dropdown/compare", text)["error"]["code"] == "unsupported_media_type"
    unknown = compare(base_url, "burger", {})
    assert unknown.status_code == 404
    assert checker.check("POST", "/api/v1/menus/{id}/compare", unknown)["error"]["code"] == "unknown_menu"
    wrong = requests.get(f"{base_url}/api/v1/menus/dropdown/compare", headers={"Accept": "application/json"}, timeout=10)
    assert (wrong.status_code, wrong.json()["error"]["code"]) == (405, "method_not_allowed")
