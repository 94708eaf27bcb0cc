import Drawing
import MenuCore
import Testing
import TextShaping

@testable import Snapshot

/// Preview cards: 1200 × 630 whatever the device, the screen inside its bezel where the plan
/// puts it, the words in their column and never past its bottom, the same bytes every time.
@Suite struct CardRendererTests {
    static let measurer = SnapshotRendererTests.measurer
    static let renderer = CardRenderer(snapshots: SnapshotRenderer(measurer: measurer) { _ in nil })
    static let words = CardText(
        title: "Tap context menu", lastTap: "tapItem index 1 — item 2, “Copy”", product: "Menu Playground")

    /// A screen filled with one colour.
    private func layout(on viewport: Viewport, fill: RGBA) -> Layout {
        Layout(viewport: viewport, background: fill)
    }

    private func picture(of png: [UInt8]) throws -> Picture {
        let canvas = try Canvas(width: 1200, height: 630, scale: 1)
        canvas.drawPNG(png, in: Rect(x: 0, y: 0, width: 1200, height: 630))
        return Picture(bytes: canvas.rgbaPixels(), width: canvas.pixelWidth)
    }

    @Test(arguments: DevicePreset.allCases, Orientation.allCases)
    func everyDeviceFitsBesideItsWords(_ preset: DevicePreset, _ orientation: Orientation) throws {
        let viewport = Viewport(preset, orientation)
        let plan = CardPlan(viewport: viewport)
        // In card pixels: the bezel inside the margins, the words' column at least its minimum.
        let bezel = Rect(
            x: plan.bezel.x * plan.scale, y: plan.bezel.y * plan.scale, width: plan.bezel.width * plan.scale,
            height: plan.bezel.height * plan.scale)
        #expect(bezel.minY >= 39 && bezel.maxY <= 591, "\(bezel)")
        #expect(bezel.maxX <= 1200 - 55 && plan.textWidth * plan.scale >= 419, "\(bezel)")
        let png = try Self.renderer.png(of: layout(on: viewport, fill: .purple), on: viewport, text: Self.words)
        #expect(Array(png[16..<24]) == [0, 0, 0x04, 0xB0, 0, 0, 0x02, 0x76])  // IHDR: 1200 × 630
        let card = try picture(of: png)
        let screen = (x: Int((plan.screen.midX * plan.scale)), y: Int(plan.screen.midY * plan.scale))
        #expect(card[screen.x, screen.y] == [128, 0, 128, 255], "the screen's middle is the screen's")
        #expect(card[4, 4] == [0xEE, 0xF0, 0xF4, 255], "the corner is the background")
        #expect(card[Int(bezel.minX) + 4, Int(bezel.midY)] == [0x1D, 0x1D, 0x1F, 255], "the bezel's side")
    }

    @Test func theSameCardIsTheSameBytes() throws {
        let viewport = Viewport(.iPhone4, .portrait)
        let layout = layout(on: viewport, fill: .white)
        let first = try Self.renderer.png(of: layout, on: viewport, text: Self.words)
        #expect(first == (try Self.renderer.png(of: layout, on: viewport, text: Self.words)))
        var other = Self.words
        other.lastTap = "open"
        #expect(first != (try Self.renderer.png(of: layout, on: viewport, text: other)))
    }

    /// Long words, in any script, stay in their column and above the bottom margin: the title
    /// takes two lines, the tap five, the rest is cut with "…".
    @Test(arguments: [
        "Vanilla " + String(repeating: "chocolate ", count: 80),
        String(repeating: "שלום עולם 123 ", count: 40),
        String(repeating: "メニューを開いて項目を選ぶ。", count: 30),
        String(repeating: "مرحبا بالعالم ", count: 40),
        String(repeating: "Supercalifragilisticexpialidocious", count: 20),
    ])
    func longWordsStayInTheirColumn(_ text: String) throws {
        let viewport = Viewport(.iPhone4, .portrait)
        let plan = CardPlan(viewport: viewport)
        let words = CardText(title: text, lastTap: "typeText text " + text.debugDescription, product: "Menu Playground")
        let card = try picture(
            of: try Self.renderer.png(of: layout(on: viewport, fill: .white), on: viewport, text: words))
        let column = Int(CardRenderer.Spacing.margin)..<Int(plan.bezel.minX * plan.scale - 8)
        func inked(_ x: Int, _ y: Int) -> Bool { card[x, y][0] < 0xC0 }
        let rows = (0..<630).filter { y in column.contains { inked($0, y) } }
        #expect(!rows.isEmpty)
        #expect((rows.max() ?? 0) < 630 - 48, "text reaches row \(rows.max() ?? 0)")
        #expect(!(0..<630).contains { y in inked(column.upperBound + 4, y) }, "text crosses into the gap")
    }

    /// The device's caption sits at the foot of the words' column, above the bottom margin.
    @Test func theDeviceIsNamedAtTheFoot() throws {
        let viewport = Viewport(.iPhone4, .portrait)
        var words = Self.words
        words.device = "iPhone 4-inch · portrait"
        let card = try picture(
            of: try Self.renderer.png(of: layout(on: viewport, fill: .white), on: viewport, text: words))
        let bare = try picture(
            of: try Self.renderer.png(of: layout(on: viewport, fill: .white), on: viewport, text: Self.words))
        let foot = (630 - 56 - 30)..<(630 - 56)
        let changed = foot.filter { y in (56..<400).contains { card[$0, y] != bare[$0, y] } }
        #expect(!changed.isEmpty)
        #expect((0..<foot.lowerBound).allSatisfy { y in (0..<1200).allSatisfy { card[$0, y] == bare[$0, y] } })
    }

    /// The price walks what the drawing draws: a card costs more than its screen's snapshot at
    /// the same scale, and longer words cost more.
    @Test func theCardIsPricedByItsOwnWalk() throws {
        let viewport = Viewport(.iPhone4, .portrait)
        let layout = layout(on: viewport, fill: .white)
        let plan = CardPlan(viewport: viewport)
        let card = try Self.renderer.price(of: layout, on: viewport, text: Self.words)
        let snapshot = try Self.renderer.snapshots.price(of: layout, on: viewport, scale: plan.scale)
        #expect(card > snapshot)
        var long = Self.words
        long.lastTap = String(repeating: "word ", count: 30)
        #expect(try Self.renderer.price(of: layout, on: viewport, text: long) > card)
    }
}
