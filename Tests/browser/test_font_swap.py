"""Fonts of a screen swapped in by the page's script (Public/js/swap.js). A page's @font-face rules
are inline, allowed by their hash in its CSP, so a swapped-in page's rules cannot be added as a
<style>; the script adds them as FontFace objects. After an accordion item is renamed in
Japanese, the page swapped in names a CJK subset the first page did not; it loads, the frames are the API's in every engine, and in Chromium no text box is drawn with a
system font."""

import demo
from engines import chromium

TITLE = "牛乳を買うのを忘れないでください"
CODEPOINT = ord("牛")

# True once a loaded face of document.fonts covers the code point (its unicode-range).
COVERED = """cp => document.fonts.status === 'loaded' && [...document.fonts].some(face => face.status === 'loaded'
  && face.unicodeRange.split(',').some(part => {
       const [low, high] = part.trim().replace(/^U\\+/i, '').split('-').map(h => parseInt(h, 16));
       return cp >= low && cp <= (high ?? low);
     }))"""


def swap_to_japanese(driver):
    """Renames an accordion item in its edit view: the page the script swaps in holds characters
    the first page had none of."""
    driver.goto("/menus/accordion")
    driver.script_errors()  # only the swap's count: the engine's page may have served other tests
    assert not driver.evaluate(COVERED, CODEPOINT), "the Latin page already has a CJK face"
    driver.tap("item-1")
    driver.tap("row-0")  # Edit
    driver.evaluate("t => { document.querySelector('#device [data-frame=editor-field] input.field').value = t; }", TITLE)
    driver.tap("editor-save")
    assert TITLE in driver.labels("item-").values(), driver.labels("item-")
    driver.wait_until(COVERED, CODEPOINT)


def test_a_swapped_in_screen_brings_its_fonts(engine, base_url, api):
    driver = demo.Demo(engine.page(javascript=True), base_url, api, True, engine.name)
    swap_to_japanese(driver)
    driver.check_frames("accordion, an item renamed in Japanese swapped in")
    assert driver.script_errors() == []


def test_a_swapped_in_screen_draws_no_system_font(base_url, api):
    page = chromium.Page(javascript=True)
    try:
        driver = demo.Demo(page, base_url, api, True, "chromium")
        swap_to_japanese(driver)
        session = page.context.new_cdp_session(page.page)
        session.send("DOM.enable")
        session.send("CSS.enable")
        root = session.send("DOM.getDocument", {"depth": -1})["root"]
        selector = "#device [data-frame=screen] .t"
        nodes = session.send("DOM.querySelectorAll", {"nodeId": root["nodeId"], "selector": selector})["nodeIds"]
        drawn = []
        for node in nodes:
            drawn += session.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        assert any(font["isCustomFont"] and "CJK" in font["familyName"] for font in drawn), drawn
        system = sorted({font["familyName"] for font in drawn if not font["isCustomFont"]})
        assert system == [], f"system fonts drawn after the swap: {system}"
    finally:
        page.close()
