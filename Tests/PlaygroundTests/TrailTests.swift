import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The trail of taps a page carries in its token (`Trail`): recorded by the tap route, bounded,
/// undone, cleared, checked when decoded, and opened as a scenario. Edits on the trail are
/// `EditTrailTests`'.
@Suite struct TrailTests {
    let client = TestClient.playground

    private let device = DeviceChoice.preset(.iPhone4)

    /// The page a tap post answers, decoded from its 303.
    private func tapped<M: PlaygroundMenu>(_ page: PageState<M>, _ fields: [(String, String)]) throws -> PageState<M> {
        let answer = client.postForm("/menus/\(M.id.rawValue)/tap", [("token", try StateToken.encode(page))] + fields)
        #expect(answer.status == 303, "\(answer.text)")
        return try StateToken.decode(try Self.token(of: answer), as: M.self)
    }

    private static func token(of answer: TestResponse) throws -> String {
        let location = try #require(answer.headers["Location"])
        let query = try #require(location.split(separator: "?", maxSplits: 1).last)
        return String(try #require(query.split(separator: "#").first).dropFirst("state=".count))
    }

    @Test func tapsAreRecordedWithTheirEvents() throws {
        let start = PageState<Accordion>(device: device)
        let opened = try tapped(start, [("type", "open"), ("item", "0")])
        let chosen = try tapped(opened, [("type", "tapRow"), ("index", "3")])
        var expected = start
        _ = try expected.tap([.open(item: 0)])
        _ = try expected.tap([.tapRow(index: 3)])
        #expect(chosen == expected)
        #expect(chosen.trail.start == start.state)
        #expect(chosen.trail.taps == [[.open(item: 0)], [.tapRow(index: 3)]])
        #expect(chosen.events == [.userSelectedOptionWithIndex(3)])
        let steps = try chosen.trail.replay(configuration: chosen.configuration).steps
        #expect(steps.map(\.events) == [[], [.userSelectedOptionWithIndex(3)]])
    }

    /// Return in the dropdown's field types and ends the edit: one tap of two actions.
    @Test func typingWithReturnIsOneTapOfTwoActions() throws {
        var page = PageState<Dropdown>(device: device)
        _ = try page.tap([.tapField])
        _ = try page.tap([.tapRow(index: 5)])
        let typed = try tapped(page, [("type", "typeText"), ("text", "mint chip")])
        #expect(typed.trail.taps.last == [.typeText("mint chip"), .endEditing])
        #expect(typed.state.text == "Mint Chip")
    }

    @Test func theTrailKeepsTheLastTwentyTapsAndStillEndsInTheState() throws {
        var page = PageState<ActionSheet>(device: device)
        for index in 0..<15 {
            _ = try page.tap([.open])
            _ = try page.tap([.tapButton(index: index % 4)])
        }
        #expect(page.trail.taps.count == StateTokenLimits.maxTrailTaps)
        #expect(try page.trail.replay(configuration: page.configuration).state == page.state)
        let decoded = try StateToken.decode(try StateToken.encode(page), as: ActionSheet.self)
        #expect(decoded == page)
    }

    @Test func undoGoesBackOneTapAndTakesItsEventsOffTheLog() throws {
        var before = PageState<ContextMenu>(device: device)
        _ = try before.tap([.open])
        var after = before
        _ = try after.tap([.tapItem(index: 1)])
        #expect(after.events == [.dismissed, .optionAction(index: 1, action: "share")])
        #expect(after.undoingLastStep() == before)

        let answer = client.get("/menus/context-menu/undo?state=\(try StateToken.encode(after))")
        #expect(answer.status == 303)
        #expect(answer.headers["Location"] == (try SitePaths.menuPage(of: before)))
        // Nothing to undo: the same state.
        let start = PageState<ContextMenu>(device: device)
        #expect(start.undoingLastStep() == start)
    }

    @Test func clearEmptiesTheLogAndTheTrail() throws {
        var page = PageState<ActionSheet>(device: device)
        _ = try page.tap([.open])
        _ = try page.tap([.tapButton(index: 2)])
        let answer = client.postForm("/menus/action-sheet/clear", [("token", try StateToken.encode(page))])
        #expect(answer.status == 303)
        let cleared = try StateToken.decode(try Self.token(of: answer), as: ActionSheet.self)
        var expected = PageState<ActionSheet>(device: device)
        expected.state = page.state
        #expect(cleared == expected)
        #expect(cleared.trail.isEmpty && cleared.events.isEmpty)
    }

    /// A state set by anything but a tap (an API request, a test) starts a new trail, so no
    /// trail can lead elsewhere than to its state.
    @Test func aStateSetDirectlyStartsANewTrail() throws {
        var page = PageState<Accordion>(device: device)
        _ = try page.tap([.open(item: 0)])
        #expect(page.trail.taps.count == 1)
        page.state.isOpen = false
        #expect(page.trail.isEmpty && page.trail.start == page.state)
    }

    /// A page without taps has the token it had before trails existed.
    @Test func anEmptyTrailIsNoPartOfTheToken() throws {
        let page = PageState<TabSplit>(device: device)
        let json = String(decoding: try StateToken.json(page), as: UTF8.self)
        #expect(!json.contains("trail"))
        var tapped = page
        _ = try tapped.tap([.selectTab(index: 2)])
        let withTrail = String(decoding: try StateToken.json(tapped), as: UTF8.self)
        #expect(withTrail.contains(#""trail":{"start":{"order":[0,1,2,3,4,5,6,7,8,9],"selected":0},"#))
        #expect(withTrail.contains(#""taps":[[{"index":2,"type":"selectTab"}]]"#))
    }

    /// A trail that does not lead to the token's state, or that could not have been recorded, is
    /// a broken link: a 400 naming the field.
    @Test func aTamperedTrailIsRefused() throws {
        let page = PageState<Accordion>(device: device)
        let base = String(decoding: try StateToken.json(page), as: UTF8.self)
        let start = #"{"isOpen":false,"items":["Buy milk","Call the plumber","Book flights","Water the plants"]}"#
        let cases: [(trail: String, field: String, message: String)] = [
            (
                #"{"start":\#(start),"taps":[[{"type":"open","item":0}]]}"#, "trail",
                "does not lead to the state the token holds"
            ),
            (
                #"{"start":\#(start),"taps":[[{"type":"open","item":0}],[{"type":"open","item":1}]]}"#,
                "trail.taps[1][0]", "does not apply: open does not apply: the menu is already open"
            ),
            (#"{"start":\#(start),"taps":[[]]}"#, "trail.taps[0]", "has 0 actions; a tap has 1 to 2"),
            (
                #"{"start":{"isOpen":false,"items":[],"selectedItem":3},"taps":[[{"type":"open"}]]}"#,
                "trail.start.selectedItem", "is not a row of items"
            ),
            (
                #"{"start":\#(start),"taps":[\#(Array(repeating: #"[{"type":"open"}]"#, count: 21).joined(separator: ","))]}"#,
                "trail.taps", "has more than 20 taps"
            ),
        ]
        for (trail, field, message) in cases {
            let json = String(base.dropLast()) + #","trail":\#(trail)}"#
            let token = StateToken.pack(Array(json.utf8))
            let answer = client.get("/menus/accordion?state=\(token)")
            let html = answer.text
            #expect(answer.status == 400, "\(trail)")
            #expect(html.contains("Field: <code>\(field)</code>"), "\(trail): \(html)")
            #expect(html.contains(message), "\(trail)")
        }
    }

    /// "Open these taps as a scenario": the trail from where it started, on the page's device.
    @Test func theTrailOpensAsAScenario() throws {
        var page = PageState<Accordion>(device: .preset(.iPad97), orientation: .landscape)
        _ = try page.tap([.open(item: 1)])
        _ = try page.tap([.tapRow(index: 1)])
        let answer = client.get(SitePaths.scenarioOfTrail(Accordion.id, token: try StateToken.encode(page)))
        #expect(answer.status == 303)
        let location = try #require(answer.headers["Location"])
        let token = String(location.dropFirst("/scenarios/".count))
        let scenario = try ScenarioToken.open(token) { decoded throws(HTTPError) in
            decoded as? Scenario<Accordion>
        }
        let opened = try #require(scenario)
        #expect(opened.start == PageState(state: page.trail.start, device: .preset(.iPad97), orientation: .landscape))
        #expect(opened.actions == [.open(item: 1), .tapRow(index: 1)])
        #expect(try opened.replay().last?.page.state == page.state)
        #expect(client.get(location).status == 200)
    }

    /// A trail too long for a URL sheds its oldest taps before the state is refused for its size.
    @Test func aLongTrailShedsTapsToFitTheURL() throws {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var seed: UInt64 = 7
        func label() -> String {
            String(
                (0..<12).map { _ -> Character in
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return letters[Int(seed >> 33) % letters.count]
                })
        }
        // Options of random letters (they deflate poorly) until the trail no longer fits beside them.
        var options = (0..<150).map { _ in label() }
        var page = PageState<Dropdown>(device: device)
        while true {
            page = PageState(configuration: Dropdown.Configuration(title: "Pick", options: options), device: device)
            for index in 0..<10 {
                _ = try page.tap([.tapField])
                _ = try page.tap([.tapRow(index: (index * 37) % options.count)])
            }
            var bare = page
            let shown = bare.state
            bare.state = shown  // set directly, as a shared link's: a new trail
            guard StateToken.pack(try StateToken.json(page)).utf8.count <= StateTokenLimits.maxTokenLength else {
                #expect(try StateToken.encode(bare).utf8.count <= StateTokenLimits.maxTokenLength)
                break
            }
            options.append(label())
        }
        let token = try StateToken.encode(page)
        #expect(token.utf8.count <= StateTokenLimits.maxTokenLength)
        let decoded = try StateToken.decode(token, as: Dropdown.self)
        #expect(decoded.configuration == page.configuration)
        #expect(decoded.state == page.state && decoded.events == page.events)
        #expect(decoded.trail.taps.count < page.trail.taps.count)
        #expect(decoded.trail.taps == Array(page.trail.taps.suffix(decoded.trail.taps.count)))
    }
}
