import MenuCore
import Testing

/// Issue 10, items 8 and 9: selecting a tab scrolls it to UIKit's Bottom position, and the
/// Settings table's separators are black.
@Suite struct TabSplitScrollingTests {
    let demo = TabSplit.Configuration.demo

    func state(selected: Int) -> TabSplit.State {
        TabSplit.State(order: Array(0..<10), selected: selected)
    }

    /// The offset along the strip for tabs 0…10: the selected cell's trailing edge (portrait) or
    /// bottom edge (landscape) at the strip's end, clamped to 0…(11 × cell − strip length).
    static let expected: [ViewportKey: [Double]] = [
        ViewportKey(.iPhone35, .portrait): [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 32],
        ViewportKey(.iPhone35, .landscape): [0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 52],
        ViewportKey(.iPhone4, .portrait): [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 32],
        ViewportKey(.iPhone4, .landscape): [0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 52],
        ViewportKey(.iPhone61, .portrait): Array(repeating: 0, count: 11),
        ViewportKey(.iPhone61, .landscape): Array(repeating: 0, count: 11),
        ViewportKey(.iPad97, .portrait): [0, 0, 0, 0, 0, 0, 0, 0, 96, 192, 288],
        ViewportKey(.iPad97, .landscape): [0, 0, 0, 0, 0, 0, 0, 20, 116, 212, 308],
    ]

    @Test(arguments: ViewportKey.all)
    func theStripShowsTheSelectedTabAtTheBottomPosition(_ key: ViewportKey) throws {
        let offsets = try #require(Self.expected[key])
        for selected in 0...10 {
            let layout = TabSplit.layout(demo, state(selected: selected), key.viewport, measurer)
            let along = offsets[selected]
            let offset = key.orientation == .portrait ? Point(x: along, y: 0) : Point(x: 0, y: along)
            #expect(layout.scrollOffsets == ["strip": offset], "tab \(selected)")
            #expect(TabSplit.scrollOffsets(state(selected: selected), on: key.viewport) == layout.scrollOffsets)
            // The selected cell, moved by the offset, lies inside the strip: it is on screen.
            let strip = try #require(layout.frames["strip"])
            let cell = try #require(layout.frames["tab-\(selected)"])
            #expect(strip.contains(cell.offsetBy(dx: -offset.x, dy: -offset.y)), "tab \(selected)")
        }
    }

    @Test func choosingTenOnA320WidePhoneScrollsTheStripTo32() throws {
        var state = TabSplit.initialState(for: demo)
        let events = try TabSplit.reduce(&state, .selectTab(index: 10), configuration: demo)
        #expect(events == [.pushToDetailController(title: "Ten")])
        #expect(state == TabSplit.State(order: Array(0..<10), selected: 10))
        let layout = TabSplit.layout(demo, state, Viewport(.iPhone35, .portrait), measurer)
        #expect(layout["strip"]?.contentOffset == Point(x: 32, y: 0))
        #expect(layout["strip"]?.overflow == .scrollHorizontal)
        // Ten's cell (320…352) is the strip's last 32 points once scrolled; Settings' is off-screen.
        #expect(layout.frames["tab-10"] == rect(320, 448, 32, 32))
        #expect(layout.frames["tab-10"]?.offsetBy(dx: -32, dy: 0) == rect(288, 448, 32, 32))
        let strip = try #require(layout.frames["strip"])
        #expect(layout.frames["tab-0"].map { strip.contains($0.offsetBy(dx: -32, dy: 0)) } == false)
        // Back to Settings scrolls back to the start, as Bottom on row 0 clamps to 0.
        _ = try TabSplit.reduce(&state, .selectTab(index: 0), configuration: demo)
        let back = TabSplit.layout(demo, state, Viewport(.iPhone35, .portrait), measurer)
        #expect(back.scrollOffsets == ["strip": .zero])
    }

    @Test func theOtherMenusLeaveScrollingToTheUser() {
        for (preset, orientation) in allViewports {
            let viewport = Viewport(preset, orientation)
            #expect(
                Accordion.layout(.demo, Accordion.initialState(for: .demo), viewport, measurer).scrollOffsets == [:])
            #expect(Accordion.scrollOffsets(Accordion.initialState(for: .demo), on: viewport) == [:])
            #expect(Dropdown.layout(.demo, Dropdown.initialState(for: .demo), viewport, measurer).scrollOffsets == [:])
            #expect(Dropdown.scrollOffsets(Dropdown.initialState(for: .demo), on: viewport) == [:])
        }
    }

    /// A black hairline at the bottom of every row from x = 15, and under the empty rows that
    /// fill a plain table's bounds; the rows themselves have no border.
    @Test func settingsSeparatorsAreBlackHairlines() throws {
        let phone = TabSplit.layout(demo, state(selected: 0), Viewport(.iPhone35, .portrait), measurer)
        // Body: y 64, 384 high; ten rows of 44 scroll, so no empty rows show.
        let separators = phone.boxes.filter { $0.name.hasPrefix("settings-separator-") }
        #expect(separators.map(\.name) == (0..<10).map { "settings-separator-\($0)" })
        #expect(separators.map(\.frame) == (0..<10).map { rect(15, 64 + Double($0 + 1) * 44 - 0.5, 305, 0.5) })
        for separator in separators {
            #expect(separator.fill == .black)
            #expect(separator.role == .separator)
            #expect(separator.parent == "detail-body")
        }
        #expect(phone.boxes.filter { $0.name.hasPrefix("settings-row-") }.allSatisfy { $0.borderWidth == 0 })

        // iPad portrait: body y 64, 928 high; 10 rows and 11 empty rows (21 × 44 = 924).
        let pad = TabSplit.layout(demo, state(selected: 0), Viewport(.iPad97, .portrait), measurer)
        let padSeparators = pad.boxes.filter { $0.name.hasPrefix("settings-separator-") }
        #expect(padSeparators.map(\.frame) == (0..<21).map { rect(15, 64 + Double($0 + 1) * 44 - 0.5, 753, 0.5) })
        // A tab other than Settings has no table.
        let other = TabSplit.layout(demo, state(selected: 4), Viewport(.iPad97, .portrait), measurer)
        #expect(other.names.filter { $0.hasPrefix("settings-separator-") } == [])
    }
}
