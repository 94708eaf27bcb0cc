import MenuCore

/// One glyph of a line, placed: its pen position from the line's start (x, in points, growing
/// rightwards, in visual order) and baseline offset (y, points, down), and what to draw.
///
/// Both include the offset shaping gives the glyph (a mark moved over its base, a kashida), so
/// the glyph's origin is drawn exactly at (x, y).
public struct PlacedGlyph: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var shape: GlyphShape

    public init(x: Double, y: Double, shape: GlyphShape) {
        self.x = x
        self.y = y
        self.shape = shape
    }
}

/// What a glyph draws, at one font size.
public enum GlyphShape: Sendable, Hashable {
    /// An outline in points for this font size, origin at the glyph's pen position on the baseline, y down.
    case outline(Path)
    /// A colour bitmap (an emoji's PNG from the face's CBDT strike), to be drawn in `bounds`
    /// (points, relative to the pen position on the baseline, y down) — scaled as Chromium/Skia scales a
    /// bitmap strike to the font size.
    case bitmap(png: [UInt8], bounds: Rect)

    /// The shape `factor` times as large: from font units or strike pixels to points.
    func scaled(by factor: Double) -> GlyphShape {
        switch self {
        case .outline(let path):
            .outline(path.scaled(by: factor))
        case .bitmap(let png, let bounds):
            .bitmap(
                png: png,
                bounds: Rect(
                    x: bounds.x * factor, y: bounds.y * factor, width: bounds.width * factor,
                    height: bounds.height * factor))
        }
    }
}

extension Path {
    /// Every point `factor` times as far from the origin.
    func scaled(by factor: Double) -> Path {
        func scale(_ point: Point) -> Point { Point(x: point.x * factor, y: point.y * factor) }
        return Path(
            elements.map { element in
                switch element {
                case .move(let to): .move(to: scale(to))
                case .line(let to): .line(to: scale(to))
                case .quadratic(let control, let to): .quadratic(control: scale(control), to: scale(to))
                case .cubic(let control1, let control2, let to):
                    .cubic(control1: scale(control1), control2: scale(control2), to: scale(to))
                case .close: .close
                }
            })
    }
}
