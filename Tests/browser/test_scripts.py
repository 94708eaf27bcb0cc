"""Text in eight scripts (Tests/browser/probes/fonts_corpus.json: real strings, no lorem ipsum) in
the action-sheet title (bold sans), the dropdown's rows (sans) and the accordion's rows (serif), in
every engine: every [data-frame] is the API's within tolerance and no text box overflows, once the
page's fonts (its own subsets of the served faces) have loaded; in Chromium, CDP's
CSS.getPlatformFontsForNode shows that every text box is drawn with downloaded faces only, never a
system font. Thai and Lao with AM, which HarfBuzz splits into NIKHAHIT and AA, characters the text
does not hold, are drawn from their subsets too (docs/design.md, "Fonts in any script")."""

import json
import pathlib

import pytest

import demo
import support
from engines import VIEWPORT

CORPUS = json.loads((pathlib.Path(__file__).resolve().parent / "probes" / "fonts_corpus.json").read_text())["strings"]
# The first string of each is the action sheet's title. Lao is drawn by DejaVu Sans (and Bold);
# no serif face of the chains has it, so the accordion's serif rows would fall back for lack of a
# face, not of a code point (docs/design.md, "Not covered").
SHAPED_APART = {
    "thai-am": ["คำแนะนำสำหรับผู้ใช้", "น้ำเปล่า", "ทำอาหาร"],
    "lao-am": ["ຄຳແນະນຳສຳລັບຜູ້ໃຊ້", "ນ້ຳ", "ເຮັດວຽກ"],
}
STRINGS = {**{script: texts for script, texts in CORPUS.items() if script != "latin"}, **SHAPED_APART}
MENUS = ["action-sheet", "dropdown", "accordion"]
CASES = [(script, menu) for script in STRINGS for menu in MENUS if (script, menu) != ("lao-am", "accordion")]
PRESET, ORIENTATION = "iphone-4in", "portrait"


def configuration(menu, texts):
    """The menu's configuration with the strings where people type their own."""
    if menu == "action-sheet":
        return {"title": texts[0], "buttons": ["Red", "Green", "Blue"]}, [{"type": "open"}]
    if menu == "dropdown":
        return {"title": "Select", "options": texts}, [{"type": "tapField"}]
    return {"items": texts, "options": ["Edit", "Delete"]}, [{"type": "open", "item": 0}]


def open_page(api, menu, texts):
    config, actions = configuration(menu, texts)
    body = {"device": PRESET, "orientation": ORIENTATION, "config": config, "actions": actions}
    return api.request("POST", f"/api/v1/menus/{menu}/actions", body)


FONTS_LOADED = "() => document.readyState === 'complete' && document.fonts.status === 'loaded'"


@pytest.mark.parametrize("script,menu", CASES)
def test_frames_hold_text_in_every_script(engine, base_url, api, script, menu):
    result = open_page(api, menu, STRINGS[script])
    page = demo.Demo(engine.page(javascript=True), base_url, api, True, engine.name)
    page.goto(result["url"])
    page.wait_until(FONTS_LOADED)
    label = f"{menu} {script} ({engine.name})"
    support.compare_frames(page.measure(), result["frames"], label, engine=engine.name)


# Every text box of the device screen, for CDP.
TEXT_BOXES = "#device [data-frame=screen] .t"


@pytest.mark.parametrize("script,menu", CASES)
def test_no_system_font_is_drawn(browser, base_url, api, script, menu):
    result = open_page(api, menu, STRINGS[script])
    context = browser.new_context(viewport=VIEWPORT)
    try:
        page = context.new_page()
        page.goto(base_url + result["url"])
        page.wait_for_function(FONTS_LOADED)
        session = context.new_cdp_session(page)
        session.send("DOM.enable")
        session.send("CSS.enable")
        root = session.send("DOM.getDocument", {"depth": -1})["root"]
        nodes = session.send("DOM.querySelectorAll", {"nodeId": root["nodeId"], "selector": TEXT_BOXES})["nodeIds"]
        assert nodes, f"{menu} {script}: no text boxes"
        drawn = []
        for node in nodes:
            drawn += session.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        system = sorted({font["familyName"] for font in drawn if not font["isCustomFont"]})
        assert system == [], f"{menu} {script}: system fonts drawn: {system}"
    finally:
        context.close()

