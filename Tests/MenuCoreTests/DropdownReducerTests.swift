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
        expectRejection(
            Dropdown.self, editing, .typeText(String(repeating: "a", count: 201)), configuration: config,
            .invalidText(reason: "the text is 201 characters; at most 200 allowed"))
    }

    /// Capitalising can lengthen the text ("ﬃ" → "FFI"): the result is held to the field's limit,
    /// and an overflow leaves the field editing with its text as typed.
    @Test func endEditingRejectsACapitalisationThatWouldOverflow() throws {
        var editing = Dropdown.State(text: "", isEditing: true)
        let typed = String(repeating: "ﬃ ", count: 99) + "ﬃ"
        #expect(typed.count == 199)
        _ = try Dropdown.reduce(&editing, .typeText(typed), configuration: config)
        expectRejection(
            Dropdown.self, editing, .endEditing, configuration: config,
            .invalidText(reason: "the capitalised text is 399 characters; at most 200 allowed"))
        // Just short enough: 50 × "FFI" + 49 spaces = 199 characters.
        var fits = Dropdown.State(text: String(repeating: "ﬃ ", count: 49) + "ﬃ", isEditing: true)
        #expect(try Dropdown.reduce(&fits, .endEditing, configuration: config) == [.optionSelected(option: fits.text)])
        #expect(fits.text == String(repeating: "FFI ", count: 49) + "FFI")
        try Dropdown.validate(fits, for: config)
    }
}
