import MenuCore
import Testing

/// The strip, Settings and the reducer with tabs other than the seed's ten.
@Suite struct TabSplitCustomTabsTests {
    let three = TabSplitConfigurationTests.three
    let thirty = TabSplit.Configuration(tabs: TabSplitConfigurationTests.tabs(30))

    @Test func threeTabsFitThePhonesStrip() {
        let state = TabSplit.initialState(for: three)
        #expect(state == TabSplit.State(order: [2, 0, 1], selected: 0))
        let layout = TabSplit.layout(three, state, Viewport(.iPhone35, .portrait), measurer)
        let tabs = layout.names.filter { $0.hasPrefix("tab-") && !$0.hasPrefix("tab-icon") }
        #expect(tabs == ["tab-0", "tab-1", "tab-2", "tab-3"])
        #expect((0...3).map { layout["tab-\($0)"]?.label } == ["Settings", "Drafts", "Inbox", "Sent"])
        #expect((0...3).map { layout["tab-icon-\($0)"]?.icon } == ["onSettings", "offNext", "offDown", "offUp"])
        #expect((0...3).map { layout.frames["tab-\($0)"] } == (0...3).map { rect(Double($0) * 32, 448, 32, 32) })
        // Four cells of 32 in 320 points: the strip does not scroll.
        #expect(layout["strip"]?.overflow == .clip)
        #expect(layout.scrollOffsets == ["strip": .zero])
        #expect(layout["navbar"]?.text?.string == "Navigation")
        #expect((0...2).map { layout["settings-row-\($0)"]?.text?.string } == ["Drafts", "Inbox", "Sent"])
        #expect(layout.names.contains("settings-row-3") == false)
        #expect(layout["move-up-2"]?.action == ActionPayload("moveTab", from: 2, to: 1))
        #expect(layout["move-down-2"]?.isDisabled == true)
        #expect(layout["move-down-2"]?.label == "Move Sent down")
        // Body: y 64, 384 high; 3 rows and 5 empty rows of 44 have separators.
        #expect(layout.scrollable["detail-body"] == false)
        #expect(layout.names.filter { $0.hasPrefix("settings-separator-") }.count == 8)
    }

    @Test func aCustomTabShowsItsTitle() {
        let state = TabSplit.State(order: [2, 0, 1], selected: 2)
        let layout = TabSplit.layout(three, state, Viewport(.iPhone61, .landscape), measurer)
        #expect(layout["navbar"]?.text?.string == "Inbox")
        #expect(layout["detail-body"]?.text?.string == "Inbox")
        #expect((0...3).map { layout["tab-icon-\($0)"]?.icon } == ["offSettings", "offNext", "onDown", "offUp"])
        #expect(layout.frames["tab-2"] == rect(0, 64, 32, 32))
    }

    /// Thirty-one cells are 992 points: more than the 6.1-inch phone's 390, where the seed's
    /// eleven (352) fit, so the strip scrolls both ways up.
    @Test(arguments: [Orientation.portrait, .landscape])
    func thirtyTabsScrollTheStrip(_ orientation: Orientation) throws {
        let viewport = Viewport(.iPhone61, orientation)
        let state = TabSplit.State(order: Array(0..<30), selected: 30)
        let layout = TabSplit.layout(thirty, state, viewport, measurer)
        let tabs = layout.names.filter { $0.hasPrefix("tab-") && !$0.hasPrefix("tab-icon") }
        #expect(tabs == (0...30).map { "tab-\($0)" })
        #expect(layout.scrollable["strip"] == true)
        let portrait = orientation == .portrait
        #expect(layout["strip"]?.overflow == (portrait ? .scrollHorizontal : .scrollVertical))
        #expect(layout.frames["tab-30"] == (portrait ? rect(960, 812, 32, 32) : rect(0, 960, 32, 32)))
        // The last cell's far edge meets the strip's end: 992 − 390.
        let offset = portrait ? Point(x: 602, y: 0) : Point(x: 0, y: 602)
        #expect(layout.scrollOffsets == ["strip": offset])
        #expect(TabSplit.scrollOffsets(state, on: viewport) == layout.scrollOffsets)
        #expect(layout["navbar"]?.text?.string == "Tab 30")
        // Tab 30 is the thirtieth of the cycling icons: the seed's tenth.
        #expect(layout["tab-icon-30"]?.icon == "onUpRight")
    }

    @Test func thirtyRowsScrollSettings() {
        let layout = TabSplit.layout(
            thirty, TabSplit.initialState(for: thirty), Viewport(.iPhone61, .portrait), measurer)
        #expect(layout.scrollable["detail-body"] == true)
        #expect(layout["settings-row-29"]?.text?.string == "Tab 30")
        #expect(layout.frames["settings-row-29"] == rect(0, 47 + 44 + 29 * 44, 390, 44))
        #expect(layout["move-down-29"]?.isDisabled == true)
        #expect(layout["move-down-28"]?.action == ActionPayload("moveTab", from: 28, to: 29))
    }

    @Test func selectingPushesTheCustomTitles() throws {
        var state = TabSplit.initialState(for: three)
        let events = try TabSplit.reduce(
            &state, [.selectTab(index: 1), .selectTab(index: 3), .selectTab(index: 3), .selectTab(index: 0)],
            configuration: three)
        #expect(
            events == [
                [.pushToDetailController(title: "Drafts")], [.pushToDetailController(title: "Sent")], [],
                [.pushToDetailController(title: "Navigation")],
            ])
        #expect(state == TabSplit.State(order: [2, 0, 1], selected: 0))
    }

    @Test func movingCustomTabs() throws {
        var state = TabSplit.initialState(for: three)
        let events = try TabSplit.reduce(
            &state, [.moveTab(from: 0, to: 2), .moveTab(from: 1, to: 0)], configuration: three)
        #expect(events == [[.setNavigationOrder([0, 1, 2])], [.setNavigationOrder([1, 0, 2])]])
        #expect(state == TabSplit.State(order: [1, 0, 2], selected: 0))
        let pushed = try TabSplit.reduce(&state, .selectTab(index: 1), configuration: three)
        #expect(pushed == [.pushToDetailController(title: "Sent")])
        #expect(state == TabSplit.State(order: [1, 0, 2], selected: 1))
        #expect(TabSplit.navigationTitle(ofTab: 1, in: state, configuration: three) == "Sent")
        #expect(TabSplit.navigationTitle(ofTab: 3, in: state, configuration: three) == "Drafts")
    }

    @Test func theLastOfThirtyIsSelectable() throws {
        var state = TabSplit.initialState(for: thirty)
        #expect(
            try TabSplit.reduce(&state, .selectTab(index: 30), configuration: thirty) == [
                .pushToDetailController(title: "Tab 30")
            ])
        #expect(state == TabSplit.State(order: Array(0..<30), selected: 30))
    }

    @Test func indicesFollowTheTabCount() {
        let settings = TabSplit.initialState(for: three)
        expectRejection(
            TabSplit.self, settings, .selectTab(index: 4), configuration: three,
            .indexOutOfRange(field: "index", index: 4, count: 4))
        expectRejection(
            TabSplit.self, settings, .moveTab(from: 3, to: 0), configuration: three,
            .indexOutOfRange(field: "from", index: 3, count: 3))
        expectRejection(
            TabSplit.self, settings, .moveTab(from: 0, to: 3), configuration: three,
            .indexOutOfRange(field: "to", index: 3, count: 3))
    }
}
