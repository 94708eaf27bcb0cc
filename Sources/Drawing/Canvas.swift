import CCairo
import MenuCore

/// A bitmap drawn the way Chromium paints a page: antialiased fills blended in sRGB (cairo's
/// default, like Chromium's, is no linear-light blending), boxes rounded as CSS rounds them.
///
/// Coordinates are points with y down; the canvas applies its scale itself. The only file that
/// calls cairo and librsvg. A canvas is used by one thread at a time; canvases share no state, so
/// many may draw at once on different threads. Glyphs and images wholly outside the clip are
/// skipped (`ClipBounds`), and each bitmap is decoded once while the canvas keeps it
/// (`BitmapCache`), as a `CountingSurface` prices them.
public final class Canvas: Surface {
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let scale: Double
    /// What `save()` and `beginGroup()` opened, innermost last. cairo puts a context in a
    /// permanent error state on an unmatched restore or pop, so the canvas refuses them first.
    private var nesting: [Nesting] = []
    private enum Nesting { case state, group }
    private var clips: ClipBounds
    private var bitmaps: BitmapCache<DecodedImage>
    private let skipsInvisible: Bool

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
        clips = ClipBounds(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        bitmaps = BitmapCache(capacityBytes: bitmapCacheBytes)
        self.skipsInvisible = skipsInvisible
        cairo_scale(context, scale, scale)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    public func save() {
        nesting.append(.state)
        clips.save()
        cairo_save(context)
    }

    public func restore() {
        precondition(nesting.popLast() == .state, "restore() without a matching save()")
        clips.restore()
        cairo_restore(context)
    }

    public func translate(x: Double, y: Double) {
        // A non-finite matrix would put the context in cairo's permanent error state.
        precondition(x.isFinite && y.isFinite, "translate(x: \(x), y: \(y))")
        clips.translate(x: x, y: y)
        cairo_translate(context, x, y)
    }

    /// Clips further drawing to `rect`, rounded by `cornerRadius` (CSS border-radius: circular
    /// arcs, radii clamped as CSS clamps them), until the enclosing `restore()`.
    public func clip(to rect: Rect, cornerRadius: Double) {
        cairo_new_path(context)
        append(RoundedRect(rect, cornerRadius: cornerRadius).segments)
        cairo_clip(context)
        clips.clip(to: rect, cornerRadius: cornerRadius)
    }

    public func fill(_ rect: Rect, cornerRadius: Double, color: RGBA) {
        cairo_new_path(context)
        append(RoundedRect(rect, cornerRadius: cornerRadius).segments)
        setSource(color)
        cairo_fill(context)
    }

    /// A CSS border of `width` drawn inside `rect`'s edge (the border box), outer radius
    /// `cornerRadius`, inner radius max(0, r − width): the ring between the two rounded rects,
    /// as Chromium draws a uniform solid border (outer rrect minus inner rrect).
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

    /// Draws what follows into a group composited with `alpha` at `endGroup(alpha:)` (CSS
    /// opacity on an element and its children). With `bounds`, what the group draws is clipped
    /// to them, and its surface is only as large: cairo makes a group's surface the size of the
    /// clip, and a full-screen one at 3× is 28 MB to clear and composite.
    public func beginGroup(bounds: Rect? = nil) {
        nesting.append(.group)
        cairo_save(context)
        clips.save()
        if let bounds {
            cairo_new_path(context)
            cairo_rectangle(context, bounds.x, bounds.y, bounds.width, bounds.height)
            cairo_clip(context)
            clips.clip(to: bounds)
        }
        cairo_push_group(context)
    }

    public func endGroup(alpha: Double) {
        precondition(nesting.popLast() == .group, "endGroup(alpha:) without a matching beginGroup()")
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, alpha)
        clips.restore()
        cairo_restore(context)
    }

