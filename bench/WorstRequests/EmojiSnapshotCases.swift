import Foundation
import HTTPServer
import MenuCore
import Playground

/// Issue 29's snapshots: screens full of colour emoji (each a PNG bitmap scaled to the font),
/// on the largest custom screens a snapshot may draw at 1× and 2×. Each token comes from the
/// API's own answer (`POST /api/v1/menus/{id}/actions`, untimed), as a client would make it. The
/// context menu's full-screen blur made the old price refuse it on a 2000-point square, so its
/// screens are a quarter shorter, and one at 1× is small enough to be drawn.
enum EmojiSnapshotCases {
    static let grin = "😀"

    static var all: [Case] {
        var cases: [Case] = []
        for (side, scale) in [(2000, 1), (1000, 2)] {
            let screen = "\(side)×\(side) screen, \(scale)×"
            cases += [
                Case(route: SnapshotCases.route, what: "dropdown, open, 225 options of 40 emoji at 48 pt, \(screen)") {
                    _ in
                    try snapshot("dropdown", dropdown(side: side), scale: scale)
                },
                Case(route: SnapshotCases.route, what: "accordion, open, 225 options of 40 emoji, \(screen)") { _ in
                    try snapshot("accordion", accordion(side: side), scale: scale)
                },
                Case(
                    route: SnapshotCases.route,
                    what: "action sheet, open, 200-emoji title, 100 buttons of 40 emoji, \(screen)"
                ) { _ in
                    try snapshot("action-sheet", actionSheet(side: side), scale: scale)
                },
            ]
        }
        for (side, scale) in [(2000, 1), (1000, 2), (1000, 1)] {
            cases.append(
                Case(
                    route: SnapshotCases.route,
                    what: "context menu, open, 80 items of 40 emoji, \(side)×\(side * 3 / 4) screen, \(scale)×"
                ) { _ in
                    try snapshot("context-menu", contextMenu(side: side), scale: scale)
                })
        }
        cases.append(
            Case(route: "HEAD /snapshots/{token}.png", what: "dropdown, open, 225 options of 40 emoji at 48 pt, HEAD") {
                _ in
                var request = try snapshot("dropdown", dropdown(side: 2000), scale: 1)
                request.method = "HEAD"
                return request
            })
        return cases
    }

    static func device(_ side: Int, height: Int? = nil) -> String {
        #"{"width":\#(side),"height":\#(height ?? side),"statusBar":20}"#
    }

    static func emoji(_ count: Int) -> String { String(repeating: grin, count: count) }

    /// The list of `count` labels of 40 emoji, as JSON.
    static func labels(_ count: Int) -> String { WorstCases.jsonList(repeating: "\"\(emoji(40))\"", count) }

    /// The issue's request.
    static func dropdown(side: Int) -> String {
        #"{"device":\#(device(side)),"config":{"options":\#(labels(225)),"title":"\#(emoji(200))","#
            + #""style":{"fontSize":48}},"state":{"isDroppedDown":false,"isEditing":false,"text":"\#(emoji(200))"},"#
            + #""actions":[{"type":"tapField"}]}"#
    }

    static func accordion(side: Int) -> String {
        #"{"device":\#(device(side)),"config":{"options":\#(labels(225))},"actions":[{"type":"open","item":0}]}"#
    }

    static func actionSheet(side: Int) -> String {
        #"{"device":\#(device(side)),"config":{"title":"\#(emoji(200))","buttons":\#(labels(100))},"#
            + #""actions":[{"type":"open"}]}"#
    }

    static func contextMenu(side: Int) -> String {
        let item = #"{"text":"\#(emoji(40))","action":"a"}"#
        return
            #"{"device":\#(device(side, height: side * 3 / 4)),"config":{"options":\#(WorstCases.jsonList(repeating: item, 80))},"#
            + #""actions":[{"type":"open"}]}"#
    }

    /// The snapshot the API's answer to `body` names, at `scale`.
    static func snapshot(_ name: String, _ body: String, scale: Int) throws -> Request {
        let answer = playground.pipeline.respond(to: WorstCases.api(name, "actions", body)).response
        guard answer.status == 200,
            let json = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any],
            let path = json["snapshot"] as? String
        else {
            throw HTTPError(
                status: 500, code: "bench",
                message: "\(name): \(String(decoding: answer.body.prefix(300), as: UTF8.self))")
        }
        return SnapshotCases.snapshot(path: path, scale: scale)
    }
}
