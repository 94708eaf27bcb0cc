import HTTPServer

/// The short-link paths the share panel names. The short-link routes register them (`POST /s`,
/// `GET /s/{id}`, `GET /s/{id}/share`, `GET /s/{id}/qr.svg`, `POST /api/v1/links`).
extension SitePaths {
    /// `POST /s` with the form field `url`: creates the short link, then 303 to its share page.
    static let shortLinks: RoutePath = "/s"
    static let shortLink: RoutePath = "/s/{id}"
    static let shortLinkQRCode: RoutePath = "/s/{id}/qr.svg"
    static let apiLinks = RoutePath(apiPrefix + "/links")

    /// `/s/{id}`.
    static func shortLink(id: String) -> String { shortLink.path(id) }

    /// `/s/{id}/qr.svg`: the short link's QR code.
    static func shortLinkQRCode(id: String) -> String { shortLinkQRCode.path(id) }
}
