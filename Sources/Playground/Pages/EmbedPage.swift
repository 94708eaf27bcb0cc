import HTML
import HTTPServer
import MenuCore
import PageRendering

/// `GET /embed/{token}`: the device screen alone, for iframes. The only route another site may
/// frame; its taps go to the full demo's routes, so they work inside the frame too.
struct EmbedPage<Measurer: TextMeasurer> {
    let layouts: LayoutService<Measurer>

    /// `origin` is where link previews find the snapshot (`SnapshotLink.origin`).
    func response(token: String, origin: String? = nil) throws(HTTPError) -> Response {
        let (menu, rendered) = try TokenScreen.render(
            token: token, work: layouts.startRequest(), embedded: true)
        // The screen alone: no Cancel beside it, which a frame of the screen's size would cut
        // off. Its backdrop, where the seed has one, is the way out.
        let main = Node.el("main", [], [rendered.screen])
        try PageLimits.check(styles: rendered.styleHashes.count, bytes: Renderer.renderedLength(of: main))
        let head = PageShell.Head(
            title: "\(menu.title) — Menu Playground",
            stylesheets: [SitePaths.Assets.playgroundCSS, SitePaths.Assets.screenCSS], bodyClass: "embed",
            fonts: layouts.pageFonts,
            preview: .state(
                token: token, url: SitePaths.embed(token: token), title: menu.title, description: menu.summary,
                origin: origin))
        let (document, fontHashes) = PageShell.bareDocument(head) { $0.write(main) }
        try PageLimits.check(styles: rendered.styleHashes.count, bytes: document.count)
        var response = Response.html(document)
        response.headers.add(
            "Content-Security-Policy",
            ContentSecurityPolicy.policy(
                framing: .anyone, styleHashes: rendered.styleHashes + fontHashes))
        response.headers.add("Cache-Control", "public, max-age=86400")
        return response.withETag()
    }
}
