import HTTPServer
import JSON
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `POST /api/v1/menus/{id}/compare`: one state after its actions, laid out on each listed screen
/// with the server's fonts, as `/layout` lays it out on that screen alone.
@Suite struct CompareEndpointTests {
    /// The eight screens (each preset held both ways), as JSON strings.
    private static let everyScreen = DevicePreset.allCases.flatMap { preset in
        Orientation.allCases.map { "\"\(CompareScreen(preset, $0).spelling)\"" }
    }

    private func compare(_ menu: String, _ body: String) -> TestResponse {
        TestClient.playground.postAPI(menu, "compare", body)
    }

    /// `page` on `screen`, built here rather than with the route's own helper.
    private func shown<M: Menu>(_ page: PageState<M>, on screen: CompareScreen) -> PageState<M> {
        var shown = page
        shown.device = .preset(screen.device)
        shown.orientation = screen.orientation
        return shown
    }

    /// What the route must answer for `page` (the state after the steps) and `view`: MenuCore's
    /// layouts of it with the real measurer.
    private func expected<M: PlaygroundMenu>(
        _ page: PageState<M>, steps: [CompareResponse<M>.Step], view: CompareView
    ) throws -> JSONValue {
        let measurer = apiPlayground.textMeasurer
        let long = M.relabeled(page.configuration, PseudoLocale.lengthened)
        var screens: [CompareResponse<M>.Screen] = []
        for screen in view.screens.screens {
            let shown = shown(page, on: screen)
            let token = try StateToken.encode(shown)
            let viewport = Viewport(screen.device, screen.orientation)
            screens.append(
                .init(
                    device: screen.device.rawValue, orientation: screen.orientation,
                    frames: M.layout(page.configuration, page.state, viewport, measurer).frames,
                    scrollOffsets: M.scrollOffsets(page.state, on: viewport), snapshot: "/snapshots/\(token).png",
                    url: "/menus/\(M.id.rawValue)?state=\(token)" + SitePaths.fragment(of: shown),
                    longTextFrames: view.showsLongText ? M.layout(long, page.state, viewport, measurer).frames : nil))
        }
        let token = try StateToken.encode(page)
        var query = "?state=\(token)"
        if !view.screens.isDefault { query += "&devices=" + view.screens.spelling }
        if view.showsLongText { query += "&text=long" }
        return API.json(
            of: CompareResponse<M>(
                screens: screens, token: token, url: "/compare/\(M.id.rawValue)\(query)", steps: steps))
    }

