"""The pictures of the playground: the home cards' thumbnails (one box size, the screen fitted
inside it at 2×), the grid (devices named as people name them, equal cells in aligned rows,
nothing clipped on a phone) and the built-in scenarios (their name and description on their
page, a story of several steps).

The first three run in every engine, with and without JavaScript (engines/); the checks at
1440 × 900 and 390 × 844 need a viewport of their own, so they are Chromium's."""

import re

import pytest
from axe_playwright_python.sync_playwright import Axe

from engines import wait_for

# Every home card's preview box and its image: sizes, where the image sits, its pixels.
PREVIEWS = """() => [...document.querySelectorAll('.menu-card')].map((card) => {
  const box = card.querySelector('.thumbnail-box'), img = card.querySelector('img.thumbnail');
  if (!box || !img) return {menu: card.dataset.menu, missing: true};
  const b = box.getBoundingClientRect(), i = img.getBoundingClientRect();
  return {
    menu: card.dataset.menu, box: [b.width, b.height],
    inside: i.left >= b.left - 0.5 && i.right <= b.right + 0.5 && i.top >= b.top - 0.5 && i.bottom <= b.bottom + 0.5,
    centred: Math.abs((i.left - b.left) - (b.right - i.right)) <= 1 && Math.abs((i.top - b.top) - (b.bottom - i.bottom)) <= 1,
    shown: [i.width, i.height], natural: [img.naturalWidth, img.naturalHeight],
  };
})"""

IMAGES_LOADED = "() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)"


def load(page, url):
    page.goto(url)
    wait_for(page, "() => document.readyState === 'complete' && location.href !== 'about:blank'")


def check_previews(previews, label):
    assert len(previews) == 5, label
    assert not any(p.get("missing") for p in previews), f"{label}: {previews}"
    first = previews[0]["box"]
    for preview in previews:
        where = f"{label} {preview['menu']}"
        # One box size on every card, the screen inside it, centred, its aspect kept.
        assert abs(preview["box"][0] - first[0]) <= 0.5 and abs(preview["box"][1] - first[1]) <= 0.5, (
            f"{where}: {preview['box']} ≠ {first}"
        )
        assert preview["inside"] and preview["centred"], f"{where}: {preview}"
        (width, height), (natural_width, natural_height) = preview["shown"], preview["natural"]
        assert abs(width / height - natural_width / natural_height) < 0.02, f"{where}: {preview}"
        # Drawn at 2× or more what it is shown at, so its text is legible.
        assert natural_width >= 2 * width, f"{where}: {preview}"
        # Big enough to read: a phone shown at more than half its points.
        assert width >= 0.5 * natural_width / 2, f"{where}: {preview}"


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_every_home_card_has_a_preview_box_of_one_size(engine, base_url, javascript):
    page = engine.page(javascript)
    load(page, base_url + "/")
    wait_for(page, IMAGES_LOADED)
    check_previews(page.evaluate(PREVIEWS), engine.name)


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_each_built_in_scenario_shows_its_name_and_description_and_tells_a_story(engine, base_url, javascript):
    page = engine.page(javascript)
    load(page, base_url + "/scenarios")
    demos = page.evaluate(
        """() => [...document.querySelectorAll('.demo-list > li')].map((li) => ({
             href: li.querySelector('a').getAttribute('href'), name: li.querySelector('a').textContent,
             description: li.querySelector('p').textContent}))"""
    )
    assert len(demos) >= 5, engine.name
    for demo in demos:
        load(page, base_url + demo["href"])
        shown = page.evaluate(
            """() => ({
                 name: document.querySelector('h1').textContent,
                 description: document.querySelector('.scenario-description')?.textContent,
                 steps: document.querySelectorAll('.step-list > li').length - 1,
                 title: document.title})"""
        )
        label = f"{engine.name} {demo['name']}"
        assert shown["name"] == demo["name"], label
        assert shown["description"] == demo["description"], label
        assert shown["title"].startswith(demo["name"] + ", step 0 of "), label
        assert shown["steps"] >= 3, f"{label}: {shown['steps']} steps"


@pytest.mark.parametrize("size", [(1440, 900), (390, 844)], ids=["wide", "phone"])
def test_thumbnails_are_even_and_sharp_at_both_sizes(browser, base_url, size):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(base_url + "/")
        page.wait_for_function(IMAGES_LOADED)
        check_previews(page.evaluate(PREVIEWS), f"{width}×{height}")
    finally:
        context.close()