    /// Fills `path` (points, y down) placed at `origin`, with the non-zero rule, antialiased.
    public func fill(_ path: Path, at origin: Point, color: RGBA) {
        fill([(path, origin)], color: color)
    }

    /// Fills several paths, each at its origin, as one: a line's glyphs in one rasterization
    /// rather than one a glyph, which costs several times as much. A path wholly outside the
    /// clip is left out (it would cover no pixel the clip lets through).
    public func fill(_ paths: [(path: Path, origin: Point)], color: RGBA) {
        let visible = paths.filter { path, origin in
            path.controlBounds(at: origin).map(isVisible) ?? false
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
        guard rect.width > 0, rect.height > 0, isVisible(rect),
            let decoded = bitmaps.image(for: png, decode: { Self.decodePNG(png).map(DecodedImage.init) }).image
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

    /// Renders an SVG document into `rect` as Chromium renders an `<img>` (or a mask image) sized
    /// 100% × 100%: a document with a viewBox is fitted by its preserveAspectRatio (by default
    /// centred, uniformly scaled); one with only a width and height is stretched to the rect.
    /// With `tint`, the SVG is used as an alpha mask over a fill of `tint` (CSS mask-image with
    /// background-color). Nothing is parsed when `rect` is wholly outside the clip.
    public func drawSVG(_ svg: [UInt8], in rect: Rect, tint: RGBA?) throws(DrawingError) {
        guard isVisible(rect) else { return }
        var error: UnsafeMutablePointer<GError>?
        guard !svg.isEmpty,
            let handle = svg.withUnsafeBufferPointer({
                rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error)
            })
        else { throw Self.drawingError(taking: error, otherwise: "not an SVG document") }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard rect.width > 0, rect.height > 0 else { return }
        rsvg_handle_set_dpi(handle, 96)  // CSS units: 1in = 96px.
        cairo_save(context)
        defer { cairo_restore(context) }
        // A tinted icon's mask is a group: its surface covers the icon alone, as a clip makes it
        // (see `beginGroup(bounds:)`); an image draws inside its box anyway.
        cairo_new_path(context)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(context)
        var viewport = RsvgRectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        var hasViewBox: gboolean = 0
        var (width, height) = (0.0, 0.0)
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, nil)
        if hasViewBox == 0, rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0,
            width > 0, height > 0
        {
            cairo_translate(context, rect.x, rect.y)
            cairo_scale(context, rect.width / width, rect.height / height)
            viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        }
        if tint != nil { cairo_push_group(context) }
        let rendered = rsvg_handle_render_document(handle, context, &viewport, &error) != 0
        if let tint {
            let mask = cairo_pop_group(context)
            setSource(tint)
            cairo_mask(context, mask)
            cairo_pattern_destroy(mask)
        }
        guard rendered else { throw Self.drawingError(taking: error, otherwise: "the SVG did not render") }
    }

