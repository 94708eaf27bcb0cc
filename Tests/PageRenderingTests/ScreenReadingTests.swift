import Foundation
import HTML
import MenuCore
import PageRendering
import Testing

/// What a screen reader reads, listed from the markup's own decisions (`ScreenSemantics`): whole
/// lists for the demos closed and open, a hand-made screen for each flag, and the markup agreeing.
@Suite struct ScreenReadingTests {
    /// One element on a line: role, name, states, box and frame; then its flags.
    static func lines(_ reading: ScreenReading) -> [String] {
        reading.elements.enumerated().map { position, element in
            let frame = element.frame
            var line = "\(element.role.rawValue) “\(element.name)”"
            for state in element.states { line += " [\(state)]" }
            line += " \(element.box) \(frame.x) \(frame.y) \(frame.width) \(frame.height)"
            for flag in reading.flags where flag.element == position {
                #expect(flag.box == element.box)
                line += " !\(flag.kind.rawValue)"
            }
            return line
        }
    }

    static func reading(_ id: MenuID, open: Bool, selectedFrames: Set<String> = []) throws -> ScreenReading {
        let layout = try DemoScreens.layout(
            id, after: open ? DemoScreens.openingActions(id) : [], on: Viewport(.iPhone4, .portrait),
            measurer: measurer)
        return ScreenReading(layout, selectedFrames: selectedFrames)
    }

