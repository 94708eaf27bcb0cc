import HTTPServer
import JSON

/// `POST /api/v1/links` with `{"url": "/menus/…?state=…"}`: `201` with `{"id", "short", "url"}`
/// and `Location: /s/{id}`, the same id for the same URL every time (201 again when it existed:
/// the answer does not tell the caller whether another made the link first).
struct LinkEndpoint: Sendable {
    let links: ShortLinks

    func register(in router: inout Router) {
        // Costly: the store may wait on a disk or a database, which a connection's thread never does.
        router.add(.post, SitePaths.apiLinks.pattern, cost: .costly) { request throws(HTTPError) in
            try create(request)
        }
    }

    func create(_ request: Request) throws(HTTPError) -> Response {
        guard case .object(let fields) = try request.json() else {
            throw HTTPError(
                status: .unprocessableContent, code: "invalid_value", message: "The body must be a JSON object.",
                path: "")
        }
        if let unknown = fields.keys.sorted().first(where: { $0 != "url" }) {
            throw HTTPError(
                status: .unprocessableContent, code: "unknown_field",
                message: "\(unknown.debugDescription) is not a field of a link: the body holds \"url\" alone.",
                path: unknown)
        }
        guard case .string(let url) = fields["url"] ?? .null else {
            throw HTTPError(
                status: .unprocessableContent, code: "missing_field",
                message: "url is required: a page of this server, such as /menus/accordion?state=…", path: "url")
        }
        let link = try links.create(url: url, client: request.remoteAddress)
        var response = try APIJSON.response(link, status: 201)
        response.headers.add("Location", link.short)
        return response
    }
}
