import Foundation
import HTTPServer
import MenuCore
import Playground
import PlaygroundDomain

/// The worst requests of issue 35's inspector: the frames API (one layout), the reading list's
/// document (one layout and the walk of its boxes) and the frames table's document, which lays out
/// the state before the last step too, so its worst token carries a trail whose last step edits
/// every option.
enum InspectorCases {
    static var all: [Case] {
        [
            Case(route: "GET /api/v1/state/{token}/frames", what: "accordion, the largest token, open") { n in
                Request(method: "GET", target: "/api/v1/state/\(try largestOpenAccordion(n))/frames")
            },
            Case(route: "GET /inspect/{token}/reading", what: "accordion, the largest token, open") { n in
                Request(method: "GET", target: "/inspect/\(try largestOpenAccordion(n))/reading")
            },
            Case(route: "GET /inspect/{token}/frames", what: "accordion, the largest token with a full trail of edits")
            { n in
                Request(method: "GET", target: "/inspect/\(try TrailCases.editTrailToken(n))/frames")
            },
            Case(route: "HEAD /inspect/{token}/frames", what: "accordion, the largest token with a full trail, HEAD") {
                n in
                Request(method: "HEAD", target: "/inspect/\(try TrailCases.editTrailToken(n))/frames")
            },
        ]
    }

    static func largestOpenAccordion(_ n: Int) throws -> String {
        try WorstCases.largestToken(Accordion.self, n) {
            Accordion.Configuration(options: $0)
        } state: { configuration in
            Accordion.State(isOpen: true, items: configuration.items, selectedItem: 0)
        }
    }
}
