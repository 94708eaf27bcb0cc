import MenuCore

/// What a snapshot's painter draws on: the few operations it uses, in points with y down.
/// `Canvas` draws them with cairo; `CountingSurface` draws nothing and charges each what it
/// would touch (`DrawingCost`). A painter walks a display list twice, onto a counting surface to
/// price it and, if the price fits, onto a canvas; both skip the same glyphs and images (those
/// wholly outside the clip, `ClipBounds`) and decode the same bitmaps (`BitmapCache`), so the
/// price follows the drawing exactly.
public protocol Surface: AnyObject {
    func save()
    func restore()
    /// Moves the origin of what follows by (`x`, `y`) points, until the enclosing `restore()`.
    func translate(x: Double, y: Double)
    /// Clips further drawing to `rect`, rounded by `cornerRadius` (CSS border-radius: circular
    /// arcs, radii clamped as CSS clamps them), until the enclosing `restore()`.
    func clip(to rect: Rect, cornerRadius: Double)
    func fill(_ rect: Rect, cornerRadius: Double, color: RGBA)
    /// A CSS border of `width` drawn inside `rect`'s edge (the border box), outer radius
    /// `cornerRadius`, inner radius max(0, r − width): the ring between the two rounded rects,
    /// as Chromium draws a uniform solid border (outer rrect minus inner rrect).
    func strokeInside(_ rect: Rect, cornerRadius: Double, width: Double, color: RGBA)
    /// Draws what follows into a group composited with `alpha` at `endGroup(alpha:)` (CSS
    /// opacity on an element and its children), clipped to `bounds` if there are any.
    func beginGroup(bounds: Rect?)
    func endGroup(alpha: Double)
    /// Fills several paths, each at its origin, as one; those wholly outside the clip are skipped.
    func fill(_ paths: [(path: Path, origin: Point)], color: RGBA)
    /// A PNG scaled into `rect`; skipped, not even decoded, when `rect` is wholly outside the clip.
    func drawPNG(_ png: [UInt8], in rect: Rect)
    /// An SVG document drawn into `rect` as Chromium renders an `<img>` (or a mask image) sized
    /// 100% × 100%: a document with a viewBox is fitted by its preserveAspectRatio (by default
    /// centred, uniformly scaled); one with only a width and height is stretched to the rect.
    /// With `tint`, the SVG is used as an alpha mask over a fill of `tint` (CSS mask-image with
    /// background-color). Skipped, not even parsed, when `rect` is wholly outside the clip.
    func drawSVG(_ svg: [UInt8], in rect: Rect, tint: RGBA?) throws(DrawingError)
    /// CSS `backdrop-filter: blur(radius)` over `rect` (rounded by `cornerRadius`): what is
    /// already drawn inside `rect` (in the current group, if one is open) is replaced with its
    /// Gaussian blur of standard deviation `radius` points, clipped to the rounded rect.
    func blurBackdrop(in rect: Rect, radius: Double, cornerRadius: Double)
    /// A line of `scalars` Unicode scalars about to be shaped and placed: what the painter does
    /// before it draws the line's glyphs (a counting surface charges it; a canvas has nothing to do).
    func noteLine(scalars: Int)
}

extension Surface {
    /// Fills `path` (points, y down) placed at `origin`, with the non-zero rule, antialiased.
    public func fill(_ path: Path, at origin: Point, color: RGBA) {
        fill([(path, origin)], color: color)
    }
}

/// A surface's size in device pixels: `ceil(points × scale)` each way (1e-9: products such as
/// 0.1 × 3 land a hair above the whole pixel they mean). Throws for a size or scale that is not
/// a finite positive number.
func pixelSize(width: Double, height: Double, scale: Double) throws(DrawingError) -> (width: Int, height: Int) {
    guard scale.isFinite, scale > 0, width.isFinite, width >= 0, height.isFinite, height >= 0 else {
        throw DrawingError(message: "no canvas of \(width) × \(height) points at scale \(scale)")
    }
    func pixels(_ points: Double) -> Int { max(0, Int(min((points * scale - 1e-9).rounded(.up), 1e9))) }
    return (pixels(width), pixels(height))
}
