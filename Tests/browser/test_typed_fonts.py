"""Text typed after the page was drawn (Public/js/fonts.js). A page's @font-face rules cover only
its own characters; characters a visitor types that they do not cover are asked for at
/api/v1/fonts and added as FontFace objects. In every engine the typed characters' face loads;
in Chromium, CDP shows the field drawn with the served faces only, never a system font."""

import demo
from engines import chromium
from test_font_swap import COVERED

TYPED = "牛乳を買う"
CODEPOINT = ord("牛")
FIELD = "aside.panel input[type=text]"


def type_japanese(driver):
    driver.goto("/menus/accordion")
    driver.script_errors()  # only this test's count: the engine's page may have served others
    assert not driver.evaluate(COVERED, CODEPOINT), "the Latin page already has a CJK face"
    driver.click(FIELD)
    driver.type(TYPED)
    driver.wait_until(COVERED, CODEPOINT)


def test_typed_characters_get_their_served_face(engine, base_url, api):
    driver = demo.Demo(engine.page(javascript=True), base_url, api, True, engine.name)
    type_japanese(driver)
    assert driver.script_errors() == []


def test_a_typed_field_draws_no_system_font(base_url, api):
    page = chromium.Page(javascript=True)
    try:
        driver = demo.Demo(page, base_url, api, True, "chromium")
        type_japanese(driver)
        session = page.context.new_cdp_session(page.page)
        session.send("DOM.enable")
        session.send("CSS.enable")
        root = session.send("DOM.getDocument", {"depth": -1})["root"]
        node = session.send("DOM.querySelector", {"nodeId": root["nodeId"], "selector": FIELD})["nodeId"]
        drawn = session.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        assert any(font["isCustomFont"] and "CJK" in font["familyName"] for font in drawn), drawn
        system = sorted({font["familyName"] for font in drawn if not font["isCustomFont"]})
        assert system == [], f"system fonts drawn in a typed field: {system}"
    finally:
        page.close()
