import HTML
import HTTPServer
import JSON

/// What the client sees of an `HTTPError`: a JSON document, or a small page that says what was
/// wrong and links to where to go next. The pipeline adds the error's status and headers.
enum ErrorPage {
    /// Errors as JSON for the API (a test client must never have to parse an error page, even for
    /// a 413 or 414 refused before routing) and for clients whose `Accept` prefers it; as a page
    /// otherwise.
    static func response(for error: HTTPError, request: Request) -> Response {
        response(for: error, request: request, fonts: nil)
    }

    /// The same, the page linking the subsets of `fonts` that draw it.
    static func response(for error: HTTPError, request: Request, fonts: PageFonts?) -> Response {
        let json = request.rawPath.hasPrefix(APIRoutes.prefix + "/") || request.prefersJSON
        return response(for: error, json: json, fonts: fonts)
    }

    static func response(for error: HTTPError, json: Bool, fonts: PageFonts? = nil) -> Response {
        guard json else {
            let (root, styleHashes) = page(for: error, fonts: fonts)
            var response = Response.html(Renderer.document(root), status: error.status)
            if !styleHashes.isEmpty {
                response.headers.add(
                    "Content-Security-Policy", ContentSecurityPolicy.policy(framing: .denied, styleHashes: styleHashes))
            }
            return response
        }
        var fields = [
            "\"code\":\(JSONText.quoted(error.code))", "\"message\":\(JSONText.quoted(error.message))",
            "\"status\":\(error.status)",
        ]
        if let path = error.path { fields.append("\"path\":\(JSONText.quoted(path))") }
        return .json("{\"error\":{" + fields.joined(separator: ",") + "}}\n", status: error.status)
    }

    static func page(for error: HTTPError, fonts: PageFonts? = nil) -> (node: Node, styleHashes: [String]) {
        let title = "\(error.status) \(HTTPStatus.reason(error.status))"
        var details: [Node] = [.el("p", [.class("error-message")], text: error.message)]
        if let path = error.path {
            details.append(.el("p", [], [.text("Field: "), .el("code", [], text: path)]))
        }
        details.append(.el("p", [], [.text("Error code: "), .el("code", [], text: error.code)]))
        if let recovery = error.recovery {
            details.append(.el("p", [], [.a(href: recovery.href, [.class("recovery")], [.text(recovery.text)])]))
        }
        details.append(.el("p", [], [.a(href: "/", [], [.text("Back to the playground")])]))
        return PageShell.skeleton(
            title: title, viewport: "width=device-width", stylesheets: ["/static/css/playground.css"], fonts: fonts,
            body: [.el("main", [.class("error")], [.el("h1", [], text: title)] + details)])
    }
}
