import HTTPServer
import QRCode

/// The answer of `GET /s/{id}/qr.svg`: the SVG QR code of a short link, drawn by the server
/// (`QRCode`, libqrencode). Route-free: the short-link route resolves the id and passes the
/// absolute short link it encodes.
enum QRCodeResponse {
    /// A short link never changes what it points to, but its absolute URL starts with the
    /// origin (`SnapshotLink.origin`), which a new public URL changes: a day, as the pages.
    static let cacheControl = "public, max-age=86400"

    /// The SVG of `text` (`image/svg+xml`, with an entity tag); a text the code cannot hold is a
    /// 400 naming the limit.
    static func svg(encoding text: String) throws(HTTPError) -> Response {
        let svg: [UInt8]
        do {
            svg = try qrSVG(for: text)
        } catch {
            throw HTTPError.badRequest("No QR code: \(error.description).", code: "qr_code_text")
        }
        var response = Response(body: svg)
        response.headers.set("Content-Type", "image/svg+xml")
        response.headers.set("Cache-Control", cacheControl)
        return response.withETag()
    }
}
