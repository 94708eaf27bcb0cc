import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `GET /inspect/{token}/frames` and `/reading`: the inspector panels' documents. Pure functions
/// of the token (entity tag, revalidation, kept a day), framable by the site itself only, and a
/// bad token is the 400 page, never a 500.
@Suite struct InspectorRouteTests {
    let client = TestClient.playground

    static let routes = [SitePaths.inspectFrames, SitePaths.inspectReading]

    private func token() throws -> String {
        var page = PageState<Accordion>(device: .preset(.iPhone4))
        _ = try page.tap([.open(item: 0)])
        return try StateToken.encode(page)
    }

    @Test(arguments: routes)
    func answersADocumentOnlyTheSiteMayFrame(route: RoutePath) throws {
        let answer = client.get(route.path(try token()))
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == "text/html; charset=utf-8")
        let policy = try #require(answer.headers["Content-Security-Policy"])
        #expect(policy.hasSuffix("frame-ancestors 'self'"))
        #expect(policy.contains("script-src 'self';"))
        #expect(answer.headers["Cache-Control"] == "public, max-age=86400")
        #expect(answer.text.contains(#"<script type="module" src="/static/js/inspector-document.js"></script>"#))
        #expect(!answer.text.contains("<script>"))
    }

    @Test(arguments: routes)
    func aRepeatWithItsEntityTagIsA304(route: RoutePath) throws {
        let target = route.path(try token())
        let tag = try #require(client.get(target).headers["ETag"])
        #expect(client.get(target, headers: [("If-None-Match", tag)]).status == 304)
        #expect(client.get(target).headers["ETag"] == tag)
    }

    @Test(arguments: routes, ["eNq!", "AAAA", String(repeating: "A", count: 3073)])
    func aBadTokenIsThe400Page(route: RoutePath, token: String) throws {
        let answer = client.get(route.path(token))
        #expect(answer.status == 400)
        #expect(answer.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(answer.text.contains("<h1"))
    }

    /// A tampered token (one character changed) is refused too.
    @Test(arguments: routes)
    func aTamperedTokenIsA400(route: RoutePath) throws {
        var characters = Array(try token())
        characters[characters.count / 2] = characters[characters.count / 2] == "A" ? "B" : "A"
        #expect(client.get(route.path(String(characters))).status == 400)
    }

    /// The demo page may frame the site's own documents, and nothing else.
    @Test func theDemoPageMayFrameTheSitesOwnDocuments() throws {
        let policy = try #require(client.get("/menus/accordion").headers["Content-Security-Policy"])
        #expect(policy.contains("frame-src 'self'; frame-ancestors 'none'"))
    }
}
