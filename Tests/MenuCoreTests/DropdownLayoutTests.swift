import MenuCore
import Testing

@Suite struct DropdownLayoutTests {
    let demo = Dropdown.Configuration.demo
    var down: Dropdown.State { Dropdown.State(isDroppedDown: true, text: "Select Flavour") }

    /// Field at (12, content top + 60, width − 24, 40); five flavours + Other = 6 × 40 = 240 below
    /// it, clamped 20 above the screen's bottom (landscape 3.5/4-inch: 320 − 20 − 120 = 180).
    static let expected: [ViewportKey: (field: Rect, list: Rect, scrolls: Bool)] = [
        ViewportKey(.iPhone35, .portrait): (rect(12, 80, 296, 40), rect(12, 120, 296, 240), false),
        ViewportKey(.iPhone35, .landscape): (rect(12, 80, 456, 40), rect(12, 120, 456, 180), true),
        ViewportKey(.iPhone4, .portrait): (rect(12, 80, 296, 40), rect(12, 120, 296, 240), false),
        ViewportKey(.iPhone4, .landscape): (rect(12, 80, 544, 40), rect(12, 120, 544, 180), true),
        ViewportKey(.iPhone61, .portrait): (rect(12, 107, 366, 40), rect(12, 147, 366, 240), false),
        ViewportKey(.iPhone61, .landscape): (rect(12, 60, 820, 40), rect(12, 100, 820, 240), false),
        ViewportKey(.iPad97, .portrait): (rect(12, 80, 744, 40), rect(12, 120, 744, 240), false),
        ViewportKey(.iPad97, .landscape): (rect(12, 80, 1000, 40), rect(12, 120, 1000, 240), false),
    ]

    @Test(arguments: ViewportKey.all)
    func droppedDownOnEveryPreset(_ key: ViewportKey) throws {
        let want = try #require(Self.expected[key])
        let layout = Dropdown.layout(demo, down, key.viewport, measurer)
        let frames = layout.frames
        let field = want.field
        #expect(frames["field"] == field)
        #expect(frames["indicator"] == rect(field.maxX - 20, field.y + 14, 12, 12))
        #expect(frames["underline"] == rect(12, field.y + 38, field.width, 2))
        #expect(frames["list"] == want.list)
        #expect(frames["animation"] == want.list)
        #expect(layout.scrollable["list"] == want.scrolls)
        for index in 0..<6 {
            #expect(frames["row-\(index)"] == rect(12, want.list.y + 40 * Double(index), field.width, 40))
        }
        // Five lines between six rows, each the bottom point of its row, across the whole list.
        let separators = frames.filter { $0.key.hasPrefix("separator-") }
        let lines = (0..<5).map { ("separator-\($0)", rect(12, want.list.y + 40 * Double($0) + 39, field.width, 1)) }
        #expect(separators == Dictionary(uniqueKeysWithValues: lines))
        #expect(layout["separator-0"]?.parent == "list")
        #expect(layout["separator-0"]?.role == .separator)
        #expect(layout["row-5"]?.text?.string == "Other")
        #expect(layout["row-3"]?.action == ActionPayload("tapRow", index: 3))
        #expect(layout["list"]?.alpha == 1)
    }

    @Test func upListHasAZeroHighAnimationViewAndIsHidden() {
        let layout = Dropdown.layout(demo, Dropdown.initialState(for: demo), Viewport(.iPhone35, .portrait), measurer)
        #expect(layout.frames["animation"] == rect(12, 120, 296, 0))
        #expect(layout["list"]?.alpha == 0)
        #expect(layout["field"]?.text?.string == "Select Flavour")
        #expect(layout["field"]?.action == ActionPayload("tapField"))
    }

    @Test func defaultLook() throws {
        let layout = Dropdown.layout(demo, down, Viewport(.iPhone35, .portrait), measurer)
        let field = try #require(layout["field"])
        #expect(field.text?.font == Font(.sans, .semibold, size: 18, lineHeight: 21))
        #expect(field.text?.color == .black)
        #expect(field.fill == .white)
        #expect(layout["underline"]?.fill == .black)
        #expect(layout["indicator"]?.icon == "triangle")
        #expect(layout["animation"]?.fill == OpenValues.dropdownListFill)
        #expect(layout["row-0"]?.text?.color == .white)
        #expect(layout["separator-0"]?.fill == .white)
    }

