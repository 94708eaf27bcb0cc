"""The inspector beside the device (issue 35), in every engine unless noted:

- hovering a box of the screen, or focusing its control, shows a label with its name and frame
  as the JSON API writes them (GET /api/v1/state/{token}/frames, itself the layout route's text),
  and guides to its parent's edges with the distances in points; Escape or the pointer leaving
  hides it; without JavaScript nothing shows;
- outlines: the Show/Hide links, `#outlines` on load, with and without JavaScript; the boxes keep
  their places; with JavaScript the fragment survives a tap and reaches the Share panel's link;
- the canvas's backgrounds switch and are remembered across a reload (with JavaScript; without it
  the control stays hidden);
- Chromium: axe finds nothing serious with the outlines on and the label shown, and the label does
  not fade in."""

import json
import urllib.request
from decimal import Decimal

import pytest
from axe_playwright_python.sync_playwright import Axe

import support

STORAGE_KEY = "menu-playground.background"

# Leaf boxes a pointer can reach: not in an inert layer, big enough to aim at, their centre not
# under a box drawn after them; with the point to hover (viewport px).
TARGETS = """(count) => {
  const boxes = Array.from(document.querySelectorAll('#device [data-frame]'));
  const rects = boxes.map((el) => el.getBoundingClientRect());
  const picked = [];
  boxes.forEach((el, i) => {
    const r = rects[i];
    if (el.closest('[inert]') || el.querySelector('[data-frame]') || r.width < 8 || r.height < 8) return;
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const covered = boxes.slice(i + 1).some((other, j) => !other.closest('[inert]') && !el.contains(other)
      && rects[i + 1 + j].left <= x && x < rects[i + 1 + j].right && rects[i + 1 + j].top <= y && y < rects[i + 1 + j].bottom);
    const screen = document.querySelector('#device [data-frame=screen]').getBoundingClientRect();
    if (!covered && x < screen.right && y < screen.bottom && y < innerHeight) picked.push({name: el.dataset.frame, x, y});
  });
  const step = Math.max(1, Math.floor(picked.length / count));
  return picked.filter((_, i) => i % step === 0).slice(0, count);
}"""

SHOWN = """() => {
  const overlay = document.querySelector('#device > .inspect-overlay');
  const label = overlay && overlay.querySelector('.inspect-label');
  if (!label) return null;
  const k = parseFloat(getComputedStyle(overlay).getPropertyValue('--k')) || 1;
  const r = label.getBoundingClientRect();
  return {
    box: label.dataset.box, text: label.textContent,
    inside: r.left >= 0 && r.top >= 0 && r.right <= document.documentElement.clientWidth && r.bottom <= innerHeight,
    guides: Array.from(overlay.querySelectorAll('.inspect-guide'), (g) => {
      const b = g.getBoundingClientRect();
      return {edge: g.dataset.edge, text: g.textContent, length: (g.classList.contains('vertical') ? b.height : b.width) / k};
    }),
  };
}"""

FOCUSED_BOX = "() => { const b = document.activeElement && document.activeElement.closest('#device [data-frame]'); return b ? b.dataset.frame : null; }"
LABEL_FOR = "(name) => { const l = document.querySelector('#device .inspect-label'); return !!l && l.dataset.box === name; }"
NO_LABEL = "() => !document.querySelector('#device .inspect-label')"


def api_frames(base_url, token):
    """The frames route's answer with every number as the text the server wrote."""
    with urllib.request.urlopen(f"{base_url}/api/v1/state/{token}/frames", timeout=10) as response:
        return json.loads(response.read().decode(), parse_int=str, parse_float=str)


def layout_frames(base_url, token):
    """The layout route's frames for the same state, numbers as written."""
    state = support.API(base_url).decode(token)
    body = {key: state[key] for key in ("device", "orientation", "config", "state")}
    request = urllib.request.Request(
        f"{base_url}/api/v1/menus/{state['menu']}/layout", data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read().decode(), parse_int=str, parse_float=str)["frames"]


def label_text(name, frame):
    return f"{name} · x {frame['x']} y {frame['y']} w {frame['width']} h {frame['height']}"


def expected_guides(frame, parent):
    x, y, w, h = (Decimal(frame[key]) for key in ("x", "y", "width", "height"))
    px, py, pw, ph = (Decimal(parent[key]) for key in ("x", "y", "width", "height"))
    gaps = {"top": y - py, "right": px + pw - x - w, "bottom": py + ph - y - h, "left": x - px}
    # Shown to the hundredth of a point; a gap that rounds to 0 has no guide.
    return {edge: gap for edge, gap in gaps.items() if abs(gap) >= Decimal("0.005")}


