"""GET /api/v1/state/{token}/frames: a token's frames as the layout route writes them (the same
text, not only the same values: the demo page's hover label shows it) with each box's parent, as
the OpenAPI document describes it, and the state route's JSON 400s for a bad token."""

import json

import pytest
import requests

from schema_check import ResponseChecker
from test_api import BROWSER, post, token_of

PATH = "/api/v1/state/{token}/frames"
MENUS = ["accordion", "action-sheet", "context-menu", "dropdown", "tab-split"]


@pytest.fixture(scope="module")
def checker(openapi):
    return ResponseChecker(openapi)


def frames_of(base_url, checker, token):
    response = requests.get(f"{base_url}/api/v1/state/{token}/frames", headers=BROWSER, timeout=10)
    return response, checker.check("GET", PATH, response)


def number_texts(text):
    """Every number of a JSON text as written, by its path: parsed with the numbers kept as strings."""
    return json.loads(text, parse_int=str, parse_float=str)


@pytest.mark.parametrize("menu", MENUS)
@pytest.mark.parametrize("device", [{"device": "iphone-4in"}, {"device": "ipad-9.7in", "orientation": "landscape"}])
def test_frames_are_the_layout_routes_text(base_url, checker, menu, device):
    layout = post(base_url, menu, "layout", device)
    assert layout.status_code == 200
    response, body = frames_of(base_url, checker, layout.json()["token"])
    assert response.status_code == 200
    assert body["menu"] == menu and body["url"] == layout.json()["url"]
    assert number_texts(response.text)["frames"] == number_texts(layout.text)["frames"]
    assert body["parents"].keys() == body["frames"].keys()
    assert body["parents"]["screen"] is None
    for name, parent in body["parents"].items():
        assert name == "screen" or parent in body["frames"], name


def test_an_open_menu_after_actions(base_url, checker):
    answer = post(base_url, "dropdown", "actions", {"device": "iphone-4in", "actions": [{"type": "tapField"}]})
    response, body = frames_of(base_url, checker, answer.json()["token"])
    assert number_texts(response.text)["frames"] == number_texts(answer.text)["frames"]
    assert body["parents"]["row-0"] is not None


@pytest.mark.parametrize(
    "token, code",
    [
        ("A" * 3073, "token_too_large"),
        ("eNq!", "bad_token"),
        (token_of(b'{"v": 1, "menu": "accordion"}'), "bad_token"),
        (token_of(b'{"v": 9, "menu": "accordion"}'), "unsupported_token_version"),
    ],
)
def test_bad_tokens_are_json_400s(base_url, checker, token, code):
    response, body = frames_of(base_url, checker, token)
    assert response.status_code == 400 and response.headers["Content-Type"] == "application/json"
    assert body["error"]["code"] == code and body["error"]["status"] == 400
