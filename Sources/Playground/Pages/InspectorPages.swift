import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// `GET /inspect/{token}/frames` and `GET /inspect/{token}/reading`: the demo page's inspector
/// panels (issue 35), each a small document the page frames lazily (`InspectorDisclosure`), so
/// the panels' work is done only for a person who opens them. Pure functions of the token, kept
/// and revalidated as the state API's answers are; metered like the embed route (the frames
/// table lays out the state and, after a step, the state before it; the reading one layout).
/// Only the site's own pages may frame them.
struct InspectorPages<Measurer: TextMeasurer>: Sendable {
    let layouts: LayoutService<Measurer>

    func register(in router: inout Router) {
        router.get(SitePaths.inspectFrames) { request throws(HTTPError) in
            try frames(token: request.pathParameters["token"] ?? "")
        }
        router.get(SitePaths.inspectReading) { request throws(HTTPError) in
            try reading(token: request.pathParameters["token"] ?? "")
        }
    }

    func frames(token: String) throws(HTTPError) -> Response {
        let work = layouts.startRequest()
        return try StateToken.open(token) { decoded throws(HTTPError) in
            try framesDocument(decoded, work: work)
        }
    }

    func reading(token: String) throws(HTTPError) -> Response {
        let work = layouts.startRequest()
        return try StateToken.open(token) { decoded throws(HTTPError) in
            try readingDocument(decoded, token: token, work: work)
        }
    }

    private func framesDocument<Decoded: DecodedPage>(
        _ decoded: Decoded, work: LayoutWork<Measurer>
    ) throws(HTTPError) -> Response {
        typealias M = Decoded.M
        let page = decoded.page
        let (viewport, layout) = try work.layout(ofToken: decoded)
        let section = try work.framesSection(page, layout: layout, on: viewport)
        try work.willDraw(layout)
        return try document(
            title: "Frames — \(M.title)", bodyCapacity: 1024 + 240 * layout.boxes.count, write: section.write)
    }

    private func readingDocument<Decoded: DecodedPage>(
        _ decoded: Decoded, token: String, work: LayoutWork<Measurer>
    ) throws(HTTPError) -> Response {
        typealias M = Decoded.M
        let page = decoded.page
        let layout = try work.layout(ofToken: decoded).layout
        try work.willDraw(layout)
        let panel = ScreenReaderPanel(
            reading: ScreenReading(layout, selectedFrames: M.selectedFrames(in: page.state)), token: token)
        return try document(
            title: "What a screen reader reads — \(M.title)", bodyCapacity: 1024 + 200 * layout.boxes.count,
            write: panel.write)
    }

    /// The panel's body in a document of its own, with the demo page's stylesheets and the one
    /// script that sizes its frame and shows Copy as JSON.
    private func document(
        title: String, bodyCapacity: Int, write: (inout HTMLWriter) -> Void
    ) throws(HTTPError) -> Response {
        let head = PageShell.Head(
            title: "\(title) — Menu Playground",
            stylesheets: [SitePaths.Assets.playgroundCSS, SitePaths.Assets.demoCSS],
            scripts: [SitePaths.Assets.inspectorJS], bodyClass: "inspector-document", fonts: layouts.pageFonts)
        let (html, fontHashes) = PageShell.bareDocument(head, bodyCapacity: bodyCapacity) { html in write(&html) }
        try PageLimits.check(styles: fontHashes.count, bytes: html.count)
        var response = Response.html(html)
        response.headers.add(
            "Content-Security-Policy", ContentSecurityPolicy.policy(framing: .sameOrigin, styleHashes: fontHashes))
        // A pure function of the URL and the build, as the state API's answers are.
        response.headers.add("Cache-Control", "public, max-age=86400")
        response.isPureFunctionOfURL = true
        return response.withETag()
    }
}
