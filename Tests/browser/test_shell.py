"""The shell around every page (a sidebar on wide screens, a top bar on narrow ones) with the
current page marked; home cards that open their demo wherever they are clicked; error pages in
the shell whose recovery link leads where it says; no horizontal scrolling at phone width; one
centred column on every page.

The first three run in every engine, with and without JavaScript (engines/); the phone-width
checks need a viewport of their own, so they are Chromium's."""

import pytest

import support
from engines import wait_for

# The shell's place on the page: its links, the one marked current, and where it sits.
SHELL = """() => {
  const nav = document.querySelector('nav.site-nav[aria-label="Playground"]');
  const main = document.querySelector('main#main');
  if (!nav || !main) return null;
  const header = nav.closest('header').getBoundingClientRect(), body = main.getBoundingClientRect();
  return {
    links: [...nav.closest('header').querySelectorAll('a')].map((a) => a.getAttribute('href')),
    current: [...document.querySelectorAll('[aria-current="page"]')].map((a) => a.getAttribute('href')),
    beside: header.right <= body.left + 1 && header.left === 0,
    mains: document.querySelectorAll('main').length,
  };
}"""

LINKS = [f"/menus/{menu}" for menu in support.MENUS] + ["/grid", "/scenarios"]

# The centre of an element, scrolled into view first, where a person would click it.
CENTRE = """(selector) => {
  const el = document.querySelector(selector);
  el.scrollIntoView({block: 'center'});
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}"""


def load(page, url):
    page.goto(url)
    wait_for(page, "() => document.readyState === 'complete' && location.href !== 'about:blank'")


def click_and_wait(page, selector, leaving):
    """Clicks the centre of `selector` and waits for the document at another path than `leaving`."""
    x, y = page.evaluate(CENTRE, selector)
    page.click(x, y)
    wait_for(
        page,
        "(from) => document.readyState === 'complete' && location.href !== 'about:blank' && location.href !== from",
        leaving,
    )


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_every_page_has_the_shell_with_its_place_marked(engine, base_url, javascript):
    page = engine.page(javascript)
    for path, current in [
        ("/", ["/"]),
        ("/grid", ["/grid"]),
        ("/scenarios", ["/scenarios"]),
        ("/menus/accordion", ["/menus/accordion"]),
        ("/menus/tab-split", ["/menus/tab-split"]),
        ("/nowhere", []),
        ("/menus/dropdown?state=AAAA", []),
    ]:
        load(page, base_url + path)
        shell = page.evaluate(SHELL)
        label = f"{engine.name} {path}"
        assert shell is not None, f"{label}: no shell"
        assert shell == {"links": ["/"] + LINKS, "current": current, "beside": True, "mains": 1}, label


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_a_click_on_a_cards_preview_opens_its_demo(engine, base_url, javascript):
    page = engine.page(javascript)
    for menu in ("dropdown", "tab-split"):
        load(page, base_url + "/")
        click_and_wait(page, f'.menu-card[data-menu="{menu}"] .thumbnail', base_url + "/")
        assert page.evaluate("() => location.pathname + location.search") == f"/menus/{menu}"


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_an_error_page_shows_the_shell_and_leads_where_it_says(engine, base_url, api, javascript):
    page = engine.page(javascript)
    label = engine.name

    # A broken link: the menu's default, saying so.
    broken = base_url + "/menus/accordion?state=AAAA"
    load(page, broken)
    assert page.evaluate("() => document.querySelector('h1').textContent") == "This link is broken or incomplete"
    assert page.evaluate(SHELL)["links"] == ["/"] + LINKS, label
    recovery = page.evaluate("() => document.querySelector('a.recovery').textContent")
    assert recovery == "Open “Accordion menu” in its default state", label
    click_and_wait(page, "a.recovery", broken)
    assert page.evaluate("() => [location.pathname + location.search, document.querySelector('h1').textContent]") == [
        "/menus/accordion",
        "Accordion menu",
    ], label

    # A post the state cannot take (a row past the end of the open list): back to that state.
    url = api.actions("dropdown", "iphone-4in", "portrait", [{"type": "tapField"}])["url"]
    token = support.token_of(url)
    load(page, base_url + url)
    page.evaluate(
        """(token) => {
          const form = document.createElement('form');
          form.method = 'post'; form.action = '/menus/dropdown/tap';
          for (const [name, value] of [['token', token], ['type', 'tapRow'], ['index', '99']]) {
            const input = document.createElement('input');
            input.type = 'hidden'; input.name = name; input.value = value; form.append(input);
          }
          document.body.append(form);
          window.__leaving = true;
          form.submit();
        }""",
        token,
    )
    wait_for(page, "() => !window.__leaving && document.readyState === 'complete' && location.href !== 'about:blank'")
    assert page.evaluate("() => document.querySelector('h1').textContent") == "That change could not be made", label
    assert page.evaluate("() => document.querySelector('a.recovery').textContent") == (
        "Back to the state before this change"
    ), label
    error_url = page.evaluate("() => location.href")
    click_and_wait(page, "a.recovery", error_url)
    assert page.evaluate("() => location.pathname + location.search") == url.split("#")[0], label


