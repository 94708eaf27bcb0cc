import Foundation
import HTTPServer
import MenuCore
import PageRendering
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// Error pages as a reader meets them: plain words first, the shell, and a recovery link to
/// the nearest good state that can be known, saying which.
@Suite struct ErrorPageTests {
    let client = TestClient.playground

    /// The error page's recovery link: its target and its words.
    private static func recovery(_ response: TestResponse) -> HTTPError.Link? {
        response.text.firstMatch(of: /<a href="([^"]*)" class="recovery">([^<]*)<\/a>/).map {
            HTTPError.Link(href: String($0.1), text: String($0.2))
        }
    }

    private static func headline(_ response: TestResponse) -> String? {
        response.text.firstMatch(of: /<main id="main"><h1>([^<]*)<\/h1>/).map { String($0.1) }
    }

    @Test func plainWordsAreChosenByCodeThenStatus() {
        let cases: [(HTTPError, String)] = [
            (
                .badRequest("The token is not base64url.", code: "bad_token", path: "token"),
                "This link is broken or incomplete"
            ),
            (HTTPError(status: 400, code: "token_too_large", message: "m"), "This link is broken or incomplete"),
            (.notFound("/nowhere"), "There is no page here"),
            (HTTPError(status: 404, code: "unknown_menu", message: "m"), "There is no page here"),
            (HTTPError(status: 422, code: "index_out_of_range", message: "m"), "That change could not be made"),
            (HTTPError(status: 422, code: "too_much_work", message: "m"), "This state is too large to draw"),
            (HTTPError(status: 422, code: "page_too_large", message: "m"), "This state is too large to draw"),
            (HTTPError(status: 422, code: "state_too_large", message: "m"), "That change would make the link too long"),
            (HTTPError(status: 400, code: "malformed_form", message: "m"), "That request could not be read"),
            (HTTPError(status: 414, code: "uri_too_long", message: "m"), "That link is too long"),
            (HTTPError(status: 500, code: "grid", message: "m"), "Something went wrong on the server"),
        ]
        for (error, headline) in cases {
            #expect(ErrorWords(for: error).headline == headline, "\(error.code)")
        }
    }

    /// The whole of `<main>`: the words, the way back, then the detail; the shell around it.
    @Test func thePageLeadsWithPlainWordsAndEndsWithTheDetail() {
        var error = HTTPError(status: 422, code: "bad_index", message: "Row 9 does not exist.", path: "index")
        error.recovery = HTTPError.Link(
            href: "/menus/accordion?state=abc", text: "Back to the state before this change")
        let html = String(decoding: ErrorPage.response(for: error).body, as: UTF8.self)
        let main = html[html.range(of: "<main")!.lowerBound..<html.range(of: "</main>")!.upperBound]
        let expected = [
            "<main id=\"main\"><h1>That change could not be made</h1><p class=\"lead\">It does not apply to ",
            "the state it was made on, which is unchanged.</p><p class=\"recovery-line\"><a href=\"/menus/",
            "accordion?state=abc\" class=\"recovery\">Back to the state before this change</a></p><p><a ",
            "href=\"/\">Back to the playground</a></p><section class=\"error-detail\" aria-labelledby=\"",
            "error-detail\"><h2 id=\"error-detail\">Technical detail</h2><p>422 Unprocessable Content</p><p ",
            "class=\"error-message\">Row 9 does not exist.</p><p>Field: <code>index</code></p><p>Error code: ",
            "<code>bad_index</code></p></section></main>",
        ].joined()
        #expect(String(main) == expected)
        #expect(
            html.contains("<title>That change could not be made (422 Unprocessable Content) — Menu Playground</title>"))
        #expect(html.contains("<nav class=\"site-nav\" aria-label=\"Playground\">"))
        #expect(!html.contains("aria-current"))
    }

    @Test func theNotFoundPageListsEveryMenuAsALink() {
        for target in ["/nowhere", "/menus/nope"] {
            let response = client.get(target)
            #expect(response.status == 404)
            #expect(Self.headline(response) == "There is no page here")
            let links = MenuRegistry.menus.map { "<li><a href=\"/menus/\($0.id.rawValue)\">\($0.title)</a></li>" }
            #expect(
                response.text.contains(
                    "<ul class=\"error-menus\" aria-label=\"The menus\">" + links.joined() + "</ul>"))
        }
    }

    /// The bug of issue 13: a post whose token decodes, but whose other fields do not, used to
    /// lead to the menu's default.
    @Test func aFailedPostLeadsBackToTheStateItWasMadeOn() throws {
        var page = PageState<Dropdown>(device: .preset(.iPhone4))
        page.state.isDroppedDown = true
        let token = try StateToken.encode(page)
        let before = HTTPError.Link(
            href: SitePaths.menuPage(of: page, token: token), text: "Back to the state before this change")
        let posts: [(String, [(String, String)])] = [
            ("/menus/dropdown/tap", [("token", token), ("type", "tapRow"), ("index", "two")]),
            ("/menus/dropdown/tap", [("token", token), ("type", "tapRow"), ("index", "99")]),
            ("/menus/dropdown/tap", [("token", token), ("type", "open"), ("type", "tapRow")]),
            ("/menus/dropdown/tap", [("token", token)]),
            ("/menus/dropdown/device", [("token", token), ("device", "phone")]),
            ("/menus/dropdown/rotate", [("token", token), ("type", "a"), ("type", "b")]),
            ("/menus/dropdown/configure", [("token", token), ("edit", "rename"), ("index", "x"), ("text", "A")]),
        ]
        for (target, fields) in posts {
            let answer = client.postForm(target, fields)
            #expect((400..<500).contains(answer.status), "\(target) \(fields)")
            #expect(Self.recovery(answer) == before, "\(target) \(fields)")
        }
        let outOfRange = client.postForm(
            "/menus/dropdown/tap", [("token", token), ("type", "tapRow"), ("index", "99")])
        #expect(Self.headline(outOfRange) == "That change could not be made")
    }

    @Test func aFailedPostFromAnEmbedLeadsBackToTheEmbed() throws {
        let token = try StateToken.encode(PageState<ActionSheet>(device: .preset(.iPhone4)))
        let answer = client.postForm(
            "/menus/action-sheet/tap", [("token", token), ("return", "embed"), ("type", "tapButton"), ("index", "x")])
        #expect(
            Self.recovery(answer)
                == HTTPError.Link(href: "/embed/\(token)", text: "Back to the state before this change"))
    }

    @Test func aBrokenLinkLeadsToTheMenusDefaultSayingSo() throws {
        let good = try StateToken.encode(PageState<Accordion>(device: .preset(.iPhone4)))
        let accordionDefault = HTTPError.Link(
            href: "/menus/accordion", text: "Open “Accordion menu” in its default state")
        for broken in [
            client.get("/menus/accordion?state=AAAA"), client.get("/menus/accordion?state=\(good.dropLast(3))"),
            client.get("/menus/accordion?state=\(good)&state=\(good)"),
            client.postForm("/menus/accordion/tap", [("token", String(good.dropLast(4))), ("type", "open")]),
            client.postForm("/menus/accordion/configure", [("edit", "title"), ("text", "T")]),
        ] {
            #expect(broken.status == 400)
            #expect(Self.recovery(broken) == accordionDefault)
        }
        #expect(Self.headline(client.get("/menus/accordion?state=AAAA")) == "This link is broken or incomplete")
    }

    @Test func anExtraParameterLeadsToTheLinksOwnState() throws {
        let page = PageState<ContextMenu>(device: .preset(.iPhone4))
        let token = try StateToken.encode(page)
        let answer = client.get("/menus/context-menu?state=\(token)&r=1")
        #expect(answer.status == 400)
        #expect(
            Self.recovery(answer)
                == HTTPError.Link(
                    href: SitePaths.menuPage(of: page, token: token), text: "Open the state this link carries"))
        #expect(
            Self.recovery(client.get("/menus/context-menu?r=1"))
                == HTTPError.Link(href: "/menus/context-menu", text: "Open “Tap context menu” in its default state"))
    }

    /// JSON errors keep their shape: no recovery, no page words.
    @Test func apiErrorsAreUnchanged() {
        let answer = client.get("/menus/accordion?state=AAAA", headers: [("Accept", "application/json")])
        #expect(answer.headers["Content-Type"] == "application/json")
        #expect(
            answer.text
                == #"{"error":{"code":"bad_token","message":"The token is not zlib-deflated data.","status":400,"path":"token"}}"#
                + "\n")
    }
}
