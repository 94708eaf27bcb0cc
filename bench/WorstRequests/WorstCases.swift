import Foundation
import HTTPServer
import MenuCore
import Playground
import PlaygroundDomain

/// The crafted requests. `n` numbers the pairs of repetitions: it goes into every text, so that
/// the first of each pair meets no cached measurement.
enum WorstCases {
    static let combiningGrave = "\u{0300}"

    static var all: [Case] {
        [
            // The issue's link: one option made of a letter and 30,000 combining marks.
            Case(route: "GET /menus/{id}", what: "dropdown option `a` + 30,000 U+0300 (a 474-character link)") { n in
                page(
                    "dropdown",
                    try token(
                        PageState<Dropdown>(
                            configuration: .init(
                                title: "T\(n)", options: ["a" + String(repeating: combiningGrave, count: 30_000)]),
                            device: .preset(.iPhone4))))
            },
            Case(route: "GET /menus/{id}", what: "accordion, as many distinct 80-character options as a token holds") {
                n in
                page("accordion", try largestToken(Accordion.self, n) { Accordion.Configuration(options: $0) })
            },
            Case(
                route: "GET /menus/{id}",
                what: "dropdown, as many \(Limits.maxScalarsPerCharacter)-scalar graphemes as a token holds, open"
            ) { n in
                page(
                    "dropdown",
                    try largestToken(Dropdown.self, n, label: markedLabel) { options in
                        Dropdown.Configuration(title: "T", options: options)
                    } state: { _ in
                        Dropdown.State(isDroppedDown: true, text: "T")
                    })
            },
            Case(route: "GET /menus/{id}", what: "action sheet, 200-character title of one-letter words, open") { n in
                page(
                    "action-sheet",
                    try token(
                        PageState<ActionSheet>(
                            configuration: .init(
                                title: String(repeating: "i ", count: 99) + "\(n % 10)", buttons: ["A", "B"]),
                            state: ActionSheet.State(isShowing: true), device: .preset(.iPhone4))))
            },
            Case(route: "GET /menus/{id}", what: "accordion, 190 options, open (about the largest page drawn)") { n in
                var configuration = Accordion.Configuration.demo
                configuration.options = (0..<190).map { "Option \($0) of repetition \(n)" }
                return page(
                    "accordion",
                    try token(
                        PageState<Accordion>(
                            configuration: configuration,
                            state: Accordion.State(isOpen: true, items: configuration.items, selectedItem: 0),
                            device: .preset(.iPad97))))
            },
            Case(route: "GET /menus/{id}", what: "context menu, open, 300 items of 80 wide letters, iPad") { n in
                page(
                    "context-menu",
                    try token(
                        PageState<ContextMenu>(
                            configuration: ContextMenu.Configuration(
                                options: (0..<300).map { index in
                                    ContextMenu.Option(
                                        text: "W\(n) \(index)" + String(repeating: "W", count: 70), action: "a\(index)")
                                }),
                            state: ContextMenu.State(isShown: true), device: .preset(.iPad97))))
            },
            Case(route: "GET /embed/{token}", what: "accordion, the largest token, open") { n in
                Request(method: "GET", target: "/embed/" + (try InspectorCases.largestOpenAccordion(n)))
            },
            // One layout and the walk of its boxes, priced as the embed route is: its worst case
            // is the embed's state.
            Case(route: "GET /api/v1/state/{token}/accessibility", what: "accordion, the largest token, open") { n in
                Request(
                    method: "GET", target: "/api/v1/state/\(try InspectorCases.largestOpenAccordion(n))/accessibility")
            },
            Case(route: "GET /api/v1/state/{token}", what: "the largest accordion token") { n in
                Request(
                    method: "GET",
                    target: "/api/v1/state/"
                        + (try largestToken(Accordion.self, n) { Accordion.Configuration(options: $0) }))
            },
            Case(route: "POST /menus/{id}/tap", what: "dropdown, the largest token, tapField") { n in
                form(
                    "/menus/dropdown/tap",
                    [
                        (
                            "token",
                            try largestToken(Dropdown.self, n) { Dropdown.Configuration(title: "T", options: $0) }
                        ),
                        ("type", "tapField"),
                    ])
            },
            Case(route: "POST /menus/{id}/dismiss", what: "dropdown, the largest token, open") { n in
                form(
                    "/menus/dropdown/dismiss",
                    [
                        (
                            "token",
                            try largestToken(Dropdown.self, n) {
                                Dropdown.Configuration(title: "T", options: $0)
                            } state: { _ in
                                Dropdown.State(isDroppedDown: true, text: "T")
                            }
                        )
                    ])
            },
            Case(route: "POST /menus/{id}/device", what: "accordion, the largest token, a custom device") { n in
                form(
                    "/menus/accordion/device",
                    [
                        ("token", try largestToken(Accordion.self, n) { Accordion.Configuration(options: $0) }),
                        ("device", "custom"), ("width", "2048"), ("height", "2048"), ("statusBar", "100"),
                    ])
            },
            Case(route: "POST /menus/{id}/rotate", what: "accordion, the largest token") { n in
                form(
                    "/menus/accordion/rotate",
                    [("token", try largestToken(Accordion.self, n) { Accordion.Configuration(options: $0) })])
            },
            Case(route: "POST /menus/{id}/configure", what: "accordion, the largest token, add an 80-character option")
            { n in
                form(
                    "/menus/accordion/configure",
                    [
                        ("token", try largestToken(Accordion.self, n) { Accordion.Configuration(options: $0) }),
                        ("new", String(repeating: "x", count: 80)), ("add", "1"),
                    ])
            },
            Case(route: "POST /api/v1/menus/{id}/layout", what: "accordion, a 64 KB body of 1,000 distinct options") {
                n in
                api(
                    "accordion", "layout",
                    #"{"device":"ipad-9.7in","state":{"isOpen":true,"items":["a"],"selectedItem":0},"#
                        + #""config":{"items":["a"],"options":\#(jsonList(randomLabels(1_000, seed: n, length: 60)))}}"#
                )
            },
            Case(route: "POST /api/v1/menus/{id}/layout", what: "dropdown, open, 680 options of 80 wide letters, iPad")
            { n in
                let options = (0..<680).map { "W\(n) \($0)" + String(repeating: "W", count: 72) }
                return api(
                    "dropdown", "layout",
                    #"{"device":"ipad-9.7in","config":{"options":\#(jsonList(options))},"#
                        + #""state":{"isDroppedDown":true,"isEditing":false,"text":"x"}}"#)
            },
            Case(route: "POST /api/v1/menus/{id}/layout", what: "dropdown label `a` + 30,000 U+0300 (62 KB)") { n in
                api(
                    "dropdown", "layout",
                    #"{"device":"iphone-4in","config":{"title":"T\#(n)","options":["a"#
                        + String(repeating: combiningGrave, count: 30_000) + #""]}}"#)
            },
            Case(
                route: "POST /api/v1/menus/{id}/actions",
                what: "dropdown, 700 random 80-character options, 100 tapField"
            ) { n in
                api(
                    "dropdown", "actions",
                    #"{"device":"iphone-4in","config":{"title":"T","options":\#(jsonList(randomLabels(700, seed: n)))},"#
                        + #""actions":\#(jsonList(repeating: #"{"type":"tapField"}"#, 100))}"#)
            },
            Case(
                route: "POST /api/v1/menus/{id}/actions",
                what:
                    "dropdown, 680 or 700 options of 80 wide letters (the most a token holds, and past it), 100 tapField"
            ) { n in
                let count = n % 2 == 0 ? 680 : 700
                let options = (0..<count).map { "W\(n) \($0)" + String(repeating: "W", count: 72) }
                return api(
                    "dropdown", "actions",
                    #"{"device":"ipad-9.7in","config":{"options":\#(jsonList(options))},"#
                        + #""actions":\#(jsonList(repeating: #"{"type":"tapField"}"#, 100))}"#)
            },
            Case(
                route: "POST /api/v1/menus/{id}/actions",
                what:
                    "action sheet, 200-character title with a combining acute after each letter, 200 buttons, 100 actions"
            ) { n in
                let title = String(repeating: "e\u{0301}", count: 100) + "\(n)"
                let buttons = (0..<200).map { "Button \($0) \(n)" }
                let actions = (0..<50).flatMap { _ in [#"{"type":"open"}"#, #"{"type":"tapOutside"}"#] }
                return api(
                    "action-sheet", "actions",
                    #"{"device":"ipad-9.7in","config":{"title":"\#(title)","buttons":\#(jsonList(buttons))},"#
                        + #""actions":[\#(actions.joined(separator: ","))]}"#)
            },
            Case(route: "GET /", what: "the home page (rendered at start-up)") { _ in
                Request(method: "GET", target: "/", headers: Headers([("Accept-Encoding", "gzip")]))
            },
            Case(route: "GET /grid", what: "every menu on every preset (rendered at start-up)") { _ in
                Request(method: "GET", target: "/grid", headers: Headers([("Accept-Encoding", "gzip")]))
            },
            Case(route: "GET /metrics", what: "the exposition text") { _ in Request(method: "GET", target: "/metrics")
            },
            Case(route: "GET /static/{path}", what: "the largest stylesheet, gzip") { _ in
                Request(
                    method: "GET", target: "/static/css/playground.css", headers: Headers([("Accept-Encoding", "gzip")])
                )
            },
            Case(route: "GET /api/v1/menus", what: "the catalogue") { _ in
                Request(method: "GET", target: "/api/v1/menus")
            },
            Case(route: "POST /api/v1/menus/{id}/actions", what: "accordion, 1,000 options, 100 open/dismiss") { n in
                let actions = (0..<50).flatMap { _ in [#"{"type":"open"}"#, #"{"type":"dismiss"}"#] }
                return api(
                    "accordion", "actions",
                    #"{"device":"iphone-4in","config":{"options":\#(jsonList((0..<1000).map { "O\($0) \(n)" }))},"#
                        + #""actions":[\#(actions.joined(separator: ","))]}"#)
            },
        ]
    }

    // MARK: - Building requests

    static func page(_ menu: String, _ token: String) -> Request {
        Request(method: "GET", target: "/menus/\(menu)?state=\(token)", headers: Headers([("Accept-Encoding", "gzip")]))
    }

    static func form(_ path: String, _ fields: [(String, String)]) -> Request {
        let body = fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)" }
            .joined(separator: "&")
        return Request(
            method: "POST", target: path, headers: Headers([("Content-Type", "application/x-www-form-urlencoded")]),
            body: Array(body.utf8))
    }

    static func api(_ menu: String, _ route: String, _ json: String) -> Request {
        Request(
            method: "POST", target: "/api/v1/menus/\(menu)/\(route)",
            headers: Headers([("Content-Type", "application/json")]), body: Array(json.utf8))
    }

    static func token<M: Menu>(_ page: PageState<M>) throws -> String {
        try StateToken.encode(page)
    }

    /// The token with the most labels of `label(i, n)` that still fits the token limits.
    static func largestToken<M: Menu>(
        _ menu: M.Type, _ n: Int, label: (Int, Int) -> String = plainLabel,
        _ configuration: ([String]) -> M.Configuration,
        state: (M.Configuration) -> M.State? = { _ in nil }
    ) throws -> String {
        var best: String?
        var count = 16
        while count <= Limits.maxOptions {
            let options = (0..<count).map { label($0, n) }
            let made = configuration(options)
            let page = PageState<M>(configuration: made, state: state(made), device: .preset(.iPhone4))
            guard let token = try? StateToken.encode(page),
                (try? StateToken.json(page).count) ?? .max <= StateTokenLimits.maxInflatedBytes
            else { break }
            best = token
            count += 16
        }
        guard let best else { throw HTTPError(status: 500, code: "bench", message: "no token fits") }
        return best
    }

    /// 80 characters, distinct per index and repetition, compressible (so many fit in a token).
    static func plainLabel(_ index: Int, _ n: Int) -> String {
        let head = "\(n) \(index) "
        return head + String(repeating: "W", count: 80 - head.count)
    }

    /// A label of graphemes of the most scalars allowed (a letter and its combining marks), as
    /// many as its bytes allow.
    static func markedLabel(_ index: Int, _ n: Int) -> String {
        let head = "\(n) \(index) "
        let grapheme = "a" + String(repeating: combiningGrave, count: Limits.maxScalarsPerCharacter - 1)
        let room = Limits.maxLabelLength * Limits.maxBytesPerCharacter - head.utf8.count
        return head + String(repeating: grapheme, count: room / grapheme.utf8.count)
    }

    static func randomLabels(_ count: Int, seed: Int, length: Int = 80) -> [String] {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 1)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ ")
        return (0..<count).map { _ in
            "x" + String((1..<length).map { _ in letters.randomElement(using: &generator)! })
        }
    }

    static func jsonList(_ strings: [String]) -> String {
        "[" + strings.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }

    static func jsonList(repeating element: String, _ count: Int) -> String {
        "[" + Array(repeating: element, count: count).joined(separator: ",") + "]"
    }
}

/// SplitMix64: repeatable random labels.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
