import Drawing
import MenuCore
import Testing
import TextShaping

@testable import Snapshot

/// Contact sheets: 1200 × 630 whatever the screens, every screen at one common scale and inside
/// the sheet, two rows only when they make the screens larger, each screen painted where the
/// plan puts it, the same bytes every time.
@Suite struct ContactSheetTests {
    static let renderer = ContactSheetRenderer(
        snapshots: SnapshotRenderer(measurer: SnapshotRendererTests.measurer) { _ in nil })

    /// The compare page's default list, and every preset in both orientations (the most a list holds).
    static let defaults: [Viewport] =
        DevicePreset.allCases.map { Viewport($0, .portrait) } + [Viewport(.iPhone61, .landscape)]
    static let everyScreen: [Viewport] = Orientation.allCases.flatMap { orientation in
        DevicePreset.allCases.map { Viewport($0, orientation) }
    }

    private static func sizes(_ viewports: [Viewport]) -> [Size] {
        viewports.map { Size(width: $0.width, height: $0.height) }
    }

    private static func pixels(_ rect: Rect, _ scale: Double) -> Rect {
        Rect(x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale)
    }

    @Test(arguments: [defaults, everyScreen, [Viewport(.iPad97, .landscape)]], [false, true])
    func everyScreenFitsAtOneScale(_ viewports: [Viewport], copies: Bool) {
        let plan = ContactSheetPlan(sizes: Self.sizes(viewports), copies: copies)
        #expect(abs(plan.width * plan.scale - 1200) < 1e-6 && abs(plan.height * plan.scale - 630) < 1e-6)
        #expect(plan.tiles.count == viewports.count)
        let sheet = Rect(x: 0, y: 0, width: 1200, height: 630)
        let header = Self.pixels(plan.summary, plan.scale).maxY
        var placed: [Rect] = []
        for (tile, viewport) in zip(plan.tiles, viewports) {
            #expect(tile.screens.count == (copies ? 2 : 1))
            for (screen, bezel) in zip(tile.screens, tile.bezels) {
                // The same size in points, so the same scale, for every screen: sizes compare truly.
                #expect(screen.width == viewport.width && screen.height == viewport.height)
                let outer = Self.pixels(bezel, plan.scale)
                #expect(sheet.contains(outer) && outer.minY >= header, "\(outer)")
                // Screen corners on whole device pixels.
                let corner = Self.pixels(screen, plan.scale)
                #expect(abs(corner.x - corner.x.rounded()) < 1e-6 && abs(corner.y - corner.y.rounded()) < 1e-6)
                let overlaps = placed.contains {
                    $0.minX < outer.maxX && outer.minX < $0.maxX && $0.minY < outer.maxY && outer.minY < $0.maxY
                }
                #expect(!overlaps, "\(outer) overlaps another screen")
                placed.append(outer)
            }
            let caption = Self.pixels(tile.caption, plan.scale)
            #expect(caption.minY >= tile.bezels.map { Self.pixels($0, plan.scale).maxY }.max()!)
            #expect(caption.maxY <= 630 - 20, "\(caption)")
        }
    }

    /// Two rows exactly when some split gives a larger scale than one row; the split chosen is
    /// the best of all.
    @Test(arguments: [defaults, everyScreen], [false, true])
    func twoRowsOnlyWhenBetter(_ viewports: [Viewport], copies: Bool) {
        let sizes = Self.sizes(viewports)
        let plan = ContactSheetPlan(sizes: sizes, copies: copies)
        let oneRow = ContactSheetPlan.scale(rows: [sizes], copies: copies)
        let splits = sizes.indices.dropFirst().map {
            ContactSheetPlan.scale(rows: ContactSheetPlan.rows(sizes, splitAt: $0), copies: copies)
        }
        #expect(plan.scale >= oneRow && plan.scale >= splits.max()! * 0.9999)
        #expect((plan.rowStarts.count == 2) == (splits.max()! > oneRow * 1.0001))
    }

