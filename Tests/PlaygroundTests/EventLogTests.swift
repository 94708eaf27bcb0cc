import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The Events section beside the device: each tap with its delegate calls and what they refer
/// to, the last tap marked, earlier calls after them, Undo and Clear; and the rest of the page
/// around the device (the Try line, the one rotation control).
@Suite struct EventLogTests {
    let client = TestClient.playground

    private let device = DeviceChoice.preset(.iPhone4)

    private func html<M: PlaygroundMenu>(_ page: PageState<M>) throws -> String {
        let answer = client.get(try SitePaths.menuPage(of: page))
        #expect(answer.status == 200)
        return answer.text
    }

    /// The text of the section, without its markup.
    private func events(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<section class=\"panel-section events\""))
        let end = try #require(html[start.upperBound...].range(of: "</section>"))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func aSelectionShowsTheCallAndTheOptionItNames() throws {
        var page = PageState<Accordion>(device: device)
        _ = try page.tap([.open(item: 0)])
        _ = try page.tap([.tapRow(index: 3)])
        let section = try events(try html(page))
        // Newest first; the last tap marked, with the action and the call as the code writes
        // them, each with the row it names counted from 1.
        let expected =
            #"<ol class="event-log" id="event-log" reversed>"#
            + #"<li class="tap last-tap" aria-current="true"><p class="tap-action">Last tap: <code>tapRow index 3 — row 4, “Option 2”</code></p>"#
            + #"<ul class="tap-events"><li><code class="event-call" data-seq="0">userSelectedOptionWithIndex: 3</code>"#
            + #"<span class="event-label"> — row 4, “Option 2”</span></li></ul></li>"#
            + #"<li class="tap"><p class="tap-action">Tap: <code>open item 0 — row 1, “Buy milk”</code></p>"#
            + #"<p class="muted">No delegate call.</p></li></ol>"#
        #expect(section.contains(expected), "\(section)")
        #expect(section.contains(#"<a href="/menus/accordion/undo?state="#))
        #expect(section.contains(#"<form method="post" action="/menus/accordion/clear" class="clear-form">"#))
        #expect(section.contains(#"id="trail-scenario">Open these taps as a scenario</a>"#))
    }

    /// Calls from before the trail (here: before a state set other than by a tap, as a shared
    /// link's) follow the taps, in order and without labels, since the options they named may
    /// have changed.
    @Test func earlierCallsFollowWithoutLabels() throws {
        var page = PageState<ActionSheet>(device: device)
        _ = try page.tap([.open])
        _ = try page.tap([.tapButton(index: 1)])
        let shown = page.state
        page.state = shown  // set directly, as a shared link's: a new trail
        _ = try page.tap([.open])
        _ = try page.tap([.tapOutside])
        let section = try events(try html(page))
        #expect(section.contains(#"<code class="event-call" data-seq="1">clickedButtonAtIndex: -1</code>"#))
        #expect(section.contains(#"<span class="event-label"> — a tap outside the sheet</span>"#))
        #expect(
            section.contains(
                #"<h3>Before these steps</h3><ul class="earlier-events"><li><code class="event-call" data-seq="0">clickedButtonAtIndex: 1</code></li></ul>"#
            ))
        #expect(!section.contains("“Green”"))
    }

    @Test func aFreshPageSaysWhatToDo() throws {
        let section = try events(try html(PageState<Dropdown>(device: device)))
        #expect(section.contains(#"<p class="muted" id="event-log">None yet: tap the demo.</p>"#))
        #expect(!section.contains("undo"))
        #expect(!section.contains("clear-form"))
    }

    /// Each menu says what to tap first, and what its delegate calls refer to.
    @Test func everyMenuHasATryLineAndLabels() throws {
        for menu in MenuRegistry.menus {
            #expect(menu.hint.hasPrefix("Try: "), "\(menu.id)")
            let body = client.get("/menus/\(menu.id.rawValue)").text
            #expect(
                body.contains(
                    #"<p class="hint" id="hint">\#(menu.hint.replacingOccurrences(of: "'", with: "&#39;"))</p>"#))
        }
        let context = ContextMenu.Configuration.demo
        #expect(
            ContextMenu.label(of: .optionAction(index: 3, action: "delete"), configuration: context)
                == "item 4, “Delete”")
        #expect(ContextMenu.label(of: .dismissed, configuration: context) == nil)
        #expect(Accordion.label(of: .userSelectedOptionWithIndex(7), configuration: .demo) == "row 8, “Close”")
        #expect(Accordion.label(of: .userSelectedOptionWithIndex(8), configuration: .demo) == nil)
        #expect(
            TabSplit.label(
                of: .setNavigationOrder([2, 0, 1]),
                configuration: TabSplit.Configuration(
                    tabs: Array(TabSplit.kinds.prefix(3)))) == "“Three, One, Two”")
        #expect(Dropdown.label(of: .menuDidAnimate(up: true), configuration: .demo) == "the list drew up")
    }

    /// The Events come first beside the device, before the controls; rotation is one button and
    /// the custom size has its own fieldset (shown by CSS only for "custom").
    @Test func theEventsComeBeforeTheControls() throws {
        let body = try html(PageState<TabSplit>(device: device))
        let events = try #require(body.range(of: "id=\"events\""))
        let controls = try #require(body.range(of: "id=\"device-heading\""))
        #expect(events.lowerBound < controls.lowerBound)
        #expect(body.contains(#"<div class="canvas" id="canvas"><section class="device" id="device""#))
        #expect(!body.contains(#"name="orientation""#))
        #expect(body.components(separatedBy: "Rotate to landscape").count == 2)
        #expect(body.contains(#"<fieldset class="custom-size">"#))
        #expect(body.contains(#"href="/static/css/demo.css""#))
    }
}
