import MenuCore
import Testing

@Suite struct AccordionReducerTests {
    let config = Accordion.Configuration.demo
    let items = ["Buy milk", "Call the plumber", "Book flights", "Water the plants"]

    @Test func demoStartsClosedWithTheSampleItems() {
        #expect(Accordion.initialState(for: config) == Accordion.State(isOpen: false, items: items))
        #expect(config.rows.count == 8)
        #expect(config.rows.last == "Close")
    }

    @Test func tappingAnOptionReportsItsIndexAndCloses() throws {
        var state = Accordion.initialState(for: config)
        let events = try Accordion.reduce(&state, [.open(item: 2), .tapRow(index: 4)], configuration: config)
        #expect(events == [[], [.userSelectedOptionWithIndex(4)]])
        #expect(state == Accordion.State(isOpen: false, items: items))
        #expect(events[1].map(\.description) == ["userSelectedOptionWithIndex: 4"])
    }

    @Test func closeReportsTheOptionCount() throws {
        var state = Accordion.initialState(for: config)
        let events = try Accordion.reduce(&state, [.open(item: 0), .tapRow(index: 7)], configuration: config)
        #expect(events == [[], [.userSelectedOptionWithIndex(7)]])
        #expect(state == Accordion.State(isOpen: false, items: items))
    }

    @Test func dismissIsClose() throws {
        var state = Accordion.initialState(for: config)
        let events = try Accordion.reduce(&state, [.open(item: nil), .dismiss], configuration: config)
        #expect(events == [[], [.userSelectedOptionWithIndex(7)]])
        #expect(state == Accordion.State(isOpen: false, items: items))
    }

    @Test func deleteRemovesTheSelectedItem() throws {
        var state = Accordion.initialState(for: config)
        let events = try Accordion.reduce(&state, [.open(item: 1), .tapRow(index: 1)], configuration: config)
        #expect(events == [[], [.userSelectedOptionWithIndex(1)]])
        #expect(state == Accordion.State(isOpen: false, items: ["Buy milk", "Book flights", "Water the plants"]))
    }

