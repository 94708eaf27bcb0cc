import Foundation
import HTTPServer
import MenuCore
import Playground
import PlaygroundDomain

/// The worst snapshots (`GET /snapshots/{token}.png`): the most pixels a snapshot may have with
/// the most drawing on them (an iPad at 2× with the context menu's full-screen blur, and with
/// the tab strip's icons), and the largest token's page at 1×. A snapshot has a budget of its
/// own (`WorkLimits.snapshotBudget`), so these are held to `SnapshotCases.budgetMilliseconds`.
enum SnapshotCases {
    static let route = "GET /snapshots/{token}.png"
    static let budgetMilliseconds = 100.0

    static var all: [Case] {
        [
            Case(route: route, what: "iPad, landscape, context menu open (a full-screen blur), 2×: 3.1 M pixels") { n in
                var page = PageState<ContextMenu>(device: .preset(.iPad97), orientation: .landscape)
                page.configuration.options[0].text = "Copy \(n)"
                page.state.isShown = true
                return snapshot(try StateToken.encode(page), scale: 2)
            },
            Case(route: route, what: "iPad, landscape, tab strip scrolled to Ten, 2×") { n in
                var page = PageState<TabSplit>(device: .preset(.iPad97), orientation: .landscape)
                page.configuration.tabs[0].title = "One \(n)"
                _ = try page.tap([.selectTab(index: 10)])
                return snapshot(try StateToken.encode(page), scale: 2)
            },
            Case(route: route, what: "accordion, the largest token, open, 1×") { n in
                snapshot(
                    try WorstCases.largestToken(Accordion.self, n) {
                        Accordion.Configuration(options: $0)
                    } state: { configuration in
                        Accordion.State(isOpen: true, items: configuration.items, selectedItem: 0)
                    }, scale: 1)
            },
        ]
    }

    static func snapshot(_ token: String, scale: Int) -> Request {
        snapshot(path: "/snapshots/\(token).png", scale: scale)
    }

    static func snapshot(path: String, scale: Int) -> Request {
        Request(method: "GET", target: path + (scale == 1 ? "" : "?scale=\(scale)"))
    }
}
