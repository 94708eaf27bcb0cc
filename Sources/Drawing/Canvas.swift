import CCairo
import MenuCore

/// A bitmap drawn the way Chromium paints a page: antialiased fills blended in sRGB (cairo's
/// default, like Chromium's, is no linear-light blending), boxes rounded as CSS rounds them.
///
/// Coordinates are points with y down; the canvas applies its scale itself. The only file that
/// calls cairo; librsvg is `SVGDocument`'s, and what needs neither is plain Swift beside it
/// (`CanvasState`, `BackdropBlur`, `CanvasOutput`). A canvas is used by one thread at a time;
/// canvases share no state, so many may draw at once on different threads. Glyphs and images
/// wholly outside the clip are skipped (`ClipBounds`), and each bitmap is decoded once while the
/// canvas keeps it (`BitmapCache`), as a `CountingSurface` prices them.
public final class Canvas: Surface {
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let scale: Double
    private var state: CanvasState
    private var bitmaps: BitmapCache<DecodedImage>

    /// The surface's size in device pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// A transparent ARGB32 surface of `width` × `height` points at `scale` device pixels per
    /// point (pixel size = ceil(points × scale)). Throws if cairo cannot create it.
    public convenience init(width: Double, height: Double, scale: Double) throws(DrawingError) {
        try self.init(
            width: width, height: height, scale: scale, skipsInvisible: true,
            bitmapCacheBytes: BitmapCache<DecodedImage>.defaultCapacityBytes)
    }

    /// For tests: a canvas that draws what is outside the clip too, or keeps fewer bitmaps.
    init(
        width: Double, height: Double, scale: Double, skipsInvisible: Bool, bitmapCacheBytes: Int
    ) throws(DrawingError) {
        (pixelWidth, pixelHeight) = try pixelSize(width: width, height: height, scale: scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let context = cairo_create(surface)!
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw DrawingError(message: "cairo: \(String(cString: cairo_status_to_string(status)))")
        }
        (self.surface, self.context, self.scale) = (surface, context, scale)
        state = CanvasState(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, skipsInvisible: skipsInvisible)
        bitmaps = BitmapCache(capacityBytes: bitmapCacheBytes)
        cairo_scale(context, scale, scale)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    public func save() {
        state.save()
        cairo_save(context)
    }

    public func restore() {
        state.restore()
        cairo_restore(context)
    }

    public func translate(x: Double, y: Double) {
        state.translate(x: x, y: y)
        cairo_translate(context, x, y)
    }

    public func clip(to rect: Rect, cornerRadius: Double) {
        cairo_new_path(context)
        append(RoundedRect(rect, cornerRadius: cornerRadius).segments)
        cairo_clip(context)
        state.clip(to: rect, cornerRadius: cornerRadius)
    }

    public func fill(_ rect: Rect, cornerRadius: Double, color: RGBA) {
        cairo_new_path(context)
        append(RoundedRect(rect, cornerRadius: cornerRadius).segments)
        setSource(color)
        cairo_fill(context)
    }

    /// A border is the even-odd fill of its outer rounded rect and its inner one.
    public func strokeInside(_ rect: Rect, cornerRadius: Double, width: Double, color: RGBA) {
        let outer = RoundedRect(rect, cornerRadius: cornerRadius)
        guard width > 0, !outer.isEmpty else { return }
        cairo_save(context)
        cairo_new_path(context)
        append(outer.segments)
        if let inner = outer.inset(by: width) { append(inner.segments) }
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
        setSource(color)
        cairo_fill(context)
        cairo_restore(context)
    }

    /// With `bounds`, the group's surface is only as large as they are: cairo makes a group's
    /// surface the size of the clip, and a full-screen one at 3× is 28 MB to clear and composite.
    public func beginGroup(bounds: Rect? = nil) {
        state.beginGroup(bounds: bounds)
        cairo_save(context)
        if let bounds {
            cairo_new_path(context)
            cairo_rectangle(context, bounds.x, bounds.y, bounds.width, bounds.height)
            cairo_clip(context)
        }
        cairo_push_group(context)
    }

    public func endGroup(alpha: Double) {
        state.endGroup()
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, alpha)
        cairo_restore(context)
    }