    /// CSS `backdrop-filter: blur(radius)` over `rect` (rounded by `cornerRadius`): replaces what
    /// is already drawn inside `rect` (in the current group, if one is open) with its Gaussian
    /// blur of standard deviation `radius` points, clipped to the rounded rect. The blur reads
    /// only the pixels under `rect`, rounded out to whole pixels, and mirrors them past its edges
    /// as Chromium's backdrop filter does (see `BoxBlur`).
    public func blurBackdrop(in rect: Rect, radius: Double, cornerRadius: Double) {
        let blur = BoxBlur(sigma: radius * scale)
        let target = cairo_get_group_target(context)!
        guard !blur.isIdentity, rect.width > 0, rect.height > 0,
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
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
        guard !region.isEmpty else { return }
        // Above 1×, a wide blur is computed on the pixels of 1× and drawn back up (`Downsample`).
        let factor = Swift.max(
            1, Swift.min(Int(scale.rounded(.down)), Int(radius * scale / 2), Downsample.maxFactor))
        let (width, height) = ((region.width + factor - 1) / factor, (region.height + factor - 1) / factor)
        let blurred = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(blurred) }
        guard cairo_surface_status(blurred) == CAIRO_STATUS_SUCCESS,
            let (source, sourceStride) = Self.pixels(of: target),
            let (destination, destinationStride) = Self.pixels(of: blurred)
        else { return }
        let origin = source + region.y * sourceStride + region.x
        if factor == 1 {
            blur.apply(
                source: origin, sourceStride: sourceStride, destination: destination,
                destinationStride: destinationStride, width: width, height: height)
        } else {
            let small = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
            defer { small.deallocate() }
            Downsample.average(
                source: origin, sourceStride: sourceStride, width: region.width, height: region.height,
                factor: factor, into: small, destinationStride: width)
            BoxBlur(sigma: radius * scale / Double(factor)).apply(
                source: small, sourceStride: width, destination: destination, destinationStride: destinationStride,
                width: width, height: height)
        }
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
        cairo_scale(context, Double(factor), Double(factor))
        cairo_set_source_surface(context, blurred, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_paint(context)
        cairo_restore(context)
    }

    public func noteLine(scalars: Int) {}

    /// Whether drawing in `rect` may change a pixel (`ClipBounds`).
    private func isVisible(_ rect: Rect) -> Bool {
        !skipsInvisible || clips.visiblePixels(of: rect) > 0
    }

    /// The surface as PNG bytes (cairo_surface_write_to_png_stream, which unpremultiplies as PNG
    /// needs). A group still open is not part of it.
    public func pngData() throws(DrawingError) -> [UInt8] {
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { throw DrawingError(message: "cairo: the surface has no pixels") }
        return PNGEncoder.encode(
            premultiplied: UnsafePointer(data), stride: Int(cairo_image_surface_get_stride(surface)),
            width: pixelWidth, height: pixelHeight)
    }

    /// Raw straight-alpha RGBA pixels, row-major, for tests.
    public func rgbaPixels() -> [UInt8] {
        cairo_surface_flush(surface)
        guard let (pixels, stride) = Self.pixels(of: surface) else { return [] }
        return straightRGBA(from: pixels, stride: stride, width: pixelWidth, height: pixelHeight)
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

    /// The PNG decoded by cairo, or nil; a surface the caller destroys.
    private static func decodePNG(_ png: [UInt8]) -> OpaquePointer? {
        png.withUnsafeBufferPointer { buffer in
            var cursor = buffer[...]
            let image = withUnsafeMutablePointer(to: &cursor) { pointer in
                cairo_image_surface_create_from_png_stream(
                    { closure, data, length in
                        let cursor = closure!.assumingMemoryBound(to: Slice<UnsafeBufferPointer<UInt8>>.self)
                        guard cursor.pointee.count >= Int(length) else { return CAIRO_STATUS_READ_ERROR }
                        let chunk = cursor.pointee.prefix(Int(length))
                        data!.update(from: chunk.base.baseAddress! + chunk.startIndex, count: chunk.count)
                        cursor.pointee = cursor.pointee.dropFirst(Int(length))
                        return CAIRO_STATUS_SUCCESS
                    }, pointer)
            }!
            guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(image)
                return nil
            }
            return image
        }
    }

    /// A decoded bitmap, destroyed when the canvas's cache lets it go.
    private final class DecodedImage {
        let surface: OpaquePointer

        init(_ surface: OpaquePointer) { self.surface = surface }

        deinit { cairo_surface_destroy(surface) }
    }

    /// The GError's message (freeing it), or `fallback` when librsvg gave none.
    private static func drawingError(taking error: UnsafeMutablePointer<GError>?, otherwise fallback: String)
        -> DrawingError
    {
        guard let error else { return DrawingError(message: fallback) }
        defer { g_error_free(error) }
        return DrawingError(message: "librsvg: \(String(cString: error.pointee.message))")
    }
}
