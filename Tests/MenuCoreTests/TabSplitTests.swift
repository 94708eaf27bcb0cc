import MenuCore
import Testing

@Suite struct TabSplitLayoutTests {
    let demo = TabSplit.Configuration.demo
    var state: TabSplit.State { TabSplit.initialState(for: demo) }

    /// Portrait: detail above a 32-pt strip at the bottom; landscape: a 32-pt column on the left.
    /// Both leave out the status bar. Eleven cells of 32 (iPad 96) decide the scrolling.
    static let expected: [ViewportKey: (strip: Rect, detail: Rect, scrolls: Bool)] = [
        ViewportKey(.iPhone35, .portrait): (rect(0, 448, 320, 32), rect(0, 20, 320, 428), true),
        ViewportKey(.iPhone35, .landscape): (rect(0, 20, 32, 300), rect(32, 20, 448, 300), true),
        ViewportKey(.iPhone4, .portrait): (rect(0, 536, 320, 32), rect(0, 20, 320, 516), true),
        ViewportKey(.iPhone4, .landscape): (rect(0, 20, 32, 300), rect(32, 20, 536, 300), true),
        ViewportKey(.iPhone61, .portrait): (rect(0, 812, 390, 32), rect(0, 47, 390, 765), false),
        ViewportKey(.iPhone61, .landscape): (rect(0, 0, 32, 390), rect(32, 0, 812, 390), false),
        ViewportKey(.iPad97, .portrait): (rect(0, 992, 768, 32), rect(0, 20, 768, 972), true),
        ViewportKey(.iPad97, .landscape): (rect(0, 20, 32, 748), rect(32, 20, 992, 748), true),
    ]

    @Test(arguments: ViewportKey.all)
    func splitOnEveryPreset(_ key: ViewportKey) throws {
        let want = try #require(Self.expected[key])
        let layout = TabSplit.layout(demo, state, key.viewport, measurer)
        let frames = layout.frames
        #expect(frames["strip"] == want.strip)
        #expect(frames["detail"] == want.detail)
        #expect(layout.scrollable["strip"] == want.scrolls)
        #expect(
            layout["strip"]?.overflow
                == (want.scrolls ? (key.orientation == .portrait ? .scrollHorizontal : .scrollVertical) : .clip))
        let length: Double = key.preset == .iPad97 ? 96 : 32
        let tabs = layout.names.filter { $0.hasPrefix("tab-") && !$0.hasPrefix("tab-icon") }
        #expect(tabs == (0...10).map { "tab-\($0)" })
        for index in 0...10 {
            let offset = Double(index) * length
            let cell =
                key.orientation == .portrait
                ? rect(offset, want.strip.y, length, 32) : rect(0, want.strip.y + offset, 32, length)
            #expect(frames["tab-\(index)"] == cell)
            #expect(frames["tab-icon-\(index)"] == rect(cell.midX - 12, cell.midY - 12, 24, 24))
        }
        #expect(frames["navbar"] == rect(want.detail.x, want.detail.y, want.detail.width, 44))
    }

    @Test func tabsAreSettingsThenTheSavedOrderWithOnOffIcons() {
        let custom = TabSplit.State(order: [2, 0, 1, 3, 4, 5, 6, 7, 8, 9], selected: 1)
        let layout = TabSplit.layout(demo, custom, Viewport(.iPhone35, .portrait), measurer)
        #expect(
            (0...3).map { layout["tab-\($0)"]?.label } == ["Settings", "Three", "One", "Two"])
        #expect(
            (0...3).map { layout["tab-icon-\($0)"]?.icon } == ["offSettings", "onDownRight", "offDown", "offDownLeft"])
        #expect(layout["navbar"]?.text?.string == "Three")
        #expect(layout["detail-body"]?.text?.string == "Three")
        #expect(layout["tab-2"]?.action == ActionPayload("selectTab", index: 2))
    }

    @Test func settingsListsTheOrderWithMoveButtons() {
        let custom = TabSplit.State(order: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0])
        let layout = TabSplit.layout(demo, custom, Viewport(.iPhone35, .portrait), measurer)
        #expect(layout["navbar"]?.text?.string == "Navigation")
        #expect(layout["tab-icon-0"]?.icon == "onSettings")
        #expect(layout["settings-row-0"]?.text?.string == "Ten")
        #expect(layout.frames["settings-row-1"] == rect(0, 108, 320, 44))
        #expect(layout.frames["move-up-1"] == rect(232, 108, 44, 44))
        #expect(layout.frames["move-down-1"] == rect(276, 108, 44, 44))
        #expect(layout["move-up-1"]?.action == ActionPayload("moveTab", from: 1, to: 0))
        #expect(layout["move-down-1"]?.action == ActionPayload("moveTab", from: 1, to: 2))
        #expect(layout["move-up-0"]?.action == nil)
        #expect(layout["move-up-0"]?.isDisabled == true)
        #expect(layout["move-down-9"]?.isDisabled == true)
        // Ten 44-pt rows in 428 − 44 = 384 points scroll.
        #expect(layout.scrollable["detail-body"] == true)
    }

    @Test func rotationMovesTheStrip() {
        let portrait = TabSplit.layout(demo, state, Viewport(.iPhone61, .portrait), measurer)
        let landscape = TabSplit.layout(demo, state, Viewport(.iPhone61, .landscape), measurer)
        #expect(portrait.frames["tab-3"] == rect(96, 812, 32, 32))
        #expect(landscape.frames["tab-3"] == rect(0, 96, 32, 32))
        #expect(
            TabSplit.animation(
                demo, from: state, to: state, viewport: Viewport(.iPhone61, .portrait), measurer: measurer) == nil)
    }
}

