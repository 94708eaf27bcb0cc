import Compression
import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The state token: JSON with sorted keys → zlib → base64url, decoded under hard limits.
@Suite struct StateTokenTests {
    /// A token holding `json` exactly, to try what a hostile or stale client could send.
    private func token(ofJSON json: String) -> String {
        token(ofBytes: Array(json.utf8))
    }

    private func token(ofBytes bytes: [UInt8]) -> String {
        Base64URL.encode(Compressor(level: 9, format: .zlib).compress(bytes))
    }

    private func decodingError(_ token: String) -> HTTPError? {
        do {
            _ = try StateToken.open(token) { _ throws(HTTPError) in () }
            return nil
        } catch {
            return error
        }
    }

    private let accordion: PageState<Accordion> = {
        var page = PageState<Accordion>(device: .preset(.iPhone61), orientation: .landscape)
        let events = try! Accordion.reduce(
            &page.state, [.open(item: 2), .tapRow(index: 0), .typeText("Book trains")],
            configuration: page.configuration)
        page.record(events.flatMap { $0 })
        return page
    }()

    @Test func theSameStateAlwaysGivesTheSameToken() throws {
        let copy = PageState<Accordion>(
            configuration: accordion.configuration, state: accordion.state, device: .preset(.iPhone61),
            orientation: .landscape, events: accordion.events)
        #expect(try StateToken.encode(accordion) == (try StateToken.encode(copy)))
        #expect(try SitePaths.menuPage(of: accordion) == "/menus/accordion?state=\(try StateToken.encode(copy))")
    }

    @Test func theTokenIsDeflatedSortedKeyJSON() throws {
        let token = try StateToken.encode(accordion)
        let json = try Decompressor.inflate(try Base64URL.decode(token), limit: 1 << 20)
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"config":{"items":["Buy milk","Call the plumber","Book flights","Water the plants"],"#
                + #""options":["Edit","Delete","Option 1","Option 2","Option 3","Option 4","Option 5"]},"#
                + #""device":"iphone-6.1in","#
                + #""events":[{"call":"userSelectedOptionWithIndex","description":"userSelectedOptionWithIndex: 0","index":0}],"#
                + #""menu":"accordion","orientation":"landscape","#
                + #""state":{"editor":{"item":2,"text":"Book trains"},"isOpen":false,"#
                + #""items":["Buy milk","Call the plumber","Book flights","Water the plants"]},"v":1}"#)
    }

    /// A token's bytes must never change, since shared links and fixtures hold them: zlib at
    /// level 9 wrote this one (Python's `zlib.compress(json, 9)` gives the same).
    @Test func theTokenOfAStateIsPinned() throws {
        #expect(
            try StateToken.encode(accordion)
                == "eNqtUbtuwzAM_BWBs1vE6WPQmLZDpwwdMgQZVImOiciSIdFGCsP_XspN4a1Tt9PpeNSdJrAxNHQGPQExdhn0EXbDl-rIX6CCF-O"
                + "94hZV74fuE5NQuxgvqvF0bjnL8WAY001iglCnCmLPFMPi9eaIRfWKHhkF7JcrVa9wu8KHFT6u8AlOcwUOR7IIGqhvY8C75_uagohwxL"
                + "JVHyew8lgRDBnTh-yzjO7H4kDcvgeHVyg-2SZa6L-1Wm1ETsuY3swSq8MwyIyxNiZX5iVpIllvbm5SgMvW9CVoFhZLrSgNxPRbMOhtBYx"
                + "XFvnSJCdDUpUkpLzvUWwa4zNW__Yd4jyCrudv8uakMQ")
    }

