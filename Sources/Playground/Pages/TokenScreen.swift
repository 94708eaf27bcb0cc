import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// The device screen of any state token, whatever its menu: for the embed route and the
/// index's thumbnails.
enum TokenScreen {
    /// `embedded` screens post `return=embed`, so their answers lead back to the embed route:
    /// the demo page may not be framed, so a tap inside an iframe must not lead there.
    static func render(token: String, work: LayoutWork<some TextMeasurer>, embedded: Bool = false) throws(HTTPError)
        -> (menu: any PlaygroundMenu.Type, screen: RenderedScreen)
    {
        try StateToken.open(token) { decoded throws(HTTPError) in
            try render(decoded, token: token, work: work, embedded: embedded)
        }
    }

    private static func render<Decoded: DecodedPage>(
        _ decoded: Decoded, token: String, work: LayoutWork<some TextMeasurer>, embedded: Bool
    ) throws(HTTPError) -> (menu: any PlaygroundMenu.Type, screen: RenderedScreen) {
        typealias M = Decoded.M
        let page = decoded.page
        let viewport = try answering(page.tokenViewport())
        let layout = try work.layout(M.self, page.configuration, page.state, on: viewport)
        try PageLimits.checkBeforeDrawing(
            formsOnScreen: ScreenRenderer.formCount(in: layout), tokenBytes: token.utf8.count, otherBytes: 0)
        try work.willDraw(layout)
        let rendered = ScreenRenderer(
            form: SitePaths.tapForm(
                M.id, token: token, extraFields: embedded ? [TapForm.Field.returnTo: TapForm.embedded] : [:]),
            selectedFrames: M.selectedFrames(in: page.state)
        ).render(layout)
        return (M.self, rendered)
    }
}
