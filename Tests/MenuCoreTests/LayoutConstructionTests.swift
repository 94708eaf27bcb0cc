import MenuCore
import Testing

/// The pieces every layout is built from, written for speed, give what the plain code gave.
@Suite struct LayoutConstructionTests {
    @Test func everyBoxArgumentReachesItsProperty() {
        let action = ActionPayload("moveTab", index: 1, item: 2, text: "t", from: 3, to: 4)
        let run = TextRun("Label", font: Font(.sans, size: 17, lineHeight: 20), color: .black)
        let entry = TextEntry(maxLength: 5, allowsBlank: true, placeholder: "p")
        let box = Box(
            "name", frame: Rect(x: 1, y: 2, width: 3, height: 4), parent: "parent", role: .textField,
            fill: .white, alpha: 0.5, border: (2, .gray), cornerRadius: 6, blur: 7, text: run, icon: "icon",
            tint: .purple, overflow: .scrollVertical, isFloatingHeader: true, contentOffset: Point(x: 8, y: 9),
            action: action, isDisabled: true, label: "label", highlight: .clear, textEntry: entry)
        #expect(box.name == "name" && box.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(box.parent == "parent" && box.role == .textField && box.fill == .white && box.alpha == 0.5)
        #expect(box.borderWidth == 2 && box.borderColor == .gray && box.cornerRadius == 6 && box.blur == 7)
        #expect(box.text == run && box.icon == "icon" && box.tint == .purple && box.overflow == .scrollVertical)
        #expect(box.isFloatingHeader && box.contentOffset == Point(x: 8, y: 9) && box.action == action)
        #expect(box.isDisabled && box.label == "label" && box.highlight == .clear && box.textEntry == entry)
        #expect(action.type == "moveTab" && action.index == 1 && action.item == 2)
        #expect(action.text == "t" && action.from == 3 && action.to == 4)
    }

    @Test func theDefaultsAreTheNeutralValues() {
        let box = Box("plain", frame: Rect(x: 0, y: 0, width: 1, height: 1), parent: nil, role: .decoration)
        #expect(box.fill == nil && box.alpha == 1 && box.borderWidth == 0 && box.borderColor == nil)
        #expect(box.cornerRadius == 0 && box.blur == 0 && box.text == nil && box.icon == nil && box.tint == nil)
        #expect(box.overflow == .visible && !box.isFloatingHeader && box.contentOffset == nil && box.action == nil)
        #expect(!box.isDisabled && box.label == nil && box.highlight == nil && box.textEntry == nil)
        let action = ActionPayload("open")
        #expect(action == ActionPayload("open", index: nil, item: nil, text: nil, from: nil, to: nil))
        #expect(action.index == nil && action.item == nil && action.text == nil && action.from == nil)
    }

    @Test(arguments: ["row", "item", "", "a-much-longer-prefix", "é", "タブ"])
    func indexedNamesAreThePrefixADashAndTheNumber(_ prefix: String) {
        for index in [0, 1, 9, 10, 99, 100, 12_345, 999_999_999, -1, -10, Int.max, Int.min] {
            #expect(FrameName.indexed(prefix, index) == prefix + "-" + String(index))
        }
    }

    /// The menu's rows are the options, then Close, in order.
    @Test func accordionRowsAreTheConfigurationsRows() {
        let configuration = Accordion.Configuration(options: ["Edit", "Delete", "A label far too long to fit"])
        let viewport = Viewport(.iPhone35, .portrait)
        let layout = Accordion.layout(configuration, Accordion.State(isOpen: true, items: []), viewport, measurer)
        let rows = layout.boxes.filter { $0.name.hasPrefix("row-") }
        #expect(rows.map(\.name) == (0..<configuration.rows.count).map { "row-\($0)" })
        #expect(rows.map { $0.text?.string } == configuration.rows)
        #expect(rows.map(\.role) == [.option, .option, .option, .button])
    }
}
