"""History with JavaScript: every swap pushes its URL, so back and forward after two taps bring
the earlier states back (URL, frames, event log) by swapping them in, without a reload."""

import support


def state(driver):
    return {"url": driver.page.url, "frames": driver.measure()["frames"], "events": driver.events()}


def test_back_and_forward_restore_the_earlier_states(base_url, api, js_page):
    js_page.script_errors.clear()
    driver = support.Driver(js_page, base_url, api, True)
    driver.goto("/menus/accordion")
    # Survives a swap, not a reload: proof that history is handled by the script.
    js_page.evaluate("window.__sameDocument = true")
    states = [state(driver)]
    driver.tap("item-1")  # opens the menu
    states.append(state(driver))
    driver.tap("row-0")  # chooses its first row, which closes it
    states.append(state(driver))
    assert len({s["url"] for s in states}) == 3, [s["url"] for s in states]
    assert states[0]["events"] != states[2]["events"]
    assert states[0]["frames"] != states[1]["frames"]

    def check(index, label):
        assert js_page.url == states[index]["url"], label
        assert driver.events() == states[index]["events"], label
        assert js_page.evaluate("window.__sameDocument === true"), f"{label}: the page was reloaded"
        driver.check_frames(f"accordion {label}")
        assert driver.measure()["frames"] == states[index]["frames"], label

    for index, go, label in [
        (1, js_page.go_back, "back to open"),
        (0, js_page.go_back, "back to the start"),
        (1, js_page.go_forward, "forward to open"),
        (2, js_page.go_forward, "forward to the end"),
    ]:
        driver.act(go)
        check(index, label)
        assert driver.menu_state() == ("open" if index == 1 else "closed"), label
    assert js_page.script_errors == []