    /// Fills several paths, each at its origin, as one: a line's glyphs in one rasterization
    /// rather than one a glyph, which costs several times as much. A path wholly outside the
    /// clip is left out (it would cover no pixel the clip lets through).
    public func fill(_ paths: [(path: Path, origin: Point)], color: RGBA) {
        let visible = paths.filter { path, origin in
            path.controlBounds(at: origin).map { state.isVisible($0) } ?? false
        }
        guard !visible.isEmpty else { return }
        cairo_new_path(context)
        for (path, origin) in visible { append(path.segments(at: origin)) }
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        setSource(color)
        cairo_fill(context)
    }

    /// Paints a PNG (e.g. an emoji bitmap) scaled into `rect`. cairo's GOOD filter is bilinear
    /// (Chromium's for a scaled image) unless it shrinks the image by more than about 1.33, where
    /// it averages boxes of pixels as Chromium's mipmaps do. Edge pixels are padded outwards, as
    /// Skia clamps to an image's own pixels. Draws nothing if the bytes are not a PNG, nor
    /// (without decoding them) when `rect` is wholly outside the clip. The PNG is decoded once
    /// while the canvas keeps it (`BitmapCache`): a line of emoji draws a few bitmaps many times.
    public func drawPNG(_ png: [UInt8], in rect: Rect) {
        guard rect.width > 0, rect.height > 0, state.isVisible(rect),
            let decoded = bitmaps.image(for: png, decode: { DecodedImage(png: png) }).image
        else { return }
        // Held to the end: a bitmap too large to keep is destroyed with its last reference.
        defer { withExtendedLifetime(decoded) {} }
        let image = decoded.surface
        let (width, height) = (cairo_image_surface_get_width(image), cairo_image_surface_get_height(image))
        guard width > 0, height > 0 else { return }
        cairo_save(context)
        cairo_new_path(context)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_translate(context, rect.x, rect.y)
        cairo_scale(context, rect.width / Double(width), rect.height / Double(height))
        cairo_set_source_surface(context, image, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_fill(context)
        cairo_restore(context)
    }

    /// librsvg renders the document (`SVGDocument`), the tinted one into a group that then masks
    /// the tint.
    public func drawSVG(_ svg: [UInt8], in rect: Rect, tint: RGBA?) throws(DrawingError) {
        guard state.isVisible(rect) else { return }
        let document = try SVGDocument(svg)
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        // A tinted icon's mask is a group: its surface covers the icon alone, as a clip makes it
        // (see `beginGroup(bounds:)`); an image draws inside its box anyway.
        cairo_new_path(context)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(context)
        var viewport = rect
        if let (width, height) = document.stretchedSize {
            cairo_translate(context, rect.x, rect.y)
            cairo_scale(context, rect.width / width, rect.height / height)
            viewport = Rect(x: 0, y: 0, width: width, height: height)
        }
        if tint != nil { cairo_push_group(context) }
        let rendered = Result { () throws(DrawingError) in try document.render(on: context, viewport: viewport) }
        if let tint {
            let mask = cairo_pop_group(context)
            setSource(tint)
            cairo_mask(context, mask)
            cairo_pattern_destroy(mask)
        }
        try rendered.get()
    }

    /// The blur reads only the pixels under `rect`, rounded out to whole pixels, and mirrors them
    /// past its edges as Chromium's backdrop filter does (`BackdropBlur`, `BoxBlur`).
    public func blurBackdrop(in rect: Rect, radius: Double, cornerRadius: Double) {
        let target = cairo_get_group_target(context)!
        guard rect.width > 0, rect.height > 0, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return }
        cairo_surface_flush(target)
        // A group's surface covers only its extents: its pixel = device coordinate + offset.
        var (offsetX, offsetY) = (0.0, 0.0)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        var (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        cairo_user_to_device(context, &x0, &y0)
        cairo_user_to_device(context, &x1, &y1)
        let region = PixelRegion(
            enclosingMinX: min(x0, x1) + offsetX, minY: min(y0, y1) + offsetY,
            maxX: max(x0, x1) + offsetX, maxY: max(y0, y1) + offsetY,
            limitWidth: Int(cairo_image_surface_get_width(target)),
            limitHeight: Int(cairo_image_surface_get_height(target)))
        guard let blur = BackdropBlur(radius: radius, scale: scale, region: region) else { return }
        let blurred = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(blur.width), Int32(blur.height))!
        defer { cairo_surface_destroy(blurred) }
        guard cairo_surface_status(blurred) == CAIRO_STATUS_SUCCESS,
            let (source, sourceStride) = Self.pixels(of: target),
            let (destination, destinationStride) = Self.pixels(of: blurred)
        else { return }
        blur.apply(
            source: source, sourceStride: sourceStride, destination: destination, destinationStride: destinationStride)
        cairo_surface_mark_dirty(blurred)
        cairo_save(context)
        cairo_new_path(context)
        append(RoundedRect(rect, cornerRadius: cornerRadius).segments)
        cairo_clip(context)
        // SOURCE under an antialiased clip: inside, the blur replaces the pixels; on the edge
        // they mix by coverage.
        cairo_identity_matrix(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_translate(context, Double(region.x) - offsetX, Double(region.y) - offsetY)
        cairo_scale(context, Double(blur.factor), Double(blur.factor))
        cairo_set_source_surface(context, blurred, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_paint(context)
        cairo_restore(context)
    }

    public func noteLine(scalars: Int) {}

    /// The surface's pixels as drawn so far (a group still open is not part of them), rows
    /// `stride` words apart, and whether cairo reports the surface free of errors; nil if it has
    /// no pixels. For `pngData()` and `rgbaPixels()`.
    func drawnPixels() -> (words: UnsafeMutablePointer<UInt32>, stride: Int, intact: Bool)? {
        cairo_surface_flush(surface)
        let intact = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        return Self.pixels(of: surface).map { ($0.0, $0.1, intact) }
    }

    private func setSource(_ color: RGBA) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    private func append(_ segments: [Segment]) {
        for segment in segments {
            switch segment {
            case .move(let point): cairo_move_to(context, point.x, point.y)
            case .line(let point): cairo_line_to(context, point.x, point.y)
            case .cubic(let c1, let c2, let point): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, point.x, point.y)
            case .close: cairo_close_path(context)
            }
        }
    }

    /// An image surface's pixels as native 32-bit words (ARGB32 rows are whole words apart), or
    /// nil for a surface without pixels (empty, or in an error state).
    private static func pixels(of image: OpaquePointer) -> (UnsafeMutablePointer<UInt32>, Int)? {
        guard let data = cairo_image_surface_get_data(image) else { return nil }
        let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        return (words, Int(cairo_image_surface_get_stride(image)) / 4)
    }

    /// A PNG decoded by cairo, destroyed when the canvas's cache lets it go.
    private final class DecodedImage {
        let surface: OpaquePointer

        /// nil if the bytes are not a PNG cairo can decode.
        init?(png: [UInt8]) {
            let image = png.withUnsafeBufferPointer { buffer in
                var cursor = buffer[...]
                return withUnsafeMutablePointer(to: &cursor) { pointer in
                    cairo_image_surface_create_from_png_stream(
                        { closure, data, length in
                            let cursor = closure!.assumingMemoryBound(to: Slice<UnsafeBufferPointer<UInt8>>.self)
                            guard cursor.pointee.count >= Int(length) else { return CAIRO_STATUS_READ_ERROR }
                            data!.update(
                                from: cursor.pointee.base.baseAddress! + cursor.pointee.startIndex, count: Int(length))
                            cursor.pointee.removeFirst(Int(length))
                            return CAIRO_STATUS_SUCCESS
                        }, pointer)
                }!
            }
            guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(image)
                return nil
            }
            surface = image
        }

        deinit { cairo_surface_destroy(surface) }
    }
}
