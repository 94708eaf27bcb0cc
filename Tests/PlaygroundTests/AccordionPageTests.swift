import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The accordion's demo page and posts (issue 10): no tap leads to an error page, Escape is Close
/// or Cancel, Save saves what the field shows, and only the cover fades.
@Suite struct AccordionPageTests {
    let client = TestClient.playground

    private static let items = OpenValues.accordionSampleItems

    private static func page(_ state: Accordion.State) -> PageState<Accordion> {
        var page = PageState<Accordion>(device: .preset(.iPhone4))
        page.state = state
        return page
    }

    private static let open = page(Accordion.State(isOpen: true, items: items, selectedItem: 1))
    private static let editing = page(
        Accordion.State(items: items, editor: Accordion.Editor(item: 1, text: "Call the plumber")))

    /// The page state a post's 303 leads to.
    private func after(_ response: TestResponse) throws -> PageState<Accordion> {
        #expect(response.status == 303, "\(response.text)")
        let location = try #require(response.headers["Location"])
        return try StateToken.decode(String(try #require(location.split(separator: "=").last)), as: Accordion.self)
    }

    @Test func escapeOnTheEditViewCancelsItWhereItUsedToBeAnError() throws {
        // The old page's backdrop and its Cancel twin posted this and got 422 "Nothing is open to
        // dismiss."; now only Escape posts it, and it cancels the edit.
        let token = try StateToken.encode(Self.editing)
        let next = try after(client.postForm("/menus/accordion/dismiss", [("token", token)]))
        #expect(next.state == Accordion.State(items: Self.items))
        #expect(next.events.isEmpty)
    }

    @Test func escapeOnTheMenuIsClose() throws {
        let next = try after(client.postForm("/menus/accordion/dismiss", [("token", try StateToken.encode(Self.open))]))
        #expect(next.state == Accordion.State(items: Self.items))
        #expect(next.events.map(\.description) == ["userSelectedOptionWithIndex: 7"])
    }

    @Test func saveSendsTheFieldsTextWithIt() throws {
        let token = try StateToken.encode(Self.editing)
        let saved = try after(
            client.postForm(
                "/menus/accordion/tap", [("token", token), ("type", "saveEdit"), ("text", "Call the electrician")]))
        #expect(
            saved.state
                == Accordion.State(items: ["Buy milk", "Call the electrician", "Book flights", "Water the plants"]))
        #expect(saved.events.isEmpty)
    }

    @Test func theOpenAndEditingPagesHaveNoCancelTwinAndTellTheScriptWhatEscapeIs() throws {
        let openHTML = client.get(try SitePaths.menuPage(of: Self.open)).text
        #expect(openHTML.contains(#"data-menu="open" data-dismiss-type="dismiss""#))
        #expect(!openHTML.contains("screen-cancel"))
        let editingHTML = client.get(try SitePaths.menuPage(of: Self.editing)).text
        #expect(editingHTML.contains(#"data-menu="closed" data-dismiss-type="dismiss""#))
        #expect(!editingHTML.contains("screen-cancel"))
        #expect(!editingHTML.contains("data-transition"))
        let closedHTML = client.get(try SitePaths.menuPage(of: Self.page(Accordion.State(items: Self.items)))).text
        #expect(closedHTML.contains(#"data-menu="closed""#) && !closedHTML.contains("data-dismiss-type"))
    }

    @Test func thePageAnimatesOnlyTheCoversAlpha() throws {
        let html = client.get(try SitePaths.menuPage(of: Self.open)).text
        for attribute in ["data-transition", "data-transition-out"] {
            let start = try #require(html.range(of: " \(attribute)=\""))
            let value = html[start.upperBound...].prefix { $0 != "\"" }.replacing("&quot;", with: "\"")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(value.utf8)) as? [String: Any])
            #expect(json["names"] as? [String] == ["cover", "menu"])
            #expect((json["fromAlpha"] as? [String: Double]).map { Array($0.keys) } == ["cover"])
            #expect((json["toAlpha"] as? [String: Double]).map { Array($0.keys) } == ["cover"])
        }
    }
}
