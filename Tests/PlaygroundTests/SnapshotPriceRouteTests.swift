import Foundation
import HTTPServer
import MenuCore
import Snapshot
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// A snapshot is priced by its painter's own walk before it is drawn (issue 29): a screen of
/// scaled colour emoji that would take most of a second is refused with 422, GET and HEAD
/// alike, and the previews the pages link to are drawn.
@Suite struct SnapshotPriceRouteTests {
    let client = TestClient.playground

    /// The snapshot path the actions API answers `body` with.
    private func snapshotPath(_ menu: String, _ body: String) throws -> String {
        let answer = client.postAPI(menu, "actions", body)
        #expect(answer.status == 200, "\(String(decoding: answer.body.prefix(300), as: UTF8.self))")
        return try #require(answer.json?["snapshot"]?.string)
    }

    /// The issue's request: a dropdown of 225 options of 40 emoji at 48 pt, open on a 2000-point
    /// screen (UTF-8, not escapes, to fit the body limit). It took 0.7–0.9 s of CPU to draw.
    static let emojiDropdown: String = {
        let grin = "😀"
        let option = "\"" + String(repeating: grin, count: 40) + "\""
        let options = "[" + Array(repeating: option, count: 225).joined(separator: ",") + "]"
        let long = String(repeating: grin, count: 200)
        return #"{"device":{"width":2000,"height":2000,"statusBar":20},"config":{"options":\#(options),"#
            + #""title":"\#(long)","style":{"fontSize":48}},"#
            + #""state":{"isDroppedDown":false,"isEditing":false,"text":"\#(long)"},"actions":[{"type":"tapField"}]}"#
    }()

    @Test func theIssuesEmojiSnapshotIsRefusedAndHEADAnswersAsGET() throws {
        let path = try snapshotPath("dropdown", Self.emojiDropdown)
        let get = client.get(path, accept: "application/json")
        let head = client.execute(.head, path, headers: [("Accept", "application/json")])
        #expect(get.status == 422)
        let text = get.text
        #expect(text.contains("too_much_work") && text.contains("Drawing this state needs more work"), "\(text)")
        #expect(head.status == get.status)
        #expect(head.body == get.body)
    }

    /// A phone's preview with a few emoji in its labels, open, at 2× (the `og:image`).
    @Test func aPresetSnapshotWithAFewEmojiIsDrawn() throws {
        let path = try snapshotPath(
            "dropdown",
            #"{"device":"iphone-6.1in","config":{"title":"Pick 🍨","options":["🍫 Chocolate","🍦 Vanilla","#
                + #""🍓 Strawberry","🍌 Banana","🍋 Lime"]},"actions":[{"type":"tapField"}]}"#)
        let get = client.get(path + "?scale=2", accept: "application/json")
        let head = client.execute(.head, path + "?scale=2", headers: [("Accept", "application/json")])
        #expect(get.status == 200 && get.headers["Content-Type"] == "image/png")
        #expect(head.status == 200 && head.headers["ETag"] == get.headers["ETag"])
    }

    /// Every menu's demo, closed and open, on every preset in both orientations, at 1× and 2×
    /// (the page's `og:image`), is priced within the budget, with room to spare.
    @Test func everyPresetsPreviewFitsTheBudget() throws {
        struct Check: MenuVisitor {
            var worst = 0
            var failures: [String] = []

            mutating func visit<M: PlaygroundMenu>(_ menu: M.Type) {
                let layouts = LayoutService(measurer: apiPlayground.textMeasurer)
                let icons = ConfigurationTests.repository.appendingPathComponent("Public/icons").path
                let renderer = SnapshotRenderer(measurer: apiPlayground.textMeasurer) { name in
                    FileManager.default.contents(atPath: "\(icons)/\(name).svg").map { [UInt8]($0) }
                }
                var opened = M.initialState(for: .demo)
                if let action = try? M.Action(payload: M.opening) {
                    _ = try? M.reduce(&opened, action, configuration: .demo)
                }
                for preset in DevicePreset.allCases {
                    for orientation in [Orientation.portrait, .landscape] {
                        for state in [M.initialState(for: .demo), opened] {
                            for scale in [1, 2] {
                                let viewport = Viewport(preset, orientation)
                                let work = layouts.startRequest()
                                guard let layout = try? work.layout(M.self, .demo, state, on: viewport),
                                    let price = try? renderer.price(of: layout, on: viewport, scale: Double(scale))
                                else {
                                    failures.append("\(M.id) \(preset) \(orientation) \(scale)×: no price")
                                    continue
                                }
                                let units = work.measurer.meter.spent + price
                                worst = max(worst, units)
                                if units > (WorkLimits.budget + WorkLimits.snapshotBudget) * 3 / 4 {
                                    failures.append("\(M.id) \(preset) \(orientation) \(scale)×: \(units) units")
                                }
                            }
                        }
                    }
                }
            }
        }
        var check = Check()
        MenuRegistry.visitEach(&check)
        #expect(check.failures.isEmpty, "\(check.failures)")
        #expect(check.worst > 10_000_000)
    }
}
