import HTML
import HTTPServer

/// Where a state's snapshot is, and the link-preview tags that name it. A preview (Open Graph,
/// Twitter cards) needs an absolute URL: the configured public URL, else the request's own
/// scheme-less origin (its Host), so that the page of one URL can differ by host only there.
enum SnapshotLink {
    /// `/snapshots/{token}.png`, with `?scale=k` past 1.
    static func path(token: String, scale: Int = 1) -> String {
        "/snapshots/\(token).png" + (scale == 1 ? "" : "?scale=\(scale)")
    }

    /// The link-preview tags of a page showing `token`: `og:image` (the snapshot at scale 2,
    /// crisp in a chat's preview), `og:title`, `og:description` and a large-image Twitter card.
    /// None without an origin to make the image's URL absolute.
    static func previewTags(token: String, title: String, description: String, origin: String?) -> [Node] {
        guard let origin else { return [] }
        func meta(_ key: String, _ name: String, _ value: String) -> Node {
            .voidElement("meta", [Attribute(key, name), Attribute("content", value)])
        }
        return [
            meta("property", "og:title", title),
            meta("property", "og:description", description),
            meta("property", "og:image", origin + path(token: token, scale: 2)),
            meta("name", "twitter:card", "summary_large_image"),
        ]
    }

    /// The origin preview URLs start with: `publicURL` when configured (without a trailing
    /// slash), else `http://` and the request's Host when it is a plain host name or address
    /// with an optional port; nil otherwise (no tags rather than a URL made of a bad header).
    static func origin(of request: Request, publicURL: String?) -> String? {
        if let publicURL { return publicURL.hasSuffix("/") ? String(publicURL.dropLast()) : publicURL }
        guard let host = request.headers["Host"], !host.isEmpty, host.utf8.count <= 255,
            host.utf8.allSatisfy({ isHostByte($0) })
        else { return nil }
        return "http://" + host
    }

    /// Letters, digits, `-`, `.`, `:` (a port, IPv6) and brackets (IPv6).
    private static func isHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"),
            UInt8(ascii: "["), UInt8(ascii: "]"):
            true
        default: false
        }
    }
}
