import Foundation
import HTTPServer
import MenuCore
import Playground
import PlaygroundDomain

/// The worst preview cards (`GET /cards/{token}.png`, `GET /cards/scenarios/{token}.png`): a card
/// is always 1200 × 630 pixels, so its cost is the screen drawn into it at the card's scale (the
/// largest screens, full of emoji or blurred) and the words beside it (the longest last tap).
/// Cards share the snapshot's budget (`WorkLimits.snapshotBudget`), so they are held to
/// `SnapshotCases.budgetMilliseconds`.
enum CardCases {
    static let route = "GET /cards/{token}.png"
    static let scenarioRoute = "GET /cards/scenarios/{token}.png"

    static var all: [Case] {
        [
            Case(route: route, what: "iPad, landscape, context menu open (a full-screen blur)") { n in
                var page = PageState<ContextMenu>(device: .preset(.iPad97), orientation: .landscape)
                page.configuration.options[0].text = "Copy \(n)"
                _ = try page.tap([.open])
                return card(try StateToken.encode(page))
            },
            Case(route: route, what: "dropdown, open, 225 options of 40 emoji at 48 pt, 2000×2000 screen") { _ in
                try card(fromSnapshotOf: "dropdown", EmojiSnapshotCases.dropdown(side: 2000))
            },
            Case(route: route, what: "context menu, open, 80 items of 40 emoji, 2000×1500 screen") { _ in
                try card(fromSnapshotOf: "context-menu", EmojiSnapshotCases.contextMenu(side: 2000))
            },
            Case(route: route, what: "context menu, open, 80 items of 40 emoji, 1400×1050 screen") { _ in
                try card(fromSnapshotOf: "context-menu", EmojiSnapshotCases.contextMenu(side: 1400))
            },
            Case(route: route, what: "context menu, open, 80 items of 40 emoji, 1000×750 screen") { _ in
                try card(fromSnapshotOf: "context-menu", EmojiSnapshotCases.contextMenu(side: 1000))
            },
            Case(route: route, what: "action sheet, open, 200-emoji title, 100 buttons of 40 emoji, 1000×1000 screen") {
                _ in
                try card(fromSnapshotOf: "action-sheet", EmojiSnapshotCases.actionSheet(side: 1000))
            },
            Case(route: route, what: "action sheet, open, 200-emoji title, 100 buttons of 40 emoji, 2000×2000 screen") {
                _ in
                try card(fromSnapshotOf: "action-sheet", EmojiSnapshotCases.actionSheet(side: 2000))
            },
            Case(route: route, what: "accordion, the largest token, open") { n in
                card(
                    try WorstCases.largestToken(Accordion.self, n) {
                        Accordion.Configuration(options: $0)
                    } state: { configuration in
                        Accordion.State(isOpen: true, items: configuration.items, selectedItem: 0)
                    })
            },
            Case(route: scenarioRoute, what: "context menu, iPad landscape, 49 steps ending open (a blur)") { n in
                var start = PageState<ContextMenu>(device: .preset(.iPad97), orientation: .landscape)
                start.configuration.options[0].text = "Copy \(n)"
                // Open and dismissed in turn, ending open: 49 steps, the most that end open.
                let steps = (0..<(ScenarioLimits.maxActions - 1)).map {
                    $0 % 2 == 0 ? ContextMenu.Action.open : .tapOutside
                }
                let token = try ScenarioToken.encode(Scenario(start: start, actions: steps))
                return Request(method: "GET", target: "/cards/scenarios/\(token).png")
            },
        ]
    }

    /// The pages rendered at start take the request's origin into their preview tags: a Host
    /// never seen before costs one copy of the page and its hash (`PreviewedPage`).
    static var previewedPages: [Case] {
        ["/", "/grid", "/scenarios"].map { path in
            Case(route: "GET \(path)", what: "rendered at start-up, a Host never seen (its preview's origin)") { n in
                var headers = Headers()
                headers.add("Host", "host-\(n)-\(UInt32.random(in: 0...UInt32.max)).example")
                return Request(method: "GET", target: path, headers: headers)
            }
        }
    }

    static func card(_ token: String) -> Request {
        Request(method: "GET", target: "/cards/\(token).png")
    }

    /// The card of the state whose snapshot the API's answer to `body` names.
    static func card(fromSnapshotOf name: String, _ body: String) throws -> Request {
        let snapshot = try EmojiSnapshotCases.snapshot(name, body, scale: 1)
        return Request(method: "GET", target: snapshot.target.replacingOccurrences(of: "/snapshots/", with: "/cards/"))
    }
}