    /// While "Other" is typed into, the field says how the typing ends; otherwise it is a button.
    @Test func theTypingFieldSaysToPressEnter() throws {
        let typing = Dropdown.State(isDroppedDown: false, text: "", isEditing: true)
        let field = try #require(Dropdown.layout(demo, typing, Viewport(.iPhone4, .portrait), measurer)["field"])
        #expect(
            field.textEntry
                == TextEntry(
                    maxLength: Limits.maxDropdownTextLength, allowsBlank: true, placeholder: "Type, then press Enter"))
        #expect(Dropdown.layout(demo, down, Viewport(.iPhone4, .portrait), measurer)["field"]?.textEntry == nil)
    }

    /// Drawn after their rows, each line sits in the list between row n and row n + 1.
    @Test func separatorsFollowTheirRows() {
        let layout = Dropdown.layout(demo, down, Viewport(.iPhone35, .portrait), measurer)
        let listed = layout.names.filter { $0.hasPrefix("row-") || $0.hasPrefix("separator-") }
        #expect(
            listed == [
                "row-0", "separator-0", "row-1", "separator-1", "row-2", "separator-2", "row-3", "separator-3", "row-4",
                "separator-4", "row-5",
            ])
        let one = Dropdown.Configuration(title: "Pick", options: ["A"])
        let two = Dropdown.layout(one, down, Viewport(.iPhone35, .portrait), measurer)
        #expect(two.names.filter { $0.hasPrefix("separator-") } == ["separator-0"])
        #expect(two.frames["separator-0"] == rect(12, 159, 296, 1))
    }

    @Test func styleIsConfigurable() {
        let style = Dropdown.Style(
            boldColor: .purple, lightColor: .black, dropDownColor: .white, fontSize: 20, fontWeight: .bold)
        let config = Dropdown.Configuration(title: "Pick", options: ["A"], style: style)
        let layout = Dropdown.layout(config, down, Viewport(.iPhone35, .portrait), measurer)
        #expect(layout["field"]?.text?.font == Font(.sans, .bold, size: 20, lineHeight: 23))
        #expect(layout["underline"]?.fill == .purple)
        #expect(layout["animation"]?.fill == .white)
        #expect(layout["separator-0"]?.fill == .black)
    }

    @Test(arguments: ViewportKey.all)
    func manyOptionsClampToTheScreenAndScroll(_ key: ViewportKey) {
        let viewport = key.viewport
        let config = Dropdown.Configuration(title: "Pick", options: (1...100).map { "Option \($0)" })
        let layout = Dropdown.layout(config, down, viewport, measurer)
        let top = viewport.statusBar + 100
        #expect(layout.frames["list"] == rect(12, top, viewport.width - 24, viewport.height - 20 - top))
        #expect(layout.scrollable["list"] == true)
        #expect(layout.frames["row-100"] == rect(12, top + 4000, viewport.width - 24, 40))
        #expect(layout.frames["separator-99"] == rect(12, top + 3999, viewport.width - 24, 1))
        #expect(layout.frames["separator-100"] == nil)
    }

    @Test func rotationRelaysOutTheField() {
        let portrait = Dropdown.layout(demo, down, Viewport(.iPhone4, .portrait), measurer)
        let landscape = Dropdown.layout(demo, down, Viewport(.iPhone4, .landscape), measurer)
        #expect(portrait.frames["field"] == rect(12, 80, 296, 40))
        #expect(landscape.frames["field"] == rect(12, 80, 544, 40))
        #expect(portrait.scrollable["list"] == false)
        #expect(landscape.scrollable["list"] == true)
    }

    @Test func dropAnimation() throws {
        let viewport = Viewport(.iPhone35, .portrait)
        let up = Dropdown.initialState(for: demo)
        let animation = try #require(
            Dropdown.animation(demo, from: up, to: down, viewport: viewport, measurer: measurer))
        #expect(
            animation
                == Animation(
                    duration: 0.3, curve: .easeInOut, from: ["animation": rect(12, 120, 296, 0)],
                    to: ["animation": rect(12, 120, 296, 240)], fromAlpha: ["list": 0], toAlpha: ["list": 1]))
        #expect(Dropdown.animation(demo, from: up, to: up, viewport: viewport, measurer: measurer) == nil)
    }
}
