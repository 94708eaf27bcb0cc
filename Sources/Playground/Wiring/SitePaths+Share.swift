import HTTPServer

/// The short-link paths the share panel names. The short-link routes register them (`POST /s`,
/// `GET /s/{id}`, `GET /s/{id}/share`, `GET /s/{id}/qr.svg`, `POST /api/v1/links`).
extension SitePaths {
    static let shortLinkQRCode: RoutePath = "/s/{id}/qr.svg"

    /// `/s/{id}`.
    static func shortLink(id: String) -> String { shortLink.path(id) }

    /// `/s/{id}/qr.svg`: the short link's QR code.
    static func shortLinkQRCode(id: String) -> String { shortLinkQRCode.path(id) }
}

extension SitePaths {
    /// `/s/{id}/share`: the page the no-script form lands on.
    static func shortLinkShare(id: String) -> String { shortLinkShare.path(id) }
}
