"""History with JavaScript: taps replace the current entry (Undo and the Events' trail are the
way back), so Back leaves the page after any number of taps; a new device pushes an entry, and
back and forward bring those states back (URL, frames, event log) by swapping them in, without a
reload."""

import support


def state(driver):
    return {"url": driver.page.url, "frames": driver.measure()["frames"], "events": driver.events()}


def test_taps_replace_the_entry_and_undo_steps_back(base_url, api, js_page):
    js_page.script_errors.clear()
    driver = support.Driver(js_page, base_url, api, True)
    driver.goto("/menus/accordion")
    # Survives a swap, not a reload: proof that history is handled by the script.
    js_page.evaluate("window.__sameDocument = true")
    length = js_page.evaluate("history.length")
    start = state(driver)
    driver.tap("item-1")  # opens the menu
    opened = state(driver)
    driver.tap("row-3")  # chooses Option 2, which closes it
    chosen = state(driver)
    assert len({start["url"], opened["url"], chosen["url"]}) == 3
    assert js_page.evaluate("history.length") == length, "a tap pushed a history entry"
    assert chosen["events"] == ["userSelectedOptionWithIndex: 3"]

    driver.act(lambda: js_page.click("#undo-tap"))
    assert js_page.evaluate("window.__sameDocument === true"), "Undo reloaded the page"
    assert js_page.evaluate("history.length") == length
    assert driver.events() == opened["events"] and driver.menu_state() == "open"
    assert driver.measure()["frames"] == opened["frames"]
    driver.check_frames("accordion after Undo")
    # The page before the last tap, exactly: its state, events and trail.
    assert js_page.url == opened["url"]
    assert js_page.script_errors == []


def test_a_new_device_pushes_an_entry_that_back_and_forward_restore(base_url, api, js_page):
    js_page.script_errors.clear()
    driver = support.Driver(js_page, base_url, api, True)
    driver.goto("/menus/accordion")
    js_page.evaluate("window.__sameDocument = true")
    length = js_page.evaluate("history.length")
    driver.tap("item-1")
    phone = state(driver)
    driver.act(lambda: js_page.select_option("#device-preset", "ipad-9.7in"))
    ipad = state(driver)
    assert js_page.evaluate("history.length") == length + 1
    assert ipad["frames"]["screen"]["width"] == 768

    def check(expected, label):
        assert js_page.url == expected["url"], label
        assert driver.events() == expected["events"], label
        assert js_page.evaluate("window.__sameDocument === true"), f"{label}: the page was reloaded"
        driver.check_frames(f"accordion {label}")
        assert driver.measure()["frames"] == expected["frames"], label

    driver.act(js_page.go_back)
    check(phone, "back to the phone")
    driver.act(js_page.go_forward)
    check(ipad, "forward to the iPad")
    assert js_page.script_errors == []