    @Test(arguments: MenuRegistry.ids)
    func decodingGivesBackTheSameStateAndJSON(menu: MenuID) throws {
        // Every action type at least once, each of which must apply, then the exact state and events.
        switch menu {
        case .accordion:
            try roundTrip(
                Accordion.self,
                [
                    .open(item: 2), .tapRow(index: 0), .typeText("typed"), .cancelEdit, .open(item: 2),
                    .tapRow(index: 0), .typeText("Book trains"), .saveEdit(text: nil), .open(item: 1),
                    .tapRow(index: 1),
                    .open(item: nil), .dismiss, .open(item: 0), .tapRow(index: 0), .typeText("Buy oat milk"),
                ],
                reaching: Accordion.State(
                    items: ["Buy milk", "Book trains", "Water the plants"],
                    editor: Accordion.Editor(item: 0, text: "Buy oat milk")),
                events: [0, 0, 1, 7, 0].map { .userSelectedOptionWithIndex($0) })
        case .actionSheet:
            try roundTrip(
                ActionSheet.self, [.open, .tapButton(index: 2), .open, .tapOutside, .open],
                reaching: ActionSheet.State(isShowing: true, background: .blue),
                events: [.clickedButtonAtIndex(2), .clickedButtonAtIndex(-1)])
        case .dropdown:
            try roundTrip(
                Dropdown.self,
                [
                    .tapField, .tapRow(index: 1), .tapField, .tapRow(index: 5), .typeText("mint chip"), .endEditing,
                    .tapField,
                ],
                reaching: Dropdown.State(isDroppedDown: true, text: "Mint Chip"),
                events: [
                    .menuDidAnimate(up: false), .optionSelected(option: "Vanilla"), .menuDidAnimate(up: true),
                    .menuDidAnimate(up: false), .menuDidAnimate(up: true), .optionSelected(option: "Mint Chip"),
                    .menuDidAnimate(up: false),
                ])
        case .contextMenu:
            try roundTrip(
                ContextMenu.self, [.open, .tapItem(index: 1), .open, .tapOutside, .open],
                reaching: ContextMenu.State(isShown: true, lastAction: "share"),
                events: [.dismissed, .optionAction(index: 1, action: "share"), .dismissed])
        case .tabSplit:
            try roundTrip(
                TabSplit.self,
                [.selectTab(index: 3), .selectTab(index: 0), .moveTab(from: 0, to: 3), .selectTab(index: 1)],
                reaching: TabSplit.State(order: [1, 2, 3, 0, 4, 5, 6, 7, 8, 9], selected: 1),
                events: [
                    .pushToDetailController(title: "Three"), .pushToDetailController(title: "Navigation"),
                    .setNavigationOrder([1, 2, 3, 0, 4, 5, 6, 7, 8, 9]), .pushToDetailController(title: "Two"),
                ])
        default:
            Issue.record("No round trip is written for the \(menu) menu.")
        }
    }

    /// Applies `actions` to the demo (every one must apply), checks the state and events reached,
    /// then that the token decodes to the same page and JSON.
    private func roundTrip<M: PlaygroundMenu>(
        _ menu: M.Type, _ actions: [M.Action], reaching expected: M.State, events expectedEvents: [M.DelegateEvent]
    ) throws {
        #expect(Set(actions.map(\.payload.type)) == Set(M.actionTypes), "every action type is exercised")
        var page = PageState<M>(device: .custom(width: 400, height: 900, statusBar: 30))
        for action in actions {
            // Through the payload, as a request sends it.
            let events = try M.reduce(
                &page.state, try M.Action(payload: action.payload), configuration: page.configuration)
            page.record(events)
        }
        #expect(page.state == expected)
        #expect(page.events == expectedEvents)
        #expect(!page.events.isEmpty)
        let token = try StateToken.encode(page)
        let decoded = try StateToken.decode(token, as: M.self)
        #expect(decoded == page)
        #expect(try StateToken.json(decoded) == (try StateToken.json(page)))
        let answer = TestClient.playground.get("/api/v1/state/\(token)", accept: "*/*")
        #expect(answer.status == 200)
        #expect(answer.body == (try StateToken.json(page)) + [0x0A])
        #expect(answer.headers["ETag"] != nil)
    }

