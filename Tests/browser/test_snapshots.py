"""Server-drawn snapshots (GET /snapshots/{token}.png) against Chromium's screenshot of the same
screen (/embed/{token}'s `.screen` element) at the same scale: every menu × two presets × both
orientations, closed and open.

Two numbers per case, over the screen's pixels: the mean absolute difference per channel (0–255)
and the share of pixels whose largest channel difference is at most 24. What two browsers
achieve on these pages is the target (Firefox against Chromium, measured here: mean 0.15–1.15,
≥ 99.5 % within 24); a case fails under mean ≤ 3 and ≥ 97 % within 24. A failing case leaves its
snapshot, the screenshot and their difference (amplified) in Tests/browser/out/snapshots/, and
every run writes the figures to Tests/browser/out/snapshot-fidelity.txt."""

import io
import urllib.request

import numpy
import pytest
from PIL import Image

import support

MAX_MEAN = 3.0
MIN_WITHIN = 0.97
CLOSE = 24
PRESETS = ["iphone-4in", "ipad-9.7in"]
FIGURES = {}

CASES = [
    (menu, preset, orientation, state)
    for menu in support.MENUS
    for preset in PRESETS
    for orientation in support.ORIENTATIONS
    for state in ("closed", "open")
]


def fetch(url):
    with urllib.request.urlopen(url) as answer:
        assert answer.headers["Content-Type"] == "image/png", answer.headers
        return answer.read()


def rgb_over_white(png):
    """The image as RGB floats, composited over white (a screen's pixels the page leaves bare
    show the embed page's background, which is white)."""
    image = Image.open(io.BytesIO(png)).convert("RGBA")
    pixels = numpy.asarray(image, dtype=numpy.float64)
    alpha = pixels[..., 3:4] / 255
    return pixels[..., :3] * alpha + 255 * (1 - alpha)


def compare(snapshot, screenshot):
    difference = numpy.abs(snapshot - screenshot)
    return difference.mean(), (difference.max(axis=2) <= CLOSE).mean(), difference


def write_evidence(name, snapshot, screenshot, difference):
    folder = support.OUT / "snapshots"
    folder.mkdir(parents=True, exist_ok=True)
    for suffix, pixels in (("server", snapshot), ("chromium", screenshot), ("difference", numpy.minimum(255, difference * 4))):
        Image.fromarray(pixels.astype(numpy.uint8), "RGB").save(folder / f"{name}-{suffix}.png")


@pytest.mark.parametrize("scale", [1, 2])
@pytest.mark.parametrize("menu, preset, orientation, state", CASES)
def test_a_snapshot_looks_as_chromium_draws_the_screen(browser, base_url, api, menu, preset, orientation, state, scale):
    actions = support.OPEN_ACTIONS[menu] if state == "open" else []
    answer = api.actions(menu, preset, orientation, actions)
    token, fragment = answer["token"], answer["url"].partition("#")[2]
    snapshot = rgb_over_white(fetch(f"{base_url}/snapshots/{token}.png?scale={scale}"))
    context = browser.new_context(viewport={"width": 1200, "height": 1200}, device_scale_factor=scale)
    try:
        page = context.new_page()
        page.goto(f"{base_url}/embed/{token}" + (f"#{fragment}" if fragment else ""))
        page.wait_for_load_state("networkidle")
        assert page.evaluate("() => document.fonts.ready.then(() => document.fonts.status)") == "loaded"
        shot = page.locator(".screen").screenshot(animations="disabled", caret="hide")
    finally:
        context.close()
    screenshot = rgb_over_white(shot)
    name = f"{menu}-{preset}-{orientation}-{state}@{scale}x"
    assert snapshot.shape == screenshot.shape, f"{name}: {snapshot.shape} vs {screenshot.shape}"
    mean, within, difference = compare(snapshot, screenshot)
    FIGURES[name] = (mean, within)
    if mean > MAX_MEAN or within < MIN_WITHIN:
        write_evidence(name, snapshot, screenshot, difference)
    assert mean <= MAX_MEAN and within >= MIN_WITHIN, f"{name}: mean {mean:.2f}, {within:.2%} within {CLOSE}"


def teardown_module(module):
    if not FIGURES:
        return
    lines = [f"{name}: mean {mean:.3f}, {within:.4%} within {CLOSE}" for name, (mean, within) in sorted(FIGURES.items())]
    worst_mean = max(FIGURES.items(), key=lambda item: item[1][0])
    worst_within = min(FIGURES.items(), key=lambda item: item[1][1])
    summary = (
        f"snapshots: {len(FIGURES)} cases; largest mean {worst_mean[1][0]:.3f} ({worst_mean[0]}); "
        f"fewest within {CLOSE}: {worst_within[1][1]:.4%} ({worst_within[0]})"
    )
    support.OUT.mkdir(parents=True, exist_ok=True)
    (support.OUT / "snapshot-fidelity.txt").write_text("\n".join([summary, *lines]) + "\n")
    print("\ntest-browser: " + summary)