    @Test func anOpenedAccordionOnTwoScreensIsTheWholeAnswer() throws {
        let answer = compare(
            "accordion",
            #"{"actions": [{"type": "open", "item": 1}, {"type": "tapRow", "index": 2}, {"type": "open"}], "#
                + #""devices": ["iphone-4in", "iphone-6.1in:landscape"]}"#)
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == "application/json")
        let actions: [Accordion.Action] = [.open(item: 1), .tapRow(index: 2), .open(item: nil)]
        var page = PageState<Accordion>(device: .preset(.iPhone4))
        var steps: [CompareResponse<Accordion>.Step] = []
        for action in actions {
            let events = try Accordion.reduce(&page.state, action, configuration: page.configuration)
            page.record(events)
            steps.append(.init(action: action.payload, events: events))
        }
        let view = CompareView(screens: try CompareScreens(parsing: "iphone-4in,iphone-6.1in:landscape"))
        #expect(answer.json == (try expected(page, steps: steps, view: view)))
        // The shape itself, pinned apart from the types that make it.
        let first = answer.json?["screens"]?[index: 0]
        #expect(first?["device"] == .string("iphone-4in"))
        #expect(answer.json?["screens"]?[index: 1]?["orientation"] == .string("landscape"))
        #expect(first?.keys == ["device", "frames", "orientation", "scrollOffsets", "snapshot", "url"])
        #expect(answer.json?.keys == ["screens", "steps", "token", "url"])
        #expect(
            answer.json?["steps"]?[index: 1]
                == API.json(
                    #"{"action": {"type": "tapRow", "index": 2}, "events": [{"call": "userSelectedOptionWithIndex", "index": 2, "description": "userSelectedOptionWithIndex: 2"}]}"#
                ))
        let token = try #require(answer.json?["token"]?.string)
        #expect(
            answer.json?["url"]?.string
                == "/compare/accordion?state=\(token)&devices=iphone-4in,iphone-6.1in:landscape")
        // The shared token keeps the page's default device; each screen's carries its own.
        #expect(try StateToken.decode(token, as: Accordion.self) == page)
        let screenURL = try #require(first?["url"]?.string)
        let screenToken = String(screenURL.dropFirst("/menus/accordion?state=".count))
        #expect(try StateToken.decode(screenToken, as: Accordion.self).device == .preset(.iPhone4))
    }

    /// Without `devices`, the default screens; without actions, the demo's state.
    @Test(arguments: MenuRegistry.ids)
    func eachScreenHasTheFramesOfALayoutRequestOnItsDevice(menu: MenuID) throws {
        let answer = compare(menu.rawValue, "{}")
        #expect(answer.status == 200)
        guard case .array(let screens)? = answer.json?["screens"] else {
            Issue.record("no screens")
            return
        }
        #expect(screens.count == CompareScreens.defaults.screens.count)
        for (screen, sent) in zip(CompareScreens.defaults.screens, screens) {
            let layout = TestClient.playground.postAPI(
                menu.rawValue, "layout",
                #"{"device": "\#(screen.device.rawValue)", "orientation": "\#(screen.orientation.rawValue)"}"#)
            #expect(layout.status == 200)
            #expect(sent["frames"] != nil)
            #expect(sent["frames"] == layout.json?["frames"], "\(menu) on \(screen.spelling)")
            #expect(sent["scrollOffsets"] == layout.json?["scrollOffsets"])
            #expect(sent["url"] == layout.json?["url"])
            #expect(sent["snapshot"] == layout.json?["snapshot"])
        }
        let token = try #require(answer.json?["token"]?.string)
        #expect(answer.json?["url"]?.string == "/compare/\(menu.rawValue)?state=\(token)")
    }

    @Test func theLongTextCopyWrapsTheSheetsTitle() throws {
        let answer = compare(
            "action-sheet", #"{"actions": [{"type": "open"}], "devices": ["iphone-4in"], "longText": true}"#)
        #expect(answer.status == 200)
        let screen = try #require(answer.json?["screens"]?[index: 0])
        let plain = try #require(screen["frames"]?["title"]?["height"]?.number)
        let long = try #require(screen["longTextFrames"]?["title"]?["height"]?.number)
        #expect(long > plain)
        var page = PageState<ActionSheet>(device: .preset(.iPhone4))
        page.state.isShowing = true
        let view = CompareView(screens: try CompareScreens(parsing: "iphone-4in"), showsLongText: true)
        let steps: [CompareResponse<ActionSheet>.Step] = [.init(action: ActionSheet.Action.open.payload, events: [])]
        #expect(answer.json == (try expected(page, steps: steps, view: view)))
        #expect(answer.json?["url"]?.string?.hasSuffix("&devices=iphone-4in&text=long") == true)
    }

    @Test func nineScreensAreOneTooMany() {
        let nine = (Self.everyScreen + [#""iphone-4in:portrait""#]).joined(separator: ", ")
        #expect(
            compare("dropdown", #"{"devices": [\#(nine)]}"#).json
                == API.error(
                    422, "too_many_screens", "The list of devices lists 9 screens; a compare page shows at most 8.",
                    path: "devices"))
    }

    @Test func eachProblemOfTheListIsA422NamingDevices() {
        let cases: [(String, String, String)] = [
            (
                #"["iphone-4in", "ipad-9.7in", "iphone-4in"]"#, "duplicate_screen",
                "The list of devices lists “iphone-4in” twice."
            ),
            (
                #"["iphone-4in:portrait", "iphone-4in"]"#, "duplicate_screen",
                "The list of devices lists “iphone-4in” twice."
            ),
            (
                #"["iphone-4in", "pixel-7"]"#, "unknown_device",
                "The list of devices names “pixel-7” at position 2, which is not a device; use iphone-3.5in, "
                    + "iphone-4in, iphone-6.1in, ipad-9.7in."
            ),
            (
                #"["iphone-4in:upside-down"]"#, "invalid_value",
                "The list of devices gives “upside-down” as the orientation of iphone-4in; use portrait or landscape."
            ),
            ("[]", "invalid_value", "The list of devices is empty; list at least one screen."),
            (
                #"["iphone-4in,ipad-9.7in"]"#, "invalid_value",
                "The list of devices has an entry with a comma; give one screen an entry."
            ),
        ]
        for (list, code, message) in cases {
            #expect(
                compare("context-menu", #"{"devices": \#(list)}"#).json
                    == API.error(422, code, message, path: "devices"), "\(list)")
        }
        #expect(compare("context-menu", #"{"devices": "iphone-4in"}"#).json?["error"]?["path"] == .string("devices"))
    }

    @Test func deviceAndOrientationAreNotFieldsOfACompare() {
        for field in ["device", "orientation"] {
            let value = field == "device" ? "iphone-4in" : "landscape"
            #expect(
                compare("tab-split", #"{"\#(field)": "\#(value)", "devices": ["iphone-4in"]}"#).json
                    == API.error(
                        422, "unknown_field",
                        "\(field): is not a field of a compare request; list the screens in devices, such as "
                            + #"["iphone-4in", "iphone-6.1in:landscape"]."#, path: field))
        }
        #expect(
            compare("tab-split", #"{"longtext": true}"#).json
                == API.error(422, "unknown_field", "longtext: is not a known field.", path: "longtext"))
    }

    /// Config, state and actions are checked as the actions route checks them.
    @Test func theMenuFieldsAreCheckedAsTheActionsRouteChecksThem() {
        let bodies = [
            #""config": {"options": []}"#, #""state": {"isOpen": 1}"#, #""actions": [{"type": "fly"}]"#,
            #""actions": [{"type": "open", "index": 2}]"#, #""actions": [{"type": "tapRow", "index": 99}]"#,
            #""config": {"option": ["A"]}"#,
        ]
        for body in bodies {
            let compared = compare("accordion", "{\(body)}")
            let acted = TestClient.playground.postAPI("accordion", "actions", #"{"device": "iphone-4in", \#(body)}"#)
            #expect(compared.status == 422, "\(body)")
            #expect(compared.json == acted.json, "\(body)")
        }
    }

    /// Eight screens with their long-text copies are sixteen layouts of 700 options: over four
    /// pages' budget. One screen of it is well within.
    @Test func aComparisonOverItsBudgetIsRefused() {
        let options = (0..<700).map { "\"Option \($0)\"" }.joined(separator: ",")
        let eight = Self.everyScreen.joined(separator: ", ")
        let answer = compare(
            "dropdown",
            #"{"config": {"title": "T", "options": [\#(options)]}, "actions": [{"type": "tapField"}], "#
                + #""devices": [\#(eight)], "longText": true}"#)
        #expect(answer.status == 422)
        #expect(answer.json?["error"]?["code"] == .string("too_much_work"))
        #expect(answer.json?["error"]?["message"]?.string?.contains("48,000,000 work units") == true)
        let one = compare(
            "dropdown",
            #"{"config": {"title": "T", "options": [\#(options)]}, "actions": [{"type": "tapField"}], "#
                + #""devices": ["iphone-4in"], "longText": true}"#)
        #expect(one.status == 200)
    }
}

extension JSONValue {
    fileprivate subscript(index index: Int) -> JSONValue? {
        guard case .array(let values) = self, values.indices.contains(index) else { return nil }
        return values[index]
    }

    fileprivate var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// An object's keys, sorted.
    fileprivate var keys: [String]? {
        guard case .object(let fields) = self else { return nil }
        return fields.keys.sorted()
    }
}
