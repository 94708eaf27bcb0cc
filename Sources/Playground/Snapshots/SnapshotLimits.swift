import HTTPServer
import MenuCore

/// What a snapshot may be: its scale, and its size in device pixels, which bounds the memory
/// (4 bytes a pixel) and the drawing and PNG encoding of one request before any is done.
enum SnapshotLimits {
    /// Device pixel ratios, as the phones and tablets the presets are.
    static let scales = [1, 2, 3]
    /// Device pixels in one snapshot: 16 MB of surface. An iPad at 2× (3.1 M) fits; at 3×
    /// (7.1 M) it does not.
    static let maxPixels = 4_000_000

    /// `?scale=k`, one of `scales` (absent: 1); anything else is a 400.
    static func scale(of request: Request) throws(HTTPError) -> Int {
        let query = try request.query()
        if let unknown = query.pairs.first(where: { $0.name != "scale" }) {
            throw HTTPError(
                status: .badRequest, code: "unknown_parameter",
                message: "The query parameter “\(unknown.name)” is not used here; a snapshot URL has only “scale”.",
                path: unknown.name)
        }
        guard let text = try query.single("scale") else { return 1 }
        guard let scale = Int(text), String(scale) == text, scales.contains(scale) else {
            throw HTTPError(
                status: .badRequest, code: "invalid_value", message: "“scale” must be 1, 2 or 3, not “\(text)”.",
                path: "scale")
        }
        return scale
    }

    /// The surface's size for `viewport` at `scale`, refused past `maxPixels`.
    static func checkPixels(of viewport: Viewport, scale: Int) throws(HTTPError) {
        let pixels = pixelCount(of: viewport, scale: scale)
        guard pixels <= maxPixels else {
            throw HTTPError(
                status: .badRequest, code: "snapshot_too_large",
                message: "A snapshot of this screen at scale \(scale) is \(pixels) pixels; at most \(maxPixels) "
                    + "are drawn. Ask for a smaller scale.",
                path: "scale")
        }
    }

    static func pixelCount(of viewport: Viewport, scale: Int) -> Int {
        let width = Int((viewport.width * Double(scale)).rounded(.up))
        let height = Int((viewport.height * Double(scale)).rounded(.up))
        return width * height
    }
}
