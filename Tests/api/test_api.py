"""Live tests of the JSON API: every response checked against Public/openapi.json."""

import json
import zlib
import base64

import pytest
import requests

from openapi_spec import EXAMPLE, build
from schema_check import ResponseChecker

MENUS = ["accordion", "action-sheet", "dropdown", "context-menu", "tab-split"]
PRESETS = ["iphone-3.5in", "iphone-4in", "iphone-6.1in", "ipad-9.7in"]
ACTIONS = {
    "accordion": [{"type": "open", "item": 1}, {"type": "tapRow", "index": 2}],
    "action-sheet": [{"type": "open"}, {"type": "tapButton", "index": 1}, {"type": "open"}, {"type": "tapOutside"}],
    "dropdown": [{"type": "tapField"}, {"type": "tapRow", "index": 5}, {"type": "typeText", "text": "mint"}, {"type": "endEditing"}],
    "context-menu": [{"type": "open"}, {"type": "tapItem", "index": 3}],
    "tab-split": [{"type": "selectTab", "index": 3}, {"type": "selectTab", "index": 0}, {"type": "moveTab", "from": 0, "to": 9}],
}
# A browser's Accept: API errors must be JSON anyway.
BROWSER = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}


@pytest.fixture(scope="module")
def checker(openapi):
    return ResponseChecker(openapi)


def post(base_url, menu, route, body, **kwargs):
    headers = {**BROWSER, **kwargs.pop("headers", {})}
    return requests.post(f"{base_url}/api/v1/menus/{menu}/{route}", json=body, headers=headers, timeout=10, **kwargs)


def test_the_checked_in_document_is_the_generated_one(openapi):
    assert openapi == json.loads(json.dumps(build(EXAMPLE)))


def test_the_served_document_is_the_file(base_url, openapi, checker):
    response = requests.get(f"{base_url}/api/v1/openapi.json", timeout=10)
    assert checker.check("GET", "/api/v1/openapi.json", response) == openapi


def test_menus_and_devices(base_url, checker):
    menus = checker.check("GET", "/api/v1/menus", requests.get(f"{base_url}/api/v1/menus", timeout=10))
    assert [menu["id"] for menu in menus["menus"]] == MENUS
    devices = checker.check("GET", "/api/v1/devices", requests.get(f"{base_url}/api/v1/devices", timeout=10))
    assert [device["id"] for device in devices["devices"]] == PRESETS
    assert devices["devices"][2] == {
        "id": "iphone-6.1in",
        "idiom": "phone",
        "portrait": {"width": 390, "height": 844, "statusBar": 47},
        "landscape": {"width": 844, "height": 390, "statusBar": 0},
    }


@pytest.mark.parametrize("menu", MENUS)
@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("orientation", ["portrait", "landscape"])
def test_layouts_match_the_schema_and_their_token(base_url, checker, menu, preset, orientation):
    path = f"/api/v1/menus/{menu}/layout"
    body = checker.check("POST", path, post(base_url, menu, "layout", {"device": preset, "orientation": orientation}))
    assert body["url"] == f"/menus/{menu}?state={body['token']}"
    screen = body["frames"]["screen"]
    assert (screen["width"] > screen["height"]) == (orientation == "landscape")
    decoded = checker.check("GET", "/api/v1/state/{token}", requests.get(f"{base_url}/api/v1/state/{body['token']}", timeout=10))
    assert (decoded["menu"], decoded["device"], decoded["orientation"], decoded["events"]) == (menu, preset, orientation, [])


@pytest.mark.parametrize("menu", MENUS)
def test_actions_report_events_and_a_token_of_the_final_state(base_url, checker, menu):
    path = f"/api/v1/menus/{menu}/actions"
    body = checker.check("POST", path, post(base_url, menu, "actions", {"device": "iphone-4in", "actions": ACTIONS[menu]}))
    assert [step["action"] for step in body["steps"]] == ACTIONS[menu]
    decoded = requests.get(f"{base_url}/api/v1/state/{body['token']}", timeout=10).json()
    assert decoded["state"] == body["state"]
    assert decoded["events"] == [event for step in body["steps"] for event in step["events"]]


def test_the_readme_flow_open_tap_and_read_back(base_url, checker):
    body = checker.check(
        "POST",
        "/api/v1/menus/accordion/actions",
        post(base_url, "accordion", "actions", {"device": "iphone-4in", "actions": [{"type": "open"}, {"type": "tapRow", "index": 2}]}),
    )
    assert body["steps"][1]["events"] == [
        {"call": "userSelectedOptionWithIndex", "index": 2, "description": "userSelectedOptionWithIndex: 2"}
    ]
    assert body["url"].startswith("/menus/accordion?state=")


