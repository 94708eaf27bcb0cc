import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// `GET /embed/compare/{id}?…`: the compare page's screens alone, for iframes, which any site
/// may frame. Their taps lead back here, so the frame stays a compare embed.
struct CompareEmbed<M: PlaygroundMenu, Measurer: TextMeasurer> {
    let query: CompareQuery<M>
    let work: LayoutWork<Measurer>
    var origin: String?

    func response() throws(HTTPError) -> Response {
        let token = try query.shownToken()
        var writer = CompareScreensWriter(page: query.page, token: token, view: query.view, work: work)
        writer.isEmbedded = true
        let screens = try writer.prepare(otherBytes: 4 * 1024)
        let head = PageShell.Head(
            title: "Compare: \(M.title) — Menu Playground",
            stylesheets: [SitePaths.Assets.playgroundCSS, SitePaths.Assets.screenCSS, SitePaths.Assets.compareCSS],
            bodyClass: "embed compare-embed", fonts: work.pageFonts,
            preview: SnapshotLink.Preview(
                title: "Compare: \(M.title)", description: M.summary,
                image: SitePaths.compareCard(M.id, token: query.token, view: query.view),
                alt: "\(M.title) on \(screens.count) device screens side by side",
                url: SitePaths.embeddedCompare(M.id, token: query.token, view: query.view), origin: origin))
        var styleHashes: [String] = []
        let (document, fontHashes) = try PageShell.bareDocument(
            head,
            bodyCapacity: 4096
                + screens.reduce(0) { $0 + ($1.layout.boxes.count + ($1.longText?.boxes.count ?? 0)) }
                * (320 + token.utf8.count)
        ) { (html) throws(HTTPError) in
            html.startTag("main")
            styleHashes = try writer.write(screens, into: &html)
            html.endTag("main")
        }
        try PageLimits.check(styles: styleHashes.count, bytes: document.count)
        var response = Response.html(document)
        response.headers.add(
            "Content-Security-Policy",
            ContentSecurityPolicy.policy(framing: .anyone, styleHashes: styleHashes + fontHashes))
        response.headers.add("Cache-Control", "public, max-age=86400")
        return response.withETag()
    }
}
