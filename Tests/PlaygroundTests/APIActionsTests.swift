import HTTPServer
import JSON
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `POST /api/v1/menus/{id}/actions`: the events after each action, then the final state.
@Suite struct APIActionsTests {
    /// Posts `actions` to `menu` on the 4-inch iPhone and returns the answer's JSON.
    private func run(_ menu: String, _ actions: String, extra: String = "") -> TestResponse {
        TestClient.playground.postAPI(menu, "actions", #"{"device": "iphone-4in", \#(extra) "actions": \#(actions)}"#)
    }

    /// Each step's events, in order.
    private func events(_ answer: TestResponse) -> [JSONValue] {
        guard case .array(let steps) = answer.json?["steps"] else { return [] }
        return steps.map { $0["events"] ?? .null }
    }

    @Test func accordionOpensOnARowAndDeletesIt() throws {
        let answer = run("accordion", #"[{"type": "open", "item": 1}, {"type": "tapRow", "index": 1}]"#)
        #expect(answer.status == 200)
        #expect(
            events(answer) == [
                API.json("[]"),
                API.json(
                    #"[{"call": "userSelectedOptionWithIndex", "index": 1, "description": "userSelectedOptionWithIndex: 1"}]"#
                ),
            ])
        #expect(
            answer.json?["state"]
                == API.json(#"{"isOpen": false, "items": ["Buy milk", "Book flights", "Water the plants"]}"#))
        let token = try #require(answer.json?["token"]?.string)
        #expect(answer.json?["url"]?.string == "/menus/accordion?state=\(token)")
        let page = try StateToken.decode(token, as: Accordion.self)
        #expect(page.state == Accordion.State(items: ["Buy milk", "Book flights", "Water the plants"]))
        #expect(page.events == [.userSelectedOptionWithIndex(1)])
        let layout = Accordion.layout(page.configuration, page.state, try page.viewport(), apiPlayground.textMeasurer)
        #expect(answer.json?["frames"] == API.json(of: layout.frames))
        #expect(answer.json?["scrollable"] == API.json(of: layout.scrollable))
    }

    @Test func actionSheetButtonsAndOutsideTaps() {
        let answer = run(
            "action-sheet",
            #"[{"type": "open"}, {"type": "tapButton", "index": 1}, {"type": "open"}, {"type": "tapOutside"}]"#)
        #expect(answer.status == 200)
        #expect(
            events(answer) == [
                API.json("[]"),
                API.json(#"[{"call": "clickedButtonAtIndex", "index": 1, "description": "clickedButtonAtIndex: 1"}]"#),
                API.json("[]"),
                API.json(
                    #"[{"call": "clickedButtonAtIndex", "index": -1, "description": "clickedButtonAtIndex: -1"}]"#),
            ])
        #expect(answer.json?["state"] == API.json(#"{"isShowing": false, "background": "green"}"#))
    }

    @Test func dropdownOtherTakesTypedTextCapitalised() {
        let answer = run(
            "dropdown",
            #"[{"type": "tapField"}, {"type": "tapRow", "index": 5}, {"type": "typeText", "text": "mint chip"}, {"type": "endEditing"}]"#
        )
        #expect(answer.status == 200)
        #expect(
            events(answer) == [
                API.json(#"[{"call": "menuDidAnimate", "up": false, "description": "menuDidAnimate(up: false)"}]"#),
                API.json(#"[{"call": "menuDidAnimate", "up": true, "description": "menuDidAnimate(up: true)"}]"#),
                API.json("[]"),
                API.json(
                    #"[{"call": "optionSelected", "option": "Mint Chip", "description": "optionSelected(option: \"Mint Chip\")"}]"#
                ),
            ])
        #expect(
            answer.json?["state"] == API.json(#"{"isDroppedDown": false, "text": "Mint Chip", "isEditing": false}"#))
        // Dropping the list down animates it (0.3 s ease-in-out); typing does not.
        guard case .array(let steps) = answer.json?["steps"] else { return }
        #expect(steps[0]["animation"]?["curve"] == .string("ease-in-out"))
        #expect(steps[2]["animation"] == .null)
    }

    @Test func contextMenuItemDismissesThenRunsItsAction() {
        let answer = run("context-menu", #"[{"type": "open"}, {"type": "tapItem", "index": 1}]"#)
        #expect(answer.status == 200)
        #expect(
            events(answer) == [
                API.json("[]"),
                API.json(
                    #"""
                    [{"call": "dismiss", "description": "dismiss()"},
                     {"call": "optionAction", "index": 1, "action": "share", "description": "optionAction(index: 1, action: \"share\")"}]
                    """#),
            ])
        #expect(answer.json?["state"] == API.json(#"{"isShown": false, "lastAction": "share"}"#))
    }

    @Test func tabSplitSelectsAndReorders() {
        let answer = run(
            "tab-split",
            #"[{"type": "selectTab", "index": 3}, {"type": "selectTab", "index": 0}, {"type": "moveTab", "from": 0, "to": 4}]"#
        )
        #expect(answer.status == 200)
        #expect(
            events(answer) == [
                API.json(
                    #"[{"call": "pushToDetailController", "title": "Three", "description": "pushToDetailController(\"Three\")"}]"#
                ),
                API.json(
                    #"[{"call": "pushToDetailController", "title": "Navigation", "description": "pushToDetailController(\"Navigation\")"}]"#
                ),
                API.json(
                    #"[{"call": "setNavigationOrder", "order": [1, 2, 3, 4, 0, 5, 6, 7, 8, 9], "description": "setNavigationOrder: [1, 2, 3, 4, 0, 5, 6, 7, 8, 9]"}]"#
                ),
            ])
        #expect(answer.json?["state"] == API.json(#"{"order": [1, 2, 3, 4, 0, 5, 6, 7, 8, 9], "selected": 0}"#))
    }

    @Test func continuingFromAReturnedStateGivesTheSameResultAsOneRequest() {
        let first = run("accordion", #"[{"type": "open"}]"#)
        guard case .object(let state)? = first.json?["state"] else {
            Issue.record("no state")
            return
        }
        let stateText = String(
            decoding: try! CanonicalJSON.encode(state.mapValues { JSONEncodable(value: $0) }), as: UTF8.self)
        let second = run("accordion", #"[{"type": "tapRow", "index": 7}]"#, extra: #""state": \#(stateText),"#)
        let whole = run("accordion", #"[{"type": "open"}, {"type": "tapRow", "index": 7}]"#)
        #expect(second.json?["state"] == whole.json?["state"])
        #expect(second.json?["frames"] == whole.json?["frames"])
    }

    @Test func theEventLogInTheTokenKeepsTheLastTwenty() throws {
        let taps = Array(repeating: #"{"type": "tapField"}"#, count: 25).joined(separator: ", ")
        let answer = run("dropdown", "[\(taps)]")
        let page = try StateToken.decode(answer.json?["token"]?.string ?? "", as: Dropdown.self)
        #expect(page.events.count == 20)
        // 25 taps toggle the list: the last event is the 25th, which drops it down (up: false).
        #expect(page.events.last == .menuDidAnimate(up: false))
        #expect(page.events.first == .menuDidAnimate(up: true))
        #expect(page.state.isDroppedDown)
    }
}

/// A parsed JSON value written back as JSON, to send a returned state in the next request.
private struct JSONEncodable: Encodable {
    var value: JSONValue

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .integer(let number): try container.encode(number)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let values): try container.encode(values.map { JSONEncodable(value: $0) })
        case .object(let fields): try container.encode(fields.mapValues { JSONEncodable(value: $0) })
        }
    }
}
