"""GET /api/v1/state/{token}/accessibility: what a screen reader reads on a token's screen, as the
OpenAPI document describes it, and the same JSON 400s as the state route for a bad token."""

import pytest
import requests

from schema_check import ResponseChecker
from test_api import BROWSER, post, token_of

PATH = "/api/v1/state/{token}/accessibility"


@pytest.fixture(scope="module")
def checker(openapi):
    return ResponseChecker(openapi)


def reading(base_url, checker, token):
    response = requests.get(f"{base_url}/api/v1/state/{token}/accessibility", headers=BROWSER, timeout=10)
    return checker.check("GET", PATH, response)


def token_after(base_url, menu, actions):
    body = {"device": "iphone-4in", "actions": actions}
    return post(base_url, menu, "actions", body).json()["token"]


def test_the_open_dropdown_flags_its_indicator(base_url, checker):
    body = reading(base_url, checker, token_after(base_url, "dropdown", [{"type": "tapField"}]))
    assert body["menu"] == "dropdown"
    boxes = [element["box"] for element in body["elements"]]
    assert boxes[:6] == [f"row-{index}" for index in range(6)]
    assert all(element["role"] == "button" for element in body["elements"])
    indicator = boxes.index("indicator")
    flagged = {(flag["kind"], flag["box"]) for flag in body["flags"] if flag["element"] == indicator}
    assert flagged == {("unnamed_control", "indicator"), ("small_target", "indicator")}
    for flag in body["flags"]:
        assert body["elements"][flag["element"]]["box"] == flag["box"]
        assert flag["message"].startswith(flag["box"] + ": ")


def test_frames_are_the_layout_routes(base_url, checker):
    layout = post(base_url, "tab-split", "layout", {"device": "iphone-4in"}).json()
    body = reading(base_url, checker, layout["token"])
    for element in body["elements"]:
        assert element["frame"] == layout["frames"][element["box"]]
    tabs = [element for element in body["elements"] if element["role"] == "tab"]
    assert [tab["selected"] for tab in tabs].count(True) == 1
    assert body["elements"][0]["role"] == "tablist"


@pytest.mark.parametrize(
    "token, code",
    [
        ("A" * 3073, "token_too_large"),
        (token_of(b" " * (2 << 20)), "token_too_large"),
        ("eNq!", "bad_token"),
        (token_of(b'{"v": 1, "menu": "accordion"}'), "bad_token"),
        (token_of(b'{"v": 9, "menu": "accordion"}'), "unsupported_token_version"),
    ],
)
def test_bad_tokens_are_json_400s(base_url, checker, token, code):
    body = reading(base_url, checker, token)
    assert body["error"]["code"] == code and body["error"]["status"] == 400


def test_a_tampered_token_is_a_400(base_url, checker):
    token = token_after(base_url, "accordion", [{"type": "open", "item": 1}])
    tampered = token[:-4] + ("AAAA" if token[-4:] != "AAAA" else "BBBB")
    body = reading(base_url, checker, tampered)
    assert body["error"]["status"] == 400
