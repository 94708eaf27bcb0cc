import MenuCore
import Testing

@Suite struct ActionSheetLayoutTests {
    let demo = ActionSheet.Configuration.demo
    let showing = ActionSheet.State(isShowing: true)

    /// "Set background color:" is 21 × 11.25 = 236.25 wide in the stand-in's bold 18: one line of
    /// 21, so the title is 41 high and the sheet 4 × 54 + 41 + 20 = 277, centred with (int).
    static let expectedOrigin: [ViewportKey: (x: Double, y: Double)] = [
        ViewportKey(.iPhone35, .portrait): (10, 111),
        ViewportKey(.iPhone35, .landscape): (90, 31),
        ViewportKey(.iPhone4, .portrait): (10, 155),
        ViewportKey(.iPhone4, .landscape): (134, 31),
        ViewportKey(.iPhone61, .portrait): (45, 307),
        ViewportKey(.iPhone61, .landscape): (272, 56),
        ViewportKey(.iPad97, .portrait): (234, 383),
        ViewportKey(.iPad97, .landscape): (362, 255),
    ]

    @Test(arguments: ViewportKey.all)
    func demoSheetOnEveryPreset(_ key: ViewportKey) throws {
        let (x, y) = try #require(Self.expectedOrigin[key])
        let viewport = key.viewport
        let layout = ActionSheet.layout(demo, showing, viewport, measurer)
        let frames = layout.frames
        #expect(frames["backdrop"] == viewport.content)
        #expect(frames["sheet"] == rect(x, y, 300, 277))
        #expect(frames["table"] == rect(x + 10, y + 5, 280, 257))
        #expect(frames["title"] == rect(x + 10, y + 5, 280, 41))
        for index in 0..<4 {
            let rowY = y + 46 + 54 * Double(index)
            #expect(frames["row-\(index)"] == rect(x + 10, rowY, 280, 54))
            #expect(frames["button-\(index)"] == rect(x + 20, rowY + 5, 260, 44))
            #expect(frames["icon-\(index)"] == nil)
        }
        #expect(layout.scrollable["table"] == false)
        #expect(layout["backdrop"]?.alpha == 0.95)
        #expect(layout["backdrop"]?.fill == RGBA(white: 0, alpha: 0.6))
        #expect(layout["backdrop"]?.action == ActionPayload("tapOutside"))
        #expect(layout["row-2"]?.action == ActionPayload("tapButton", index: 2))
        #expect(layout["title"]?.text?.lines == ["Set background color:"])
        #expect(layout["title"]?.text?.font == Font(.sans, .bold, size: 18, lineHeight: 21))
    }

