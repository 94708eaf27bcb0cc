import MenuCore
import Testing

@Suite struct DropdownReducerTests {
    let config = Dropdown.Configuration.demo

    @Test func choosingAnOption() throws {
        var state = Dropdown.initialState(for: config)
        #expect(state == Dropdown.State(isDroppedDown: false, text: "Select Flavour", isEditing: false))
        let events = try Dropdown.reduce(&state, [.tapField, .tapRow(index: 3)], configuration: config)
        #expect(
            events == [[.menuDidAnimate(up: false)], [.optionSelected(option: "Banana"), .menuDidAnimate(up: true)]])
        #expect(events[1].map(\.description) == ["optionSelected(option: \"Banana\")", "menuDidAnimate(up: true)"])
        #expect(state == Dropdown.State(isDroppedDown: false, text: "Banana", isEditing: false))
    }

    @Test func tappingTheFieldTwiceDrawsTheListBackUp() throws {
        var state = Dropdown.initialState(for: config)
        let events = try Dropdown.reduce(&state, [.tapField, .tapField], configuration: config)
        #expect(events == [[.menuDidAnimate(up: false)], [.menuDidAnimate(up: true)]])
        #expect(state == Dropdown.initialState(for: config))
    }

    @Test func otherClearsFocusesAndCapitalisesOnEnd() throws {
        var state = Dropdown.initialState(for: config)
        let events = try Dropdown.reduce(
            &state, [.tapField, .tapRow(index: 5), .typeText("mint chip"), .endEditing], configuration: config)
        #expect(
            events == [
                [.menuDidAnimate(up: false)], [.menuDidAnimate(up: true)], [], [.optionSelected(option: "Mint Chip")],
            ])
        #expect(state == Dropdown.State(isDroppedDown: false, text: "Mint Chip", isEditing: false))
    }

    @Test func otherLeavesAnEmptyEditingField() throws {
        var state = Dropdown.State(text: "Banana")
        _ = try Dropdown.reduce(&state, [.tapField, .tapRow(index: 5)], configuration: config)
        #expect(state == Dropdown.State(isDroppedDown: false, text: "", isEditing: true))
    }

    @Test(arguments: [
        ("mint chip", "Mint Chip"), ("ROCKY  road", "Rocky  Road"), ("éclair au café", "Éclair Au Café"),
        ("", ""), ("x", "X"), ("salted-caramel swirl", "Salted-caramel Swirl"),
    ])
    func capitalisation(input: String, output: String) {
        #expect(Dropdown.capitalizingWords(input) == output)
    }

    @Test func rejections() throws {
        let up = Dropdown.initialState(for: config)
        expectRejection(
            Dropdown.self, up, .tapRow(index: 0), configuration: config,
            .notApplicable(action: "tapRow", reason: "the list is up"))
        expectRejection(
            Dropdown.self, up, .typeText("a"), configuration: config,
            .notApplicable(action: "typeText", reason: "the field is not editing"))
        expectRejection(
            Dropdown.self, up, .endEditing, configuration: config,
            .notApplicable(action: "endEditing", reason: "the field is not editing"))
        let down = Dropdown.State(isDroppedDown: true, text: "x")
        expectRejection(
            Dropdown.self, down, .tapRow(index: 6), configuration: config,
            .indexOutOfRange(field: "index", index: 6, count: 6))
        let editing = Dropdown.State(text: "", isEditing: true)
        expectRejection(
            Dropdown.self, editing, .typeText("a\u{7}"), configuration: config,
            .invalidText(reason: "control characters are not allowed"))
    }
}