# Every demo page, and a landscape iPad on a phone (its canvas scrolls, never the page).
DEMO_PAGES = [f"/menus/{menu}" for menu in support.MENUS]


@pytest.mark.parametrize("size", [(390, 844), (844, 390)], ids=["portrait", "landscape"])
def test_no_horizontal_scroll_at_phone_width(browser, base_url, api, size):
    pages = DEMO_PAGES + [api.actions("accordion", "ipad-9.7in", "landscape", [])["url"]]
    _no_horizontal_scroll(browser, base_url, size, pages)


@pytest.mark.parametrize("size", [(390, 844), (844, 390)], ids=["portrait", "landscape"])
def test_option_rows_are_one_line_on_a_phone(browser, base_url, size):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, java_script_enabled=False)
    page = context.new_page()
    try:
        for menu in ("accordion", "action-sheet", "context-menu", "tab-split"):
            page.goto(f"{base_url}/menus/{menu}")
            rows = page.evaluate(
                """() => Array.from(document.querySelectorAll('.option-row'), (row) => {
                     const field = row.querySelector('input[type=text]').getBoundingClientRect();
                     return {row: row.getBoundingClientRect().height, field: field.height, width: field.width};
                   })"""
            )
            assert rows, menu
            for row in rows:
                # One line: the row is its field's height plus padding, and the field is usable.
                assert row["row"] < 2 * row["field"] and row["width"] >= 100, f"{menu} at {width}: {row}"
    finally:
        context.close()


def _no_horizontal_scroll(browser, base_url, size, extra):
    """The shell's pages, and `extra`, never scroll sideways at `size`."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, java_script_enabled=False)
    page = context.new_page()
    try:
        for path in ("/", "/grid", "/nowhere", "/menus/accordion?state=AAAA", *extra):
            page.goto(base_url + path)
            sizes = page.evaluate(
                """() => {
                  const header = document.querySelector('header.site-header').getBoundingClientRect();
                  const main = document.querySelector('main#main').getBoundingClientRect();
                  return {scroll: document.scrollingElement.scrollWidth,
                          top: header.bottom <= main.top + 1, beside: header.right <= main.left + 1};
                }"""
            )
            # A top bar up to 800 px wide, the sidebar beyond.
            expected = {"scroll": width, "top": width <= 800, "beside": width > 800}
            assert sizes == expected, f"{path} at {width}×{height}: {sizes}"
    finally:
        context.close()


# The main column's left and right, and how far it is off the centre of the space beside the shell.
COLUMN = """() => { const m = document.querySelector('main').getBoundingClientRect();
  const b = document.querySelector('.site-body').getBoundingClientRect();
  return [Math.round(m.left), Math.round(m.right), Math.round(m.left - b.left - (b.right - m.right))]; }"""


def test_every_page_is_one_centred_column(browser, base_url):
    context = browser.new_context(viewport={"width": 1800, "height": 900}, java_script_enabled=False)
    page = context.new_page()
    try:
        columns = {}
        for path in ("/", "/scenarios", "/menus/dropdown", "/menus/tab-split"):
            page.goto(base_url + path)
            columns[path] = page.evaluate(COLUMN)
        assert len({tuple(column) for column in columns.values()}) == 1, columns
        assert all(abs(column[2]) <= 1 for column in columns.values()), f"not centred: {columns}"
    finally:
        context.close()


@pytest.mark.parametrize(
    "name, path, size, taps",
    [
        ("home.png", "/", (1440, 900), ()),
        ("shell-1440x900.png", "/menus/accordion", (1440, 900), ("item-1", "row-3")),
        ("shell-390x844.png", "/menus/accordion", (390, 844), ("item-1", "row-3")),
        ("accordion-open.png", "/menus/accordion", (1440, 900), ("item-1",)),
    ],
)
def test_screenshot(browser, base_url, name, path, size, taps):
    """The README's pictures of the shell, wide and narrow, written after the checks above: a
    demo page after its taps (the menu opened, "Option 2" chosen), its Events beside the device."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(base_url + path)
        if taps:
            for frame in taps:
                with page.expect_navigation():
                    page.click(f"#device [data-frame={frame}] button")
            page.mouse.move(0, 0)
        page.screenshot(path=str(support.REPOSITORY / "docs" / "screenshots" / name), animations="disabled")
    finally:
        context.close()
