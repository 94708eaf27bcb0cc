import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// Every API error is JSON with a stable code and the path of what was wrong, whatever `Accept` says.
@Suite struct APIErrorTests {
    private func expectError(
        _ answer: TestResponse, _ status: HTTPStatus, _ code: String, _ message: String, path: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(answer.status == status, sourceLocation: sourceLocation)
        #expect(answer.headers["Content-Type"] == "application/json", sourceLocation: sourceLocation)
        #expect(answer.json == API.error(status, code, message, path: path), sourceLocation: sourceLocation)
    }

    @Test func malformedJSONIs400() {
        expectError(
            TestClient.playground.postAPI("accordion", "layout", #"{"device": "#), 400, "malformed_json",
            "The body is not valid JSON: the text ends where a value was expected (byte 11).")
    }

    @Test func unknownMenusAndPathsAre404() {
        expectError(
            TestClient.playground.postAPI("burger", "layout", "{}"), 404, "unknown_menu",
            "There is no menu \"burger\"; the menus are accordion, action-sheet, dropdown, context-menu, tab-split.",
            path: "id")
        expectError(
            TestClient.playground.get("/api/v1/nothing", accept: "*/*"), 404, "not_found",
            "Nothing is served at /api/v1/nothing.")
    }

    @Test func wrongMethodsAre405WithAllow() {
        let answer = TestClient.playground.execute(.delete, "/api/v1/menus")
        expectError(answer, 405, "method_not_allowed", "DELETE is not allowed on /api/v1/menus. Allowed: GET, HEAD.")
        #expect(answer.headers["Allow"] == "GET, HEAD")
        #expect(
            TestClient.playground.get("/api/v1/menus/accordion/layout").status
                == 405)
    }

