import HTML
import HTTPServer

/// Where a state's snapshot is, and the link-preview tags that name it. A preview (Open Graph,
/// Twitter cards) needs an absolute URL: the configured public URL, else the request's own
/// scheme-less origin (its Host), so that the page of one URL can differ by host only there.
enum SnapshotLink {
    /// The link-preview tags of a page showing `token`: `og:image` (the snapshot at scale 2,
    /// crisp in a chat's preview), `og:title`, `og:description` and a large-image Twitter card.
    struct Preview {
        var token: String
        var title: String
        var description: String
        /// Where the image's absolute URL starts (`origin(of:publicURL:)`).
        var origin: String

        /// None without an origin to make the image's URL absolute.
        init?(token: String, title: String, description: String, origin: String?) {
            guard let origin else { return nil }
            self.token = token
            self.title = title
            self.description = description
            self.origin = origin
        }

        func writeTags(into html: inout HTMLWriter) {
            Self.writeMeta(property: "og:title", title, into: &html)
            Self.writeMeta(property: "og:description", description, into: &html)
            html.beginStartTag("meta")
            html.attribute("property", "og:image")
            html.beginAttribute("content")
            html.appendValue(origin)
            html.appendValue(SitePaths.snapshot(token: token, scale: 2))
            html.endAttribute()
            html.endStartTag()
            html.beginStartTag("meta")
            html.attribute("name", "twitter:card")
            html.attribute("content", "summary_large_image")
            html.endStartTag()
        }

        private static func writeMeta(property: String, _ content: String, into html: inout HTMLWriter) {
            html.beginStartTag("meta")
            html.attribute("property", property)
            html.attribute("content", content)
            html.endStartTag()
        }
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