def check_label(d, answer, name, how):
    d.wait_until(LABEL_FOR, name)
    shown = d.evaluate(SHOWN)
    frame = answer["frames"][name]
    assert shown["text"] == label_text(name, frame), f"{d.label}, {how}: {shown['text']!r}"
    assert shown["inside"], f"{d.label}, {how}: the label of {name} leaves the window"
    parent = answer["parents"][name]
    wanted = expected_guides(frame, answer["frames"][parent]) if parent else {}
    drawn = {guide["edge"]: guide for guide in shown["guides"]}
    assert set(drawn) == set(wanted), f"{d.label}, {how}: {name}'s guides {sorted(drawn)} vs {sorted(wanted)}"
    for edge, gap in wanted.items():
        text = drawn[edge]["text"]
        assert abs(Decimal(text) - gap) <= Decimal("0.005") and len(text.partition(".")[2]) <= 2, (
            f"{d.label}, {how}: {name} {edge} {text} vs {gap}"
        )
        # Drawn where the boxes are (at 100 %, unscrolled): its length is the distance.
        assert abs(drawn[edge]["length"] - abs(float(gap))) <= 1.01, f"{d.label}, {how}: {name} {edge} {drawn[edge]}"


@pytest.mark.parametrize("menu", support.MENUS)
def test_hover_shows_the_apis_frame_and_guides(engine_driver, api, menu):
    d = engine_driver
    d.goto(api.actions(menu, "iphone-4in", "portrait", support.OPEN_ACTIONS[menu])["url"])
    token = d.token()
    answer = api_frames(d.base_url, token)
    assert answer["frames"] == layout_frames(d.base_url, token)
    targets = d.evaluate(TARGETS, 4)
    assert targets, f"{d.label}: no box to hover"
    for target in targets:
        d.page.move(target["x"], target["y"])
        if not d.javascript:
            assert d.evaluate(NO_LABEL), f"{d.label}: a label without JavaScript"
            continue
        check_label(d, answer, target["name"], f"hovering {target['name']}")
    # The pointer leaves the screen: the label goes.
    d.page.move(2, 2)
    if d.javascript:
        d.wait_until(NO_LABEL)


def test_focus_shows_it_and_escape_hides_it(engine_driver, api):
    d = engine_driver
    if not d.javascript:
        pytest.skip("the label is the script's")
    d.goto("/menus/accordion")
    if not d.evaluate("() => document.hasFocus()"):
        # Headless Firefox here (and WebKit at times): a window without the focus fires no focus event.
        pytest.skip(f"{d.label}: the document never has the focus in this engine's window")
    answer = api_frames(d.base_url, d.token())
    # Real keyboard focus: Tab from the top of the page until a control of the screen has it.
    d.evaluate("() => { if (document.activeElement) document.activeElement.blur(); }")
    reached = []
    for _ in range(60):
        d.page.press("Tab")
        name = d.evaluate(FOCUSED_BOX)
        if name:
            check_label(d, answer, name, f"tabbing to {name}")
            reached.append(name)
            if len(reached) == 2:
                break
    assert reached, f"{d.label}: Tab never reached the screen"
    d.page.press("Escape")
    d.wait_until(NO_LABEL)
    # Hovering after Escape shows it again.
    target = d.evaluate(TARGETS, 1)[0]
    d.page.move(target["x"], target["y"])
    check_label(d, answer, target["name"], "hovering after Escape")
    d.page.move(2, 2)


OUTLINED = """() => {
  const screen = document.querySelector('#device [data-frame=screen]');
  const row = document.querySelector('#device [data-frame=content]');
  return {
    screen: getComputedStyle(screen).outlineStyle, content: getComputedStyle(row).outlineStyle,
    name: getComputedStyle(row, '::before').content, bar: getComputedStyle(screen, '::after').content,
    show: getComputedStyle(document.querySelector('.outlines-show')).display,
    hide: getComputedStyle(document.querySelector('.outlines-hide')).display,
    hash: location.hash,
  };
}"""

# Each box's place in the screen (following a fragment link without script scrolls the window).
RECTS = """() => { const s = document.querySelector('#device [data-frame=screen]').getBoundingClientRect();
  return Object.fromEntries(Array.from(document.querySelectorAll('#device [data-frame]'), (el) => {
    const r = el.getBoundingClientRect(); const at = (v) => Math.round(v * 100) / 100;
    return [el.dataset.frame, [r.left - s.left, r.top - s.top, r.width, r.height].map(at)]; })); }"""


def check_outlines(d, on, how):
    state = d.evaluate(OUTLINED)
    if on:
        assert state["screen"] == "solid" and state["content"] == "solid", f"{d.label}, {how}: {state}"
        # Firefox writes the computed content as specified.
        assert state["name"] in ('"content"', 'attr(data-frame)') and state["bar"] == '"status-bar"', f"{d.label}, {how}: {state}"
        assert state["show"] == "none" and state["hide"] != "none" and state["hash"] == "#outlines", f"{d.label}, {how}"
    else:
        assert state["content"] == "none" and state["name"] in ("none", "normal"), f"{d.label}, {how}: {state}"
        assert state["hide"] == "none" and state["show"] != "none", f"{d.label}, {how}: {state}"


