import Foundation
import HTTPServer

/// Short links: creation of the longest URL a request may carry (a new link on untimed runs, an
/// existing one after the warming tries), the form, and the redirect of such a link. The store is
/// a scratch SQLite file (`main.swift`); waiting on the disk's sync is not CPU time, which is what
/// the budget bounds.
enum LinkCases {
    static func longURL(_ n: Int) -> String {
        let suffix = "-\(n)"
        return "/embed/" + String(repeating: "x", count: 4000 - 7 - suffix.utf8.count) + suffix
    }

    static var all: [Case] {
        [
            Case(route: "POST /api/v1/links", what: "a 4,000-byte page URL") { n in
                Request(
                    method: .post, target: "/api/v1/links",
                    headers: Headers([("Content-Type", "application/json")]),
                    body: Array("{\"url\":\"\(longURL(n))\"}".utf8))
            },
            Case(route: "POST /s", what: "the form, a 4,000-byte page URL") { n in
                Request(
                    method: .post, target: "/s",
                    headers: Headers([("Content-Type", "application/x-www-form-urlencoded")]),
                    body: Array("url=\(longURL(n + 100))".utf8))
            },
            Case(route: "GET /s/{id}", what: "the link of a 4,000-byte page URL") { n in
                let link = try playground.links.create(url: longURL(n + 200), client: "127.0.0.2")
                return Request(method: .get, target: link.short)
            },
        ]
    }
}