    @Test func theAccordionClosedReadsItsItemsAsButtons() throws {
        #expect(
            Self.lines(try Self.reading(.accordion, open: false)) == [
                "button “Buy milk” item-0 0.0 20.0 320.0 44.0",
                "button “Call the plumber” item-1 0.0 64.0 320.0 44.0",
                "button “Book flights” item-2 0.0 108.0 320.0 44.0",
                "button “Water the plants” item-3 0.0 152.0 320.0 44.0",
            ])
    }

    /// Open, the items behind the cover are text (the cover takes their taps), then the dialog
    /// and its rows, 40 pt high: under the guideline's 44.
    @Test func theAccordionOpenReadsTheDialogAndFlagsItsRows() throws {
        let reading = try Self.reading(.accordion, open: true)
        #expect(
            Self.lines(reading) == [
                "text “Buy milk” item-0 0.0 20.0 320.0 44.0",
                "text “Call the plumber” item-1 0.0 64.0 320.0 44.0",
                "text “Book flights” item-2 0.0 108.0 320.0 44.0",
                "text “Water the plants” item-3 0.0 152.0 320.0 44.0",
                "dialog “Menu” menu 30.0 134.0 260.0 320.0",
                "button “Edit” row-0 30.0 134.0 260.0 40.0 !small_target",
                "button “Delete” row-1 30.0 174.0 260.0 40.0 !small_target",
                "button “Option 1” row-2 30.0 214.0 260.0 40.0 !small_target",
                "button “Option 2” row-3 30.0 254.0 260.0 40.0 !small_target",
                "button “Option 3” row-4 30.0 294.0 260.0 40.0 !small_target",
                "button “Option 4” row-5 30.0 334.0 260.0 40.0 !small_target",
                "button “Option 5” row-6 30.0 374.0 260.0 40.0 !small_target",
                "button “Close” row-7 30.0 414.0 260.0 40.0 !small_target",
            ])
        #expect(reading.flags.first?.message == "row-0: tap target 260 × 40 pt, under 44 × 44 pt.")
    }

    @Test func theActionSheetClosedAndOpen() throws {
        #expect(
            Self.lines(try Self.reading(.actionSheet, open: false)) == [
                "button “Show Action Sheet” show-button 60.0 260.0 200.0 50.0"
            ])
        #expect(
            Self.lines(try Self.reading(.actionSheet, open: true)) == [
                "button “Show Action Sheet” show-button 60.0 260.0 200.0 50.0",
                "button “Dismiss” backdrop 0.0 20.0 320.0 548.0",
                "dialog “Set background color:” sheet 10.0 155.0 300.0 277.0",
                "button “Dismiss” sheet 10.0 155.0 300.0 277.0",
                "text “Set background color:” title 20.0 160.0 280.0 41.0",
                "button “Red” row-0 20.0 201.0 280.0 54.0",
                "button “Green” row-1 20.0 255.0 280.0 54.0",
                "button “Blue” row-2 20.0 309.0 280.0 54.0",
                "button “Orange” row-3 20.0 363.0 280.0 54.0",
            ])
    }

    /// The dropdown's 12-pt indicator takes taps but draws no text and has no label: a screen
    /// reader says its frame name, and it is far under the minimum target.
    @Test func theDropdownFlagsItsIndicator() throws {
        let reading = try Self.reading(.dropdown, open: false)
        #expect(
            Self.lines(reading) == [
                "button “Select Flavour” field 12.0 80.0 296.0 40.0 !small_target",
                "button “Indicator” indicator 288.0 94.0 12.0 12.0 !unnamed_control !small_target",
            ])
        #expect(
            reading.flags.map(\.message) == [
                "field: tap target 296 × 40 pt, under 44 × 44 pt.",
                "indicator: a button with no name of its own; a screen reader reads its frame name, “Indicator”.",
                "indicator: tap target 12 × 12 pt, under 44 × 44 pt.",
            ])
        #expect(reading.flags.map(\.element) == [0, 1, 1])
    }

    /// Tabs carry `aria-selected` whichever is drawn selected; disabled buttons say so and are not
    /// flagged for their size, since they take no taps.
    @Test func tabsAreSelectedOrNotAndDisabledButtonsSaySo() throws {
        let lines = Self.lines(try Self.reading(.tabSplit, open: false, selectedFrames: ["tab-1"]))
        #expect(
            Array(lines.prefix(3)) == [
                "tablist “” strip 0.0 536.0 320.0 32.0",
                "tab “Settings” [not selected] tab-0 0.0 536.0 32.0 32.0 !small_target",
                "tab “One” [selected] tab-1 32.0 536.0 32.0 32.0 !small_target",
            ])
        #expect(lines.contains("button “Move One up” [disabled] move-up-0 232.0 64.0 44.0 44.0"))
    }

    /// A hand-made screen: a named icon button big enough, an unnamed small one, hidden boxes and
    /// text already read as a control's name left out.
    @Test func aCustomScreenFlagsOnlyWhatAReviewerWould() throws {
        let font = Font(.sans, size: 17, lineHeight: 20)
        let layout = try handMadeLayout([
            Box("screen", frame: rect(0, 0, 320, 480), parent: nil, role: .screen),
            Box(
                "close", frame: rect(270, 20, 44, 44), parent: "screen", role: .button, icon: "xmark",
                action: ActionPayload("close"), label: "Close"),
            Box(
                "star", frame: rect(10, 20, 30, 30), parent: "screen", role: .button, icon: "star",
                action: ActionPayload("star")),
            Box(
                "gone", frame: rect(0, 100, 320, 40), parent: "screen", role: .button, alpha: 0,
                action: ActionPayload("gone")),
            Box("row", frame: rect(0, 150, 320, 50), parent: "screen", role: .option, action: ActionPayload("row")),
            Box(
                "row-text", frame: rect(16, 160, 200, 20), parent: "row", role: .label,
                text: TextRun("Row", font: font, color: .black)),
        ])
        let reading = ScreenReading(layout)
        #expect(
            Self.lines(reading) == [
                "button “Close” close 270.0 20.0 44.0 44.0",
                "button “Star” star 10.0 20.0 30.0 30.0 !unnamed_control !small_target",
                "button “Row” row 0.0 150.0 320.0 50.0",
            ])
        #expect(reading.flags.allSatisfy { $0.box == "star" })
    }

    /// The markup says what the list says: each control's `aria-label` (or its text) is the listed name.
    @Test(arguments: DemoScreens.ids) func theMarkupNamesWhatTheListNames(_ id: MenuID) throws {
        for open in [false, true] {
            let layout = try DemoScreens.layout(
                id, after: open ? DemoScreens.openingActions(id) : [], on: Viewport(.iPhone4, .portrait),
                measurer: measurer)
            let html = Renderer.fragment(ScreenRenderer(form: testForm).render(layout).screen)
            let labels = Set(Markup.values(of: "aria-label", in: html))
            for element in ScreenReading(layout).elements where element.role == .button || element.role == .textbox {
                #expect(
                    labels.contains(element.name) || html.contains(">\(element.name)</span></button>"),
                    "\(id.rawValue) \(element.box)")
            }
        }
    }

    @Test func pointsAreWrittenWithoutNeedlessFigures() {
        #expect(ScreenReading.points(44) == "44")
        #expect(ScreenReading.points(43.5) == "43.5")
        #expect(ScreenReading.points(43.26256983240222) == "43.26")
        #expect(ScreenReading.points(0.1 + 0.2) == "0.3")
    }
}
