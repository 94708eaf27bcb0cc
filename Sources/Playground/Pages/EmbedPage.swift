import HTML
import HTTPServer
import MenuCore
import PageRendering

/// `GET /embed/{token}`: the device screen alone, for iframes. The only route another site may
/// frame; its taps go to the full demo's routes, so they work inside the frame too.
struct EmbedPage<Measurer: TextMeasurer> {
    let measurer: Measurer

    func response(token: String) throws(HTTPError) -> Response {
        try StateToken.open(token) { decoded throws(HTTPError) in try render(decoded, token: token) }
    }

    private func render<Decoded: DecodedPage>(_ decoded: Decoded, token: String) throws(HTTPError) -> Response {
        typealias M = Decoded.M
        let page = decoded.page
        let viewport: Viewport
        do {
            viewport = try page.viewport()
        } catch {
            throw .badRequest("The token's device \(error.field) \(error.message).", code: "bad_token", path: "device")
        }
        let id = M.id.rawValue
        let rendered = ScreenRenderer(
            form: TapForm(tapURL: "/menus/\(id)/tap", dismissURL: "/menus/\(id)/dismiss", stateToken: token)
        ).render(M.layout(page.configuration, page.state, viewport, measurer))
        let document = Renderer.document(
            .el(
                "html", [Attribute("lang", "en")],
                [
                    .el(
                        "head", [],
                        [
                            .voidElement("meta", [Attribute("charset", "utf-8")]),
                            .el("title", [], text: "\(M.id.title) — Menu Playground"),
                            .voidElement(
                                "link",
                                [Attribute("rel", "stylesheet"), Attribute("href", "/static/css/playground.css")]),
                            .voidElement(
                                "link", [Attribute("rel", "stylesheet"), Attribute("href", "/static/css/screen.css")]),
                        ]),
                    .el(
                        "body", [.class("embed")],
                        [.el("main", [], [rendered.screen, rendered.cancelButton ?? .empty])]),
                ]))
        var response = Response.html(document)
        response.headers.add(
            "Content-Security-Policy", ContentSecurityPolicy.policy(framing: .anyone, styleHashes: rendered.styleHashes)
        )
        response.headers.add("Cache-Control", "public, max-age=86400")
        return response.withETag()
    }
}
