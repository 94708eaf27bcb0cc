import HTML
import HTTPServer
import PlaygroundDomain

/// A page's link-preview tags, which name its card. A preview (Open Graph, Twitter cards) needs
/// absolute URLs: the configured public URL, else the request's own origin (its Host), so that
/// the page of one URL can differ by host only there.
enum SnapshotLink {
    /// A page's link-preview tags (Open Graph, and Twitter's large-image card): its title,
    /// description and absolute URL, and its 1200 × 630 card (`/cards/…`), absolute too.
    struct Preview {
        var title: String
        var description: String
        /// The card's path (`SitePaths.card(token:)`, `SitePaths.scenarioCard(token:)`).
        var image: String
        /// What the card shows, for those who cannot see it.
        var alt: String
        /// The page's own path and query.
        var url: String
        /// Where the absolute URLs start (`origin(of:publicURL:)`).
        var origin: String

        /// None without an origin to make the URLs absolute.
        init?(title: String, description: String, image: String, alt: String, url: String, origin: String?) {
            guard let origin else { return nil }
            (self.title, self.description, self.image, self.alt, self.url) = (title, description, image, alt, url)
            self.origin = origin
        }

        /// The preview of a page showing the state `token` of the menu titled `title`: its card.
        static func state(token: String, url: String, title: String, description: String, origin: String?) -> Self? {
            Self(
                title: title, description: description, image: SitePaths.card(token: token),
                alt: "\(title) on a device screen, with the last tap in words", url: url, origin: origin)
        }

        /// The preview of a page of the whole site (home, grid, scenario index), at `url`: the card
        /// of the first built-in demo's scenario, its last step (else the first menu's default).
        static func site(title: String, description: String, url: String, demos: [BuiltInDemo], origin: String?)
            -> Self?
        {
            let image =
                if let demo = demos.first {
                    SitePaths.scenarioCard(token: demo.scenarioToken)
                } else {
                    (try? MenuRegistry.menus[0].defaultToken()).map { SitePaths.card(token: $0) } ?? ""
                }
            return Self(
                title: title, description: description, image: image,
                alt: "A menu of the playground open on a device screen, with its last tap in words", url: url,
                origin: origin)
        }

        /// The card's size, as `CardRenderer` draws it.
        static let imageWidth = 1200
        static let imageHeight = 630

        func writeTags(into html: inout HTMLWriter) {
            Self.writeMeta(property: "og:type", "website", into: &html)
            Self.writeMeta(property: "og:site_name", "Menu Playground", into: &html)
            Self.writeMeta(property: "og:title", title, into: &html)
            Self.writeMeta(property: "og:description", description, into: &html)
            writeAbsolute(property: "og:url", url, into: &html)
            writeAbsolute(property: "og:image", image, into: &html)
            Self.writeMeta(property: "og:image:type", "image/png", into: &html)
            Self.writeMeta(property: "og:image:width", String(Self.imageWidth), into: &html)
            Self.writeMeta(property: "og:image:height", String(Self.imageHeight), into: &html)
            Self.writeMeta(property: "og:image:alt", alt, into: &html)
            html.beginStartTag("meta")
            html.attribute("name", "twitter:card")
            html.attribute("content", "summary_large_image")
            html.endStartTag()
        }

        private func writeAbsolute(property: String, _ path: String, into html: inout HTMLWriter) {
            html.beginStartTag("meta")
            html.attribute("property", property)
            html.beginAttribute("content")
            html.appendValue(origin)
            html.appendValue(path)
            html.endAttribute()
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
