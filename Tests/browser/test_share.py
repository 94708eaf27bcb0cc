"""The share panel: reachable from the toolbar, each text right (full link, embed code, Markdown),
Copy copies, the short link made with and without JavaScript, and its QR code read back by zbar
(Debian's zbar-tools) equal to the short link. In every engine where the page API allows; the
clipboard's contents, the two window sizes, the API's refusals and axe in Chromium."""

import json
import re
import shutil
import subprocess
import tempfile
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe

import support

PAGE = "/menus/dropdown"
IN_VIEW = """(selector) => { const r = document.querySelector(selector).getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,
          width: innerWidth, height: innerHeight}; }"""
SCREEN = """() => { const r = document.querySelector('#device [data-frame=screen]').getBoundingClientRect();
  return [r.width, r.height]; }"""
FIELD = "(id) => document.getElementById(id).value"
STATUS = "() => document.getElementById('share-status').textContent"
COPY = {"share-url": "full link", "share-embed": "embed code", "share-markdown": "Markdown link"}


def inside(box, width, height):
    # A pixel of slack: the sticky panel sits at a fraction of a pixel.
    return -1 <= box["top"] and box["bottom"] <= height + 1 and 0 <= box["left"] and box["right"] <= width


def decode_qr(png):
    """The text of the one QR code in a PNG, as `zbarimg --raw -q` reads it."""
    zbarimg = shutil.which("zbarimg")
    assert zbarimg, "zbarimg is missing: install Debian's zbar-tools (make test-browser does)"
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "qr.png"
        path.write_bytes(png)
        result = subprocess.run([zbarimg, "--raw", "-q", str(path)], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, f"zbarimg found no code (exit {result.returncode}): {result.stderr}"
    return result.stdout.rstrip("\n")


def links_api(base_url, url):
    """POST /api/v1/links, or None while this build has no short links (404)."""
    request = urllib.request.Request(
        base_url + "/api/v1/links", data=json.dumps({"url": url}).encode(), method="POST",
        headers={"Content-Type": "application/json", "Accept": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return None
        raise


def require_short_links(base_url):
    assert links_api(base_url, PAGE) is not None, "POST /api/v1/links answers 404"


# ---- Every engine ----


def test_the_panel_is_one_click_from_the_toolbar(engine_driver):
    d = engine_driver
    d.goto(PAGE)
    d.evaluate("() => window.scrollTo(0, 0)")
    share = d.evaluate(IN_VIEW, "#toolbar .toolbar-share")
    assert inside(share, share["width"], share["height"]), f"{d.label}: {share}"
    d.click("#toolbar .toolbar-share")
    d.wait_until("() => location.hash === '#share-heading'")
    for selector in ("#share-heading", "#share-url", "#share-link", "#short-link-create"):
        box = d.evaluate(IN_VIEW, selector)
        assert inside(box, box["width"], box["height"]), f"{d.label}: {selector} {box}"


def test_the_embed_code_frames_the_screen_at_its_size(engine_driver):
    d = engine_driver
    d.goto(PAGE)
    d.tap("field")
    embed = d.evaluate(FIELD, "share-embed")
    match = re.fullmatch(
        r'<iframe src="([^"]+)" width="(\d+)" height="(\d+)" title="([^"]+)" loading="lazy"></iframe>', embed
    )
    assert match, f"{d.label}: {embed}"
    src, width, height, title = match.groups()
    assert src == f"{d.base_url}/embed/{d.token()}", f"{d.label}: {src}"
    screen = d.evaluate(SCREEN)
    assert [int(width), int(height)] == [round(screen[0]), round(screen[1])], f"{d.label}: {embed} vs {screen}"
    assert title == d.evaluate("() => document.querySelector('h1').textContent"), f"{d.label}: {title}"


def test_the_markdown_link_is_the_snapshot_linked_to_the_state(engine_driver):
    d = engine_driver
    d.goto(PAGE)
    d.tap("field")
    markdown = d.evaluate(FIELD, "share-markdown")
    token = d.token()
    title = d.evaluate("() => document.querySelector('h1').textContent")
    assert markdown == f"[![{title}]({d.base_url}/snapshots/{token}.png)]({d.base_url}{PAGE}?state={token})", (
        f"{d.label}: {markdown}"
    )
    assert d.evaluate(FIELD, "share-url") == f"{d.base_url}{PAGE}?state={token}"


def test_copy_says_what_it_copied(engine_driver):
    d = engine_driver
    d.goto(PAGE)
    hidden = d.evaluate("() => [...document.querySelectorAll('.share-field button.copy')].map((b) => b.hidden)")
    if not d.javascript:
        # Only the script can copy: without it the fields are the way, and no dead button shows.
        assert hidden and all(hidden), f"{d.label}: {hidden}"
        return
    assert hidden and not any(hidden), f"{d.label}: {hidden}"
    for field, name in COPY.items():
        d.click(f'button.copy[data-copy="{field}"]')
        d.wait_until("(text) => document.getElementById('share-status').textContent === text", f"Copied the {name}.")


def test_the_short_link_and_its_qr_code(engine_driver, tmp_path):
    d = engine_driver
    require_short_links(d.base_url)
    d.goto(PAGE)
    d.tap("field")
    url = d.evaluate("() => document.querySelector('#short-link-form input[name=url]').value")
    if d.javascript:
        d.click("#short-link-create")
        d.wait_until("() => !!(document.getElementById('share-short') || document.querySelector('.share-error'))")
    else:
        d.evaluate("() => { window.__demoLeaving = true; }")
        d.click("#short-link-create")
        d.wait_until("() => !window.__demoLeaving && document.readyState === 'complete' && location.href !== 'about:blank'")
    short = d.evaluate(FIELD, "share-short")
    assert re.fullmatch(re.escape(d.base_url) + r"/s/[A-Za-z0-9]{8,10}", short), f"{d.label}: {short}"
    # Its QR code, as the page shows it, read back from a screenshot of the viewport.
    d.wait_until("() => { const i = document.getElementById('share-qr'); return i.complete && i.naturalWidth > 0; }")
    d.evaluate("() => document.getElementById('share-qr').scrollIntoView({block: 'center'})")
    src = d.evaluate("() => document.getElementById('share-qr').getAttribute('src')")
    assert short.endswith(src.removesuffix("/qr.svg")), f"{d.label}: {src}"
    # WebKitWebDriver takes a screenshot through the page's script, so with script off it never
    # answers: there the code is read in the other five runs, which load the same bytes.
    if d.engine != "webkit" or d.javascript:
        shot = tmp_path / "qr.png"
        d.page.screenshot(str(shot))
        assert decode_qr(shot.read_bytes()) == short, d.label
    # The short link leads to the state.
    request = urllib.request.Request(short, method="GET")
    opener = urllib.request.build_opener(NoRedirect)
    with pytest.raises(urllib.error.HTTPError) as redirect:
        opener.open(request, timeout=10)
    assert redirect.value.code == 302
    assert redirect.value.headers["Location"].endswith(url), redirect.value.headers["Location"]


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


# ---- Chromium: window sizes, the clipboard, the API's refusals, axe ----


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
@pytest.mark.parametrize("size", [(1440, 900), (390, 844)], ids=["desktop", "phone"])
def test_the_panel_is_reachable_at_desktop_and_phone_sizes(browser, base_url, size, javascript):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, java_script_enabled=javascript)
    page = context.new_page()
    try:
        page.goto(base_url + PAGE)
        if javascript:
            page.wait_for_selector("html[data-playground=ready]", state="attached")
        share = page.evaluate(IN_VIEW, "#toolbar .toolbar-share")
        assert inside(share, width, height), f"{size}: the toolbar's Share link is off screen: {share}"
        page.click("#toolbar .toolbar-share")
        support.wait_until(page, "() => location.hash === '#share-heading'")
        # The whole section, its last field included, without scrolling further.
        for selector in ("#share-heading", "#share-url", "#share-panel"):
            box = page.evaluate(IN_VIEW, selector)
            assert inside(box, width, height), (size, selector, box)
        # Nothing of the panel sticks out sideways at phone width.
        widest = page.evaluate(
            "() => Math.max(...[...document.querySelectorAll('#share-panel *')].map((e) => e.getBoundingClientRect().right))"
        )
        assert widest <= width, f"{size}: the panel reaches x = {widest}"
    finally:
        context.close()


def test_copy_puts_each_text_on_the_clipboard(browser, base_url):
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page = context.new_page()
    try:
        page.goto(base_url + PAGE)
        page.wait_for_selector("html[data-playground=ready]", state="attached")
        for field, name in COPY.items():
            page.click(f'button.copy[data-copy="{field}"]')
            page.wait_for_selector(f"#share-status:has-text('Copied the {name}.')")
            copied = page.evaluate("() => navigator.clipboard.readText()")
            assert copied == page.evaluate(FIELD, field), field
            assert copied.startswith(("http://", "<iframe", "[![")), copied
    finally:
        context.close()


@pytest.mark.parametrize(
    "status, headers, message",
    [
        (429, {"Retry-After": "30"}, "Too many short links were made from your address just now: try again in 30 seconds."),
        (503, {}, "Short links are not answering right now"),
        (507, {}, "The store of short links is full"),
    ],
)
def test_a_refused_short_link_says_why(browser, base_url, status, headers, message):
    """The API's refusals, answered here by the test (the store cannot be made full or slow on
    demand from a browser): the message, and the form kept for another try."""
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    try:
        page.route(
            "**/api/v1/links",
            lambda route: route.fulfill(
                status=status, headers={"Content-Type": "application/json", **headers},
                body=json.dumps({"error": {"code": "refused", "message": "refused"}}),
            ),
        )
        page.goto(base_url + PAGE)
        page.wait_for_selector("html[data-playground=ready]", state="attached")
        page.click("#short-link-create")
        page.wait_for_selector("#share-status.share-error")
        assert message in page.text_content("#share-status")
        assert page.is_enabled("#short-link-create")
        assert page.locator("#share-short").count() == 0
    finally:
        context.close()


def test_the_embed_code_works_pasted_into_another_page(browser, base_url):
    """The snippet as someone pastes it: the frame shows the screen, which fills it exactly."""
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    try:
        page.goto(base_url + PAGE)
        embed = page.input_value("#share-embed")
        title = page.text_content("h1")
        width, height = (int(v) for v in re.search(r'width="(\d+)" height="(\d+)"', embed).groups())
        # Another origin's page (localhost for 127.0.0.1): about:blank's opaque origin is no
        # ancestor that `frame-ancestors *` admits, as no real site is.
        page.goto(base_url.replace("//127.0.0.1:", "//localhost:") + "/healthz")
        page.set_content(f"<!doctype html><body>{embed}</body>")
        frame = page.frame_locator("iframe")
        screen = frame.locator("[data-frame=screen]").bounding_box()
        assert screen is not None, embed
        assert (round(screen["width"]), round(screen["height"])) == (width, height), (screen, embed)
        assert page.evaluate("() => document.querySelector('iframe').title") == title
    finally:
        context.close()


def test_a_created_short_link_is_shown_in_place(browser, base_url):
    """The page's side of a 201, answered here by the test (the real API's answer is driven by
    test_the_short_link_and_its_qr_code): the posted URL, the link and its QR code in place of
    the form, and the focus on the link."""
    posted = []

    def answer(route):
        posted.append(json.loads(route.request.post_data))
        body = {"id": "7kQmX2pZ", "short": "/s/7kQmX2pZ", "url": posted[-1]["url"]}
        route.fulfill(status=201, headers={"Content-Type": "application/json"}, body=json.dumps(body))

    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    try:
        page.route("**/api/v1/links", answer)
        page.goto(base_url + PAGE)
        page.wait_for_selector("html[data-playground=ready]", state="attached")
        url = page.get_attribute("#short-link-form input[name=url]", "value")
        page.click("#short-link-create")
        page.wait_for_selector("#share-short")
        assert posted == [{"url": url}]
        assert url.startswith(PAGE + "?state=") and "#" not in url
        assert page.input_value("#share-short") == base_url + "/s/7kQmX2pZ"
        assert page.get_attribute("#share-qr", "src") == "/s/7kQmX2pZ/qr.svg"
        assert page.get_attribute("#share-qr", "alt") == f"QR code of the short link {base_url}/s/7kQmX2pZ"
        assert page.locator("#short-link-form").count() == 0
        assert page.evaluate("() => document.activeElement.id") == "share-short"
        page.wait_for_selector("#share-status:has-text('Short link created.')")
        assert page.is_visible('button.copy[data-copy="share-short"]')
    finally:
        context.close()


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_the_panel_has_no_serious_violation(browser, base_url, api, javascript):
    context = browser.new_context(viewport={"width": 1440, "height": 900}, bypass_csp=True)
    if not javascript:
        context.route("**/*.js", lambda route: route.abort())
    page = context.new_page()
    try:
        scenario = api.request(
            "POST", "/api/v1/scenarios", {"menu": "dropdown", "device": "iphone-4in", "actions": [{"type": "tapField"}]}
        )["url"]
        for path in (PAGE, scenario + "?step=1"):
            page.goto(base_url + path)
            if javascript and path == PAGE:
                page.wait_for_selector("html[data-playground=ready]", state="attached")
                page.click('button.copy[data-copy="share-url"]')
            violations = Axe().run(page, context="#share-panel").response["violations"]
            serious = [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in violations if v["impact"] in ("serious", "critical")]
            assert serious == [], f"{path}: {serious}"
    finally:
        context.close()


def test_the_scenario_page_shares_its_step(browser, base_url, api):
    scenario = api.request(
        "POST", "/api/v1/scenarios", {"menu": "dropdown", "device": "iphone-4in", "actions": [{"type": "tapField"}]}
    )["url"]
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    try:
        page.goto(base_url + scenario)
        page.wait_for_selector("html[data-scenario=ready]", state="attached")
        assert page.input_value("#share-url") == base_url + scenario
        page.click("#step-next")
        support.wait_until(page, "() => location.search === '?step=1'")
        assert page.input_value("#share-url") == base_url + scenario + "?step=1"
        embed = page.input_value("#share-embed")
        assert f'src="{base_url}/embed{scenario}?step=1"' in embed, embed
        assert page.is_visible('button.copy[data-copy="share-embed"]')
    finally:
        context.close()
