import Drawing
import MenuCore
import TextShaping

/// What a contact sheet shows: the menu's title, a summary under it, and its screens in order.
public struct ContactSheet: Sendable {
    /// One screen laid out, its long-text copy's layout when the sheet shows copies, and its
    /// caption ("iPhone 4-inch · portrait").
    public struct Screen: Sendable {
        public var viewport: Viewport
        public var layout: Layout
        public var longText: Layout?
        public var caption: String

        public init(viewport: Viewport, layout: Layout, longText: Layout? = nil, caption: String) {
            self.viewport = viewport
            self.layout = layout
            self.longText = longText
            self.caption = caption
        }
    }

    public var title: String
    public var summary: String
    public var product = "Menu Playground"
    public var screens: [Screen]

    public init(title: String, summary: String, screens: [Screen]) {
        self.title = title
        self.summary = summary
        self.screens = screens
    }

    /// "Compared on 5 screens", and "…, each beside its long-text copy" when it shows them.
    public static func summary(screens: Int, longText: Bool) -> String {
        "Compared on \(screens) screen\(screens == 1 ? "" : "s")" + (longText ? ", each beside its long-text copy" : "")
    }

    /// Whether the tiles are pairs: a screen and its long-text copy.
    var showsCopies: Bool { screens.contains { $0.longText != nil } }

    var plan: ContactSheetPlan {
        ContactSheetPlan(
            sizes: screens.map { Size(width: $0.viewport.width, height: $0.viewport.height) }, copies: showsCopies)
    }
}

/// A 1200 × 630 contact sheet of a compare page (the compare card): every screen drawn by the
/// snapshot's painters at one common scale (`ContactSheetPlan`), under a header, each over its
/// caption. Like `CardRenderer`, the canvas's scale is the screens': the sheet is 1200 / k × 630
/// / k points at k device pixels per point, so each screen is painted exactly as a snapshot at
/// scale k, and the sheet's own lengths, given in sheet pixels, are divided by k.
public struct ContactSheetRenderer: Sendable {
    public static let pixelWidth = CardRenderer.pixelWidth
    public static let pixelHeight = CardRenderer.pixelHeight

    let snapshots: SnapshotRenderer

    public init(snapshots: SnapshotRenderer) {
        self.snapshots = snapshots
    }

    /// The sheet's PNG: deterministic bytes for the same layouts and words.
    public func png(of sheet: ContactSheet) throws(DrawingError) -> [UInt8] {
        let plan = sheet.plan
        let canvas = try Canvas(width: plan.width, height: plan.height, scale: plan.scale)
        paint(sheet, plan: plan, on: canvas)
        return try canvas.pngData()
    }

    /// What `png(of:)` will spend, in `WorkMeter` units: the same walk over a counting surface,
    /// plus the walk itself per box of every layout drawn.
    public func price(of sheet: ContactSheet) throws(DrawingError) -> Int {
        let plan = sheet.plan
        let surface = try CountingSurface(width: plan.width, height: plan.height, scale: plan.scale)
        paint(sheet, plan: plan, on: surface)
        let boxes = sheet.screens.map { $0.layout.boxes.count + ($0.longText?.boxes.count ?? 0) }.reduce(0, +)
        return surface.price + DrawingCost.boxes(boxes)
    }

    private func paint(_ sheet: ContactSheet, plan: ContactSheetPlan, on surface: some Surface) {
        surface.fill(
            Rect(x: 0, y: 0, width: plan.width, height: plan.height), cornerRadius: 0,
            color: CardRenderer.Palette.background)
        let words = SheetWords(measurer: snapshots.measurer, plan: plan)
        // The product at the title line's end, the title in what it leaves.
        let product = words.paint(sheet.product, style: .product, in: plan.title, alignment: .trailing, on: surface)
        var title = plan.title
        title.width = max(0, title.width - product - plan.points(CardRenderer.Spacing.gap))
        _ = words.paint(sheet.title, style: .title, in: title, alignment: .leading, on: surface)
        _ = words.paint(sheet.summary, style: .summary, in: plan.summary, alignment: .leading, on: surface)
        for (screen, tile) in zip(sheet.screens, plan.tiles) {
            for (index, layout) in [screen.layout, screen.longText].enumerated() {
                guard let layout, index < tile.screens.count else { continue }
                paintDevice(layout, bezel: tile.bezels[index], screen: tile.screens[index], plan: plan, on: surface)
            }
            words.paintCaption(screen.caption, in: tile.caption, on: surface)
        }
    }

