import Foundation
import HTTPServer
import MenuCore
import Playground
import PlaygroundDomain

/// The worst requests of the playground's trail of taps and its Options form: a token whose
/// trail is as long as it may be (every tap replayed when it is decoded, and again for the
/// Events), on each route that reads one, and a form that renames every option at once.
enum TrailCases {
    static var all: [Case] {
        [
            Case(
                route: "GET /menus/{id}", what: "dropdown, the largest token with a full trail of 200-character typing"
            ) { n in
                WorstCases.page("dropdown", try typedTrailToken(n))
            },
            Case(route: "GET /menus/{id}/undo", what: "dropdown, the largest token with a full trail of typing") { n in
                Request(method: "GET", target: "/menus/dropdown/undo?state=\(try typedTrailToken(n))")
            },
            Case(route: "GET /menus/{id}/scenario", what: "dropdown, the largest token with a full trail of typing") {
                n in
                Request(method: "GET", target: "/menus/dropdown/scenario?state=\(try typedTrailToken(n))")
            },
            Case(
                route: "GET /menus/{id}",
                what: "accordion, the largest token with a full trail of edits (each renames another option)"
            ) { n in
                WorstCases.page("accordion", try editTrailToken(n))
            },
            Case(route: "GET /menus/{id}/undo", what: "accordion, the largest token with a full trail of edits") { n in
                Request(method: "GET", target: "/menus/accordion/undo?state=\(try editTrailToken(n))")
            },
            Case(route: "POST /menus/{id}/clear", what: "accordion, the largest token with a full trail") { n in
                WorstCases.form("/menus/accordion/clear", [("token", try openCloseTrailToken(n))])
            },
            Case(route: "POST /menus/{id}/tap", what: "accordion, the largest token with a full trail, open") { n in
                WorstCases.form(
                    "/menus/accordion/tap", [("token", try openCloseTrailToken(n)), ("type", "open"), ("item", "0")])
            },
            Case(
                route: "POST /menus/{id}/configure",
                what: "accordion, the largest token, every option renamed, one moved and one added"
            ) { n in
                let token = try WorstCases.largestToken(Accordion.self, n) { Accordion.Configuration(options: $0) }
                let page = try StateToken.decode(token, as: Accordion.self)
                let count = page.configuration.options.count
                let renamed = (0..<count).map { ("text.\($0)", String(repeating: "y", count: 79) + "\($0 % 10)") }
                return WorstCases.form(
                    "/menus/accordion/configure",
                    [("token", token)] + renamed + [("down", "0"), ("new", String(repeating: "x", count: 80))])
            },
        ]
    }

    /// The dropdown with as many options as fit beside a trail of twenty taps that type
    /// `Limits.maxDropdownTextLength` characters into "Other" and end the edit.
    static func typedTrailToken(_ n: Int) throws -> String {
        try trailToken(
            Dropdown.self, n,
            configuration: { Dropdown.Configuration(title: "T", options: $0) },
            taps: { configuration, index in
                switch index % 3 {
                case 0: [.tapField]
                case 1: [.tapRow(index: configuration.options.count)]
                default:
                    [
                        .typeText("t\(n) \(index) " + String(repeating: "w", count: Limits.maxDropdownTextLength - 12)),
                        .endEditing,
                    ]
                }
            })
    }

    /// The accordion with as many options as fit beside a trail of twenty opens and closes.
    static func openCloseTrailToken(_ n: Int) throws -> String {
        try trailToken(
            Accordion.self, n, configuration: { Accordion.Configuration(options: $0) },
            taps: { _, index in index % 2 == 0 ? [.open(item: 0)] : [.dismiss] })
    }

    /// The accordion with as many options as fit beside a trail of twenty edits, each a whole
    /// configuration (decoded, validated and described in the Events), each renaming another
    /// option so that none takes the last one's place.
    static func editTrailToken(_ n: Int) throws -> String {
        guard let editing = Accordion.editing else {
            throw HTTPError(status: 500, code: "bench", message: "the accordion has no edits")
        }
        return try trailToken(Accordion.self, n, configuration: { Accordion.Configuration(options: $0) }) {
            page, index in
            let count = page.configuration.options.count
            page = try editing.configured(page, [.rename(index: index % count, text: "edit \(n) \(index)")])
        }
    }

    /// The most labels whose page, after `StateTokenLimits.maxTrailTaps` taps, still has a
    /// token that keeps every tap.
    static func trailToken<M: PlaygroundMenu>(
        _ menu: M.Type, _ n: Int, configuration: ([String]) -> M.Configuration,
        taps: (M.Configuration, Int) -> [M.Action]
    ) throws -> String {
        try trailToken(menu, n, configuration: configuration) { page, index in
            _ = try page.tap(taps(page.configuration, index))
        }
    }

    /// The most labels whose page, after `StateTokenLimits.maxTrailTaps` entries made by
    /// `extend` (given the page and the entry's number), still has a token that keeps them all.
    static func trailToken<M: PlaygroundMenu>(
        _ menu: M.Type, _ n: Int, configuration: ([String]) -> M.Configuration,
        extend: (inout PageState<M>, Int) throws -> Void
    ) throws -> String {
        var best: String?
        var count = 8
        while count <= Limits.maxOptions {
            var page = PageState<M>(
                configuration: configuration((0..<count).map { WorstCases.plainLabel($0, n) }),
                device: .preset(.iPhone4))
            for index in 0..<StateTokenLimits.maxTrailTaps { try extend(&page, index) }
            guard let token = try? StateToken.encode(page),
                try StateToken.decode(token, as: M.self).trail.entries.count == StateTokenLimits.maxTrailTaps
            else { break }
            best = token
            count += 8
        }
        guard let best else { throw HTTPError(status: 500, code: "bench", message: "no trail fits") }
        return best
    }
}
