import CRsvg
import MenuCore

/// An SVG document parsed by librsvg, ready to render through a cairo context. The only file
/// that calls librsvg; `Canvas.drawSVG(_:in:tint:)` does the cairo part (the clip, the stretch,
/// the tint's mask). Lengths resolve at CSS's 96 pixels an inch.
struct SVGDocument: ~Copyable {
    private let handle: OpaquePointer

    /// Parses `svg`; throws librsvg's message if it is not an SVG document.
    init(_ svg: [UInt8]) throws(DrawingError) {
        var error: UnsafeMutablePointer<GError>?
        guard !svg.isEmpty,
            let handle = svg.withUnsafeBufferPointer({
                rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error)
            })
        else { throw Self.drawingError(taking: error, otherwise: "not an SVG document") }
        self.handle = handle
        rsvg_handle_set_dpi(handle, 96)  // CSS units: 1in = 96px.
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The document's width and height in pixels when it has no viewBox but a size, which
    /// Chromium stretches to the image's box; nil when it has a viewBox (fitted by its
    /// preserveAspectRatio) or no positive size.
    var stretchedSize: (width: Double, height: Double)? {
        var hasViewBox: gboolean = 0
        var (width, height) = (0.0, 0.0)
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, nil)
        guard hasViewBox == 0, rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0,
            width > 0, height > 0
        else { return nil }
        return (width, height)
    }

    /// Renders the document into `viewport` (user coordinates of `context`, a `cairo_t *`).
    func render(on context: OpaquePointer, viewport: Rect) throws(DrawingError) {
        var error: UnsafeMutablePointer<GError>?
        var viewport = RsvgRectangle(x: viewport.x, y: viewport.y, width: viewport.width, height: viewport.height)
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw Self.drawingError(taking: error, otherwise: "the SVG did not render")
        }
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
