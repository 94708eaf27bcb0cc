import HTML
import HTTPServer

/// An `HTTPError` as a small page that says what was wrong and links to where to go next.
enum ErrorPage {
    static func response(for error: HTTPError) -> Response {
        .html(Renderer.document(page(for: error)), status: error.status)
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
        return PageShell.skeleton(
            title: title, viewport: "width=device-width", stylesheets: ["/static/css/playground.css"],
            body: [.el("main", [.class("error")], [.el("h1", [], text: title)] + details)])
    }
}