@Suite struct TabSplitReducerTests {
    let config = TabSplit.Configuration.demo

    @Test func selectingATabPushesItsController() throws {
        var state = TabSplit.initialState(for: config)
        let events = try TabSplit.reduce(
            &state, [.selectTab(index: 4), .selectTab(index: 4), .selectTab(index: 0)], configuration: config)
        #expect(
            events == [[.pushToDetailController(title: "Four")], [], [.pushToDetailController(title: "Navigation")]])
        #expect(state == TabSplit.State(order: Array(0..<10), selected: 0))
    }

    @Test func movingTabsInSettings() throws {
        var state = TabSplit.initialState(for: config)
        let events = try TabSplit.reduce(
            &state, [.moveTab(from: 5, to: 1), .moveTab(from: 0, to: 9)], configuration: config)
        #expect(
            events == [
                [.setNavigationOrder([0, 5, 1, 2, 3, 4, 6, 7, 8, 9])],
                [.setNavigationOrder([5, 1, 2, 3, 4, 6, 7, 8, 9, 0])],
            ])
        #expect(events[0].map(\.description) == ["setNavigationOrder: [0, 5, 1, 2, 3, 4, 6, 7, 8, 9]"])
        #expect(state == TabSplit.State(order: [5, 1, 2, 3, 4, 6, 7, 8, 9, 0], selected: 0))
        var next = state
        _ = try TabSplit.reduce(&next, .selectTab(index: 1), configuration: config)
        #expect(next == TabSplit.State(order: [5, 1, 2, 3, 4, 6, 7, 8, 9, 0], selected: 1))
        #expect(TabSplit.navigationTitle(ofTab: 1, in: next, configuration: .demo) == "Six")
    }

    @Test func configuredOrderStartsTheState() {
        let custom = TabSplit.Configuration(order: [1, 0, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(
            TabSplit.initialState(for: custom) == TabSplit.State(order: [1, 0, 2, 3, 4, 5, 6, 7, 8, 9], selected: 0))
    }

    @Test func rejections() throws {
        let settings = TabSplit.initialState(for: config)
        expectRejection(
            TabSplit.self, settings, .selectTab(index: 11), configuration: config,
            .indexOutOfRange(field: "index", index: 11, count: 11))
        expectRejection(
            TabSplit.self, settings, .moveTab(from: 10, to: 0), configuration: config,
            .indexOutOfRange(field: "from", index: 10, count: 10))
        expectRejection(
            TabSplit.self, settings, .moveTab(from: 0, to: -1), configuration: config,
            .indexOutOfRange(field: "to", index: -1, count: 10))
        let other = TabSplit.State(order: Array(0..<10), selected: 3)
        expectRejection(
            TabSplit.self, other, .moveTab(from: 0, to: 1), configuration: config,
            .notApplicable(action: "moveTab", reason: "tabs are reordered in Settings, which is not shown"))
    }
}