    /// The bezel (with a soft shadow under it), then the screen clipped to its own rectangle,
    /// as on a card; the shadow in sheet pixels, the bezel in the screen's points.
    private func paintDevice(
        _ layout: Layout, bezel: Rect, screen: Rect, plan: ContactSheetPlan, on surface: some Surface
    ) {
        for (spread, alpha) in [(4.0, 0.04), (2.0, 0.06), (1.0, 0.10)] {
            let grow = plan.points(spread)
            let shadow = Rect(
                x: bezel.x - grow, y: bezel.y - grow + plan.points(3), width: bezel.width + 2 * grow,
                height: bezel.height + 2 * grow)
            surface.fill(shadow, cornerRadius: CardPlan.bezelRadius + grow, color: RGBA(white: 0, alpha: alpha))
        }
        surface.fill(bezel, cornerRadius: CardPlan.bezelRadius, color: CardRenderer.Palette.bezel)
        snapshots.paint(layout, inScreen: screen, on: surface, scale: plan.scale)
    }
}

/// The sheet's words: single lines cut with "…" to their box (`TextFitting`), drawn by
/// `TextPainter`; a caption too wide for its tile breaks at its " · " into two.
private struct SheetWords {
    let measurer: HarfBuzzTextMeasurer
    let plan: ContactSheetPlan

    /// A kind of text on the sheet, in sheet pixels.
    struct Style {
        var weight: FontWeight
        var size: Double
        var lineHeight: Double
        var color: RGBA

        static let title = Style(weight: .bold, size: 38, lineHeight: 48, color: CardRenderer.Palette.ink)
        static let product = Style(weight: .bold, size: 22, lineHeight: 48, color: CardRenderer.Palette.accent)
        static let summary = Style(weight: .regular, size: 22, lineHeight: 30, color: CardRenderer.Palette.muted)
        static let caption = Style(
            weight: .regular, size: 15, lineHeight: ContactSheetPlan.Spacing.captionLine,
            color: CardRenderer.Palette.muted)
    }

    private func font(_ style: Style) -> Font {
        Font(.sans, style.weight, size: plan.points(style.size), lineHeight: plan.points(style.lineHeight))
    }

    /// Draws `text` on one line in `box` and returns its width in points.
    func paint(
        _ text: String, style: Style, in box: Rect, alignment: TextAlignment, on surface: some Surface
    ) -> Double {
        let font = font(style)
        let line = fitted(text, width: box.width, font: font)
        guard !line.isEmpty else { return 0 }
        let run = TextRun(line, font: font, color: style.color, alignment: alignment)
        TextPainter(measurer: measurer).paint(
            run, in: Rect(x: box.x, y: box.y, width: box.width, height: font.lineHeight), on: surface,
            scale: plan.scale)
        return measurer.width(of: line, in: font)
    }

    /// The caption centred under its tile: on one line if it fits, else its parts on two.
    func paintCaption(_ caption: String, in box: Rect, on surface: some Surface) {
        let font = font(.caption)
        var lines = [caption]
        if measurer.width(of: caption, in: font) > box.width {
            lines = caption.split(separator: " · ", maxSplits: 1).map(String.init)
        }
        lines = lines.map { fitted($0, width: box.width, font: font) }
        let run = TextRun(caption, lines: lines, font: font, color: Style.caption.color, alignment: .center)
        TextPainter(measurer: measurer).paint(
            run, in: Rect(x: box.x, y: box.y, width: box.width, height: Double(lines.count) * font.lineHeight),
            on: surface, scale: plan.scale)
    }

    private func fitted(_ text: String, width: Double, font: Font) -> String {
        measurer.width(of: text, in: font) <= width
            ? text : TextFitting.truncated(text, width: width, font: font, measurer: measurer)
    }
}
