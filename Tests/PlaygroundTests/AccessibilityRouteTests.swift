import HTTPServer
import JSON
import MenuCore
import PageRendering
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `GET /api/v1/state/{token}/accessibility`: the reading of the token's screen with the server's
/// fonts, the list the demo page's panel shows; a bad token is a JSON 400.
@Suite struct AccessibilityRouteTests {
    private func expected<M: PlaygroundMenu>(_ page: PageState<M>) throws -> JSONValue {
        let layout = M.layout(page.configuration, page.state, try page.viewport(), apiPlayground.textMeasurer)
        let reading = ScreenReading(layout, selectedFrames: M.selectedFrames(in: page.state))
        let token = try StateToken.encode(page)
        return API.json(
            of: AccessibilityResponse(
                menu: M.id.rawValue, url: SitePaths.menuPage(of: page, token: token), elements: reading.elements,
                flags: reading.flags))
    }

    @Test func answersTheReadingOfAnOpenDropdown() throws {
        var page = PageState<Dropdown>(device: .preset(.iPhone4), orientation: .portrait)
        page.state = Dropdown.State(isDroppedDown: true, text: "Lime")
        let answer = TestClient.playground.get(SitePaths.apiAccessibility.path(try StateToken.encode(page)))
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == "application/json")
        #expect(answer.json == (try expected(page)))
        if case .array(let flags) = answer.json?["flags"] { #expect(!flags.isEmpty) } else { Issue.record("no flags") }
    }

    @Test func answersTabsWithTheirSelection() throws {
        let page = PageState<TabSplit>(device: .preset(.iPhone61), orientation: .landscape)
        let answer = TestClient.playground.get(SitePaths.apiAccessibility.path(try StateToken.encode(page)))
        #expect(answer.status == 200)
        #expect(answer.json == (try expected(page)))
    }

    @Test(arguments: [("eNq!", "bad_token"), (String(repeating: "A", count: 3073), "token_too_large")])
    func aBadTokenIsA400(token: String, code: String) {
        let answer = TestClient.playground.get(SitePaths.apiAccessibility.path(token), accept: "text/html,*/*")
        #expect(answer.status == 400)
        #expect(answer.headers["Content-Type"] == "application/json")
        #expect(answer.json?["error"]?["code"] == .string(code))
    }

    /// The demo page frames the list lazily, in a `<details>` whose summary counts nothing; the
    /// framed document lists the elements, with the flags' count in its heading.
    @Test func theDemoPageFramesThePanel() throws {
        let page = PageState<Dropdown>(device: .preset(.iPhone4), orientation: .portrait)
        let token = try StateToken.encode(page)
        let html = TestClient.playground.get(try SitePaths.menuPage(of: page)).text
        #expect(
            html.contains(
                #"<details class="panel-section reader-panel" id="reader-panel" data-keep-open><summary>What a screen reader reads</summary><iframe class="inspector-frame" src="/inspect/\#(token)/reading" title="What a screen reader reads" loading="lazy"></iframe></details>"#
            ))
        #expect(!html.contains("reader-list"))
        let document = TestClient.playground.get(SitePaths.inspectReading.path(token))
        #expect(document.status == 200)
        #expect(document.text.contains(#"<main class="inspector reader-panel" id="reader-panel" data-flags="#))
        #expect(document.text.contains(#"<span class="reader-count">3 flags</span>"#))
        #expect(
            document.text.contains(#"<li data-flag="unnamed_control"><strong>Flag: </strong>indicator: a button"#))
    }
}
