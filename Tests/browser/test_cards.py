"""Link previews as a crawler reads them: every kind of page, loaded in Chromium, names an
absolute og:image that answers a 1200 × 630 PNG card, with its size and alt in the tags, and a
scenario page's card is its last step's."""

import io
import urllib.request

import pytest
from PIL import Image

import support


def fetch_png(url):
    with urllib.request.urlopen(url) as answer:
        assert answer.headers["Content-Type"] == "image/png", answer.headers
        return answer.read()


def meta(page, prop):
    return page.locator(f'meta[property="{prop}"]').get_attribute("content")


def page_urls(api):
    opened = api.actions("context-menu", "iphone-4in", "portrait", support.OPEN_ACTIONS["context-menu"])
    scenario = api.request(
        "POST", "/api/v1/scenarios", {"menu": "context-menu", "device": "iphone-4in", "actions": [{"type": "open"}]}
    )
    return {
        "home": "/",
        "grid": "/grid",
        "scenarios": "/scenarios",
        "demo": opened["url"].partition("#")[0],
        "embed": f"/embed/{opened['token']}",
        "scenario": scenario["url"],
    }


@pytest.mark.parametrize("kind", ["home", "grid", "scenarios", "demo", "embed", "scenario"])
def test_every_page_names_a_card_that_answers(browser, base_url, api, kind):
    url = page_urls(api)[kind]
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(base_url + url)
        image = meta(page, "og:image")
        assert image.startswith(base_url + "/cards/") and image.endswith(".png"), image
        assert meta(page, "og:url").startswith(base_url + "/")
        assert meta(page, "og:image:width") == "1200" and meta(page, "og:image:height") == "630"
        assert meta(page, "og:image:alt")
        assert page.locator('meta[name="twitter:card"]').get_attribute("content") == "summary_large_image"
    finally:
        context.close()
    card = Image.open(io.BytesIO(fetch_png(image)))
    assert card.size == (1200, 630), (kind, card.size)
