import MenuCore
import Testing

@Suite struct AccordionLayoutTests {
    let demo = Accordion.Configuration.demo
    var open: Accordion.State { Accordion.State(isOpen: true, items: demo.items) }

    /// The seed's seven options + Close = 8 rows × 40 = 320, 260 wide, centred in the content
    /// area; where 320 > content height the menu is content − 50 high and scrolls.
    static let expected: [ViewportKey: (menu: Rect, scrolls: Bool)] = [
        ViewportKey(.iPhone35, .portrait): (rect(30, 90, 260, 320), false),
        ViewportKey(.iPhone35, .landscape): (rect(110, 45, 260, 250), true),
        ViewportKey(.iPhone4, .portrait): (rect(30, 134, 260, 320), false),
        ViewportKey(.iPhone4, .landscape): (rect(154, 45, 260, 250), true),
        ViewportKey(.iPhone61, .portrait): (rect(65, 285.5, 260, 320), false),
        ViewportKey(.iPhone61, .landscape): (rect(292, 35, 260, 320), false),
        ViewportKey(.iPad97, .portrait): (rect(254, 362, 260, 320), false),
        ViewportKey(.iPad97, .landscape): (rect(382, 234, 260, 320), false),
    ]

    @Test(arguments: ViewportKey.all)
    func openMenuOnEveryPreset(_ key: ViewportKey) throws {
        let want = try #require(Self.expected[key])
        let layout = Accordion.layout(demo, open, key.viewport, measurer)
        let frames = layout.frames
        #expect(frames["menu"] == want.menu)
        #expect(layout.scrollable["menu"] == want.scrolls)
        #expect(frames["cover"] == rect(0, 0, key.viewport.width, key.viewport.height))
        #expect(layout["cover"]?.alpha == 0.5)
        #expect(layout["cover"]?.fill == RGBA(red: 0.33, green: 0.33, blue: 0.33, alpha: 0.75))
        let rows = layout.names.filter { $0.hasPrefix("row-") }
        #expect(rows == (0..<8).map { "row-\($0)" })
        for index in 0..<8 {
            #expect(
                frames["row-\(index)"]
                    == rect(want.menu.x, want.menu.y + 40 * Double(index), 260, 40))
        }
        #expect(frames["screen"] == rect(0, 0, key.viewport.width, key.viewport.height))
        #expect(frames["status-bar"] == rect(0, 0, key.viewport.width, key.viewport.statusBar))
        #expect(frames["content"] == key.viewport.content)
    }

    @Test func seedExampleOnIPhone35Portrait() {
        let layout = Accordion.layout(demo, open, Viewport(.iPhone35, .portrait), measurer)
        #expect(layout.frames["menu"] == rect(30, 90, 260, 320))
        #expect(layout.scrollable["menu"] == false)
        #expect(layout.names.filter { $0.hasPrefix("row-") }.count == 8)
    }

    @Test func rowLook() throws {
        let layout = Accordion.layout(demo, open, Viewport(.iPhone35, .portrait), measurer)
        let option = try #require(layout["row-0"])
        let close = try #require(layout["row-7"])
        #expect(option.fill == RGBA(red: 0.8, green: 0.8, blue: 0.8))
        #expect(option.text?.color == .black)
        #expect(option.text?.font == Font(.serif, size: 17, lineHeight: 20))
        #expect(option.text?.alignment == .center)
        #expect(option.action == ActionPayload("tapRow", index: 0))
        #expect(close.text?.string == "Close")
        #expect(close.fill == RGBA(red: 0, green: 0, blue: 104.0 / 255))
        #expect(close.text?.color == .white)
        #expect(close.action == ActionPayload("tapRow", index: 7))
        let menu = try #require(layout["menu"])
        #expect(menu.borderWidth == 2)
        #expect(menu.borderColor == .white)
    }

    @Test func longLabelsEndInAnEllipsis() throws {
        // 240 pt of text room at 8.5 pt per character: 28 characters fit.
        let config = Accordion.Configuration(options: [String(repeating: "x", count: 40)])
        let layout = Accordion.layout(
            config, Accordion.State(isOpen: true, items: []), Viewport(.iPhone4, .portrait), measurer)
        #expect(layout["row-0"]?.text?.lines == [String(repeating: "x", count: 27) + "…"])
    }

    @Test(arguments: ViewportKey.all)
    func tooManyRowsClampAndScroll(_ key: ViewportKey) {
        let options = (1...100).map { "Option \($0)" }
        let config = Accordion.Configuration(options: options)
        let viewport = key.viewport
        let layout = Accordion.layout(config, Accordion.State(isOpen: true, items: []), viewport, measurer)
        let contentHeight = viewport.height - viewport.statusBar
        #expect(
            layout.frames["menu"] == rect((viewport.width - 260) / 2, viewport.statusBar + 25, 260, contentHeight - 50))
        #expect(layout.scrollable["menu"] == true)
        // Rows keep their unscrolled position below the menu's top.
        #expect(layout.frames["row-100"] == rect((viewport.width - 260) / 2, viewport.statusBar + 25 + 4000, 260, 40))
    }

    @Test func exactlyFillingTheContentDoesNotScroll() {
        // 460 / 40 = 11.5: 11 rows fit, 12 do not.
        let viewport = Viewport(.iPhone35, .portrait)
        let fits = Accordion.Configuration(options: (1...10).map { "O\($0)" })
        let overflows = Accordion.Configuration(options: (1...11).map { "O\($0)" })
        let state = Accordion.State(isOpen: true, items: [])
        #expect(Accordion.layout(fits, state, viewport, measurer).frames["menu"] == rect(30, 30, 260, 440))
        #expect(Accordion.layout(overflows, state, viewport, measurer).frames["menu"] == rect(30, 45, 260, 410))
        #expect(Accordion.layout(overflows, state, viewport, measurer).scrollable["menu"] == true)
    }

    @Test func rotationRecentresAndReclamps() {
        let portrait = Accordion.layout(demo, open, Viewport(.iPhone4, .portrait), measurer)
        let landscape = Accordion.layout(demo, open, Viewport(.iPhone4, .landscape), measurer)
        let back = Accordion.layout(demo, open, Viewport(.iPhone4, .portrait), measurer)
        #expect(portrait.frames["menu"] == rect(30, 134, 260, 320))
        #expect(landscape.frames["menu"] == rect(154, 45, 260, 250))
        #expect(landscape.scrollable["menu"] == true)
        #expect(back == portrait)
    }

    @Test func closedMenuIsCollapsedOnItsCentreLine() {
        let closed = Accordion.layout(demo, Accordion.initialState(for: demo), Viewport(.iPhone35, .portrait), measurer)
        #expect(closed.frames["menu"] == rect(30, 250, 260, 0))
        #expect(closed["cover"]?.alpha == 0)
        // Only the cover fades: the menu is opaque, 0 high, and clips its rows.
        #expect(closed["menu"]?.alpha == 1)
        #expect(closed["menu"]?.overflow == .clip)
    }

    @Test func hostTableRowsOpenTheMenu() throws {
        let layout = Accordion.layout(demo, Accordion.initialState(for: demo), Viewport(.iPhone35, .portrait), measurer)
        let names = layout.names.filter { $0.hasPrefix("item-") }
        #expect(names == ["item-0", "item-1", "item-2", "item-3"])
        #expect(layout.frames["item-2"] == rect(0, 108, 320, 44))
        #expect(layout["item-2"]?.action == ActionPayload("open", item: 2))
        #expect(layout["item-2"]?.isDisabled == false)
    }

    @Test func editorShowsTheItemText() throws {
        let state = Accordion.State(items: ["Buy milk"], editor: Accordion.Editor(item: 0, text: "Buy oat milk"))
        let layout = Accordion.layout(demo, state, Viewport(.iPhone35, .portrait), measurer)
        #expect(layout.frames["editor"] == rect(20, 175, 280, 150))
        #expect(layout["editor-field"]?.text?.string == "Buy oat milk")
        // The field sends Save with the text it shows (Return saves, and Save posts the field).
        #expect(layout["editor-field"]?.action == ActionPayload("saveEdit", text: "Buy oat milk"))
        #expect(layout["editor-save"]?.action == ActionPayload("saveEdit"))
        #expect(layout["editor-cancel"]?.action == ActionPayload("cancelEdit"))
    }
}
