import MenuCore
import Testing
import TextShaping

@testable import Drawing
@testable import Snapshot

/// What the canvas leaves out changes no pixel: a glyph or image wholly outside the clip is not
/// drawn (nor decoded), and a bitmap is decoded once a snapshot; a canvas that draws everything
/// and decodes every bitmap each time it is drawn makes the same bytes.
@Suite struct SkippedDrawingTests {
    static let measurer = try! HarfBuzzTextMeasurer(files: .debian)
    static let renderer = SnapshotRenderer(measurer: measurer) { _ in nil }

    /// The snapshot's PNG, and the same drawn by a canvas that skips and keeps nothing.
    private func bothWays(_ layout: Layout, scale: Double) throws -> (png: [UInt8], everything: [UInt8]) {
        let viewport = layout.viewport
        let png = try Self.renderer.png(of: layout, on: viewport, scale: scale)
        let canvas = try Canvas(
            width: viewport.width, height: viewport.height, scale: scale, skipsInvisible: false, bitmapCacheBytes: 0)
        Self.renderer.paint(layout, on: canvas, scale: scale)
        return (png, try canvas.pngData())
    }

    static let emoji = ["😀", "🍫", "👍🏽", "🇯🇵", "👨‍👩‍👧‍👦"]

    static func dropdown(options: Int) -> Dropdown.Configuration {
        var configuration = Dropdown.Configuration(
            title: String(repeating: "😀", count: 30),
            options: (0..<options).map {
                "\(emoji[$0 % emoji.count]) Option \($0) " + String(repeating: "🍫", count: 12)
            })
        configuration.style.fontSize = 30
        return configuration
    }

    /// A dropdown whose list of emoji runs far past the screen, its field's long text clipped,
    /// and an action sheet and a context menu (a blur, groups) at 1× and 2×.
    @Test(arguments: [1.0, 2.0])
    func emojiScreensAreTheSameBytesEitherWay(scale: Double) throws {
        let viewport = try Viewport(width: 300, height: 400, statusBar: 20)
        let configuration = Self.dropdown(options: 40)
        let state = Dropdown.State(isDroppedDown: true, text: String(repeating: "🇯🇵👍🏽", count: 30))
        let sheet = ActionSheet.Configuration(
            title: String(repeating: "🍫 ", count: 60), buttons: (0..<30).map { "😀 Button \($0)" })
        let menu = ContextMenu.Configuration(options: (0..<30).map { ContextMenu.Option(text: "👍🏽 Item \($0)") })
        for layout in [
            Dropdown.layout(configuration, state, viewport, Self.measurer),
            ActionSheet.layout(sheet, ActionSheet.State(isShowing: true), viewport, Self.measurer),
            ContextMenu.layout(menu, ContextMenu.State(isShown: true), viewport, Self.measurer),
        ] {
            let (png, everything) = try bothWays(layout, scale: scale)
            #expect(png == everything)
        }
    }

    /// Each demo, open, on a phone.
    @Test func theDemosAreTheSameBytesEitherWay() throws {
        let viewport = Viewport(.iPhone4, .portrait)
        let layouts = [
            Accordion.layout(
                .demo, Accordion.State(isOpen: true, items: Accordion.Configuration.demo.items, selectedItem: 0),
                viewport, Self.measurer),
            Dropdown.layout(
                .demo, Dropdown.State(isDroppedDown: true, text: "Select Flavour"), viewport, Self.measurer),
            TabSplit.layout(.demo, TabSplit.initialState(for: .demo), viewport, Self.measurer),
        ]
        for layout in layouts {
            let (png, everything) = try bothWays(layout, scale: 2)
            #expect(png == everything)
        }
    }

    /// The same emoji drawn many times at several sizes, by a canvas that keeps its decoded
    /// bitmaps, one that keeps one at a time, and one that decodes every time.
    @Test func keptBitmapsDrawTheSamePixels() throws {
        let bitmaps = Self.emoji.compactMap { text -> (png: [UInt8], bounds: Rect)? in
            let font = Font(.sans, size: 24, lineHeight: 28)
            guard case .bitmap(let png, let bounds) = Self.measurer.glyphs(of: text, in: font).first?.shape else {
                return nil
            }
            return (png, bounds)
        }
        #expect(bitmaps.count == Self.emoji.count)
        func draw(keeping bytes: Int) throws -> [UInt8] {
            let canvas = try Canvas(width: 200, height: 120, scale: 2, skipsInvisible: true, bitmapCacheBytes: bytes)
            for index in 0..<60 {
                let (png, bounds) = bitmaps[index * 7 % bitmaps.count]
                let size = 0.5 + Double(index % 4) * 0.4
                canvas.drawPNG(
                    png,
                    in: Rect(
                        x: Double(index % 10) * 20, y: Double(index / 10) * 20, width: bounds.width * size,
                        height: bounds.height * size))
            }
            return canvas.rgbaPixels()
        }
        let kept = try draw(keeping: BitmapCache<Void>.defaultCapacityBytes)
        #expect(kept == (try draw(keeping: 0)))
        #expect(kept == (try draw(keeping: 136 * 128 * 4)))
    }
}
