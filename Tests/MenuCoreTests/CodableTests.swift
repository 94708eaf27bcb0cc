import Foundation
import MenuCore
import Testing

@Suite struct CodableTests {
    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func issueActionShapesDecode() throws {
        #expect(try decode(Accordion.Action.self, #"{"type": "open"}"#) == .open(item: nil))
        #expect(try decode(Accordion.Action.self, #"{"type":"tapRow","index":2}"#) == .tapRow(index: 2))
        #expect(try decode(Accordion.Action.self, #"{"type":"dismiss"}"#) == .dismiss)
        #expect(try decode(ActionSheet.Action.self, #"{"type":"tapButton","index":1}"#) == .tapButton(index: 1))
        #expect(try decode(ActionSheet.Action.self, #"{"type":"tapOutside"}"#) == .tapOutside)
        #expect(try decode(Dropdown.Action.self, #"{"type":"typeText","text":"mint chip"}"#) == .typeText("mint chip"))
        #expect(try decode(Dropdown.Action.self, #"{"type":"tapField"}"#) == .tapField)
        #expect(try decode(Dropdown.Action.self, #"{"type":"endEditing"}"#) == .endEditing)
        #expect(try decode(ContextMenu.Action.self, #"{"type":"tapItem","index":0}"#) == .tapItem(index: 0))
        #expect(try decode(TabSplit.Action.self, #"{"type":"moveTab","from":5,"to":1}"#) == .moveTab(from: 5, to: 1))
        #expect(try decode(TabSplit.Action.self, #"{"type":"selectTab","index":3}"#) == .selectTab(index: 3))
    }

    @Test func actionsEncodeToTheSameShape() throws {
        #expect(try encode(Accordion.Action.tapRow(index: 2)) == #"{"index":2,"type":"tapRow"}"#)
        #expect(try encode(Accordion.Action.open(item: nil)) == #"{"type":"open"}"#)
        #expect(try encode(TabSplit.Action.moveTab(from: 5, to: 1)) == #"{"from":5,"to":1,"type":"moveTab"}"#)
        #expect(try encode(Dropdown.Action.typeText("mint chip")) == #"{"text":"mint chip","type":"typeText"}"#)
    }

