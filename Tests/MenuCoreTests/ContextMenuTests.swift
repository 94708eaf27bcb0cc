import MenuCore
import Testing

@Suite struct ContextMenuLayoutTests {
    let demo = ContextMenu.Configuration.demo
    let shown = ContextMenu.State(isShown: true)

    /// Four 44-pt items and three 1-pt separators: 179 high, 0.8 × screen wide, centred in the
    /// content area.
    static let expected: [ViewportKey: Rect] = [
        ViewportKey(.iPhone35, .portrait): rect(32, 160.5, 256, 179),
        ViewportKey(.iPhone35, .landscape): rect(48, 80.5, 384, 179),
        ViewportKey(.iPhone4, .portrait): rect(32, 204.5, 256, 179),
        ViewportKey(.iPhone4, .landscape): rect(56.8, 80.5, 454.4, 179),
        ViewportKey(.iPhone61, .portrait): rect(39, 356, 312, 179),
        ViewportKey(.iPhone61, .landscape): rect(84.4, 105.5, 675.2, 179),
        ViewportKey(.iPad97, .portrait): rect(76.8, 432.5, 614.4, 179),
        ViewportKey(.iPad97, .landscape): rect(102.4, 304.5, 819.2, 179),
    ]

    @Test(arguments: ViewportKey.all)
    func shownMenuOnEveryPreset(_ key: ViewportKey) throws {
        let stack = try #require(Self.expected[key])
        let layout = ContextMenu.layout(demo, shown, key.viewport, measurer)
        let frames = layout.frames
        #expect(frames["cover"] == key.viewport.screen)
        #expect(isClose(frames["stack"], stack))
        #expect(layout.scrollable["stack"] == false)
        for index in 0..<4 {
            let y = stack.y + 45 * Double(index)
            #expect(isClose(frames["item-\(index)"], rect(stack.x, y, stack.width, 44)))
            if index < 3 {
                #expect(isClose(frames["separator-\(index)"], rect(stack.x, y + 44, stack.width, 1)))
            }
        }
        #expect(frames["separator-3"] == nil)
    }

    @Test func look() throws {
        let layout = ContextMenu.layout(demo, shown, Viewport(.iPhone35, .portrait), measurer)
        let stack = try #require(layout["stack"])
        #expect(stack.cornerRadius == 12)
        #expect(stack.borderWidth == 1)
        #expect(stack.borderColor == .purple)
        #expect(stack.fill == RGBA(white: 0, alpha: 0.3))
        #expect(layout["cover"]?.blur ?? 0 > 0)
        #expect(layout["cover"]?.action == ActionPayload("tapOutside"))
        #expect(layout["item-1"]?.action == ActionPayload("tapItem", index: 1))
        #expect(layout["item-1"]?.text?.string == "Share")
        #expect(layout.frames["icon-1"] == rect(46, 216.5, 22, 22))
        #expect(layout["icon-1"]?.icon == "share")
    }

    @Test func hiddenUntilShown() {
        let layout = ContextMenu.layout(demo, ContextMenu.State(), Viewport(.iPhone35, .portrait), measurer)
        #expect(layout["cover"]?.alpha == 0)
        #expect(layout["show-button"]?.action == ActionPayload("open"))
        #expect(layout["last-action"]?.text?.string == "Last action: none")
    }

    @Test(arguments: ViewportKey.all)
    func tooManyItemsClampAndScroll(_ key: ViewportKey) {
        let viewport = key.viewport
        let builder = (1...40).reduce(ContextMenu.Builder()) { $0.addOption(text: "Item \($1)") }
        let layout = ContextMenu.layout(builder.build(), shown, viewport, measurer)
        let content = viewport.content
        let height = content.height - 40
        #expect(
            isClose(layout.frames["stack"], rect(viewport.width * 0.1, content.y + 20, viewport.width * 0.8, height)))
        #expect(layout.scrollable["stack"] == true)
        #expect(
            isClose(
                layout.frames["item-39"], rect(viewport.width * 0.1, content.y + 20 + 39 * 45, viewport.width * 0.8, 44)
            ))
    }

    @Test func rotationRecentres() {
        let portrait = ContextMenu.layout(demo, shown, Viewport(.iPhone35, .portrait), measurer)
        let landscape = ContextMenu.layout(demo, shown, Viewport(.iPhone35, .landscape), measurer)
        #expect(portrait.frames["stack"] == rect(32, 160.5, 256, 179))
        #expect(landscape.frames["stack"] == rect(48, 80.5, 384, 179))
    }

    @Test func fadeInAndOut() throws {
        let viewport = Viewport(.iPhone35, .portrait)
        let hidden = ContextMenu.State()
        let show = try #require(
            ContextMenu.animation(demo, from: hidden, to: shown, viewport: viewport, measurer: measurer))
        #expect(show == Animation(duration: 0.2, curve: .easeInOut, fromAlpha: ["cover": 0], toAlpha: ["cover": 1]))
        let hide = try #require(
            ContextMenu.animation(demo, from: shown, to: hidden, viewport: viewport, measurer: measurer))
        #expect(hide.toAlpha == ["cover": 0])
    }
}

@Suite struct ContextMenuReducerTests {
    let config = ContextMenu.Builder()
        .addOption(text: "Copy", icon: "copy", action: "copy")
        .addOption(text: "Share", icon: "share")
        .build()

    @Test func builderKeepsTheOrderAndDefaultsTheActionToTheText() {
        #expect(
            config.options == [
                ContextMenu.Option(text: "Copy", icon: "copy", action: "copy"),
                ContextMenu.Option(text: "Share", icon: "share", action: "Share"),
            ])
    }

    @Test func tappingAnItemDismissesThenRunsItsAction() throws {
        var state = ContextMenu.initialState(for: config)
        let events = try ContextMenu.reduce(&state, [.open, .tapItem(index: 1)], configuration: config)
        #expect(events == [[], [.dismissed, .optionAction(index: 1, action: "Share")]])
        #expect(events[1].map(\.description) == ["dismiss()", "optionAction(index: 1, action: \"Share\")"])
        #expect(state == ContextMenu.State(isShown: false, lastAction: "Share"))
    }

    @Test func tappingOutsideOnlyDismisses() throws {
        var state = ContextMenu.State(lastAction: "copy")
        let events = try ContextMenu.reduce(&state, [.open, .tapOutside], configuration: config)
        #expect(events == [[], [.dismissed]])
        #expect(state == ContextMenu.State(isShown: false, lastAction: "copy"))
    }

    @Test func rejections() {
        let hidden = ContextMenu.State()
        let shown = ContextMenu.State(isShown: true)
        expectRejection(
            ContextMenu.self, hidden, .tapItem(index: 0), configuration: config,
            .notApplicable(action: "tapItem", reason: "the menu is hidden"))
        expectRejection(
            ContextMenu.self, hidden, .tapOutside, configuration: config,
            .notApplicable(action: "tapOutside", reason: "the menu is hidden"))
        expectRejection(
            ContextMenu.self, shown, .open, configuration: config,
            .notApplicable(action: "open", reason: "the menu is already shown"))
        expectRejection(
            ContextMenu.self, shown, .tapItem(index: 2), configuration: config,
            .indexOutOfRange(field: "index", index: 2, count: 2))
    }
}
