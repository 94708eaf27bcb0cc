import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// `GET /compare/{id}?state=…&devices=…&text=long`: one state on several screens side by side,
/// each laid out by the server for its device at 1 CSS px = 1 pt, with what differs between
/// them, the Events, the screens to show and Share beside them. A pure function of the URL.
struct ComparePage<M: PlaygroundMenu, Measurer: TextMeasurer> {
    let query: CompareQuery<M>
    let work: LayoutWork<Measurer>
    /// Where link previews find the contact sheet (`SnapshotLink.origin`); nil for no preview tags.
    var origin: String?

    func response() throws(HTTPError) -> Response {
        let token = try query.shownToken()
        let screensWriter = CompareScreensWriter(page: query.page, token: token, view: query.view, work: work)
        let controls = CompareControls(query: query, token: token, tapForm: screensWriter.tapForm)
        var toolbar = HTMLWriter(capacity: 2 * 1024 + 2 * token.utf8.count)
        controls.writeToolbar(into: &toolbar)
        var panel = HTMLWriter(capacity: 12 * 1024 + 8 * token.utf8.count)
        var log = EventLog(page: query.page, token: token)
        log.undoURL = SitePaths.compareUndo(M.id, token: token, view: query.view)
        log.offersClear = false
        log.emptyHint = "None yet: tap any screen."
        log.write(into: &panel)
        controls.writeDevicesForm(into: &panel)
        let screens = try screensWriter.prepare(otherBytes: toolbar.count + panel.count)
        writeShare(screens, into: &panel)
        // The long-text copies are columns of their own: where a label wraps is what they show.
        var columns: [(caption: String, frames: [String: Rect])] = []
        for screen in screens {
            columns.append((screen.screen.caption, screen.layout.frames))
            if let longText = screen.longText {
                columns.append((screen.screen.caption + " · long text", longText.frames))
            }
        }
        let differences = CompareDifferencesTable(
            differences: FrameDifferences(names: M.comparedBoxes, screens: columns.map(\.frames)),
            captions: columns.map(\.caption))
        var styleHashes: [String] = []
        let (html, fontHashes) = try PageShell.document(
            title: "Compare: \(M.title) — Menu Playground", bodyClass: "compare", current: .menu(M.id),
            stylesheets: [
                SitePaths.Assets.playgroundCSS, SitePaths.Assets.screenCSS, SitePaths.Assets.demoCSS,
                SitePaths.Assets.compareCSS,
            ],
            scripts: [SitePaths.Assets.compareJS], fonts: work.pageFonts, preview: preview,
            bodyCapacity: toolbar.count + panel.count + 8 * 1024
                + screens.reduce(0) { $0 + ($1.layout.boxes.count + ($1.longText?.boxes.count ?? 0)) }
                * (320 + token.utf8.count)
        ) { (html) throws(HTTPError) in
            let start = html.count
            writeHead(count: screens.count, into: &html)
            html.startTag("div", class: "compare-layout")
            html.startTag("div", class: "stage")
            html.write(toolbar)
            // Kept across swaps, so the zoom the script sets on it stays.
            html.beginStartTag("div")
            html.attribute("class", "compare-canvas")
            html.attribute("id", "compare-canvas")
            html.endStartTag()
            styleHashes = try screensWriter.write(screens, into: &html)
            html.endTag("div")
            differences.write(into: &html)
            html.endTag("div")
            html.beginStartTag("aside")
            html.attribute("class", "panel")
            html.attribute("aria-label", "Events and controls")
            html.endStartTag()
            html.write(panel)
            html.endTag("aside")
            html.endTag("div")
            try PageLimits.check(styles: styleHashes.count, bytes: html.count - start)
        }
        try PageLimits.check(styles: styleHashes.count, bytes: html.count)
        var response = Response.html(html)
        response.headers.add(
            "Content-Security-Policy",
            ContentSecurityPolicy.policy(framing: .denied, styleHashes: styleHashes + fontHashes))
        response.headers.add("Cache-Control", MenuPageCaching.cacheControl)
        return response.withETag()
    }

    private func writeHead(count: Int, into html: inout HTMLWriter) {
        html.startTag("div", class: "demo-head")
        html.element("h1", text: "Compare: \(M.title)")
        html.beginStartTag("p")
        html.attribute("class", "lead")
        html.attribute("id", "hint")
        html.endStartTag()
        html.text(
            "The same state on \(count) \(count == 1 ? "screen" : "screens"), each laid out by the server for its "
                + "device at 1 CSS px = 1 pt. A tap on any screen applies to all of them.")
        html.endTag("p")
        html.endTag("div")
    }

    /// The widest embed the code suggests, in CSS px.
    private static var widestEmbed: Double { 1200 }

    private var preview: SnapshotLink.Preview? {
        SnapshotLink.Preview(
            title: "Compare: \(M.title)", description: M.summary,
            image: SitePaths.compareCard(M.id, token: query.token, view: query.view),
            alt: "\(M.title) on \(query.view.screens.screens.count) device screens side by side", url: query.url,
            origin: origin)
    }

    /// The page's link, short link, embed code (the screens alone, at their row's size) and
    /// Markdown image (the contact sheet).
    private func writeShare(_ screens: [CompareScreenLayout], into html: inout HTMLWriter) {
        html.startPanelSection(
            class: "panel-section share-panel", id: "share-panel", heading: "Share", headingID: "share-heading")
        let copies = query.view.showsLongText ? 2.0 : 1.0
        // The row as wide as it is, up to what a page column holds; the embed scrolls past that.
        let row = screens.reduce(0.0) { $0 + copies * ($1.screen.viewport.width + 32) + 16 }
        let width = min(row, Self.widestEmbed)
        let height = (screens.map(\.screen.viewport.height).max() ?? 0) + 80
        let panel = SharePanel(
            url: query.url, origin: origin,
            embedPath: SitePaths.embeddedCompare(M.id, token: query.token, view: query.view),
            width: Int(width.rounded(.up)), height: Int(height.rounded(.up)), title: "Compare: \(M.title)",
            snapshotPath: SitePaths.compareCard(M.id, token: query.token, view: query.view))
        panel.write(into: &html)
        html.endTag("section")
    }
}
