import Foundation
import HTTPServer
import MenuCore
import Playground
import PlaygroundDomain

/// The compare page's link-preview image (`GET /cards/compare/{id}.png?state=…&devices=…&text=long`):
/// a 1200 × 630 contact sheet, so its pixels are bounded, but it lays out up to sixteen screens
/// (eight and their long-text copies, under `WorkLimits.compareBudget`) and draws them all, at
/// a small scale, with the card's drawing allowance. The worst are the states with the most
/// text, emoji and blur that are still accepted on all eight screens with their copies: each
/// case finds its largest accepted count (untimed), then times that request. Held to
/// `SnapshotCases.budgetMilliseconds`, as a card is.
enum CompareCardCases {
    static let route = "GET /cards/compare/{id}.png"

    /// Every preset in both orientations: the most screens a list may name.
    static let everyScreen =
        DevicePreset.allCases.map(\.rawValue).joined(separator: ",") + ","
        + DevicePreset.allCases.map { $0.rawValue + ":landscape" }.joined(separator: ",")

    /// The states with the most text, emoji and blur, each an actions body of `count` labels
    /// whose first is led by `n`: the costliest the compare routes lay out and draw.
    static var worstStates: [(menu: String, what: String, body: (Int, Int) -> String)] {
        let grin = EmojiSnapshotCases.grin
        return [
            (
                "context-menu", "context menu, open (a blur), the most items of 40 emoji",
                { count, n in
                    let items = (0..<count).map { #"{"text":"\#(label($0, n))","action":"a"}"# }
                    return #"{"config":{"options":[\#(items.joined(separator: ","))]},"actions":[{"type":"open"}]}"#
                }
            ),
            (
                "context-menu", "context menu, open (a blur), the most items of 80 letters",
                { count, n in
                    let items = (0..<count).map {
                        #"{"text":"\#(WorstCases.plainLabel($0, n))","action":"a"}"#
                    }
                    return #"{"config":{"options":[\#(items.joined(separator: ","))]},"actions":[{"type":"open"}]}"#
                }
            ),
            (
                "action-sheet", "action sheet, open, 40-emoji title, the most buttons of 40 emoji, each with an icon",
                { count, n in
                    let buttons = WorstCases.jsonList((0..<count).map { label($0, n) })
                    let icons = WorstCases.jsonList(Array(repeating: "bell", count: count))
                    return #"{"config":{"title":"\#(String(repeating: grin, count: 40))","buttons":\#(buttons),"#
                        + #""icons":\#(icons)},"actions":[{"type":"open"}]}"#
                }
            ),
            (
                "accordion", "accordion, open, the most options of 40 emoji",
                { count, n in
                    #"{"config":{"options":\#(WorstCases.jsonList((0..<count).map { label($0, n) }))},"#
                        + #""actions":[{"type":"open","item":0}]}"#
                }
            ),
            (
                "dropdown", "dropdown, open, the most options of 40 emoji at 48 pt",
                { count, n in
                    #"{"config":{"options":\#(WorstCases.jsonList((0..<count).map { label($0, n) })),"#
                        + #""title":"\#(String(repeating: grin, count: 200))","style":{"fontSize":48}},"#
                        + #""state":{"isDroppedDown":false,"isEditing":false,"text":"x"},"actions":[{"type":"tapField"}]}"#
                }
            ),
        ]
    }

    static var all: [Case] {
        let defaults = MenuRegistry.ids.map { id in
            Case(route: route, what: "compare card, \(id.rawValue), the default state on the default screens") { _ in
                Request(method: "GET", target: "/cards/compare/\(id.rawValue).png")
            }
        }
        return defaults
            + worstStates.map { worst in
                Case(route: route, what: "compare card, 8 screens, text=long, \(worst.what)") { n in
                    // Searched with other texts than the timed request's (as many digits, which
                    // are as wide), so that the timed one is cold.
                    let count = try largestAccepted(worst.menu) { count in
                        try card(worst.menu, worst.body(count, 1000 + 2 * n))
                    }
                    FileHandle.standardError.write(Data("\(worst.what): \(count)\n".utf8))
                    guard let request = try card(worst.menu, worst.body(count, 1001 + 2 * n)) else {
                        throw HTTPError(status: 500, code: "bench", message: "\(worst.menu): the API refused it")
                    }
                    return request
                }
            }
            + [
                // HEAD is priced and drawn as GET is (its length is the PNG's): the dearest sheet.
                Case(route: "HEAD /cards/compare/{id}.png", what: "compare card, 8 screens, text=long, HEAD") { n in
                    let worst = worstStates[0]
                    let count = try largestAccepted(worst.menu) { try card(worst.menu, worst.body($0, 1000 + 2 * n)) }
                    guard var request = try card(worst.menu, worst.body(count, 1001 + 2 * n)) else {
                        throw HTTPError(status: 500, code: "bench", message: "\(worst.menu): the API refused it")
                    }
                    request.method = "HEAD"
                    return request
                }
            ]
    }

    /// 40 emoji, the first label led by the repetition's number: a text no cache has seen.
    static func label(_ index: Int, _ n: Int) -> String {
        index == 0 ? "\(n)" + EmojiSnapshotCases.emoji(39) : EmojiSnapshotCases.emoji(40)
    }

    /// The largest count whose request (`request(count)`, nil when the API refuses its state)
    /// is answered 200: a binary search, untimed.
    static func largestAccepted(_ menu: String, _ request: (Int) throws -> Request?) throws -> Int {
        var (accepted, refused) = (0, 512)
        while refused - accepted > 1 {
            let count = (accepted + refused) / 2
            if let request = try request(count), playground.pipeline.respond(to: request).response.status.code == 200 {
                accepted = count
            } else {
                refused = count
            }
        }
        guard accepted > 0 else { throw HTTPError(status: 500, code: "bench", message: "\(menu): nothing accepted") }
        return accepted
    }

    /// The card of the state the API answers `body` with, on every screen with the long-text
    /// copies, or nil when the API refuses it (too large).
    static func card(_ menu: String, _ body: String) throws -> Request? {
        try token(menu, body).map {
            Request(method: "GET", target: "/cards/compare/\(menu).png?state=\($0)&devices=\(everyScreen)&text=long")
        }
    }

    /// The token of the state the API answers `body` with (on a phone: the compare routes show
    /// the list's screens, not the state's), or nil when the API refuses it (too large).
    static func token(_ menu: String, _ body: String) throws -> Substring? {
        let phone = #"{"device":{"width":390,"height":844,"statusBar":47},"#
        let answer = playground.pipeline.respond(to: WorstCases.api(menu, "actions", phone + body.dropFirst())).response
        guard answer.status == 200 else { return nil }
        guard let json = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any],
            let path = json["snapshot"] as? String, let start = path.range(of: "/snapshots/"),
            let end = path.range(of: ".png")
        else { throw HTTPError(status: 500, code: "bench", message: "\(menu): no snapshot in the answer") }
        return path[start.upperBound..<end.lowerBound]
    }
}
