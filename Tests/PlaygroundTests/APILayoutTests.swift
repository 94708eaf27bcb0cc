import HTTPServer
import JSON
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `POST /api/v1/menus/{id}/layout`: the frames are MenuCore's, measured with the server's fonts.
@Suite struct APILayoutTests {
    /// What the route must answer for `page`: MenuCore's layout of it, with the real measurer.
    private func expected<M: PlaygroundMenu>(_ page: PageState<M>) throws -> JSONValue {
        let viewport = try page.viewport()
        let measurer = apiPlayground.textMeasurer
        let layout = M.layout(page.configuration, page.state, viewport, measurer)
        let token = try StateToken.encode(page)
        return API.json(
            of: LayoutResponse(
                frames: layout.frames, scrollable: layout.scrollable, scrollOffsets: layout.scrollOffsets,
                animation: M.animation(
                    page.configuration, from: M.closing(page.state), to: page.state, viewport: viewport,
                    measurer: measurer),
                token: token, url: "/menus/\(M.id.rawValue)?state=\(token)" + SitePaths.fragment(of: page),
                snapshot: "/snapshots/\(token).png"))
    }

    private func check<M: PlaygroundMenu>(_ menu: M.Type, preset: DevicePreset, _ orientation: Orientation) throws {
        let answer = TestClient.playground.postAPI(
            M.id.rawValue, "layout", #"{"device": "\#(preset.rawValue)", "orientation": "\#(orientation.rawValue)"}"#)
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == "application/json")
        let page = PageState<M>(device: .preset(preset), orientation: orientation)
        #expect(answer.json == (try expected(page)))
    }

    @Test(arguments: MenuRegistry.ids, Orientation.allCases)
    func eachMenuOnEachPresetMatchesMenuCore(menu: MenuID, orientation: Orientation) throws {
        for preset in DevicePreset.allCases {
            try check(MenuRegistry.menu(menu)!, preset: preset, orientation)
        }
    }

    @Test func anOpenAccordionCarriesItsOpeningAnimation() throws {
        let answer = TestClient.playground.postAPI(
            "accordion", "layout",
            #"{"device": "iphone-4in", "state": {"isOpen": true, "items": ["Buy milk"]}, "config": {"items": ["Buy milk"]}}"#
        )
        #expect(answer.status == 200)
        #expect(
            answer.json?["animation"]
                == API.json(
                    #"""
                    {"curve": "linear", "duration": 0.25,
                     "from": {"menu": {"x": 30, "y": 294, "width": 260, "height": 0}},
                     "to": {"menu": {"x": 30, "y": 134, "width": 260, "height": 320}},
                     "fromAlpha": {"cover": 0}, "toAlpha": {"cover": 0.5}, "removeAfter": {}}
                    """#))
        var page = PageState<Accordion>(
            configuration: .init(options: Accordion.Configuration.demo.options, items: ["Buy milk"]),
            device: .preset(.iPhone4))
        page.state.isOpen = true
        #expect(answer.json == (try expected(page)))
    }

    @Test func aClosedMenuHasNoAnimation() {
        let answer = TestClient.playground.postAPI("dropdown", "layout", #"{"device": "iphone-6.1in"}"#)
        #expect(answer.json?["animation"] == .null)
    }

    @Test func rotatingIsTheSameStateInTheOtherOrientation() throws {
        let state = #""state": {"isDroppedDown": true, "text": "Lime", "isEditing": false}"#
        let portrait = TestClient.playground.postAPI("dropdown", "layout", #"{"device": "ipad-9.7in", \#(state)}"#)
        let landscape = TestClient.playground.postAPI(
            "dropdown", "layout", #"{"device": "ipad-9.7in", "orientation": "landscape", \#(state)}"#)
        var page = PageState<Dropdown>(device: .preset(.iPad97), orientation: .landscape)
        page.state = Dropdown.State(isDroppedDown: true, text: "Lime")
        #expect(landscape.json == (try expected(page)))
        #expect(portrait.json?["frames"]?["screen"] == API.json(#"{"x": 0, "y": 0, "width": 768, "height": 1024}"#))
        #expect(landscape.json?["frames"]?["screen"] == API.json(#"{"x": 0, "y": 0, "width": 1024, "height": 768}"#))
        let decoded = try StateToken.decode(landscape.json?["token"]?.string ?? "", as: Dropdown.self)
        #expect(decoded == page)
    }

    @Test func aCustomDeviceIsGivenInPortrait() throws {
        let answer = TestClient.playground.postAPI(
            "context-menu", "layout",
            #"{"device": {"width": 500, "height": 700, "statusBar": 0}, "orientation": "landscape"}"#)
        #expect(answer.status == 200)
        let page = PageState<ContextMenu>(
            device: .custom(width: 500, height: 700, statusBar: 0), orientation: .landscape)
        #expect(answer.json == (try expected(page)))
        #expect(answer.json?["frames"]?["screen"] == API.json(#"{"x": 0, "y": 0, "width": 700, "height": 500}"#))
    }

    @Test func configurationsReplaceTheDemo() throws {
        let answer = TestClient.playground.postAPI(
            "action-sheet", "layout",
            #"{"device": "iphone-4in", "config": {"title": "Share", "buttons": ["Mail", "Print"], "icons": ["mail", null]}, "state": {"isShowing": true}}"#
        )
        #expect(answer.status == 200)
        let page = PageState<ActionSheet>(
            configuration: .init(title: "Share", buttons: ["Mail", "Print"], icons: ["mail", nil]),
            state: .init(isShowing: true), device: .preset(.iPhone4))
        #expect(answer.json == (try expected(page)))
    }
}
