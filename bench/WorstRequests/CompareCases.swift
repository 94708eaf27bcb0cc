import Foundation
import HTTPServer
import MenuCore
import Playground
import PlaygroundDomain

/// The compare page (`GET /compare/{id}?state=…&devices=…&text=long`, HEAD too) and the compare
/// API (`POST /api/v1/menus/{id}/compare`): up to sixteen layouts of one state, eight screens and
/// their long-text copies, metered together against `WorkLimits.compareBudget`. The worst are
/// `CompareCardCases.worstStates` at the largest count still accepted on all sixteen (found
/// untimed, with other texts than the timed request's, so that it is cold). A compare request
/// may do `WorkLimits.compareBudgetMultiple` pages' work, so it is held to as many pages' time.
enum CompareCases {
    static let pageRoute = "GET /compare/{id}"
    static let headRoute = "HEAD /compare/{id}"
    static let apiRoute = "POST /api/v1/menus/{id}/compare"
    static let budgetMilliseconds = Double(WorkLimits.compareBudgetMultiple) * 50

    /// Where shaping, not drawing, is the cost: distinct 80-letter labels, as many as accepted.
    static var textStates: [(menu: String, what: String, body: (Int, Int) -> String)] {
        [
            (
                "accordion", "accordion, open, the most options of 80 distinct letters",
                { count, n in
                    let options = WorstCases.jsonList((0..<count).map { WorstCases.plainLabel($0, n) })
                    return #"{"config":{"options":\#(options)},"actions":[{"type":"open","item":0}]}"#
                }
            ),
            (
                "dropdown", "dropdown, open, the most options of 80 distinct letters",
                { count, n in
                    let options = WorstCases.jsonList((0..<count).map { WorstCases.plainLabel($0, n) })
                    return #"{"config":{"options":\#(options),"title":"T"},"#
                        + #""state":{"isDroppedDown":false,"isEditing":false,"text":"x"},"actions":[{"type":"tapField"}]}"#
                }
            ),
        ]
    }

    static var all: [Case] {
        let fullest = Case(
            route: pageRoute,
            what: "compare page, 8 screens, text=long, accordion, open, as many distinct 80-character "
                + "options as a token holds"
        ) { n in
            let token = try WorstCases.largestToken(Accordion.self, n) {
                Accordion.Configuration(options: $0)
            } state: {
                Accordion.State(isOpen: true, items: $0.items, selectedItem: 0)
            }
            return Request(
                method: "GET",
                target: "/compare/accordion?state=\(token)&devices=\(CompareCardCases.everyScreen)&text=long")
        }
        return [fullest]
            + (CompareCardCases.worstStates + textStates).flatMap { worst in
                [
                    Case(route: pageRoute, what: "compare page, 8 screens, text=long, \(worst.what)") { n in
                        try timed(worst.menu) { count, seed in try page(worst.menu, worst.body(count, seed)) }(n)
                    },
                    Case(route: headRoute, what: "compare page, 8 screens, text=long, \(worst.what), HEAD") { n in
                        try timed(worst.menu) { count, seed in
                            var request = try page(worst.menu, worst.body(count, seed))
                            request?.method = "HEAD"
                            return request
                        }(n)
                    },
                    Case(route: apiRoute, what: "compare API, 8 screens, longText, \(worst.what)") { n in
                        try timed(worst.menu) { count, seed in api(worst.menu, worst.body(count, seed)) }(n)
                    },
                ]
            }
    }

    /// The request of the largest accepted count, searched with one seed and timed with the next.
    private static func timed(_ menu: String, _ request: @escaping (Int, Int) throws -> Request?) -> (Int) throws
        -> Request
    {
        { n in
            let count = try CompareCardCases.largestAccepted(menu) { try request($0, 1000 + 2 * n) }
            guard let timed = try request(count, 1001 + 2 * n) else {
                throw HTTPError(status: 500, code: "bench", message: "\(menu): the API refused it")
            }
            return timed
        }
    }

    /// The compare page of the state the API answers `body` with, on every screen, long text on.
    private static func page(_ menu: String, _ body: String) throws -> Request? {
        try CompareCardCases.token(menu, body).map {
            Request(
                method: "GET",
                target: "/compare/\(menu)?state=\($0)&devices=\(CompareCardCases.everyScreen)&text=long")
        }
    }

    /// The compare API with `body` on every screen, long text on.
    private static func api(_ menu: String, _ body: String) -> Request {
        let devices = WorstCases.jsonList(CompareCardCases.everyScreen.split(separator: ",").map(String.init))
        return WorstCases.api(menu, "compare", #"{"devices":\#(devices),"longText":true,"# + body.dropFirst())
    }
}
