import Drawing
import MenuCore
import TextShaping

/// A box's text lines as the page lays them out (screen.css `.t` and `.line`): the lines, each
/// one line-height tall, stacked and centred as a block in the box's inner edge; each line
/// aligned in the space the insets leave; its baseline where Blink puts it, at the ascent plus
/// half the leading (rounded down) from the line's top; its glyphs where the measurer shaped
/// them. A text shadow is the same glyphs one point right and down, drawn first.
struct TextPainter: Sendable {
    let measurer: HarfBuzzTextMeasurer

    /// The colour of a text field's placeholder: Chromium's `::placeholder` (darkGray in its
    /// light scheme), as no display list says it.
    static let placeholderColor = RGBA(red255: 0x75, green255: 0x75, blue255: 0x75)

    func paint(_ run: TextRun, in inner: Rect, on canvas: some Surface, scale: Double) {
        let content = contentBox(of: run, in: inner)
        let lineHeight = run.font.lineHeight
        var top = content.y + Self.floor64((content.height - Double(run.lines.count) * lineHeight) / 2)
        for line in run.lines {
            paintLine(line, run: run, color: run.color, content: content, top: top, on: canvas, scale: scale)
            top += lineHeight
        }
    }

    /// A text field's one line: its whole text (the field scrolls, it is not truncated), or its
    /// placeholder while empty, clipped to the field's content box as an input clips it.
    func paintField(
        value: String, placeholder: String?, style run: TextRun, in inner: Rect, on canvas: some Surface, scale: Double
    ) {
        let content = contentBox(of: run, in: inner)
        let shown = value.isEmpty ? placeholder ?? "" : value
        guard !shown.isEmpty else { return }
        let top = content.y + Self.floor64((content.height - run.font.lineHeight) / 2)
        canvas.save()
        canvas.clip(to: Snapping.pixels(content), cornerRadius: 0)
        paintLine(
            shown, run: run, color: value.isEmpty ? Self.placeholderColor : run.color, content: content, top: top,
            on: canvas, scale: scale)
        canvas.restore()
    }

    /// The inner edge less the insets (the page's `--pl`/`--pr` padding).
    private func contentBox(of run: TextRun, in inner: Rect) -> Rect {
        let leading = Snapping.layout(max(0, run.leadingInset))
        let trailing = Snapping.layout(max(0, run.trailingInset))
        return Rect(
            x: inner.x + leading, y: inner.y, width: max(0, inner.width - leading - trailing), height: inner.height)
    }

    private func paintLine(
        _ line: String, run: TextRun, color: RGBA, content: Rect, top: Double, on canvas: some Surface, scale: Double
    ) {
        guard !line.isEmpty else { return }
        canvas.noteLine(scalars: line.unicodeScalars.count)
        // The page is laid out in CSS pixels whatever the device scale (measured against
        // Chromium's screenshots at 1× and 2×: test_snapshots.py), so the metrics round there;
        // glyphs take fractions of a device pixel only above 1×.
        let subpixel = scale > 1
        let metrics = measurer.lineMetrics(of: run.font)
        let halfLeading = ((run.font.lineHeight - metrics.ascent - metrics.descent) / 2).rounded(.down)
        let baseline = Snapping.baseline(top + halfLeading + metrics.ascent, scale: scale)
        let start = content.x + offset(of: line, run: run, width: content.width)
        let glyphs = measurer.glyphs(of: line, in: run.font)
        let place = Placement(scale: scale, subpixel: subpixel)
        if let shadow = run.shadow {
            draw(glyphs, at: Point(x: start + 1, y: baseline + 1), color: shadow, place: place, on: canvas)
        }
        draw(glyphs, at: Point(x: start, y: baseline), color: color, place: place, on: canvas)
    }

    /// Where a glyph's origin goes on the pixel grid: its own position with subpixel
    /// positioning, else the nearest whole device pixel (Skia's glyph positions without it).
    private struct Placement {
        let scale: Double
        let subpixel: Bool

        func x(_ points: Double) -> Double {
            subpixel ? points : (points * scale).rounded() / scale
        }
    }

    /// text-align within the content box; a line wider than it starts at its start (CSS Text).
    private func offset(of line: String, run: TextRun, width: Double) -> Double {
        let free = width - measurer.width(of: line, in: run.font)
        guard free > 0 else { return 0 }
        switch run.alignment {
        case .leading: return 0
        case .center: return Self.floor64(free / 2)
        case .trailing: return free
        }
    }

    private func draw(_ glyphs: [PlacedGlyph], at origin: Point, color: RGBA, place: Placement, on canvas: some Surface)
    {
        var outlines: [(path: Path, origin: Point)] = []
        outlines.reserveCapacity(glyphs.count)
        for glyph in glyphs {
            let pen = Point(x: place.x(origin.x + glyph.x), y: origin.y + glyph.y)
            switch glyph.shape {
            case .outline(let path):
                if !path.isEmpty { outlines.append((path, pen)) }
            case .bitmap(let png, let bounds):
                canvas.drawPNG(
                    png,
                    in: Rect(x: pen.x + bounds.x, y: pen.y + bounds.y, width: bounds.width, height: bounds.height))
            }
        }
        canvas.fill(outlines, color: color)
    }

    /// Blink's layout unit is 1/64 px, and its divisions round down.
    static func floor64(_ value: Double) -> Double {
        (value * 64).rounded(.down) / 64
    }
}
