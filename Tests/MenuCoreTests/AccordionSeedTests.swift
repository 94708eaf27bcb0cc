import MenuCore
import Testing

/// The accordion seed's behaviours of issue 10: the cover and the edit view swallow taps, Escape
/// (`dismiss`) is Close or Cancel, only the cover fades, and the rows highlight gray when pressed.
@Suite struct AccordionSeedTests {
    let demo = Accordion.Configuration.demo
    let items = OpenValues.accordionSampleItems
    let viewport = Viewport(.iPhone35, .portrait)

    var open: Accordion.State { Accordion.State(isOpen: true, items: items, selectedItem: 1) }
    var editing: Accordion.State {
        Accordion.State(items: items, editor: Accordion.Editor(item: 1, text: "Call the plumber"))
    }

    /// Every box a tap can reach (drawn, not hidden, not disabled) and what it sends.
    private func taps(_ state: Accordion.State) -> [String: ActionPayload?] {
        let layout = Accordion.layout(demo, state, viewport, measurer)
        var hidden: Set<String> = []
        var taps: [String: ActionPayload?] = [:]
        for box in layout.boxes {
            let clipsAll = box.overflow != .visible && (box.frame.width <= 0 || box.frame.height <= 0)
            if box.alpha <= 0 || clipsAll || box.parent.map(hidden.contains) == true {
                hidden.insert(box.name)
                continue
            }
            if !box.isDisabled, box.action != nil || box.role == .backdrop {
                taps[box.name] = box.action
            }
        }
        return taps
    }

    @Test func theCoverSwallowsTapsAndOnlyTheRowsAct() {
        var expected: [String: ActionPayload?] = ["cover": nil]
        for index in 0...7 {
            expected["row-\(index)"] = ActionPayload("tapRow", index: index)
        }
        #expect(taps(open) == expected)
        let cover = Accordion.layout(demo, open, viewport, measurer)["cover"]
        #expect(cover?.role == .backdrop)
        #expect(cover?.frame == rect(0, 0, 320, 480))
    }

    @Test func theEditViewIsModalWithCancelAndSaveAsTheWaysOut() {
        #expect(
            taps(editing) == [
                "editor-backdrop": nil,
                "editor-field": ActionPayload("saveEdit", text: "Call the plumber"),
                "editor-cancel": ActionPayload("cancelEdit"),
                "editor-save": ActionPayload("saveEdit"),
            ])
        let field = Accordion.layout(demo, editing, viewport, measurer)["editor-field"]
        #expect(field?.textEntry == TextEntry(maxLength: 80, allowsBlank: false))
    }

    @Test func theClosedScreenOffersTheHostRowsAlone() {
        var expected: [String: ActionPayload?] = [:]
        for index in items.indices {
            expected["item-\(index)"] = ActionPayload("open", item: index)
        }
        #expect(taps(Accordion.initialState(for: demo)) == expected)
    }

    @Test func dismissIsEscapeClosingTheMenuAsCloseDoes() throws {
        var escaped = open
        var closed = open
        let escape = try Accordion.reduce(&escaped, .dismiss, configuration: demo)
        let close = try Accordion.reduce(&closed, .tapRow(index: 7), configuration: demo)
        #expect(escape == [.userSelectedOptionWithIndex(7)])
        #expect(close == escape)
        #expect(escaped == Accordion.State(isOpen: false, items: items))
        #expect(escaped == closed)
    }

    @Test func dismissIsEscapeCancellingTheEditView() throws {
        var escaped = editing
        var cancelled = editing
        _ = try Accordion.reduce(&escaped, .typeText("Call the electrician"), configuration: demo)
        #expect(try Accordion.reduce(&escaped, .dismiss, configuration: demo) == [])
        #expect(try Accordion.reduce(&cancelled, .cancelEdit, configuration: demo) == [])
        #expect(escaped == Accordion.State(isOpen: false, items: items))
        #expect(escaped == cancelled)
    }

    @Test func saveEditSavesTheTextTheFieldShows() throws {
        var state = editing
        let events = try Accordion.reduce(
            &state, [.typeText("ignored"), .saveEdit(text: "Call the electrician")], configuration: demo)
        #expect(events == [[], []])
        #expect(
            state == Accordion.State(items: ["Buy milk", "Call the electrician", "Book flights", "Water the plants"]))
        expectRejection(
            Accordion.self, editing, .saveEdit(text: " \u{3000}"), configuration: demo,
            .invalidText(reason: "an item cannot be empty"))
        expectRejection(
            Accordion.self, editing, .saveEdit(text: String(repeating: "a", count: 81)), configuration: demo,
            .invalidText(reason: "the text is 81 characters; at most 80 allowed"))
        #expect(try Accordion.Action(payload: ActionPayload("saveEdit", text: "x")) == .saveEdit(text: "x"))
        #expect(try Accordion.Action(payload: ActionPayload("saveEdit")) == .saveEdit(text: nil))
    }

    @Test func openingMovesTheMenuFromTheCentreLineAndFadesOnlyTheCover() throws {
        let closed = Accordion.initialState(for: demo)
        let opening = try #require(
            Accordion.animation(demo, from: closed, to: open, viewport: viewport, measurer: measurer))
        #expect(
            opening
                == Animation(
                    duration: 0.25, curve: .linear, from: ["menu": rect(30, 250, 260, 0)],
                    to: ["menu": rect(30, 90, 260, 320)], fromAlpha: ["cover": 0], toAlpha: ["cover": 0.5]))
    }

    @Test func closingCollapsesTheMenuFadesTheCoverAndRemovesBothLater() throws {
        let closed = Accordion.initialState(for: demo)
        let closing = try #require(
            Accordion.animation(demo, from: open, to: closed, viewport: viewport, measurer: measurer))
        #expect(
            closing
                == Animation(
                    duration: 0.25, curve: .linear, from: ["menu": rect(30, 90, 260, 320)],
                    to: ["menu": rect(30, 250, 260, 0)], fromAlpha: ["cover": 0.5], toAlpha: ["cover": 0],
                    removeAfter: ["cover": 0.75, "menu": 0.75]))
        // Choosing Edit closes the menu the same way while the edit view shows.
        var edit = open
        _ = try Accordion.reduce(&edit, .tapRow(index: 0), configuration: demo)
        #expect(Accordion.animation(demo, from: open, to: edit, viewport: viewport, measurer: measurer) == closing)
        #expect(Accordion.animation(demo, from: edit, to: closed, viewport: viewport, measurer: measurer) == nil)
    }

    @Test(arguments: ViewportKey.all)
    func theMenuNeverFades(_ key: ViewportKey) {
        for state in [Accordion.initialState(for: demo), open, editing] {
            #expect(Accordion.layout(demo, state, key.viewport, measurer)["menu"]?.alpha == 1)
        }
    }

    @Test func rowsHighlightGrayWhenPressedAndNothingElseDoes() {
        let layout = Accordion.layout(demo, open, viewport, measurer)
        let gray = RGBA(red255: 217, green255: 217, blue255: 217)
        #expect(OpenValues.accordionRowHighlight == gray)
        for box in layout.boxes {
            #expect(box.highlight == (box.name.hasPrefix("row-") ? gray : nil), "\(box.name)")
        }
    }
}