    @Test func badActionsNameTheProblem() {
        #expect {
            _ = try decode(Accordion.Action.self, #"{"type":"tapRow"}"#)
        } throws: { error in
            "\(error)".contains("tapRow needs an integer index")
        }
        #expect {
            _ = try decode(TabSplit.Action.self, #"{"type":"fly"}"#)
        } throws: { error in
            "\(error)".contains("unknown action type \"fly\"; expected one of selectTab, moveTab")
        }
        #expect(throws: ActionPayloadError(field: "text", message: "typeText needs a string text")) {
            _ = try Dropdown.Action(payload: ActionPayload("typeText"))
        }
        #expect(throws: ActionPayloadError(field: "from", message: "moveTab needs an integer from")) {
            _ = try TabSplit.Action(payload: ActionPayload("moveTab", to: 1))
        }
    }

    @Test func everyActionRoundTripsThroughItsPayload() throws {
        let actions: [Accordion.Action] = [
            .open(item: 1), .open(item: nil), .tapRow(index: 3), .dismiss, .typeText("x"), .saveEdit(text: nil),
            .saveEdit(text: "y"), .cancelEdit,
        ]
        for action in actions {
            #expect(try Accordion.Action(payload: action.payload) == action)
            #expect(Accordion.Action.types.contains(action.payload.type))
        }
    }

    @Test func eventsEncodeTheCallAndItsDescription() throws {
        #expect(
            try encode(Accordion.DelegateEvent.userSelectedOptionWithIndex(2))
                == #"{"call":"userSelectedOptionWithIndex","description":"userSelectedOptionWithIndex: 2","index":2}"#)
        #expect(
            try encode(Dropdown.DelegateEvent.menuDidAnimate(up: true))
                == #"{"call":"menuDidAnimate","description":"menuDidAnimate(up: true)","up":true}"#)
        let events: [Dropdown.DelegateEvent] = [.optionSelected(option: "Banana"), .menuDidAnimate(up: false)]
        #expect(try decode([Dropdown.DelegateEvent].self, try encode(events)) == events)
        let split: [TabSplit.DelegateEvent] = [.setNavigationOrder([1, 0]), .pushToDetailController(title: "One")]
        #expect(try decode([TabSplit.DelegateEvent].self, try encode(split)) == split)
    }

    /// `EventPayload` writes the fields it has and no other, as its synthesized `encode(to:)` did.
    @Test func eventPayloadsWriteTheFieldsTheyHave() throws {
        var full = EventPayload("c", index: 1, up: false, option: "o", action: "a", title: "t", order: [2, 0])
        full.description = "d"
        #expect(
            try encode(full)
                == #"{"action":"a","call":"c","description":"d","index":1,"option":"o","order":[2,0],"title":"t","up":false}"#
        )
        #expect(try encode(EventPayload("c")) == #"{"call":"c"}"#)
        #expect(try decode(EventPayload.self, try encode(full)) == full)
    }

    @Test func configurationsDefaultMissingKeysToTheDemo() throws {
        #expect(try decode(Accordion.Configuration.self, "{}") == .demo)
        #expect(try decode(ActionSheet.Configuration.self, "{}") == .demo)
        #expect(try decode(Dropdown.Configuration.self, "{}") == .demo)
        #expect(try decode(ContextMenu.Configuration.self, "{}") == .demo)
        #expect(try decode(TabSplit.Configuration.self, "{}") == .demo)
        let partial = try decode(Dropdown.Configuration.self, #"{"options":["A"],"style":{"fontSize":20}}"#)
        #expect(
            partial
                == Dropdown.Configuration(title: "Select Flavour", options: ["A"], style: Dropdown.Style(fontSize: 20)))
        let icons = try decode(ActionSheet.Configuration.self, #"{"buttons":["A","B"],"icons":["sun",null]}"#)
        #expect(icons.icons == ["sun", nil])
        let context = try decode(ContextMenu.Configuration.self, #"{"options":[{"text":"Copy","icon":"copy"}]}"#)
        #expect(context.options == [ContextMenu.Option(text: "Copy", icon: "copy", action: "Copy")])
    }

    @Test func configurationsRoundTrip() throws {
        #expect(try decode(Accordion.Configuration.self, try encode(Accordion.Configuration.demo)) == .demo)
        #expect(try decode(ActionSheet.Configuration.self, try encode(ActionSheet.Configuration.demo)) == .demo)
        #expect(try decode(Dropdown.Configuration.self, try encode(Dropdown.Configuration.demo)) == .demo)
        #expect(try decode(ContextMenu.Configuration.self, try encode(ContextMenu.Configuration.demo)) == .demo)
        #expect(try decode(TabSplit.Configuration.self, try encode(TabSplit.Configuration.demo)) == .demo)
    }

    @Test func statesHaveTheDocumentedShape() throws {
        let accordion = Accordion.State(isOpen: true, items: ["a"], selectedItem: 0)
        #expect(try encode(accordion) == #"{"isOpen":true,"items":["a"],"selectedItem":0}"#)
        #expect(
            try encode(ActionSheet.State(isShowing: false, background: .green))
                == #"{"background":"green","isShowing":false}"#)
        #expect(try encode(Dropdown.State(text: "Lime")) == #"{"isDroppedDown":false,"isEditing":false,"text":"Lime"}"#)
        #expect(try encode(ContextMenu.State(isShown: true)) == #"{"isShown":true}"#)
        #expect(try encode(TabSplit.State(order: [1, 0], selected: 2)) == #"{"order":[1,0],"selected":2}"#)
    }

    @Test func layoutRoundTrips() throws {
        let layout = Accordion.layout(
            .demo, Accordion.State(isOpen: true, items: ["a"]), Viewport(.iPhone35, .portrait), measurer)
        #expect(try decode(Layout.self, try encode(layout)) == layout)
        #expect(try encode(rect(30, 90, 260, 320)) == #"{"height":320,"width":260,"x":30,"y":90}"#)
    }
}
