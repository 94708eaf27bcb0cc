import Foundation
import HTML
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

@Suite struct DemoCatalogTests {
    private func folder(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    @Test func theShippedDemosLoadAndOpenTheirPages() throws {
        let demos = apiPlayground.demos
        #expect(
            demos.map(\.menu) == [
                .accordion, .actionSheet, .actionSheet, .contextMenu, .dropdown, .tabSplit, .tabSplit,
            ])
        let accordion = try StateToken.decode(demos[0].token, as: Accordion.self)
        #expect(accordion.device == .preset(.iPhone35))
        // It ends open, as the benchmarks' demo page (the first accordion demo's end) always has.
        #expect(accordion.state.items.first == "Buy oat milk" && accordion.state.isOpen)
        for demo in demos {
            let page = TestClient.playground.get(demo.url)
            #expect(page.status == 200, "\(demo.file)")
        }
        let home = TestClient.playground.get("/").text
        for demo in demos {
            #expect(home.contains(Renderer.escape(demo.title)))
        }
        #expect(home.contains("class=\"thumbnail\""))
    }

    /// Each built-in demo is a short story (open, pick, result): at least three steps, each of
    /// which applies, and its scenario page is headed by its name and description.
    @Test func everyShippedDemoIsAStoryOfSeveralStepsNamedOnItsPage() throws {
        for demo in apiPlayground.demos {
            #expect(demo.stepCount >= 3, "\(demo.file)")
            for step in 0...demo.stepCount {
                let page = TestClient.playground.get(demo.scenarioURL + (step == 0 ? "" : "?step=\(step)"))
                #expect(page.status == 200, "\(demo.file) step \(step)")
                #expect(page.text.contains("<h1>\(Renderer.escape(demo.title))</h1>"), "\(demo.file)")
                #expect(
                    page.text.contains("<p class=\"lead scenario-description\">\(Renderer.escape(demo.summary))</p>"),
                    "\(demo.file)")
            }
        }
        // A scenario that is no built-in demo keeps the menu's name.
        let other = try ScenarioToken.encode(
            Scenario<ContextMenu>(start: PageState(device: .preset(.iPhone4)), actions: [.open]))
        let page = TestClient.playground.get("/scenarios/\(other)").text
        #expect(page.contains("<h1>Scenario: Tap context menu</h1>"))
        #expect(page.contains("1 step on iPhone 4-inch, portrait."))
    }

    /// Every menu's home picture is the state a demo names (`thumbnailStep`): open, on the same
    /// phone, so the five pictures are alike.
    @Test func eachMenusThumbnailIsTheStepItsDemoNames() throws {
        let demos = apiPlayground.demos
        let home = TestClient.playground.get("/").text
        #expect(
            Self.count("<div class=\"thumbnail-box\"><img class=\"thumbnail\"", in: home) == MenuRegistry.menus.count)
        for menu in MenuRegistry.ids {
            let demo = try #require(demos.first { $0.menu == menu && $0.thumbnailToken != nil }, "\(menu)")
            let token = try #require(demo.thumbnailToken)
            #expect(home.contains("src=\"/snapshots/\(token).png?scale=2\" width=\"213\" height=\"320\""), "\(menu)")
            #expect(Self.device(of: try StateToken.decodeAnyMenu(token)) == .preset(.iPhone35), "\(menu)")
        }
        let dropdown = try #require(demos.first { $0.menu == .dropdown }?.thumbnailToken)
        let open = try StateToken.decode(dropdown, as: Dropdown.self)
        #expect(open.state.isDroppedDown && open.state.text == "Vanilla")
    }

    @Test func aBrokenDemoNamesItsFileAndField() throws {
        let directory = try folder([
            "good.json": #"{"title": "A", "description": "B", "menu": "dropdown", "device": "iphone-4in"}"#,
            "bad.json":
                #"{"title": "A", "description": "B", "menu": "dropdown", "device": "iphone-4in", "actions": [{"type": "tapField"}, {"type": "tapRow", "index": 40}]}"#,
        ])
        let error = try #require(throws: ConfigurationError.self) { try DemoFiles.load(directory: directory) }
        #expect(error.file == directory + "/bad.json")
        #expect(error.key == "actions[1].index")

        let unknownMenu = try folder([
            "x.json": #"{"title": "A", "description": "B", "menu": "pie", "device": "iphone-4in"}"#
        ])
        let menuError = try #require(throws: ConfigurationError.self) { try DemoFiles.load(directory: unknownMenu) }
        #expect(menuError.key == "menu")

        let notJSON = try folder(["y.json": "{"])
        let jsonError = try #require(throws: ConfigurationError.self) { try DemoFiles.load(directory: notJSON) }
        #expect(jsonError.key == nil)
        #expect(
            jsonError.description
                == notJSON + "/y.json: is not valid JSON: expected a key in quotes, found the end of the text (byte 1)")

        let pastTheEnd = try folder([
            "t.json":
                #"{"title": "A", "description": "B", "menu": "dropdown", "device": "iphone-4in", "thumbnailStep": 2, "actions": [{"type": "tapField"}]}"#
        ])
        let pastError = try #require(throws: ConfigurationError.self) { try DemoFiles.load(directory: pastTheEnd) }
        #expect(pastError.key == "thumbnailStep")
        #expect(pastError.problem == "is 2, past the last step (1)")
        let notAStep = try folder([
            "n.json":
                #"{"title": "A", "description": "B", "menu": "dropdown", "device": "iphone-4in", "thumbnailStep": "first"}"#
        ])
        let stepError = try #require(throws: ConfigurationError.self) { try DemoFiles.load(directory: notAStep) }
        #expect(stepError.key == "thumbnailStep")

        let typo = try folder([
            "z.json": #"{"title": "A", "description": "B", "menu": "dropdown", "devise": "iphone-4in"}"#
        ])
        #expect(throws: ConfigurationError.self) { try DemoFiles.load(directory: typo) }
    }

    private static func device(of decoded: some DecodedPage) -> DeviceChoice { decoded.page.device }

    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