def test_outlines_toggle_by_link_and_fragment(engine_driver, api):
    d = engine_driver
    url = api.actions("dropdown", "iphone-4in", "portrait", support.OPEN_ACTIONS["dropdown"])["url"].split("#")[0]
    d.goto(url)
    check_outlines(d, False, "on load")
    before = d.evaluate(RECTS)
    d.click(".inspect-tools .outlines-show")
    d.wait_until("() => location.hash === '#outlines'")
    check_outlines(d, True, "after Show outlines")
    assert d.evaluate(RECTS) == before, f"{d.label}: the outlines moved a box"
    d.click(".inspect-tools .outlines-hide")
    d.wait_until("() => location.hash === ''")
    check_outlines(d, False, "after Hide outlines")
    # A link with #outlines shows them on load.
    d.goto("/menus/accordion#outlines")
    check_outlines(d, True, "loaded with #outlines")
    if d.javascript:
        share = d.evaluate("() => document.getElementById('share-url').value")
        assert share.endswith("#outlines"), f"{d.label}: the full link {share}"
        d.tap("item-0")
        check_outlines(d, True, "after a tap")
        assert d.evaluate("() => document.getElementById('share-url').value").endswith("#outlines")
        d.click(".inspect-tools .outlines-hide")
        d.wait_until("() => location.hash === ''")
        share = d.evaluate("() => document.getElementById('share-url').value")
        assert "#outlines" not in share, f"{d.label}: {share}"
    d.goto("/menus/accordion")


BACKGROUND = """() => { const c = document.getElementById('canvas'); const s = getComputedStyle(c);
  const f = document.getElementById('canvas-backgrounds');
  return {value: c.dataset.background || null, color: s.backgroundColor, image: s.backgroundImage,
          hidden: !f || getComputedStyle(f).display === 'none',
          checked: (document.querySelector('input[name=canvas-background]:checked') || {}).value || null,
          screen: getComputedStyle(document.querySelector('#device [data-frame=screen]')).backgroundColor}; }"""


def test_backgrounds_switch_and_are_remembered(engine_driver):
    d = engine_driver
    d.goto("/menus/tab-split")
    state = d.evaluate(BACKGROUND)
    if not d.javascript:
        assert state["hidden"] and state["value"] is None, f"{d.label}: {state}"
        return
    try:
        assert not state["hidden"] and state["value"] == "light" and state["checked"] == "light", state
        screen = state["screen"]
        seen = {}
        for value in ("dark", "checkerboard", "light"):
            d.click(f'input[name=canvas-background][value="{value}"]')
            d.wait_until(f"() => document.getElementById('canvas').dataset.background === '{value}'")
            seen[value] = d.evaluate(BACKGROUND)
            assert seen[value]["screen"] == screen, f"{d.label}: the screen changed with {value}"
        assert "conic-gradient" in seen["checkerboard"]["image"], seen["checkerboard"]
        assert len({seen[v]["color"] for v in ("dark", "light")}) == 2, seen
        d.click('input[name=canvas-background][value="dark"]')
        d.goto("/menus/tab-split")
        state = d.evaluate(BACKGROUND)
        assert state["value"] == "dark" and state["checked"] == "dark", f"{d.label}: not remembered: {state}"
        assert state["color"] == seen["dark"]["color"]
    finally:
        d.evaluate(f"() => localStorage.removeItem('{STORAGE_KEY}')")


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
def test_outlines_and_label_have_no_serious_violation(browser, base_url, api, javascript):
    context = browser.new_context(viewport={"width": 1500, "height": 1100}, bypass_csp=True, reduced_motion="reduce")
    if not javascript:
        context.route("**/*.js", lambda route: route.abort())
    page = context.new_page()
    try:
        url = api.actions("dropdown", "iphone-4in", "portrait", support.OPEN_ACTIONS["dropdown"])["url"]
        page.goto(base_url + url.split("#")[0] + "#outlines")
        if javascript:
            page.wait_for_selector("html[data-playground=ready]", state="attached")
            page.hover('#device [data-frame="row-2"]', force=True)
            page.wait_for_selector("#device .inspect-label")
            # The label appears at once, without fading in.
            assert page.evaluate("() => getComputedStyle(document.querySelector('.inspect-overlay')).animationName") == "none"
        violations = Axe().run(page).response["violations"]
        serious = [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in violations if v["impact"] in ("serious", "critical")]
        assert serious == [], serious
    finally:
        context.close()
