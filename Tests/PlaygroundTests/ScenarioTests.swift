import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// Scenarios: a start and its actions as a canonical token, replayed step by step, and the
/// tests they export.
@Suite struct ScenarioTests {
    private let scenario = try! Scenario<Accordion>(
        start: PageState(device: .preset(.iPhone4)),
        actions: [.open(item: 0), .tapRow(index: 3)])

    private func openedActions(_ token: String) throws(HTTPError) -> [ActionPayload] {
        try ScenarioToken.open(token) { decoded throws(HTTPError) in payloads(of: decoded) }
    }

    private func payloads(of decoded: some DecodedScenario) -> [ActionPayload] {
        decoded.scenario.actions.map(\.payload)
    }

    private func refusal(_ token: String) -> HTTPError? {
        do {
            _ = try openedActions(token)
            return nil
        } catch {
            return error
        }
    }

    @Test func aTokenOpensToTheSameScenario() throws {
        let token = try ScenarioToken.encode(scenario)
        #expect(try openedActions(token) == [ActionPayload("open", item: 0), ActionPayload("tapRow", index: 3)])
        #expect(try ScenarioToken.encode(scenario) == token)
    }

    @Test func theReplayGivesEachStepsEventsAndPage() throws {
        let steps = try scenario.replay()
        #expect(steps.map(\.events) == [[], [.userSelectedOptionWithIndex(3)]])
        #expect(steps.map(\.page.state.isOpen) == [true, false])
        #expect(steps[1].page.events == [.userSelectedOptionWithIndex(3)])
    }

    /// A step continues in the playground with the steps before it on its trail, so the demo
    /// page shows them and Undo goes back through them.
    @Test func aStepContinuesWithItsTapsOnTheTrail() throws {
        let page = try scenario.page(after: 2)
        #expect(page.state == (try scenario.replay()).last?.page.state)
        #expect(page.trail.start == scenario.start.state)
        #expect(page.trail.taps == [[.open(item: 0)], [.tapRow(index: 3)]])
        #expect(try scenario.page(after: 0) == scenario.start)
        let client = TestClient.router(PageFontsTests.makePlayground().pipeline)
        let html = client.get("/scenarios/\(try ScenarioToken.encode(scenario))?step=2").text
        #expect(
            html.contains(#"href="\#(try SitePaths.menuPage(of: page))">Continue from this step in the playground"#))
    }

    @Test func anActionThatDoesNotApplyNamesItsIndex() throws {
        let closed = try Scenario<Accordion>(start: PageState(device: .preset(.iPhone4)), actions: [.tapRow(index: 0)])
        #expect(throws: DomainError.self) { try closed.replay() }
        do {
            _ = try closed.replay()
        } catch {
            #expect(error.kind == .invalid && error.path == "actions[0].type")
        }
    }

    @Test func moreThanFiftyActionsAreRefused() {
        let actions = [Accordion.Action](repeating: .open(item: 0), count: ScenarioLimits.maxActions + 1)
        #expect(throws: DomainError.self) {
            try Scenario<Accordion>(start: PageState(device: .preset(.iPhone4)), actions: actions)
        }
    }

    @Test func aTokenThatIsNotCanonicalIsRefused() {
        // The same scenario with its keys out of order: another URL for it would break sharing.
        let json =
            #"{"v":1,"menu":"accordion","device":"iphone-4in","orientation":"portrait","#
            + #""config":\#(String(decoding: try! CanonicalJSON.encode(Accordion.Configuration.demo), as: UTF8.self)),"#
            + #""state":\#(String(decoding: try! CanonicalJSON.encode(scenario.start.state), as: UTF8.self)),"#
            + #""actions":[{"type":"open","item":0}]}"#
        let error = refusal(StateToken.pack(Array(json.utf8)))
        #expect(error?.status == 400 && error?.code == "bad_token" && error?.path == "token")
    }

    @Test(arguments: [
        (#"{"v":2,"menu":"accordion"}"#, "unsupported_token_version", "v"),
        (#"{"v":1,"menu":"burger"}"#, "bad_token", "menu"),
        (
            #"{"v":1,"menu":"accordion","device":"iphone-4in","actions":[{"type":"tapRow"}]}"#, "bad_token",
            "actions[0].index"
        ),
        (#"[1]"#, "bad_token", "token"),
    ])
    func badTokensAreRefusedNamingTheField(_ json: String, _ code: String, _ path: String) {
        let error = refusal(StateToken.pack(Array(json.utf8)))
        #expect(error?.status == 400)
        #expect(error?.code == code)
        #expect(error?.path == path)
    }

    @Test func theTestPinsTheFramesTheScenarioChanged() {
        let start = ["menu": Rect(x: 0, y: 0, width: 10, height: 10), "row-0": Rect(x: 0, y: 0, width: 10, height: 1)]
        let end = ["menu": Rect(x: 0, y: 0, width: 10, height: 20), "row-0": Rect(x: 0, y: 0, width: 10, height: 1)]
        let changed = ScenarioExport.changedFrames(from: start, to: end)
        #expect(changed.map(\.name) == ["menu"])
        let gone = ScenarioExport.changedFrames(from: start, to: ["row-0": start["row-0"]!])
        #expect(gone.map(\.name) == ["menu"] && gone[0].frame == nil)
        #expect(ScenarioExport.changedFrames(from: start, to: start).map(\.name) == ["menu", "row-0"])
    }

    @Test func theExportedFilesPinEveryStepsEvents() throws {
        let client = TestClient.router(PageFontsTests.makePlayground().pipeline)
        let token = try ScenarioToken.encode(scenario)
        for (file, pinned) in [("test.py", "\"label\": \"tapRow index 3\""), ("test.sh", "step 2 (tapRow index 3)")] {
            let response = client.get("/scenarios/\(token)/\(file)")
            let text = response.text
            #expect(response.status == 200)
            #expect(text.contains(pinned), "\(file)")
            #expect(text.contains(#""description":"userSelectedOptionWithIndex: 3""#), "\(file)")
        }
    }

    @Test(arguments: [
        ("menus.example.org:8443", "http://menus.example.org:8443"), ("bad host/", ScenarioExport.localServerURL),
    ])
    func theExportedFilesCallTheServerTheyCameFrom(_ host: String, _ server: String) throws {
        let client = TestClient.router(PageFontsTests.makePlayground().pipeline)
        let token = try ScenarioToken.encode(scenario)
        let python = client.get("/scenarios/\(token)/test.py", headers: [("Host", host)]).text
        #expect(python.contains(#"os.environ.get("PLAYGROUND_URL", "\#(server)")"#))
        let shell = client.get("/scenarios/\(token)/test.sh", headers: [("Host", host)]).text
        #expect(shell.contains("base_url=${PLAYGROUND_URL:-'\(server)'}"))
    }

    @Test(arguments: [
        ("?step=3", HTTPStatus.badRequest), ("?step=-1", 400), ("?step=01", 400), ("?steps=1", 400), ("?step=2", 200),
    ])
    func stepsOutsideTheScenarioAreRefused(_ query: String, _ status: HTTPStatus) throws {
        let client = TestClient.router(PageFontsTests.makePlayground().pipeline)
        let token = try ScenarioToken.encode(scenario)
        let response = client.get("/scenarios/\(token)\(query)", accept: "text/html")
        #expect(response.status == status)
    }
}
