import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// Issue 10, item 8 on the server: the strip's offset reaches the page (for the script), its URL
/// (a fragment the browser scrolls to without script) and the JSON API.
@Suite struct TabSplitScrollPageTests {
    let client = TestClient.playground

    private func html(_ target: String) -> String {
        // The fragment is the browser's; the server is asked for the page without it.
        let page = target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? target
        return String(decoding: client.get(page).body, as: UTF8.self)
    }

    /// `page` after selecting tab `index`, as the tap route records it (events and trail).
    private func selecting(_ index: Int, on page: PageState<TabSplit>) throws -> PageState<TabSplit> {
        var next = page
        _ = try next.tap([.selectTab(index: index)])
        return next
    }

    @Test func choosingTenOnA320WidePhoneLeadsToTheStripsAnchor() throws {
        let page = PageState<TabSplit>(device: .preset(.iPhone35))
        let answer = client.postForm(
            "/menus/tab-split/tap", [("token", try StateToken.encode(page)), ("type", "selectTab"), ("index", "10")])
        #expect(answer.status == 303)
        let next = try selecting(10, on: page)
        let location = "/menus/tab-split?state=\(try StateToken.encode(next))#screen-scroll-strip"
        #expect(answer.headers["Location"] == location)
        let body = html(location)
        #expect(body.contains(#"aria-orientation="horizontal" data-scroll-left="32" data-scroll-top="0""#))
        // The strip is 320 × 32: the anchor's right edge is 32 + 320, at the strip's bottom.
        #expect(
            body.contains(
                #"<span id="screen-scroll-strip" class="scroll-anchor sideways" style="left:351px;top:31px"></span>"#))
        // Shared as it is shown: the link and the URL field carry the fragment.
        #expect(body.contains(#"href="\#(location)" id="share-link""#))
        #expect(body.contains(#"value="\#(location)""#))
    }

    @Test func aTabAlreadyInViewNeedsNoFragment() throws {
        let page = PageState<TabSplit>(device: .preset(.iPhone35))
        let answer = client.postForm(
            "/menus/tab-split/tap", [("token", try StateToken.encode(page)), ("type", "selectTab"), ("index", "9")])
        let location = try #require(answer.headers["Location"])
        #expect(location == "/menus/tab-split?state=\(try StateToken.encode(try selecting(9, on: page)))")
        let body = html(location)
        #expect(body.contains(#"data-scroll-left="0" data-scroll-top="0""#))
        #expect(!body.contains("scroll-anchor"))
    }

    /// Landscape: the strip scrolls down; the anchor's top is the offset, at the strip's right edge.
    @Test func rotatingAnIPadShowsTheSelectedTabAtTheStripsBottom() throws {
        let page = try selecting(9, on: PageState<TabSplit>(device: .preset(.iPad97)))
        #expect(SitePaths.fragment(of: page) == "#screen-scroll-strip")
        let answer = client.postForm("/menus/tab-split/rotate", [("token", try StateToken.encode(page))])
        var rotated = page
        rotated.orientation = .landscape
        let location = "/menus/tab-split?state=\(try StateToken.encode(rotated))#screen-scroll-strip"
        #expect(answer.headers["Location"] == location)
        let body = html(location)
        #expect(body.contains(#"aria-orientation="vertical" data-scroll-left="0" data-scroll-top="212""#))
        #expect(
            body.contains(#"<span id="screen-scroll-strip" class="scroll-anchor" style="left:31px;top:212px"></span>"#))
    }

    @Test func anEmbeddedTapKeepsTheFragment() throws {
        let page = PageState<TabSplit>(device: .preset(.iPhone4))
        let answer = client.postForm(
            "/menus/tab-split/tap",
            [("token", try StateToken.encode(page)), ("return", "embed"), ("type", "selectTab"), ("index", "10")])
        let next = try selecting(10, on: page)
        #expect(answer.headers["Location"] == "/embed/\(try StateToken.encode(next))#screen-scroll-strip")
        #expect(html(try #require(answer.headers["Location"])).contains(#"id="screen-scroll-strip""#))
    }

    @Test func theAPIGivesTheOffsetAndAURLThatShowsIt() throws {
        let answer = TestClient.playground.postAPI(
            "tab-split", "actions", #"{"device": "iphone-3.5in", "actions": [{"type": "selectTab", "index": 10}]}"#)
        #expect(answer.status == 200)
        #expect(answer.json?["scrollOffsets"] == API.json(#"{"strip": {"x": 32, "y": 0}}"#))
        // The API's state carries the events, not a trail of taps.
        var next = PageState<TabSplit>(device: .preset(.iPhone35))
        next.record(try TabSplit.reduce(&next.state, .selectTab(index: 10), configuration: next.configuration))
        #expect(
            answer.json?["url"] == .string("/menus/tab-split?state=\(try StateToken.encode(next))#screen-scroll-strip"))
        let layout = TestClient.playground.postAPI(
            "tab-split", "layout", #"{"device": "ipad-9.7in", "orientation": "landscape"}"#)
        #expect(layout.json?["scrollOffsets"] == API.json(#"{"strip": {"x": 0, "y": 0}}"#))
        let menu = TestClient.playground.postAPI("dropdown", "layout", #"{"device": "ipad-9.7in"}"#)
        #expect(menu.json?["scrollOffsets"] == API.json("{}"))
    }
}
