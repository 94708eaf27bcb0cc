import HTML
import HTTPServer

/// An `HTTPError` as a small page that says what was wrong and links to where to go next.
enum ErrorPage {
    /// The page, drawn with the subsets of `fonts` (its inline `@font-face` rules hashed into
    /// its policy). The pipeline adds the error's status and headers.
    static func response(for error: HTTPError, fonts: PageFonts? = nil) -> Response {
        let (root, styleHashes) = page(for: error, fonts: fonts)
        var response = Response.html(Renderer.document(root), status: error.status)
        if !styleHashes.isEmpty {
            response.headers.add(
                "Content-Security-Policy", ContentSecurityPolicy.policy(framing: .denied, styleHashes: styleHashes))
        }
        return response
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
