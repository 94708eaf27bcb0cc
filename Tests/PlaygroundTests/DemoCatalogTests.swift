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
        #expect(demos.map(\.menu) == [.accordion, .actionSheet, .actionSheet, .contextMenu, .dropdown, .tabSplit])
        let accordion = try StateToken.decode(demos[0].token, as: Accordion.self)
        #expect(accordion.state.isOpen)
        #expect(accordion.device == .preset(.iPhone35))
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

        let typo = try folder([
            "z.json": #"{"title": "A", "description": "B", "menu": "dropdown", "devise": "iphone-4in"}"#
        ])
        #expect(throws: ConfigurationError.self) { try DemoFiles.load(directory: typo) }
    }
}
