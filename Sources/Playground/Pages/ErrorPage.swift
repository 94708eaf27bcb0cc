import HTML
import HTTPServer
import PlaygroundDomain

/// An `HTTPError` as a page in the site's shell: plain words first (`ErrorWords`), the way back
/// (the error's recovery link), then the technical detail in small type.
enum ErrorPage {
    /// The page, drawn with the subsets of `fonts` (its inline `@font-face` rules hashed into
    /// its policy). The pipeline adds the error's status and headers.
    static func response(for error: HTTPError, fonts: PageFonts? = nil) -> Response {
        let (html, styleHashes) = page(for: error, fonts: fonts)
        var response = Response.html(html, status: error.status)
        if !styleHashes.isEmpty {
            response.headers.add(
                "Content-Security-Policy", ContentSecurityPolicy.policy(framing: .denied, styleHashes: styleHashes))
        }
        return response
    }

    static func page(for error: HTTPError, fonts: PageFonts? = nil) -> (html: [UInt8], styleHashes: [String]) {
        let words = ErrorWords(for: error)
        let status = "\(error.status) \(error.status.reasonPhrase)"
        var main: [Node] = [
            .el("h1", [], text: words.headline),
            .el("p", [.class("lead")], text: words.explanation),
        ]
        if let recovery = error.recovery {
            main.append(
                .el(
                    "p", [.class("recovery-line")],
                    [.a(href: recovery.href, [.class("recovery")], [.text(recovery.text)])]))
        }
        if error.status == .notFound {
            main.append(menuList)
        }
        main.append(.el("p", [], [.a(href: "/", [], [.text("Back to the playground")])]))
        main.append(detail(of: error, status: status))
        return PageShell.document(
            title: "\(words.headline) (\(status)) — Menu Playground", bodyClass: "error", main: main, fonts: fonts)
    }

    /// Every menu, as links: where a reader who mistyped an address most likely meant to go.
    private static var menuList: Node {
        .el(
            "ul", [.class("error-menus"), Attribute("aria-label", "The menus")],
            MenuRegistry.menus.map { type in
                .el("li", [], [.a(href: SitePaths.menuPage(type.id), [], [.text(type.title)])])
            })
    }

    /// The status, the server's own message, the field at fault and the stable code.
    private static func detail(of error: HTTPError, status: String) -> Node {
        var lines: [Node] = [
            .el("h2", [.id("error-detail")], text: "Technical detail"),
            .el("p", [], text: status),
            .el("p", [.class("error-message")], text: error.message),
        ]
        if let path = error.path {
            lines.append(.el("p", [], [.text("Field: "), .el("code", [], text: path)]))
        }
        lines.append(.el("p", [], [.text("Error code: "), .el("code", [], text: error.code)]))
        return .el("section", [.class("error-detail"), Attribute("aria-labelledby", "error-detail")], lines)
    }
}
