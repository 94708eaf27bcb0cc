import Drawing
import MenuCore
import TextShaping

/// What a link-preview card says beside the device: the product's name, the menu's title, what
/// the state's last tap did, in words, and the device it is shown on.
public struct CardText: Sendable, Hashable {
    public var title: String
    /// The last tap described as the Events panel describes it, or what stands for none.
    public var lastTap: String
    /// The words over it: "Last tap", or "Last edit" when the last step was an edit of the options.
    public var lastTapHeading = "Last tap"
    public var product: String
    /// The device as people name it, at the card's foot: "iPhone 4-inch · portrait".
    public var device: String

    public init(title: String, lastTap: String, product: String, device: String = "") {
        self.title = title
        self.lastTap = lastTap
        self.product = product
        self.device = device
    }
}

/// A 1200 × 630 link-preview card (Open Graph's and Twitter's large image): the device's screen
/// in a rounded bezel as the pages draw it (screen.css `.device`), on a neutral background, with
/// the words of `CardText` beside it, drawn by the snapshot's own painters.
///
/// The canvas's scale is the screen's: the card is 1200 / k × 630 / k points at k device pixels
/// per point, where k fits the device in the card. So the screen is painted exactly as a snapshot
/// at scale k (same snapping, same glyph placement), and the card's own lengths, given in card
/// pixels, are divided by k.
public struct CardRenderer: Sendable {
    public static let pixelWidth = 1200
    public static let pixelHeight = 630

    /// The most characters of the last tap's words that are measured and drawn: a typed text
    /// may be long, and the card shows five lines at most anyway.
    static let maxTapCharacters = 160

    let snapshots: SnapshotRenderer

    public init(snapshots: SnapshotRenderer) {
        self.snapshots = snapshots
    }

    /// The card's PNG: deterministic bytes for the same layout, viewport and words.
    public func png(of layout: Layout, on viewport: Viewport, text: CardText) throws(DrawingError) -> [UInt8] {
        let plan = CardPlan(viewport: viewport)
        let canvas = try Canvas(width: plan.width, height: plan.height, scale: plan.scale)
        paint(layout, text: text, plan: plan, on: canvas)
        return try canvas.pngData()
    }

    /// What `png(of:on:text:)` will spend, in `WorkMeter` units: the same walk over a counting
    /// surface (`SnapshotRenderer.price(of:on:scale:)` for the card).
    public func price(of layout: Layout, on viewport: Viewport, text: CardText) throws(DrawingError) -> Int {
        let plan = CardPlan(viewport: viewport)
        let surface = try CountingSurface(width: plan.width, height: plan.height, scale: plan.scale)
        paint(layout, text: text, plan: plan, on: surface)
        return surface.price + DrawingCost.boxes(layout.boxes.count)
    }

    private func paint(_ layout: Layout, text: CardText, plan: CardPlan, on surface: some Surface) {
        let px = plan.points
        surface.fill(
            Rect(x: 0, y: 0, width: plan.width, height: plan.height), cornerRadius: 0, color: Palette.background)
        paintDevice(layout, plan: plan, on: surface)
        let words = CardWords(measurer: snapshots.measurer, plan: plan)
        var top = px(Spacing.margin)
        top = words.paint(text.product, style: .product, top: top, on: surface)
        top += px(28)
        top = words.paint(text.title, style: .title, top: top, on: surface)
        top += px(36)
        top = words.paint(text.lastTapHeading, style: .label, top: top, on: surface)
        top += px(8)
        _ = words.paint(String(text.lastTap.prefix(Self.maxTapCharacters)), style: .tap, top: top, on: surface)
        // The foot's line ends at the bottom margin, below the most lines the blocks above take.
        let foot = CardWords.Style.label
        _ = words.paint(
            text.device, style: foot, top: px(Double(Self.pixelHeight) - Spacing.margin - foot.lineHeight), on: surface)
    }

    /// The bezel (with a soft shadow under it), then the screen clipped to its own rectangle.
    private func paintDevice(_ layout: Layout, plan: CardPlan, on surface: some Surface) {
        let bezel = plan.bezel
        for (spread, alpha) in [(6.0, 0.04), (3.0, 0.06), (1.0, 0.10)] {
            let grow = plan.points(spread)
            let shadow = Rect(
                x: bezel.x - grow, y: bezel.y - grow + plan.points(4), width: bezel.width + 2 * grow,
                height: bezel.height + 2 * grow)
            surface.fill(shadow, cornerRadius: CardPlan.bezelRadius + grow, color: RGBA(white: 0, alpha: alpha))
        }
        surface.fill(bezel, cornerRadius: CardPlan.bezelRadius, color: Palette.bezel)
        surface.strokeInside(bezel, cornerRadius: CardPlan.bezelRadius, width: 1, color: Palette.bezelRing)
        let screen = plan.screen
        surface.fill(screen.insetBy(-1), cornerRadius: 0, color: .black)
        snapshots.paint(layout, inScreen: screen, on: surface, scale: plan.scale)
    }

    /// The card's lengths in card pixels.
    enum Spacing {
        static let margin = 56.0
        /// Between the words and the device.
        static let gap = 48.0
        /// The narrowest the words' column may be; a wide device is made smaller for it.
        static let minimumTextWidth = 420.0
        static let maxScale = 1.5
    }

    enum Palette {
        static let background = RGBA(red255: 0xEE, green255: 0xF0, blue255: 0xF4)
        static let bezel = RGBA(red255: 0x1D, green255: 0x1D, blue255: 0x1F)
        static let bezelRing = RGBA(red255: 0x55, green255: 0x55, blue255: 0x5C)
        static let ink = RGBA(red255: 0x1D, green255: 0x1D, blue255: 0x1F)
        static let muted = RGBA(red255: 0x5F, green255: 0x63, blue255: 0x68)
        static let accent = RGBA(red255: 0x00, green255: 0x66, blue255: 0xCC)
    }
}

extension Rect {
    fileprivate func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
