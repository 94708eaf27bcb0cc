import HTML

/// Renders an `HTTPError` for the client: JSON when `Accept` prefers it, a small page otherwise.
public enum ErrorPage {
    public static func response(for error: HTTPError, request: Request, forceJSON: Bool = false) -> Response {
        var response: Response
        if forceJSON || request.prefersJSON {
            var fields = [
                "\"code\":\(JSONText.quoted(error.code))", "\"message\":\(JSONText.quoted(error.message))",
                "\"status\":\(error.status)",
            ]
            if let path = error.path { fields.append("\"path\":\(JSONText.quoted(path))") }
            response = .json("{\"error\":{" + fields.joined(separator: ",") + "}}\n", status: error.status)
        } else {
            response = .html(Renderer.document(page(for: error)), status: error.status)
        }
        for field in error.headers { response.headers.set(field.name, field.value) }
        // An error describes one request; a cache must not serve it for the next.
        response.headers.set("Cache-Control", "no-store")
        return response
    }

    static func page(for error: HTTPError) -> Node {
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
        return .el(
            "html", [Attribute("lang", "en")],
            [
                .el(
                    "head", [],
                    [
                        .voidElement("meta", [Attribute("charset", "utf-8")]),
                        .voidElement(
                            "meta", [Attribute("name", "viewport"), Attribute("content", "width=device-width")]),
                        .el("title", [], text: title),
                        .voidElement(
                            "link", [Attribute("rel", "stylesheet"), Attribute("href", "/static/css/playground.css")]),
                    ]),
                .el("body", [], [.el("main", [.class("error")], [.el("h1", [], text: title)] + details)]),
            ])
    }
}