def test_the_documented_example_token_decodes(base_url, checker):
    body = checker.check("GET", "/api/v1/state/{token}", requests.get(f"{base_url}/api/v1/state/{EXAMPLE}", timeout=10))
    assert body["menu"] == "accordion" and body["state"]["isOpen"] is True


def token_of(data):
    return base64.urlsafe_b64encode(zlib.compress(data, 9)).decode().rstrip("=")


@pytest.mark.parametrize(
    "token, code",
    [
        ("A" * 3073, "token_too_large"),
        (token_of(b" " * (2 << 20)), "token_too_large"),  # a 2 MB bomb in a 2.7 KB token
        ("eNq!", "bad_token"),
        (token_of(b'{"v": 1, "menu": "accordion"}'), "bad_token"),
        (token_of(b'{"v": 9, "menu": "accordion"}'), "unsupported_token_version"),
    ],
)
def test_bad_tokens_are_json_400s(base_url, checker, token, code):
    response = requests.get(f"{base_url}/api/v1/state/{token}", headers=BROWSER, timeout=10)
    assert checker.check("GET", "/api/v1/state/{token}", response)["error"]["code"] == code


def test_every_documented_error_status(base_url, checker):
    path = "/api/v1/menus/dropdown/actions"
    malformed = post(base_url, "dropdown", "actions", None, data=b'{"device":', headers={"Content-Type": "application/json"})
    assert checker.check("POST", path, malformed)["error"]["code"] == "malformed_json"
    unknown = post(base_url, "burger", "actions", {"device": "iphone-4in"})
    assert checker.check("POST", "/api/v1/menus/{id}/actions", unknown)["error"]["code"] == "unknown_menu"
    form = post(base_url, "dropdown", "actions", None, data=b"device=iphone-4in", headers={"Content-Type": "text/plain"})
    assert checker.check("POST", path, form)["error"]["code"] == "unsupported_media_type"
    failing = post(base_url, "dropdown", "actions", {"device": "iphone-4in", "actions": [{"type": "tapField"}, {"type": "tapRow", "index": 99}]})
    assert checker.check("POST", path, failing)["error"] == {
        "code": "index_out_of_range",
        "message": "actions[1] (tapRow) failed: index 99 is out of range 0…5. The actions after it were not applied.",
        "status": 422,
        "path": "actions[1].index",
    }
    big = {"device": "iphone-4in", "config": {"options": ["x" * 70] * 1000}}
    # Refused before routing, and still JSON whatever Accept says: the path is under /api/.
    for accept in ({"Accept": "application/json"}, BROWSER):
        too_large = post(base_url, "dropdown", "actions", big, headers=accept)
        assert checker.check("POST", path, too_large)["error"]["code"] == "body_too_large"


def fonts(base_url, query):
    return requests.get(f"{base_url}/api/v1/fonts?{query}", headers=BROWSER, timeout=10)


def test_fonts_name_one_served_face_per_style_for_typed_text(base_url, checker):
    # 牛 (CJK) and 😀 (emoji): a face of each chain for the ideograph, and the one emoji face that
    # ends all four chains, under one URL.
    response = fonts(base_url, "text=%E7%89%9B%F0%9F%98%80")
    faces = checker.check("GET", "/api/v1/fonts", response)["faces"]
    assert response.headers["ETag"] and "max-age" in response.headers["Cache-Control"]
    assert {(face["family"], face["weight"]) for face in faces} == {
        (family, weight) for family in ("Playground Sans", "Playground Serif") for weight in (400, 700)
    }
    assert sorted({face["unicodeRange"] for face in faces}) == ["U+1F600", "U+725B"]
    assert len({face["url"] for face in faces if face["unicodeRange"] == "U+1F600"}) == 1
    subset = requests.get(base_url + faces[0]["url"], timeout=10)
    assert subset.status_code == 200 and subset.headers["Content-Type"].startswith("font/")


@pytest.mark.parametrize(
    "query, code",
    [
        ("", "missing_field"),
        ("text=", "missing_field"),
        ("text=a&text=b", "duplicate_field"),
        ("text=a&style=1", "unknown_parameter"),
        ("text=%E7%89", "malformed_escape"),
        ("text=" + "x" * 301, "text_too_long"),
    ],
)
def test_bad_fonts_queries_are_json_400s(base_url, checker, query, code):
    assert checker.check("GET", "/api/v1/fonts", fonts(base_url, query))["error"]["code"] == code


def test_unknown_api_paths_and_methods_are_json(base_url):
    missing = requests.get(f"{base_url}/api/v1/nothing", headers=BROWSER, timeout=10)
    assert (missing.status_code, missing.json()["error"]["code"]) == (404, "not_found")
    wrong = requests.delete(f"{base_url}/api/v1/devices", headers=BROWSER, timeout=10)
    assert (wrong.status_code, wrong.headers["Allow"], wrong.json()["error"]["code"]) == (405, "GET, HEAD", "method_not_allowed")
