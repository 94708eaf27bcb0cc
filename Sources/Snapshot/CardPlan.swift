import Drawing
import MenuCore
import TextShaping

/// Where a card's parts go, in the canvas's points (card pixels ÷ `scale`): the device at the
/// right, as large as fits (at most 1.5×), the words in the column it leaves on the left.
struct CardPlan {
    /// The bezel around the screen and its corners, in the screen's points (screen.css `.device`).
    static let bezelPadding = 14.0
    static let bezelRadius = 32.0
    /// Above and below the device, in card pixels.
    static let verticalMargin = 40.0

    /// Device pixels per point: the screen's size on the card.
    let scale: Double
    /// The canvas in points.
    let width: Double
    let height: Double
    let bezel: Rect
    let screen: Rect
    /// The words' column: its left edge and width, in points.
    let textX: Double
    let textWidth: Double

    init(viewport: Viewport) {
        typealias Spacing = CardRenderer.Spacing
        let cardWidth = Double(CardRenderer.pixelWidth)
        let cardHeight = Double(CardRenderer.pixelHeight)
        let outerWidth = viewport.width + 2 * Self.bezelPadding
        let outerHeight = viewport.height + 2 * Self.bezelPadding
        let roomWidth = cardWidth - 2 * Spacing.margin - Spacing.gap - Spacing.minimumTextWidth
        let roomHeight = cardHeight - 2 * Self.verticalMargin
        let scale = min(roomWidth / outerWidth, roomHeight / outerHeight, Spacing.maxScale)
        // The screen's corner on a whole device pixel, so that its edges are crisp.
        let screenX = (cardWidth - Spacing.margin - outerWidth * scale + Self.bezelPadding * scale).rounded()
        let screenY = ((cardHeight - outerHeight * scale) / 2 + Self.bezelPadding * scale).rounded()
        self.scale = scale
        width = cardWidth / scale
        height = cardHeight / scale
        screen = Rect(x: screenX / scale, y: screenY / scale, width: viewport.width, height: viewport.height)
        bezel = Rect(
            x: screen.x - Self.bezelPadding, y: screen.y - Self.bezelPadding, width: outerWidth, height: outerHeight)
        textX = Spacing.margin / scale
        textWidth = max(0, bezel.x - Spacing.gap / scale - textX)
    }

    /// `pixels` card pixels in points.
    func points(_ pixels: Double) -> Double { pixels / scale }
}

/// The card's words: each a block of at most a few lines in the words' column, broken as the
/// pages break lines (`LineBreaker`, the measurer's opportunities) and the last truncated with
/// "…" (`TextFitting`), drawn by `TextPainter`.
struct CardWords {
    let measurer: HarfBuzzTextMeasurer
    let plan: CardPlan

    init(measurer: HarfBuzzTextMeasurer, plan: CardPlan) {
        self.measurer = measurer
        self.plan = plan
    }

    /// A kind of text on the card, in card pixels.
    struct Style {
        var weight: FontWeight
        var size: Double
        var lineHeight: Double
        var maxLines: Int
        var color: RGBA

        static let product = Style(
            weight: .bold, size: 26, lineHeight: 32, maxLines: 1, color: CardRenderer.Palette.accent)
        static let title = Style(weight: .bold, size: 58, lineHeight: 68, maxLines: 2, color: CardRenderer.Palette.ink)
        static let label = Style(
            weight: .regular, size: 24, lineHeight: 30, maxLines: 1, color: CardRenderer.Palette.muted)
        static let tap = Style(weight: .regular, size: 32, lineHeight: 42, maxLines: 5, color: CardRenderer.Palette.ink)
    }

    /// Draws `text` from `top` (points) and returns where the next block may start.
    func paint(_ text: String, style: Style, top: Double, on surface: some Surface) -> Double {
        let font = Font(.sans, style.weight, size: plan.points(style.size), lineHeight: plan.points(style.lineHeight))
        let lines = self.lines(of: text, font: font, maxLines: style.maxLines)
        guard !lines.isEmpty else { return top }
        let run = TextRun(text, lines: lines, font: font, color: style.color, alignment: .leading)
        let box = Rect(x: plan.textX, y: top, width: plan.textWidth, height: Double(lines.count) * font.lineHeight)
        TextPainter(measurer: measurer).paint(run, in: box, on: surface, scale: plan.scale)
        return box.maxY
    }

    /// At most `maxLines` lines; past them, the last line shown takes what follows.
    private func lines(of text: String, font: Font, maxLines: Int) -> [String] {
        let width = plan.textWidth
        var lines = LineBreaker.lines(of: text, width: width, font: font, measurer: measurer)
        if lines.count > maxLines {
            let rest = lines[(maxLines - 1)...].joined(separator: " ")
            lines.removeLast(lines.count - maxLines + 1)
            lines.append(rest)
        }
        // A word wider than the column stays on its line (the pages never break inside one):
        // here it is cut with "…" instead, as is the last line when more followed it.
        return lines.map { line in
            measurer.width(of: line, in: font) <= width
                ? line : TextFitting.truncated(line, width: width, font: font, measurer: measurer)
        }
    }
}
