import HTTPServer

/// `GET /s/{id}`, the redirect to a short link's page, and `POST /s`, the form that makes one
/// without script and answers `303` to its share page. Errors are the site's error pages.
struct ShortLinkRoutes: Sendable {
    let links: ShortLinks
    /// Where the short link's absolute URL starts, in its QR code and on its page.
    var publicURL: String?
    var fonts: PageFonts?

    func register(in router: inout Router) {
        // Costly: both wait on the store, which a connection's thread never does.
        router.add(.get, SitePaths.shortLink.pattern, cost: .costly) { request throws(HTTPError) in
            try redirect(id: request.pathParameters["id"] ?? "")
        }
        router.add(.post, SitePaths.shortLinks.pattern, cost: .costly) { request throws(HTTPError) in
            try create(request)
        }
        router.add(.get, SitePaths.shortLinkQRCode.pattern, cost: .costly) { request throws(HTTPError) in
            let id = request.pathParameters["id"] ?? ""
            _ = try url(of: id)
            let origin = SnapshotLink.origin(of: request, publicURL: publicURL) ?? ""
            return try QRCodeResponse.svg(encoding: origin + SitePaths.shortLink(id: id))
        }
        router.add(.get, SitePaths.shortLinkShare.pattern, cost: .costly) { request throws(HTTPError) in
            let id = request.pathParameters["id"] ?? ""
            return ShortLinkPage.response(
                id: id, url: try url(of: id), origin: SnapshotLink.origin(of: request, publicURL: publicURL),
                fonts: fonts)
        }
    }

    /// The page `id` stands for; an unknown id is the 404 page.
    private func url(of id: String) throws(HTTPError) -> String {
        guard let url = try links.resolve(id: id) else {
            throw HTTPError(
                status: .notFound, code: "unknown_link", message: "There is no short link \(id.debugDescription).")
        }
        return url
    }

    func redirect(id: String) throws(HTTPError) -> Response {
        let url = try url(of: id)
        var response = Response(status: .found, headers: Headers(fields: [.init("Location", url)]))
        // A link never changes once made, but a browser keeping the redirect for ever would hide
        // a store that was reset; an hour spares the store most repeats.
        response.headers.add("Cache-Control", "public, max-age=3600")
        return response
    }

    func create(_ request: Request) throws(HTTPError) -> Response {
        let form = try request.form()
        guard let url = try form.single("url") else {
            throw HTTPError(
                status: .unprocessableContent, code: "missing_field",
                message: "The form has no url field: the page to make a short link of.", path: "url")
        }
        let link = try links.create(url: url, client: request.remoteAddress)
        return .seeOther(SitePaths.shortLinkShare.path(link.id))
    }
}