    @Test func aBodyThatIsNotJSONIs415() {
        expectError(
            TestClient.playground.postAPI(
                "dropdown", "actions", "device=iphone-4in", contentType: "application/x-www-form-urlencoded"),
            415, "unsupported_media_type",
            "Expected a body of type application/json, got application/x-www-form-urlencoded.")
        expectError(
            TestClient.playground.postAPI("dropdown", "actions", "{}", contentType: nil), 415, "unsupported_media_type",
            "Expected a body of type application/json, got none.")
        #expect(
            TestClient.playground.postAPI(
                "dropdown", "layout", #"{"device": "iphone-4in"}"#, contentType: "application/json; charset=utf-8"
            )
            .status == 200)
    }

    @Test(
        arguments: [
            (#"[]"#, "invalid_value", "The body must be a JSON object.", nil),
            (#"{}"#, "missing_field", "device: is required.", "device"),
            (
                #"{"device": "iphone-5"}"#, "invalid_value",
                "device: unknown device preset \"iphone-5\"; expected one of iphone-3.5in, iphone-4in, iphone-6.1in, ipad-9.7in, or an object with width, height and statusBar.",
                "device"
            ),
            (
                #"{"device": {"width": 100, "height": 500, "statusBar": 20}}"#, "invalid_value",
                "device.width: must be between 200 and 2048 points, got 100.0.", "device.width"
            ),
            (
                #"{"device": "iphone-4in", "orientation": "upside-down"}"#, "invalid_value",
                "orientation: is not one of the allowed values.", "orientation"
            ),
            (
                #"{"device": "iphone-4in", "config": {"option": ["A"]}}"#, "unknown_field",
                "config.option: is not a known field.",
                "config.option"
            ),
            (
                #"{"device": "iphone-4in", "config": null}"#, "unknown_field",
                "config: must not be null; leave the field out for its default.", "config"
            ),
            (
                #"{"device": "iphone-4in", "config": {"options": ["Fine", " "]}}"#, "invalid_value",
                "config.options[1]: must not be empty.", "config.options[1]"
            ),
            (
                #"{"device": "iphone-4in", "config": {"options": "Edit"}}"#, "invalid_value",
                "config.options: must be an array.",
                "config.options"
            ),
            (
                #"{"device": "iphone-4in", "state": {"isOpen": false, "items": ["A"], "selectedItem": 3}}"#,
                "invalid_value",
                "state.selectedItem: 3 is not a row of items.", "state.selectedItem"
            ),
            (
                #"{"device": "iphone-4in", "actions": []}"#, "unknown_field",
                "actions: is not a field of a layout request; post to …/actions.", "actions"
            ),
        ] as [(String, String, String, String?)])
    func invalidLayoutBodiesAre422(body: String, code: String, message: String, path: String?) {
        expectError(TestClient.playground.postAPI("accordion", "layout", body), 422, code, message, path: path)
    }

    @Test(
        arguments: [
            (
                #"[{"type": "open"}, {"type": "tapRow", "index": 8}, {"type": "dismiss"}]"#, "index_out_of_range",
                "actions[1] (tapRow) failed: index 8 is out of range 0…7. The actions after it were not applied.",
                "actions[1].index"
            ),
            (
                #"[{"type": "tapRow", "index": 0}]"#, "action_not_applicable",
                "actions[0] (tapRow) failed: tapRow does not apply: the menu is closed. The actions after it were not applied.",
                "actions[0].type"
            ),
            (
                #"[{"type": "open"}, {"type": "open"}]"#, "action_not_applicable",
                "actions[1] (open) failed: open does not apply: the menu is already open. The actions after it were not applied.",
                "actions[1].type"
            ),
            (
                #"[{"type": "open", "item": 0}, {"type": "tapRow", "index": 0}, {"type": "typeText", "text": "a\u0007"}]"#,
                "invalid_text",
                "actions[2] (typeText) failed: invalid text: control characters are not allowed. The actions after it were not applied.",
                "actions[2].text"
            ),
            (
                #"[{"type": "fly"}]"#, "invalid_value",
                "actions[0].type: unknown action type \"fly\"; expected one of open, tapRow, dismiss, typeText, saveEdit, cancelEdit.",
                "actions[0].type"
            ),
            (
                #"[{"type": "tapRow"}]"#, "invalid_value", "actions[0].index: tapRow needs an integer index.",
                "actions[0].index"
            ),
            (
                #"[{"type": "dismiss", "index": 2}]"#, "unknown_field",
                "actions[0].index: is not a field of the dismiss action.",
                "actions[0].index"
            ),
        ] as [(String, String, String, String)])
    func failingActionsAre422NamingTheirIndex(actions: String, code: String, message: String, path: String) {
        expectError(
            TestClient.playground.postAPI("accordion", "actions", #"{"device": "iphone-4in", "actions": \#(actions)}"#),
            422, code, message,
            path: path)
    }

    @Test func aFractionWhereAnIntegerBelongsIs422() {
        // Foundation's decoder reports this without a path, so none is named.
        expectError(
            TestClient.playground.postAPI(
                "accordion", "actions", #"{"device": "iphone-4in", "actions": [{"type": "tapRow", "index": 1.5}]}"#),
            422, "invalid_value",
            "The body holds a value of the wrong type, such as a fraction where an integer belongs.")
    }

    @Test func tooManyActionsAre422() {
        let actions = Array(repeating: #"{"type": "tapField"}"#, count: APILimits.maxActions + 1).joined(separator: ",")
        expectError(
            TestClient.playground.postAPI(
                "dropdown", "actions", #"{"device": "iphone-4in", "actions": [\#(actions)]}"#), 422,
            "invalid_value", "actions: has 101 entries; at most 100 allowed.", path: "actions")
    }

    @Test func aStateNoURLCouldCarryIs422() {
        // Distinct, hard-to-compress labels: their token cannot fit in a URL.
        let options = (0..<600).map { "\"\(String(($0 &* 2_654_435_761) % 1_000_003, radix: 36))-\($0 * 7919)\"" }
        let answer = TestClient.playground.postAPI(
            "accordion", "layout",
            #"{"device": "iphone-4in", "config": {"options": [\#(options.joined(separator: ","))]}}"#)
        #expect(answer.status == 422)
        #expect(answer.json?["error"]?["code"] == .string("state_too_large"))
        #expect(answer.json?["error"]?["path"] == .string("config"))
    }

    @Test func aMissingFontFileStopsStartUpNamingIt() throws {
        var configuration = try PlaygroundConfiguration.load(
            file: ConfigurationTests.repository.appendingPathComponent("Config/playground.json").path)
        configuration.fonts.removeAll { $0.name == "serif-bold" }
        configuration.fonts.append((name: "serif-bold", chain: ["/nonexistent/DejaVuSerif-Bold.ttf"]))
        let error = try #require(throws: (any Error).self) {
            try Playground(configuration: configuration, accessLog: nil)
        }
        #expect("\(error)" == "fonts: cannot load font /nonexistent/DejaVuSerif-Bold.ttf: no such file")
    }
}
