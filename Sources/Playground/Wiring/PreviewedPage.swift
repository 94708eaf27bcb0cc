import HTML
import HTTPServer
import Synchronization

/// A page rendered once at start (home, grid, scenario index) whose link-preview tags still
/// name the request's origin: the page is rendered with a placeholder origin and cut there, so a
/// request's page is the pieces joined by its origin, one copy and one hash, never a rendering.
/// Each origin's page is kept (at most `maxOrigins`, all dropped at once when passed), so the
/// route stays cheap, and any origin gets the same bytes from every replica.
final class PreviewedPage: Sendable {
    /// An origin no request can have (`.invalid` is reserved), which escaping leaves alone.
    static let placeholderOrigin = "http://origin.invalid"
    static let maxOrigins = 32

    private let pieces: [[UInt8]]
    private let template: Response
    /// Without an origin (a bad Host and no public URL): the page without preview tags.
    private let bare: Response
    private let publicURL: String?
    private let byOrigin = Mutex<[String: Response]>([:])

    /// `render(origin)` renders the page with previews from `origin`, or with none for nil.
    init<Failure: Error>(publicURL: String?, render: (String?) throws(Failure) -> Response) throws(Failure) {
        self.publicURL = publicURL
        bare = try render(nil)
        template = try render(Self.placeholderOrigin)
        pieces = Self.split(template.body, at: Array(Self.placeholderOrigin.utf8))
    }

    func response(to request: Request) -> Response {
        guard let origin = SnapshotLink.origin(of: request, publicURL: publicURL) else { return bare }
        if let kept = byOrigin.withLock({ $0[origin] }) { return kept }
        var response = template
        // The origin goes where the placeholder was, an attribute's value: escaped as one.
        var value = HTMLWriter(capacity: 64)
        value.appendValue(origin)
        response.body = Self.joined(pieces, with: value.bytes)
        response = response.withETag()
        byOrigin.withLock { pages in
            if pages.count >= Self.maxOrigins { pages.removeAll() }
            pages[origin] = response
        }
        return response
    }

    /// `bytes` cut at every occurrence of `marker`, which is not kept.
    static func split(_ bytes: [UInt8], at marker: [UInt8]) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var start = 0
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) {
                pieces.append(Array(bytes[start..<index]))
                index += marker.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(Array(bytes[start...]))
        return pieces
    }

    static func joined(_ pieces: [[UInt8]], with separator: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count } + separator.count * max(0, pieces.count - 1))
        for (index, piece) in pieces.enumerated() {
            if index > 0 { bytes += separator }
            bytes += piece
        }
        return bytes
    }
}