    /// The title is the plain table's section header: it floats at the table's top while the
    /// buttons scroll (its frame is where it stays), and it is the only box that does.
    @Test func titleIsTheTablesFloatingHeader() throws {
        let config = ActionSheet.Configuration(title: "Pick", buttons: (1...8).map { "B\($0)" })
        let viewport = Viewport(.iPhone4, .portrait)
        let layout = ActionSheet.layout(config, showing, viewport, measurer)
        let title = try #require(layout["title"])
        #expect(
            title
                == Box(
                    "title", frame: rect(20, 149, 280, 41), parent: "table", role: .label,
                    text: TextRun("Pick", font: Font(.sans, .bold, size: 18, lineHeight: 21), color: .white),
                    isFloatingHeader: true))
        #expect(layout.boxes.filter(\.isFloatingHeader).map(\.name) == ["title"])
        #expect(layout.scrollable["table"] == true)
        #expect(layout.frames["table"] == rect(20, 149, 280, 280))
        // The rows start under it: the scroll content is 41 + 8 × 54 = 473 high.
        #expect(layout.frames["row-0"] == rect(20, 190, 280, 54))
        #expect(layout.frames["row-7"] == rect(20, 568, 280, 54))
        // It is the table's first child, so the renderer can keep it in flow at the top.
        #expect(layout.names.firstIndex(of: "title") == (layout.names.firstIndex(of: "table") ?? 0) + 1)
    }

    @Test func longTitleWrapsToTheSheetWidthLessTwenty() {
        // 280 pt holds 24 bold characters: "aaaaaaaaaa bbbbbbbbbb" (21) + " cccccccccc" → 2 lines.
        let config = ActionSheet.Configuration(title: "aaaaaaaaaa bbbbbbbbbb cccccccccc", buttons: ["One"])
        let layout = ActionSheet.layout(config, showing, Viewport(.iPhone35, .portrait), measurer)
        #expect(layout["title"]?.text?.lines == ["aaaaaaaaaa bbbbbbbbbb", "cccccccccc"])
        // Title 2 × 21 + 20 = 62; sheet 54 + 62 + 20 = 136; y = 20 + Int(324 / 2).
        #expect(layout.frames["title"] == rect(20, 187, 280, 62))
        #expect(layout.frames["sheet"] == rect(10, 182, 300, 136))
    }

    @Test(arguments: ViewportKey.all)
    func tooManyButtonsCapAt300AndScroll(_ key: ViewportKey) {
        let config = ActionSheet.Configuration(title: "Pick", buttons: (1...6).map { "B\($0)" })
        let viewport = key.viewport
        let layout = ActionSheet.layout(config, showing, viewport, measurer)
        let x = Double(Int((viewport.width - 300) / 2))
        let y = viewport.statusBar + Double(Int((viewport.height - viewport.statusBar - 300) / 2))
        #expect(layout.frames["sheet"] == rect(x, y, 300, 300))
        #expect(layout.frames["table"] == rect(x + 10, y + 5, 280, 280))
        #expect(layout.scrollable["table"] == true)
        #expect(layout.frames["row-5"] == rect(x + 10, y + 5 + 41 + 270, 280, 54))
    }

    @Test func iconsAreScaledAndPlacedAtSeventy() {
        let config = ActionSheet.Configuration(title: "Share", buttons: ["Mail", "Print"], icons: ["mail", nil])
        let layout = ActionSheet.layout(config, showing, Viewport(.iPhone35, .portrait), measurer)
        // Sheet: 2 × 54 + 41 + 20 = 169 → (10, 20 + Int(291 / 2) = 165).
        #expect(layout.frames["sheet"] == rect(10, 165, 300, 169))
        let art = rect(30, 216, 260, 44)
        #expect(layout.frames["button-0"] == art)
        #expect(layout.frames["icon-0"] == rect(100, 221, 34, 34))
        #expect(layout["icon-0"]?.icon == "mail")
        #expect(layout.frames["label-0"] == rect(144, 216, 66, 44))
        #expect(layout["label-0"]?.text?.alignment == .leading)
        #expect(layout.frames["icon-1"] == nil)
        #expect(layout.frames["label-1"] == rect(30, 270, 260, 44))
        #expect(layout["label-1"]?.text?.alignment == .center)
        #expect(ActionSheet.iconSize(natural: Size(width: 20, height: 16)) == Size(width: 20, height: 16))
        #expect(ActionSheet.iconSize(natural: Size(width: 68, height: 68)) == Size(width: 34, height: 34))
    }

    @Test func labelsShrinkToFit() {
        // "Mail" at bold 18 is 45 wide; 66 fits it. "Printer" (78.75) shrinks to 15 pt (65.625).
        let config = ActionSheet.Configuration(title: "T", buttons: ["Mail", "Printer"], icons: ["a", "b"])
        let layout = ActionSheet.layout(config, showing, Viewport(.iPhone35, .portrait), measurer)
        #expect(layout["label-0"]?.text?.font.size == 18)
        #expect(layout["label-1"]?.text?.font.size == 15)
    }

    @Test func rotationRecentresTheSheet() {
        let portrait = ActionSheet.layout(demo, showing, Viewport(.iPad97, .portrait), measurer)
        let landscape = ActionSheet.layout(demo, showing, Viewport(.iPad97, .landscape), measurer)
        #expect(portrait.frames["sheet"] == rect(234, 383, 300, 277))
        #expect(landscape.frames["sheet"] == rect(362, 255, 300, 277))
    }

    @Test func hiddenSheetAndFadeIn() throws {
        let viewport = Viewport(.iPhone35, .portrait)
        let hidden = ActionSheet.layout(demo, ActionSheet.State(), viewport, measurer)
        #expect(hidden["backdrop"]?.alpha == 0)
        #expect(hidden.frames["show-button"] == rect(60, 260, 200, 50))
        #expect(hidden["show-button"]?.action == ActionPayload("open"))
        let fade = try #require(
            ActionSheet.animation(demo, from: ActionSheet.State(), to: showing, viewport: viewport, measurer: measurer))
        #expect(
            fade == Animation(duration: 0.1, curve: .easeInOut, fromAlpha: ["backdrop": 0], toAlpha: ["backdrop": 0.95])
        )
        #expect(
            ActionSheet.animation(demo, from: showing, to: ActionSheet.State(), viewport: viewport, measurer: measurer)
                == nil)
    }

    @Test func hostBackgroundTakesTheChosenColour() {
        let layout = ActionSheet.layout(
            demo, ActionSheet.State(background: .green), Viewport(.iPhone35, .portrait), measurer)
        #expect(layout["content"]?.fill == RGBA(red: 0.8, green: 1.0, blue: 0.69))
    }
}
