import HTTPServer
import MenuCore
import PageRendering

/// The device screen of any state token, whatever its menu: for the embed route and the
/// index's thumbnails.
enum TokenScreen {
    static func render(token: String, measurer: some TextMeasurer) throws(HTTPError) -> (MenuID, RenderedScreen) {
        try StateToken.open(token) { decoded throws(HTTPError) in try render(decoded, token: token, measurer: measurer)
        }
    }

    private static func render<Decoded: DecodedPage>(_ decoded: Decoded, token: String, measurer: some TextMeasurer)
        throws(HTTPError) -> (MenuID, RenderedScreen)
    {
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
        return (M.id, rendered)
    }
}
