import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// Edits of the Options panel on the page's trail: an open menu stays open, the edit is an entry
/// of the Events log that says what changed, Undo takes it back, and a token carries it.
@Suite struct EditTrailTests {
    let client = TestClient.playground
    private let device = DeviceChoice.preset(.iPhone4)

    private static let cocoa = Dropdown.Configuration(
        title: Dropdown.Configuration.demo.title,
        options: ["Cocoa"] + Dropdown.Configuration.demo.options.dropFirst())

    /// The dropdown with its list down, as a person sees it before editing an option.
    private func droppedDown() throws -> PageState<Dropdown> {
        var page = PageState<Dropdown>(device: device)
        _ = try page.tap([.tapField])
        return page
    }

    @Test func anEditKeepsTheListDownAndGoesOnTheTrail() throws {
        let page = try droppedDown()
        let edited = try TestClient.demoRoutes.configured(page, [("text.0", "Cocoa")])
        #expect(edited.configuration == Self.cocoa)
        #expect(edited.state == page.state && edited.state.isDroppedDown)
        #expect(edited.events == page.events)
        #expect(
            edited.trail
                == Trail(
                    start: PageState<Dropdown>(device: device).state, startConfiguration: .demo,
                    entries: [.tap([.tapField]), .edit(.init(configuration: Self.cocoa, state: page.state))]))
    }

    /// Typing is applied at each pause: going on in the same field is one edit, typing it back is
    /// none, and another field is another edit.
    @Test func typingOnInOneFieldIsOneEdit() throws {
        let page = try droppedDown()
        let routes = TestClient.demoRoutes
        let typed = try routes.configured(
            try routes.configured(try routes.configured(page, [("text.0", "C")]), [("text.0", "Co")]),
            [("text.0", "Cocoa")])
        #expect(typed == (try routes.configured(page, [("text.0", "Cocoa")])))
        #expect(typed.trail.entries.count == 2)
        #expect(try routes.configured(typed, [("text.0", "Chocolate")]) == page)
        let titled = try routes.configured(typed, [("title", "Pick")])
        #expect(titled.trail.entries.count == 3)
        #expect(titled.undoingLastStep() == typed)
    }

    /// Undo steps back through the edit, then the tap before it: the route and the value agree.
    @Test func undoTakesBackEditsAndTapsAlike() throws {
        let page = try droppedDown()
        let edited = try TestClient.demoRoutes.configured(page, [("text.0", "Cocoa")])
        #expect(edited.undoingLastStep() == page)
        #expect(edited.undoingLastStep().undoingLastStep() == PageState<Dropdown>(device: device))
        let answer = client.get(SitePaths.undo(Dropdown.id, token: try StateToken.encode(edited)))
        #expect(answer.status == 303)
        #expect(answer.headers["Location"] == (try SitePaths.menuPage(of: page)))
    }

    @Test func aTrailWithEditsRoundTripsThroughItsToken() throws {
        var page = try TestClient.demoRoutes.configured(try droppedDown(), [("text.0", "Cocoa")])
        _ = try page.tap([.tapRow(index: 0)])
        let json = String(decoding: try StateToken.json(page), as: UTF8.self)
        #expect(json.contains(#""trail":{"config":{"options":["Chocolate","#))
        #expect(json.contains(#"[{"type":"tapField"}],{"config":{"options":["Cocoa","#))
        #expect(try StateToken.decode(try StateToken.encode(page), as: Dropdown.self) == page)
    }

    @Test func theLogNamesTheEditAndItsUndo() throws {
        let edited = try TestClient.demoRoutes.configured(try droppedDown(), [("text.0", "Cocoa")])
        let html = client.get(try SitePaths.menuPage(of: edited)).text
        #expect(
            html.contains(
                #"<li class="tap edit last-tap" aria-current="true"><p class="tap-action">Last edit: Options: row 1 renamed to “Cocoa”</p></li>"#
            ))
        #expect(html.contains(#"id="undo-tap">Undo last edit</a>"#))
        #expect(html.contains(#"Tap: <code>tapField</code>"#))
    }

    /// A scenario runs under one configuration: the trail's opens from its last edit.
    @Test func theScenarioOfATrailStartsAtItsLastEdit() throws {
        var page = try TestClient.demoRoutes.configured(try droppedDown(), [("text.0", "Cocoa")])
        let afterEdit = page.state
        _ = try page.tap([.tapRow(index: 0)])
        let run = page.trail.tapsSinceLastEdit(configuration: page.configuration)
        #expect(run.configuration == Self.cocoa)
        #expect(run.start == afterEdit)
        #expect(run.actions == [.tapRow(index: 0)])
        let answer = client.get(SitePaths.scenarioOfTrail(Dropdown.id, token: try StateToken.encode(page)))
        #expect(answer.status == 303)
    }

    /// Past the limit the oldest entries fold into the start, edits as well as taps, and the
    /// trail still leads to the page.
    @Test func aLongTrailFoldsItsOldestEdits() throws {
        var page = PageState<ActionSheet>(device: device)
        let editing = try #require(ActionSheet.editing)
        for index in 0..<StateTokenLimits.maxTrailTaps + 5 {
            _ = try page.tap([.open])
            page = try editing.configured(page, [.title("Title \(index)")])
            _ = try page.tap([.tapOutside])
        }
        #expect(page.trail.entries.count == StateTokenLimits.maxTrailTaps)
        #expect(page.configuration.title == "Title \(StateTokenLimits.maxTrailTaps + 4)")
        #expect(try StateToken.decode(try StateToken.encode(page), as: ActionSheet.self) == page)
    }

    /// A trail whose edits do not hold together is a broken link: a 400 naming the field.
    @Test func aTamperedEditIsRefused() throws {
        let page = try TestClient.demoRoutes.configured(try droppedDown(), [("text.0", "Cocoa")])
        let json = String(decoding: try StateToken.json(page), as: UTF8.self)
        let demoConfig = String(decoding: try CanonicalJSON.encode(Dropdown.Configuration.demo), as: UTF8.self)
        // Each change is made inside the trail alone.
        let split = try #require(json.range(of: #""trail":"#)).lowerBound
        let (head, trail) = (json[..<split], json[split...])
        func tampered(_ text: String, _ replacement: String) -> String {
            String(head) + trail.replacingOccurrences(of: text, with: replacement)
        }
        let cases: [(json: String, field: String, message: String)] = [
            (tampered(#""trail":{"config":\#(demoConfig),"#, #""trail":{"#), "trail.config", "is missing"),
            (tampered(#""Cocoa""#, #""""#), "trail.taps[1].config.options[0]", "empty"),
            (tampered(#""Cocoa""#, #""Mint""#), "trail", "does not lead to the state the token holds"),
        ]
        for (tampered, field, message) in cases {
            #expect(tampered != json)
            let answer = client.get("/menus/dropdown?state=\(StateToken.pack(Array(tampered.utf8)))")
            #expect(answer.status == 400, "\(tampered)")
            let problem = answer.text.components(separatedBy: "Field: ").dropFirst().first?.prefix(300) ?? ""
            #expect(answer.text.contains("Field: <code>\(field)</code>"), "\(problem)")
            #expect(answer.text.contains(message), "\(problem)")
        }
    }

    /// What each kind of edit says in the log, rows counted from 1.
    @Test func eachEditSaysWhatItChanged() throws {
        let editing = try #require(Dropdown.editing)
        let demo = Dropdown.Configuration.demo
        func change(_ edit: (inout Dropdown.Configuration) -> Void) -> [String] {
            var next = demo
            edit(&next)
            return editing.changes(from: demo, to: next)
        }
        #expect(change { $0.options[1] = "Mint" } == ["row 2 renamed to “Mint”"])
        #expect(change { $0.options.append("Mango") } == ["row 6 “Mango” added"])
        #expect(change { $0.options.remove(at: 2) } == ["row 3 “Strawberry” removed"])
        #expect(change { $0.options.swapAt(3, 4) } == ["row 4 “Banana” moved to row 5"])
        #expect(change { $0.options.insert($0.options.removeLast(), at: 0) } == ["row 5 “Lime” moved to row 1"])
        #expect(change { $0.title = "Pick" } == ["title set to “Pick”"])
        #expect(
            change { $0.style.boldColor = RGBA(red: 1, green: 0, blue: 0) } == ["text and underline set to #ff0000"])
        #expect(
            change { $0.options = ["A", "B", "C", "D", "E"] } == [
                "row 1 renamed to “A”", "row 2 renamed to “B”", "row 3 renamed to “C”", "2 more",
            ])
        let sheet = try #require(ActionSheet.editing)
        var starred = ActionSheet.Configuration.demo
        starred.icons = ["star", nil, nil, nil]
        #expect(sheet.changes(from: .demo, to: starred) == ["row 1 icon set to star"])
    }

    /// A trail of edits repeats its configurations, which deflate to little: a token short
    /// enough for a URL could inflate past the decoder's limit. Encoding keeps to both limits,
    /// shedding the oldest entries first, and refuses a state that fits neither.
    @Test func everyTokenMadeIsOneTheDecoderTakes() throws {
        let editing = try #require(Accordion.editing)
        let label = String(repeating: "x", count: 60)
        var page = PageState<Accordion>(
            configuration: Accordion.Configuration(options: Array(repeating: label, count: 100)), device: device)
        for index in 0..<StateTokenLimits.maxTrailTaps {
            page = try editing.configured(page, [.rename(index: index, text: "edit \(index)")])
        }
        #expect(try StateToken.json(page).count > StateTokenLimits.maxInflatedBytes)
        let decoded = try StateToken.decode(try StateToken.encode(page), as: Accordion.self)
        #expect(decoded.configuration == page.configuration && decoded.state == page.state)
        #expect(!decoded.trail.isEmpty && decoded.trail.entries.count < page.trail.entries.count)

        let longest = String(repeating: "x", count: Limits.maxLabelLength)
        let huge = PageState<Accordion>(
            configuration: Accordion.Configuration(options: Array(repeating: longest, count: 1_000)), device: device)
        #expect(throws: DomainError.self) { try StateToken.encode(huge) }
        do {
            _ = try StateToken.encode(huge)
        } catch {
            #expect(error.code == "state_too_large" && error.message.contains("a token may hold at most 65536"))
        }
    }
}
