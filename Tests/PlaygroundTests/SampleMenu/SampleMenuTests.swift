import HTTPServer
import JSON
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// docs/adding-a-menu.md, proven: a menu made of a MenuCore part (`PopoverModel.swift`,
/// `PopoverLayout.swift`), one adapter (`Popover+Playground.swift`) and one registry entry
/// reaches the page, its tap forms, the JSON API and the snapshot, with no other edit.
@Suite struct SampleMenuTests {
    /// A whole playground built and asked with the sample registered (`MenuRegistry.additionalMenus`,
    /// for this task only).
    private func withPopover(_ body: (TestClient<Never>) throws -> Void) throws {
        // The shared playgrounds are made outside the sample's scope, so they never hold it.
        _ = TestClient.playground
        _ = TestClient.demoRoutes
        try MenuRegistry.$additionalMenus.withValue([Popover.self]) {
            let configuration = try PlaygroundConfiguration.load(
                file: ConfigurationTests.repository.appendingPathComponent("Config/playground.json").path)
            let playground = try Playground(configuration: configuration, accessLog: nil)
            try body(.router(playground.pipeline))
        }
    }

    @Test func thePageOpensChoosesAndDismissesByItsForms() throws {
        try withPopover { client in
            #expect(MenuRegistry.ids.last == Popover.id)
            let home = client.get(SitePaths.home.pattern)
            #expect(home.text.contains("href=\"\(SitePaths.menuPage(Popover.id))\""))
            let closed = client.get(SitePaths.menuPage(Popover.id))
            #expect(closed.status == 200, "\(closed.text)")
            #expect(closed.text.contains(Popover.hint))
            #expect(closed.text.contains("data-frame=\"show-button\""))
            #expect(!closed.text.contains("data-frame=\"bubble\""))

            let token = try StateToken.encode(Popover.defaultPage)
            let opened = client.postForm(SitePaths.tap.path("popover"), [("token", token), ("type", "open")])
            #expect(opened.status == 303, "\(opened.text)")
            let openToken = try #require(opened.headers["Location"]?.split(separator: "=").last.map(String.init))
            #expect(try StateToken.decode(openToken, as: Popover.self).state == Popover.State(isOpen: true))
            let openPage = client.get(try #require(opened.headers["Location"]))
            #expect(openPage.status == 200)
            #expect(openPage.text.contains("data-frame=\"bubble\""))
            #expect(openPage.text.contains("data-frame=\"item-2\""))

            let chosen = client.postForm(
                SitePaths.tap.path("popover"), [("token", openToken), ("type", "choose"), ("index", "2")])
            let chosenToken = try #require(chosen.headers["Location"]?.split(separator: "=").last.map(String.init))
            let page = try StateToken.decode(chosenToken, as: Popover.self)
            #expect(page.state == Popover.State(isOpen: false, chosen: 2))
            #expect(page.events == [.didChoose(2)])

            let dismissed = client.postForm(SitePaths.dismiss.path("popover"), [("token", openToken)])
            let dismissedToken = try #require(
                dismissed.headers["Location"]?.split(separator: "=").last.map(String.init))
            #expect(try StateToken.decode(dismissedToken, as: Popover.self).state == Popover.State())
        }
    }

    @Test func theAPIAndTheSnapshotServeIt() throws {
        try withPopover { client in
            let menus = client.get("/api/v1/menus", headers: [("Accept", "application/json")])
            guard case .array(let list) = menus.json?["menus"] else {
                Issue.record("no menu list: \(menus.text)")
                return
            }
            #expect(list.last?["id"]?.string == "popover")
            #expect(list.last?["actionTypes"] == API.json(#"["open", "choose", "close"]"#))

            let answer = client.postAPI(
                "popover", "actions",
                #"{"device": "iphone-4in", "actions": [{"type": "open"}, {"type": "choose", "index": 1}]}"#)
            #expect(answer.status == 200, "\(answer.text)")
            #expect(answer.json?["state"] == API.json(#"{"isOpen": false, "chosen": 1}"#))
            let token = try #require(answer.json?["token"]?.string)
            let page = try StateToken.decode(token, as: Popover.self)
            let layout = Popover.layout(page.configuration, page.state, try page.viewport(), apiPlayground.textMeasurer)
            #expect(answer.json?["frames"] == API.json(of: layout.frames))

            let refused = client.postAPI(
                "popover", "actions", #"{"device": "iphone-4in", "actions": [{"type": "choose", "index": 0}]}"#)
            #expect(refused.status == 422)
            #expect(refused.json?["error"]?["code"]?.string == "action_not_applicable")

            let snapshot = client.get(SitePaths.snapshot(token: token))
            #expect(snapshot.status == 200, "\(snapshot.text)")
            #expect(snapshot.headers["Content-Type"] == "image/png")
            #expect(snapshot.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    /// Outside the task that registered it, the sample does not exist: no other test, and no
    /// request of the product, sees it.
    @Test func nobodyElseSeesIt() {
        #expect(!MenuRegistry.ids.contains(Popover.id))
        #expect(TestClient.playground.get(SitePaths.menuPage(Popover.id)).status == 404)
    }
}