    @Test func theCommonCasesWrapAsExpected() {
        // Five screens fit one row; sixteen (eight and their copies) are larger on two.
        #expect(ContactSheetPlan(sizes: Self.sizes(Self.defaults), copies: false).rowStarts == [0])
        let every = ContactSheetPlan(sizes: Self.sizes(Self.everyScreen), copies: true)
        #expect(every.rowStarts.count == 2)
        #expect(every.scale > ContactSheetPlan.scale(rows: [Self.sizes(Self.everyScreen)], copies: true))
        // A screen alone is drawn larger than beside others.
        let alone = ContactSheetPlan(sizes: Self.sizes([Viewport(.iPhone35, .landscape)]), copies: false)
        #expect(alone.scale > ContactSheetPlan(sizes: Self.sizes(Self.defaults), copies: false).scale)
        #expect(alone.scale > 1 && alone.scale <= ContactSheetPlan.Spacing.maxScale)
    }

    /// The screens' fills, in turn, and their bytes.
    private static let colors: [(fill: RGBA, bytes: [UInt8])] = [
        (RGBA(red255: 128, green255: 0, blue255: 128), [128, 0, 128, 255]),
        (RGBA(red255: 0, green255: 128, blue255: 0), [0, 128, 0, 255]),
        (RGBA(red255: 0xCC, green255: 0x44, blue255: 0), [0xCC, 0x44, 0, 255]),
    ]

    private func sheet(_ viewports: [Viewport], copies: Bool) -> ContactSheet {
        let colors = Self.colors.map(\.fill)
        let screens = viewports.enumerated().map { index, viewport in
            ContactSheet.Screen(
                viewport: viewport, layout: Layout(viewport: viewport, background: colors[index % 3]),
                longText: copies ? Layout(viewport: viewport, background: colors[(index + 1) % 3]) : nil,
                caption: "Screen \(index) · portrait")
        }
        return ContactSheet(
            title: "Context menu", summary: ContactSheet.summary(screens: screens.count, longText: copies),
            screens: screens)
    }

    @Test(arguments: [false, true])
    func eachScreenIsPaintedWhereThePlanPutsIt(copies: Bool) throws {
        let sheet = sheet(Self.everyScreen, copies: copies)
        let png = try Self.renderer.png(of: sheet)
        #expect(Array(png[16..<24]) == [0, 0, 0x04, 0xB0, 0, 0, 0x02, 0x76])  // IHDR: 1200 × 630
        let canvas = try Canvas(width: 1200, height: 630, scale: 1)
        canvas.drawPNG(png, in: Rect(x: 0, y: 0, width: 1200, height: 630))
        let picture = Picture(bytes: canvas.rgbaPixels(), width: canvas.pixelWidth)
        #expect(picture[4, 4] == [0xEE, 0xF0, 0xF4, 255], "the corner is the background")
        let plan = sheet.plan
        for (index, tile) in plan.tiles.enumerated() {
            #expect(tile.screens.count == (copies ? 2 : 1))
            for (copy, rect) in tile.screens.enumerated() {
                let middle = Self.pixels(rect, plan.scale)
                #expect(
                    picture[Int(middle.midX), Int(middle.midY)] == Self.colors[(index + copy) % 3].bytes, "\(middle)")
            }
        }
    }

    @Test func theSameSheetIsTheSameBytesAndItsCopiesCost() throws {
        let plain = sheet(Self.defaults, copies: false)
        let first = try Self.renderer.png(of: plain)
        #expect(first == (try Self.renderer.png(of: plain)))
        let long = sheet(Self.defaults, copies: true)
        #expect(first != (try Self.renderer.png(of: long)))
        #expect(try Self.renderer.price(of: long) > Self.renderer.price(of: plain))
    }

    @Test func theSummaryCountsTheScreens() {
        #expect(ContactSheet.summary(screens: 1, longText: false) == "Compared on 1 screen")
        #expect(
            ContactSheet.summary(screens: 5, longText: true)
                == "Compared on 5 screens, each beside its long-text copy")
    }
}