# Each grid cell: its section, its caption, where it and its caption and image are.
CELLS = """() => [...document.querySelectorAll('.grid-row')].map((row) =>
  [...row.querySelectorAll('.grid-cell')].map((cell) => {
    const c = cell.getBoundingClientRect(), caption = cell.querySelector('figcaption').getBoundingClientRect();
    const img = cell.querySelector('img').getBoundingClientRect();
    return {
      label: cell.querySelector('figcaption').textContent, top: c.top + scrollY, height: c.height,
      left: c.left, right: c.right, captionTop: caption.top + scrollY,
      img: {left: img.left, right: img.right, width: img.width, height: img.height},
    };
  }))"""

LABEL = re.compile(r"^(iPhone|iPad) \d+(\.\d+)?-inch · (portrait|landscape)$")


def check_grid(sections, columns, width):
    assert len(sections) == 5
    for cells in sections:
        labels = [cell["label"] for cell in cells]
        assert all(LABEL.match(label) for label in labels), labels
        assert "iPhone 4-inch · portrait" in labels and "iPad 9.7-inch · landscape" in labels, labels
        rows = {}
        for cell in cells:
            rows.setdefault(round(cell["top"]), []).append(cell)
        # Equal cells: as many a row as there are columns, one height and one caption line a row.
        assert [len(row) for row in rows.values()] == [columns] * (len(cells) // columns), (width, labels)
        for row in rows.values():
            assert max(c["height"] for c in row) - min(c["height"] for c in row) <= 0.5, row
            assert max(c["captionTop"] for c in row) - min(c["captionTop"] for c in row) <= 0.5, row
        for cell in cells:
            # Nothing clipped: the image within its cell and the window.
            image = cell["img"]
            assert cell["left"] - 0.5 <= image["left"] and image["right"] <= cell["right"] + 0.5, cell
            assert 0 <= image["left"] and image["right"] <= width, cell
            assert image["width"] > 40 and image["height"] > 40, cell


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_the_grid_names_devices_in_aligned_rows(engine, base_url, javascript):
    page = engine.page(javascript)
    load(page, base_url + "/grid")
    width = page.evaluate("() => innerWidth")
    check_grid(page.evaluate(CELLS), 4 if width > 1100 else 2, width)


@pytest.mark.parametrize("size, columns", [((1440, 900), 4), ((390, 844), 2)], ids=["wide", "phone"])
def test_the_grid_names_devices_in_aligned_rows_and_clips_nothing(browser, base_url, size, columns):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(base_url + "/grid")
        check_grid(page.evaluate(CELLS), columns, width)
        scroll = page.evaluate("() => [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight]")
        assert scroll[0] == width, scroll
        # Reasonably short: forty screens in under nine windows' height even on a phone.
        assert scroll[1] < 9 * height, scroll
    finally:
        context.close()


def test_a_grid_image_is_as_sharp_as_it_is_shown(browser, base_url):
    """Each grid snapshot (drawn at 1×) has at least as many pixels as it is shown at."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(base_url + "/grid")
        images = page.evaluate("() => [...document.querySelectorAll('.grid-frame img')].length")
        assert images == 40
        for index in (0, 7, 39):
            page.evaluate("(i) => document.querySelectorAll('.grid-frame img')[i].scrollIntoView()", index)
            page.wait_for_function(
                "(i) => { const img = document.querySelectorAll('.grid-frame img')[i]; "
                "return img.complete && img.naturalWidth > 0; }",
                arg=index,
            )
            natural, shown = page.evaluate(
                "(i) => { const img = document.querySelectorAll('.grid-frame img')[i]; "
                "return [img.naturalWidth, img.getBoundingClientRect().width]; }",
                index,
            )
            assert natural >= shown, (index, natural, shown)
    finally:
        context.close()


def test_the_built_in_scenarios_pages_have_no_serious_violation(browser, base_url):
    """axe-core on each built-in demo's scenario page (its name, description and link to its
    menu), at a middle step; `bypass_csp` lets axe inject its source."""
    context = browser.new_context(viewport={"width": 1440, "height": 900}, bypass_csp=True)
    page = context.new_page()
    try:
        page.goto(base_url + "/scenarios")
        links = page.evaluate("() => [...document.querySelectorAll('.demo-list > li > a')].map((a) => a.href)")
        assert links
        for link in links:
            page.goto(link + "?step=2")
            violations = Axe().run(page).response["violations"]
            serious = [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in violations if v["impact"] in ("serious", "critical")]
            assert serious == [], f"{link}: {serious}"
    finally:
        context.close()