    @Test func editOpensTheEditViewAndSaves() throws {
        var state = Accordion.initialState(for: config)
        let events = try Accordion.reduce(&state, [.open(item: 3), .tapRow(index: 0)], configuration: config)
        #expect(events == [[], [.userSelectedOptionWithIndex(0)]])
        #expect(
            state
                == Accordion.State(
                    isOpen: false, items: items, editor: Accordion.Editor(item: 3, text: "Water the plants")))
        let more = try Accordion.reduce(
            &state, [.typeText("Water the roses"), .saveEdit(text: nil)], configuration: config)
        #expect(more == [[], []])
        #expect(
            state
                == Accordion.State(
                    isOpen: false, items: ["Buy milk", "Call the plumber", "Book flights", "Water the roses"]))
    }

    @Test func cancelEditKeepsTheItem() throws {
        var state = Accordion.initialState(for: config)
        _ = try Accordion.reduce(
            &state, [.open(item: 0), .tapRow(index: 0), .typeText("x"), .cancelEdit], configuration: config)
        #expect(state == Accordion.State(isOpen: false, items: items))
    }

    @Test func editAndDeleteWithoutASelectedItemOnlyReport() throws {
        var state = Accordion.initialState(for: config)
        let events = try Accordion.reduce(&state, [.open(item: nil), .tapRow(index: 1)], configuration: config)
        #expect(events == [[], [.userSelectedOptionWithIndex(1)]])
        #expect(state == Accordion.State(isOpen: false, items: items))
    }

    @Test func rowIndicesOutOfRangeAreRejected() throws {
        var open = Accordion.initialState(for: config)
        _ = try Accordion.reduce(&open, .open(item: 0), configuration: config)
        expectRejection(
            Accordion.self, open, .tapRow(index: 8), configuration: config,
            .indexOutOfRange(field: "index", index: 8, count: 8))
        expectRejection(
            Accordion.self, open, .tapRow(index: -1), configuration: config,
            .indexOutOfRange(field: "index", index: -1, count: 8))
        let closed = Accordion.initialState(for: config)
        expectRejection(
            Accordion.self, closed, .open(item: 4), configuration: config,
            .indexOutOfRange(field: "item", index: 4, count: 4))
    }

    @Test func actionsThatDoNotApplyAreRejected() throws {
        let closed = Accordion.initialState(for: config)
        expectRejection(
            Accordion.self, closed, .tapRow(index: 0), configuration: config,
            .notApplicable(action: "tapRow", reason: "the menu is closed"))
        expectRejection(
            Accordion.self, closed, .dismiss, configuration: config,
            .notApplicable(action: "dismiss", reason: "neither the menu nor the edit view is showing"))
        expectRejection(
            Accordion.self, closed, .saveEdit(text: nil), configuration: config,
            .notApplicable(action: "saveEdit", reason: "the edit view is not showing"))
        expectRejection(
            Accordion.self, closed, .typeText("a"), configuration: config,
            .notApplicable(action: "typeText", reason: "the edit view is not showing"))
        var open = closed
        _ = try Accordion.reduce(&open, .open(item: 1), configuration: config)
        expectRejection(
            Accordion.self, open, .open(item: 1), configuration: config,
            .notApplicable(action: "open", reason: "the menu is already open"))
        let editing = Accordion.State(items: items, editor: Accordion.Editor(item: 0, text: ""))
        expectRejection(
            Accordion.self, editing, .open(item: 0), configuration: config,
            .notApplicable(action: "open", reason: "the edit view is showing"))
        expectRejection(
            Accordion.self, editing, .saveEdit(text: nil), configuration: config,
            .invalidText(reason: "an item cannot be empty"))
        // The text is saved as an item, a label: typeText takes no more than a label holds.
        expectRejection(
            Accordion.self, editing, .typeText(String(repeating: "a", count: 81)), configuration: config,
            .invalidText(reason: "the text is 81 characters; at most 80 allowed"))
        // A state built without validate() that holds an over-long edit is not saved into the items.
        let overlong = Accordion.State(
            items: items, editor: Accordion.Editor(item: 0, text: String(repeating: "a", count: 81)))
        expectRejection(
            Accordion.self, overlong, .saveEdit(text: nil), configuration: config,
            .invalidText(reason: "the text is 81 characters; at most 80 allowed"))
    }

    @Test func anEditOfTheLongestAllowedTextIsSavedAsAValidItem() throws {
        var state = Accordion.State(items: items, editor: Accordion.Editor(item: 0, text: items[0]))
        let longest = String(repeating: "ﬃ", count: Limits.maxLabelLength)
        _ = try Accordion.reduce(&state, .typeText(longest), configuration: config)
        _ = try Accordion.reduce(&state, .saveEdit(text: nil), configuration: config)
        #expect(state.items[0] == longest)
        try Accordion.validate(state, for: config)
    }

    @Test func aFailingActionStopsTheSequence() {
        var state = Accordion.initialState(for: config)
        #expect(throws: ActionSequenceError(index: 1, error: .indexOutOfRange(field: "index", index: 9, count: 8))) {
            try Accordion.reduce(&state, [.open(item: 0), .tapRow(index: 9), .dismiss], configuration: config)
        }
        #expect(state == Accordion.State(isOpen: true, items: items, selectedItem: 0))
    }

    @Test func reducerForAConfigurationHasTheTCAShape() throws {
        let reduce = Accordion.reducer(for: config)
        var state = Accordion.initialState(for: config)
        #expect(try reduce(&state, .open(item: nil)) == [])
        #expect(try reduce(&state, .tapRow(index: 3)) == [.userSelectedOptionWithIndex(3)])
    }
}