    @Test func aTokenOfAnotherMenuIsRefused() throws {
        let token = try StateToken.encode(accordion)
        #expect(
            throws: DomainError.malformed(
                "The token is for the menu \"accordion\", not \"dropdown\".", code: "bad_token", path: "menu")
        ) {
            try StateToken.decode(token, as: Dropdown.self)
        }
    }

    @Test func aTooLongTokenIsRefusedBeforeDecoding() {
        let error = decodingError(String(repeating: "A", count: StateTokenLimits.maxTokenLength + 1))
        #expect(
            error
                == HTTPError(
                    status: 400, code: "token_too_large", message: "The token is 3073 characters; the limit is 3072.",
                    path: "token"))
    }

    @Test func aDecompressionBombStopsAtTheInflatedLimit() {
        // 2 MB of spaces deflates to about 2 KB; only its first 64 KiB are inflated before it is refused.
        let bomb = token(ofBytes: [UInt8](repeating: 0x20, count: 2 << 20))
        #expect(bomb.utf8.count <= StateTokenLimits.maxTokenLength)
        #expect(
            decodingError(bomb)
                == HTTPError(
                    status: 400, code: "token_too_large",
                    message: "The token inflates to more than 65536 bytes, the limit.",
                    path: "token"))
    }

    @Test func tamperedTokensAreBadTokens() throws {
        var bytes = Array(try StateToken.encode(accordion).utf8)
        bytes[bytes.count / 2] = bytes[bytes.count / 2] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        #expect(
            decodingError(String(decoding: bytes, as: UTF8.self))
                == .badRequest("The token is not zlib-deflated data.", code: "bad_token", path: "token"))
        #expect(
            decodingError("eNq!")
                == .badRequest(
                    "The token is not base64url: it has a character outside base64url at offset 3.", code: "bad_token",
                    path: "token"))
        #expect(
            decodingError("eNp")  // the last character carries set bits past the data
                == .badRequest(
                    "The token is not base64url: its last character has bits set past the data.", code: "bad_token",
                    path: "token"))
        #expect(
            decodingError(token(ofJSON: "[1]"))
                == .badRequest("The token must be an object.", code: "bad_token", path: "token"))
    }

    @Test(
        arguments: [
            (
                #"{"v": 2, "menu": "accordion"}"#, "unsupported_token_version",
                "The token's version 2 is not supported; this server reads version 1.", "v"
            ),
            // An old link is told apart from a broken one whatever menu it names.
            (
                #"{"v": 2, "menu": "popover"}"#, "unsupported_token_version",
                "The token's version 2 is not supported; this server reads version 1.", "v"
            ),
            (
                #"{"v": 1, "menu": "burger"}"#, "bad_token",
                "The token's menu \"burger\" is not one of accordion, action-sheet, dropdown, context-menu, tab-split.",
                "menu"
            ),
            (
                #"{"v": 1, "menu": "tab-split", "config": {}, "device": "iphone-4in", "orientation": "portrait", "state": {"order": [0,1,2,3,4,5,6,7,8,9], "selected": 11}, "events": []}"#,
                "bad_token", "The token's state.selected must be between 0 and 10.", "state.selected"
            ),
            (
                #"{"v": 1, "menu": "dropdown", "config": {"options": ["\#(String(repeating: "x", count: 81))"]}, "device": "iphone-4in", "orientation": "portrait", "state": {"isDroppedDown": false, "text": "", "isEditing": false}, "events": []}"#,
                "bad_token", "The token's config.options[0] is 81 characters; at most 80 allowed.", "config.options[0]"
            ),
            (
                #"{"v": 1, "menu": "context-menu", "config": {}, "device": {"width": 199, "height": 600, "statusBar": 0}, "orientation": "portrait", "state": {"isShown": false}, "events": []}"#,
                "bad_token", "The token's device.width must be between 200 and 2048 points, got 199.0.", "device.width"
            ),
            (
                #"{"v": 1, "menu": "context-menu", "config": {}, "device": "iphone-4in", "orientation": "portrait", "state": {"isShown": false}, "events": [{"call": "explode"}]}"#,
                "bad_token", "The token's events[0] unknown delegate call \"explode\".", "events[0]"
            ),
            (
                #"{"v": 1, "menu": "context-menu", "config": {}, "device": "iphone-4in", "orientation": "portrait", "state": {"isShown": false}, "events": [\#(Array(repeating: #"{"call": "dismiss"}"#, count: 21).joined(separator: ","))]}"#,
                "bad_token", "The token's events has more than 20 entries.", "events"
            ),
            (
                #"{"v": 1, "menu": "context-menu", "config": {}, "device": "iphone-4in", "orientation": "portrait", "state": {"isShown": "yes"}, "events": []}"#,
                "bad_token", "The token's state.isShown must be true or false.", "state.isShown"
            ),
        ] as [(String, String, String, String)])
    func decodedValuesAreValidatedNamingTheField(json: String, code: String, message: String, path: String) {
        #expect(decodingError(token(ofJSON: json)) == HTTPError(status: 400, code: code, message: message, path: path))
    }

    @Test func theStateRouteAnswersBadTokensWithJSON400s() {
        let answer = TestClient.playground.get("/api/v1/state/eNq!", accept: "text/html")
        #expect(answer.status == 400)
        #expect(
            answer.json
                == API.error(
                    400, "bad_token", "The token is not base64url: it has a character outside base64url at offset 3.",
                    path: "token"))
    }

    @Test func base64URLRoundTripsEveryLength() throws {
        for count in 0..<64 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let text = Base64URL.encode(bytes)
            #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
            #expect(try Base64URL.decode(text) == bytes)
        }
        #expect(Base64URL.encode(Array("hello?>".utf8)) == "aGVsbG8_Pg")
        // From a part of a longer text, as a subset's name is read.
        #expect(try Base64URL.decode("x.aGVsbG8_Pg".split(separator: ".")[1]) == Array("hello?>".utf8))
    }

    /// Every text that is not the one encoding of some bytes is refused, and the first bad
    /// character is the one named.
    @Test func base64URLRefusesEveryOtherText() throws {
        #expect(throws: Base64URL.Failure.invalidLength) { try Base64URL.decode("aGVsb") }
        #expect(throws: Base64URL.Failure.invalidCharacter(offset: 2)) { try Base64URL.decode("aG=sbG8") }
        #expect(throws: Base64URL.Failure.invalidCharacter(offset: 4)) { try Base64URL.decode("aGVs+G8/") }
        #expect(throws: Base64URL.Failure.invalidCharacter(offset: 1)) { try Base64URL.decode("a\u{E9}") }
        #expect(throws: Base64URL.Failure.trailingBits) { try Base64URL.decode("aGVsbG9") }
        #expect(throws: Base64URL.Failure.trailingBits) { try Base64URL.decode("aB") }
        #expect(try Base64URL.decode("aA") == [0x68])
        #expect(try Base64URL.decode("") == [])
    }
}
