import MenuCore
import Testing

@Suite struct ContextMenuLayoutTests {
    let demo = ContextMenu.Configuration.demo
    let shown = ContextMenu.State(isShown: true)

    /// `HEIGHT × count`: four items make a 176-high stack, 0.8 × screen wide, centred in the
    /// content area.
    static let expected: [ViewportKey: Rect] = [
        ViewportKey(.iPhone35, .portrait): rect(32, 162, 256, 176),
        ViewportKey(.iPhone35, .landscape): rect(48, 82, 384, 176),
        ViewportKey(.iPhone4, .portrait): rect(32, 206, 256, 176),
        ViewportKey(.iPhone4, .landscape): rect(56.8, 82, 454.4, 176),
        ViewportKey(.iPhone61, .portrait): rect(39, 357.5, 312, 176),
        ViewportKey(.iPhone61, .landscape): rect(84.4, 107, 675.2, 176),
        ViewportKey(.iPad97, .portrait): rect(76.8, 434, 614.4, 176),
        ViewportKey(.iPad97, .landscape): rect(102.4, 306, 819.2, 176),
    ]

    /// The frames `.fillProportionally` gives four items (weight 44) and three separators
    /// (weight 1) in `stack`: the weights sum to 179, so each view spans `176 × weight / 179`,
    /// its edges at the running sums 0, 44, 45, 89, 90, 134, 135, 179.
    static func proportionalFrames(in stack: Rect) -> [String: Rect] {
        let edges: [Double] = [0, 44, 45, 89, 90, 134, 135, 179].map { stack.y + 176 * $0 / 179 }
        let names = ["item-0", "separator-0", "item-1", "separator-1", "item-2", "separator-2", "item-3"]
        var frames: [String: Rect] = [:]
        for (index, name) in names.enumerated() {
            frames[name] = rect(stack.x, edges[index], stack.width, edges[index + 1] - edges[index])
        }
        return frames
    }

    @Test(arguments: ViewportKey.all)
    func shownMenuOnEveryPreset(_ key: ViewportKey) throws {
        let stack = try #require(Self.expected[key])
        let layout = ContextMenu.layout(demo, shown, key.viewport, measurer)
        let frames = layout.frames
        #expect(frames["cover"] == key.viewport.screen)
        #expect(isClose(frames["stack"], stack))
        #expect(layout.scrollable["stack"] == false)
        let arranged = frames.filter { $0.key.hasPrefix("item-") || $0.key.hasPrefix("separator-") }
        let expected = Self.proportionalFrames(in: stack)
        #expect(Set(arranged.keys) == Set(expected.keys))
        for (name, frame) in expected {
            #expect(isClose(arranged[name], frame), "\(name): \(String(describing: arranged[name])) vs \(frame)")
        }
    }

    /// The seed's numbers: 176 × 44 / 179 = 43.2625… per item, 176 / 179 = 0.9832… per separator,
    /// where the old layout stacked 44 + 1 + 44 … = 179.
    @Test func fillProportionallySharesHeightTimesCount() {
        let frames = ContextMenu.layout(demo, shown, Viewport(.iPhone35, .portrait), measurer).frames
        #expect(isClose(frames["item-0"], rect(32, 162, 256, 7744 / 179)))
        #expect(isClose(frames["separator-0"], rect(32, 162 + 7744 / 179, 256, 176 / 179)))
        #expect(isClose(frames["item-1"], rect(32, 162 + 7920 / 179, 256, 7744 / 179)))
        #expect(isClose(frames["item-3"], rect(32, 338 - 7744 / 179, 256, 7744 / 179)))
        #expect(frames["separator-3"] == nil)
    }

    /// Whatever the count, the views tile the stack: each starts where the one before ends, the
    /// last ends at the stack's bottom, and every item is 44 times a separator.
    @Test(arguments: [1, 2, 3, 5, 9])
    func viewsTileTheStack(_ count: Int) throws {
        let slots = ContextMenu.stackSlots(itemCount: count, top: 100, height: 44 * Double(count))
        #expect(slots.count == 2 * count - 1)
        var top = 100.0
        for (index, slot) in slots.enumerated() {
            #expect(slot.slot == (index.isMultiple(of: 2) ? .item(index / 2) : .separator(index / 2)))
            #expect(slot.y == top)
            top = slot.y + slot.height
        }
        #expect(abs(top - (100 + 44 * Double(count))) < 1e-9)
        let item = try #require(slots.first).height
        #expect(abs(item - 44 * 44 * Double(count) / Double(45 * count - 1)) < 1e-9)
        if count > 1 {
            #expect(abs(slots[1].height * 44 - item) < 1e-9)
        }
        #expect(ContextMenu.stackSlots(itemCount: 0, top: 0, height: 0).isEmpty)
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
        // Centred in item-1, which spans 162 + 176 × 45/179 … + 176 × 89/179.
        #expect(isClose(layout.frames["icon-1"], rect(46, 162 + 88 * 134 / 179 - 11, 22, 22)))
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
        // The 1,760-high stack is shared by weights summing to 40 × 44 + 39 = 1,799.
        let item = 1760 * 44 / 1799.0
        #expect(
            isClose(
                layout.frames["item-39"],
                rect(viewport.width * 0.1, content.y + 20 + 1760 - item, viewport.width * 0.8, item)))
        #expect(
            isClose(
                layout.frames["separator-0"],
                rect(viewport.width * 0.1, content.y + 20 + item, viewport.width * 0.8, 1760 / 1799.0)))
    }

    @Test func rotationRecentres() {
        let portrait = ContextMenu.layout(demo, shown, Viewport(.iPhone35, .portrait), measurer)
        let landscape = ContextMenu.layout(demo, shown, Viewport(.iPhone35, .landscape), measurer)
        #expect(portrait.frames["stack"] == rect(32, 162, 256, 176))
        #expect(landscape.frames["stack"] == rect(48, 82, 384, 176))
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
