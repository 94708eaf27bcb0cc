import Foundation
import JSON
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The frames table (`GET /inspect/{token}/frames`, framed under the device): its numbers are
/// the layout API's, to the character; its Copy as JSON is the API's `frames`; a step's changes
/// are marked. The demo page itself writes only the `<details>`, its count and the frame.
@Suite struct FramesSectionTests {
    let client = TestClient.playground

    /// The table's document for `page`'s state.
    private func html<M: PlaygroundMenu>(_ page: PageState<M>) throws -> String {
        let answer = client.get(SitePaths.inspectFrames.path(try StateToken.encode(page)))
        #expect(answer.status == 200)
        return answer.text
    }

    /// The table's `<main>` in its document.
    private func section(_ html: String) throws -> String {
        let start = try #require(html.range(of: #"<main class="inspector frames" id="frames">"#))
        let end = try #require(html[start.upperBound...].range(of: "</main>"))
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// The API's answer for `page`, as text: its `frames` object as written.
    private func apiFrames<M: PlaygroundMenu>(_ page: PageState<M>) throws -> String {
        let config = String(decoding: try CanonicalJSONEncoder().encode(page.configuration), as: UTF8.self)
        let state = String(decoding: try CanonicalJSONEncoder().encode(page.state), as: UTF8.self)
        let body = #"{"device":"iphone-4in","config":\#(config),"state":\#(state)}"#
        let answer = client.postAPI(M.id.rawValue, "layout", body)
        #expect(answer.status == 200, "\(answer.text)")
        let text = answer.text
        let start = try #require(text.range(of: #""frames":"#))
        let end = try #require(text.range(of: #","scrollOffsets":"#))
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// Each row as `name:{"height":h,"width":w,"x":x,"y":y}`, the API's spelling, and its parent.
    private func rows(_ section: String) throws -> [(json: String, parent: String)] {
        let row = try Regex(
            #"<tr data-box="([^"]+)"[^>]*><th scope="row">[^<]+</th><td>([^<]+)</td><td>([^<]+)</td><td>([^<]+)</td><td>([^<]+)</td><td>([^<]+)</td>"#
        )
        return section.matches(of: row).map { match in
            let part = { (index: Int) in String(match.output[index].substring!) }
            return (
                #""\#(part(1))":{"height":\#(part(5)),"width":\#(part(4)),"x":\#(part(2)),"y":\#(part(3))}"#,
                part(6)
            )
        }
    }

    private func unescaped(_ attribute: String) -> String {
        attribute.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    private func check<M: PlaygroundMenu>(_ page: PageState<M>) throws {
        let section = try section(try html(page))
        let api = try apiFrames(page)
        let layout = M.layout(page.configuration, page.state, try page.viewport(), apiPlayground.textMeasurer)
        let rows = try rows(section)
        #expect(rows.count == layout.boxes.count)
        // Every row's numbers, written as the API writes them, are in the API's frames.
        for row in rows { #expect(api.contains(row.json), "\(row.json) in \(api)") }
        #expect(rows.map(\.parent) == layout.boxes.map { $0.parent ?? "—" })
        // Copy as JSON: the API's frames object, each member as the API writes it, in the table's order.
        let json = try #require(section.firstMatch(of: #/data-json="([^"]*)"/#))
        let copied = unescaped(String(json.output.1))
        #expect(copied == #"{"frames":{"# + rows.map(\.json).joined(separator: ",") + "}}")
        #expect(
            try JSONValue.parse(Array(copied.utf8)) == (try JSONValue.parse(Array((#"{"frames":"# + api + "}").utf8))))
    }

    @Test(arguments: MenuRegistry.ids)
    func theTableIsTheLayoutAPIsFramesForEveryMenu(menu: MenuID) throws {
        func closedAndOpen<M: PlaygroundMenu>(_ menu: M.Type) throws {
            var page = PageState<M>(device: .preset(.iPhone4))
            try check(page)
            _ = try page.tap([try M.Action(payload: M.opening)])
            try check(page)
        }
        try closedAndOpen(MenuRegistry.menu(menu)!)
    }

    @Test func theLastTapsChangesAreMarked() throws {
        var page = PageState<Accordion>(device: .preset(.iPhone4))
        let closed = try section(try html(page))
        #expect(!closed.contains("Last step"))
        #expect(!closed.contains("frame-changed"))
        _ = try page.tap([.open(item: 0)])
        let open = try section(try html(page))
        #expect(open.contains(#"<th scope="col">Last step</th>"#))
        #expect(
            open.contains(
                #"<tr data-box="menu" class="frame-changed"><th scope="row">menu</th><td>30</td><td>134</td><td>260</td><td>320</td><td>screen</td><td class="frame-change">y 294 → 134, h 0 → 320</td></tr>"#
            ), "\(open)")
        // An unchanged box has an empty mark.
        #expect(
            open.contains(
                #"<tr data-box="screen"><th scope="row">screen</th><td>0</td><td>0</td><td>320</td><td>568</td><td>—</td><td class="frame-change"></td></tr>"#
            ))
        _ = try page.tap([.dismiss])
        let closedAgain = try section(try html(page))
        #expect(closedAgain.contains(#"<td class="frame-change">y 134 → 294, h 320 → 0</td>"#), "\(closedAgain)")
    }

    /// The demo page: a closed `<details>` with the layout's box count and a lazy frame of the
    /// table's document, and none of the table itself.
    @Test func theDemoPageFramesTheTableLazily() throws {
        var page = PageState<Accordion>(device: .preset(.iPhone4))
        _ = try page.tap([.open(item: 0)])
        let token = try StateToken.encode(page)
        let html = client.get(try SitePaths.menuPage(of: page)).text
        let layout = Accordion.layout(page.configuration, page.state, try page.viewport(), apiPlayground.textMeasurer)
        #expect(
            html.contains(
                #"<details class="frames" id="frames"><summary>Frames<span class="muted frames-count"> · \#(layout.boxes.count) boxes</span></summary><iframe class="inspector-frame" src="/inspect/\#(token)/frames" title="Frames table" loading="lazy"></iframe></details>"#
            ))
        #expect(!html.contains("<table"))
        #expect(!html.contains("data-json"))
    }
}
