import Foundation
import HTTPServer
import JSON
import TestSupport
import Testing

@testable import Playground

/// The playground's error answers, which the wire layer asks it for: JSON for the API and for
/// clients that prefer it, a small page otherwise, whichever layer raised the error.
@Suite struct ErrorAnswerTests {
    static let error = HTTPError(status: 422, code: "bad_index", message: "Row 9 does not exist.", path: "index")

    let client = TestClient.playground

    private func text(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func jsonNamesTheCodeMessageStatusAndPath() {
        let json = APIErrorDocument.response(for: Self.error)
        #expect(json.status == 422)
        #expect(json.headers["Content-Type"] == "application/json")
        #expect(
            text(json)
                == #"{"error":{"code":"bad_index","message":"Row 9 does not exist.","status":422,"path":"index"}}"#
                + "\n")
    }

    /// The document around the error's `<main>` (ErrorPageTests pins that, PageShellTests the header).
    @Test func thePageIsTheSitesShellAroundTheError() {
        var error = Self.error
        error.recovery = HTTPError.Link(
            href: "/menus/accordion?state=abc", text: "Back to the state before this change")
        let page = ErrorPage.response(for: error)
        #expect(page.status == 422)
        #expect(page.isHTML)
        let html = text(page)
        let head = [
            "<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\"><head><meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>That change could not be made (422 Unprocessable Content) — Menu Playground</title>",
            "<link rel=\"stylesheet\" href=\"/static/css/playground.css\">",
            "<link rel=\"icon\" href=\"/static/icons/favicon.svg\"></head><body class=\"error shell\">",
            "<a href=\"#main\" class=\"skip-link\">Skip to the page</a><header class=\"site-header\">",
        ].joined()
        let tail = [
            "</header><div class=\"site-body\"><main id=\"main\"><h1>That change could not be made</h1>",
            "</section></main><footer class=\"site-footer\">Every frame on these pages is computed on the server.",
            "</footer></div></body></html>",
        ]
        #expect(html.hasPrefix(head))
        #expect(html.contains(tail[0]))
        #expect(html.hasSuffix(tail[1] + tail[2]))
    }

    @Test func pagesFollowAcceptAndTheAPIIsAlwaysJSON() throws {
        let page = client.get("/nowhere", accept: "text/html")
        #expect(page.status == 404)
        #expect(page.isHTML)
        #expect(page.headers["Cache-Control"] == "no-store")
        #expect(page.headers["Content-Security-Policy"]?.contains("frame-ancestors 'none'") == true)
        let asked = client.get("/nowhere", accept: "application/json")
        #expect(asked.headers["Content-Type"] == "application/json")
        #expect(asked.text.contains(#""code":"not_found""#))
        // Under the API, a browser's Accept still gets JSON, for the router's own 404 and 405 too.
        for (method, target, status): (HTTPMethod, String, HTTPStatus) in [
            (.get, "/api/v1/nowhere", 404), (.delete, "/api/v1/menus", 405),
        ] {
            let answer = client.execute(method, target, headers: [("Accept", "text/html,*/*")])
            #expect(answer.status == status)
            #expect(answer.headers["Content-Type"] == "application/json")
        }
        #expect(client.execute(.delete, "/api/v1/menus").headers["Allow"] == "GET, HEAD")
    }

    /// Refusals made before routing (limits) get the product's answer too.
    @Test func refusalsBeforeRoutingAreThePlaygroundsAnswers() {
        let tooLong = HTTPError(status: 414, code: "uri_too_long", message: "The URL is 5000 bytes; the limit is 4096.")
        let refusing = TestClient.router(apiPlayground.pipeline, refusing: tooLong)
        let api = refusing.get("/api/v1/menus", accept: "text/html")
        #expect(
            api.text
                == #"{"error":{"code":"uri_too_long","message":"The URL is 5000 bytes; the limit is 4096.","status":414}}"#
                + "\n")
        let page = refusing.get("/")
        #expect(page.status == 414)
        #expect(page.text.contains("<title>That link is too long (414 URI Too Long) — Menu Playground</title>"))
    }

    @Test(arguments: ["/static/%zz", "/menus/%", "/x%4"])
    func malformedPathEscapesNameTheEscape(target: String) throws {
        let escape = String(target[target.lastIndex(of: "%")!...])
        let json = client.get(target, accept: "application/json")
        #expect(json.status == 400)
        #expect(json.text.contains(#""code":"bad_path_escape""#))
        #expect(json.text.contains("“\(escape)”"))
        let html = client.get(target)
        #expect(html.status == 400)
        #expect(html.text.contains("bad_path_escape"))
    }

    @Test func errorPagesEscapeWhatTheClientSent() {
        let response = client.get("/<script>alert(1)</script>")
        #expect(response.status == 404)
        #expect(!response.text.contains("<script>"))
        #expect(response.text.contains("&lt;script&gt;"))
    }
}
