import MenuCore

/// A surface that draws nothing: it charges each operation what a `Canvas` of the same size
/// would spend on it (`DrawingCost`), by what the operation touches inside the clip. A snapshot
/// is priced by running its own painter over one (no pixels, so it costs little more than the
/// walk), and drawn only if the price fits: the price is then what the drawing does, skipped
/// glyphs and reused bitmaps included, since both surfaces decide those by the same rules
/// (`ClipBounds`, `BitmapCache`).
public final class CountingSurface: Surface {
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The units of the operations so far; `price` adds the surface's own.
    public private(set) var operations = 0
    private var clips: ClipBounds
    private var busy: BusyTiles
    private var bitmaps = BitmapCache<Void>()
    private var depth = 0
    /// Whether the first thing drawn was an opaque fill over the whole surface, which keeps
    /// every pixel opaque (everything later draws over it), so the PNG is encoded once, as RGB.
    private var isOpaque: Bool?

    /// A surface of `width` × `height` points at `scale`, the size `Canvas` would make.
    public init(width: Double, height: Double, scale: Double) throws(DrawingError) {
        (pixelWidth, pixelHeight) = try pixelSize(width: width, height: height, scale: scale)
        clips = ClipBounds(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        busy = BusyTiles(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// The whole snapshot: the operations, and making, encoding and tagging the surface.
    public var price: Int {
        operations
            + DrawingCost.surface(
                pixels: pixelWidth * pixelHeight, busyPixels: busy.pixelCount, opaque: isOpaque ?? false)
    }

    /// Pixels that may differ from the pixels above them (see `BusyTiles`).
    public var busyPixels: Int { min(busy.pixelCount, pixelWidth * pixelHeight) }

    /// Notes the first drawing: only an opaque fill over every pixel, outside any group, makes
    /// the surface opaque.
    private func drawing(coversEverythingOpaquely covers: Bool = false) {
        if isOpaque == nil { isOpaque = covers && depth == 0 }
    }

    /// The rows where a shape's coverage changes down the page: its corners (or the clip's)
    /// and antialiasing, plus `extra` device pixels (a border's width).
    private func edgeBand(cornerRadius: Double, extra: Double = 0) -> Int {
        Self.pixels(max(cornerRadius * clips.scale, clips.cornerRadius) + extra) + 2
    }

    /// `length` device pixels, rounded up; a length that is not finite, or is absurd, as a
    /// million (more than any surface's side), so that a bad number errs towards busy.
    private static func pixels(_ length: Double) -> Int {
        length.isNaN ? 1_000_000 : Int(min(max(0, length), 1_000_000).rounded(.up))
    }

    public func save() {
        clips.save()
    }

    public func restore() {
        clips.restore()
    }

    public func translate(x: Double, y: Double) {
        clips.translate(x: x, y: y)
    }

    public func clip(to rect: Rect, cornerRadius: Double) {
        operations += DrawingCost.fill(pixels: clips.visiblePixels(of: rect))
        clips.clip(to: rect, cornerRadius: cornerRadius)
    }

    public func fill(_ rect: Rect, cornerRadius: Double, color: RGBA) {
        let visible = clips.visible(rect)
        drawing(coversEverythingOpaquely: color.alpha >= 1 && cornerRadius <= 0 && clips.covers(rect))
        operations += DrawingCost.fill(pixels: visible.pixelCount)
        busy.markEdges(of: visible, band: edgeBand(cornerRadius: cornerRadius))
    }

    public func strokeInside(_ rect: Rect, cornerRadius: Double, width: Double, color: RGBA) {
        let visible = clips.visible(rect)
        drawing()
        operations += DrawingCost.fill(pixels: visible.pixelCount)
        // The outer edge and the inner one, a border's width further in.
        busy.markEdges(of: visible, band: edgeBand(cornerRadius: cornerRadius, extra: max(0, width) * clips.scale))
    }

    public func beginGroup(bounds: Rect?) {
        drawing()
        depth += 1
        clips.save()
        if let bounds { clips.clip(to: bounds) }
        operations += DrawingCost.group(pixels: clips.pixelCount)
    }

    public func endGroup(alpha: Double) {
        depth -= 1
        clips.restore()
    }

    public func fill(_ paths: [(path: Path, origin: Point)], color: RGBA) {
        for (path, origin) in paths {
            guard let bounds = path.controlBounds(at: origin) else { continue }
            let visible = clips.visible(bounds)
            guard !visible.isEmpty else { continue }
            drawing()
            operations += DrawingCost.glyph(pixels: visible.pixelCount)
            busy.mark(visible)
        }
    }

    public func drawPNG(_ png: [UInt8], in rect: Rect) {
        let visible = clips.visible(rect)
        guard rect.width > 0, rect.height > 0, !visible.isEmpty else { return }
        drawing()
        let size = PNGHeader.size(of: png) ?? (0, 0)
        if bitmaps.image(for: png, decode: { () }).decoded {
            operations += DrawingCost.bitmapDecode(sourcePixels: size.width * size.height)
        }
        operations += DrawingCost.bitmapDraw(
            destinationPixels: visible.pixelCount,
            taps: Self.taps(source: size, destination: (rect.width * clips.scale, rect.height * clips.scale)))
        busy.mark(visible)
    }

    /// The source pixels cairo's GOOD filter reads for each pixel drawn (`_pixman_image_set_
    /// properties`): a box as wide as the shrink, up to 16 source pixels, when it shrinks by 4/3
    /// or more on an axis; 0 (bilinear) when it does not on either.
    static func taps(source: (width: Int, height: Int), destination: (width: Double, height: Double)) -> Int {
        func box(_ shrink: Double) -> Double {
            guard shrink.isFinite else { return 16 }
            return shrink < 4.0 / 3 ? 1 : min(shrink, 16)
        }
        let x = box(Double(source.width) / destination.width)
        let y = box(Double(source.height) / destination.height)
        guard x > 1 || y > 1 else { return 0 }
        return Int(x.rounded(.up) + 1) * Int(y.rounded(.up) + 1)
    }

    public func drawSVG(_ svg: [UInt8], in rect: Rect, tint: RGBA?) throws(DrawingError) {
        let visible = clips.visible(rect)
        guard !visible.isEmpty else { return }
        drawing()
        // A tinted icon is rendered into a group of its box, then masks the tint.
        operations += DrawingCost.icon(bytes: svg.count, pixels: visible.pixelCount * (tint == nil ? 1 : 2))
        busy.mark(visible)
    }

    public func blurBackdrop(in rect: Rect, radius: Double, cornerRadius: Double) {
        guard rect.width > 0, rect.height > 0, radius > 0 else { return }
        drawing()
        // The blur reads its whole rectangle whatever clips it (at most the surface's pixels).
        let region = clips.onSurface(rect)
        operations += DrawingCost.blur(pixels: region.pixelCount)
        // Three boxes of about 1.9 σ each (`BoxBlur`), on pixels averaged by up to the scale
        // (`Downsample`) and drawn back up bilinearly.
        let scale = clips.scale
        busy.spread(within: region, reach: Self.pixels(3 * radius * scale + scale) + 2)
        busy.markEdges(of: region, band: edgeBand(cornerRadius: cornerRadius))
    }

    public func noteLine(scalars: Int) {
        operations += DrawingCost.line(scalars: scalars)
    }
}
