"""Live tests of short links: POST /api/v1/links against Public/openapi.json, then /s/{id} and the form."""

import uuid

import pytest
import requests

from schema_check import ResponseChecker

BROWSER = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}
PATH = "/api/v1/links"


@pytest.fixture(scope="module")
def checker(openapi):
    return ResponseChecker(openapi)


def create(base_url, url):
    return requests.post(f"{base_url}{PATH}", json={"url": url}, headers=BROWSER, timeout=10)


def test_a_link_is_idempotent_and_redirects(base_url, checker):
    url = f"/menus/accordion#{uuid.uuid4().hex}"
    first = checker.check("POST", PATH, create(base_url, url))
    again = checker.check("POST", PATH, create(base_url, url))
    assert first == again and first["url"] == url and first["short"] == f"/s/{first['id']}"
    redirect = requests.get(f"{base_url}{first['short']}", allow_redirects=False, timeout=10)
    assert redirect.status_code == 302 and redirect.headers["Location"] == url


@pytest.mark.parametrize("url", ["https://evil.example/", "//evil.example/", "/api/v1/menus", "/menus/burger", "/s/abcdefgh"])
def test_urls_that_are_not_pages_are_422(base_url, checker, url):
    assert checker.check("POST", PATH, create(base_url, url))["error"]["code"] == "invalid_url"


def test_unknown_links_get_the_404_page(base_url):
    answer = requests.get(f"{base_url}/s/zzzzzzzz", headers=BROWSER, allow_redirects=False, timeout=10)
    assert answer.status_code == 404 and answer.headers["Content-Type"].startswith("text/html")


def test_the_form_sees_other_to_the_share_page(base_url, checker):
    url = f"/grid#{uuid.uuid4().hex}"
    answer = requests.post(f"{base_url}/s", data={"url": url}, headers=BROWSER, allow_redirects=False, timeout=10)
    link = checker.check("POST", PATH, create(base_url, url))
    assert answer.status_code == 303 and answer.headers["Location"] == f"/s/{link['id']}/share"
