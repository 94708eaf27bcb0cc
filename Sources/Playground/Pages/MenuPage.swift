import Foundation
import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// `GET /menus/{id}`: the seed's host demo on a device screen, with the device controls, the
/// delegate-event log and the share link beside it. A pure function of the URL.
struct MenuPage<M: PlaygroundMenu, Measurer: TextMeasurer> {
    let page: PageState<M>
    let token: String
    /// This request's metered layouts.
    let work: LayoutWork<Measurer>
    /// The icons the Options panel offers.
    let icons: IconNames
    /// The Device and Options panels, kept around the token's places.
    let templates: TokenTemplates
    /// Where link previews find the snapshot (`SnapshotLink.origin`); nil for no preview tags.
    var origin: String?
    /// The page's short link, when it has one (the short link's share page).
    var shortLinkID: String?

    func response() throws(HTTPError) -> Response {
        let viewport = try answering(page.tokenViewport())
        let layout = try work.layout(M.self, page.configuration, page.state, on: viewport)
        let transition = try work.deviceAttributes(M.self, page.configuration, page.state, layout: layout, on: viewport)
        let url = SitePaths.menuPage(of: page, token: token)
        // Beside the device, written first: its size bounds the page before the screen is drawn.
        var panel = HTMLWriter(capacity: 10 * 1024 + 14 * token.utf8.count)
        writePanel(url: url, viewport: viewport, into: &panel)
        let screen = ScreenRenderer(
            form: SitePaths.tapForm(M.id, token: token), selectedFrames: M.selectedFrames(in: page.state))
        let plan = screen.plan(layout)
        // The inspector panels are frames of their own routes, loaded when opened: the page
        // writes only their summaries (`InspectorDisclosure`).
        InspectorDisclosure(panel: .reading, token: token).write(into: &panel)
        var toolbar = HTMLWriter(capacity: 2 * 1024 + 2 * token.utf8.count)
        writeToolbar(into: &toolbar)
        var frames = HTMLWriter(capacity: 512 + token.utf8.count)
        InspectorDisclosure(panel: .frames(boxes: layout.boxes.count), token: token).write(into: &frames)
        try PageLimits.checkBeforeDrawing(
            formsOnScreen: ScreenRenderer.formCount(in: layout), tokenBytes: token.utf8.count,
            otherBytes: panel.count + toolbar.count + frames.count)
        try work.willDraw(layout)
        var styleHashes: [String] = []
        let (html, fontHashes) = try PageShell.document(
            title: "\(M.title) — Menu Playground", bodyClass: "demo", current: .menu(M.id),
            stylesheets: [SitePaths.Assets.playgroundCSS, SitePaths.Assets.screenCSS, SitePaths.Assets.demoCSS],
            scripts: [SitePaths.Assets.playgroundJS], fonts: work.pageFonts,
            preview: .state(
                token: token, url: SitePaths.menuPage(M.id, token: token), title: M.title, description: M.summary,
                origin: origin),
            bodyCapacity: panel.count + toolbar.count + frames.count + 4 * 1024 + layout.boxes.count
                * (320 + token.utf8.count)
        ) { (html) throws(HTTPError) in
            let start = html.count
            styleHashes = writeMain(
                screen: screen, plan: plan, transition: transition, toolbar: toolbar, frames: frames, panel: panel,
                into: &html)
            // Every form on the page carries the token, so a page grows with options × token:
            // its size is checked before the rest is written and compressed.
            try PageLimits.check(styles: styleHashes.count, bytes: html.count - start)
        }
        try PageLimits.check(styles: styleHashes.count, bytes: html.count)
        var response = Response.html(html)
        response.headers.add(
            "Content-Security-Policy",
            ContentSecurityPolicy.policy(
                framing: .denied, styleHashes: styleHashes + fontHashes, framesOwnPages: true))
        response.headers.add("Cache-Control", MenuPageCaching.cacheControl)
        // Its entity tag is the route's (`PageEntityTags`): derived from the URL, not hashed from these bytes.
        return response
    }

    /// The title and hint, then the toolbar, the canvas (the device at 100 %, scrolling inside
    /// itself when wider than the space it has, or scaled by the page script to fit it: Fit, the
    /// script's default) and the frames table in one column, and the panel in a column of its own
    /// beside them.
    /// Returns the CSP hash sources of the screen's inline styles.
    private func writeMain(
        screen: ScreenRenderer, plan: ScreenPlan, transition: Markup, toolbar: borrowing HTMLWriter,
        frames: borrowing HTMLWriter, panel: borrowing HTMLWriter, into html: inout HTMLWriter
    ) -> [String] {
        html.startTag("div", class: "demo-head")
        html.element("h1", text: M.title)
        html.element("p", class: "lead", text: M.summary)
        html.beginStartTag("p")
        html.attribute("class", "hint")
        html.attribute("id", "hint")
        html.endStartTag()
        html.text(M.hint)
        html.endTag("p")
        html.endTag("div")
        html.startTag("div", class: "demo-layout")
        html.startTag("div", class: "stage")
        // The list of keys beside the toolbar: the toolbar is swapped with every state, the list
        // (and what the script keeps of it) is not.
        html.beginStartTag("div")
        html.attribute("class", "toolbar-row")
        // `#outlines` targets the row, whose next sibling is the canvas (`InspectorTools`).
        html.attribute("id", InspectorTools.outlinesTarget)
        html.endStartTag()
        html.write(toolbar)
        InspectorTools().write(into: &html)
        KeyboardHelp().write(into: &html)
        html.endTag("div")
        html.beginStartTag("div")
        html.attribute("class", "canvas")
        html.attribute("id", "canvas")
        html.endStartTag()
        html.beginStartTag("section")
        html.attribute("class", "device")
        html.attribute("id", "device")
        html.attribute("aria-label", "Device screen")
        // Where the skip link lands without script.
        html.attribute("tabindex", "-1")
        html.write(transition)
        html.endStartTag()
        let styleHashes = screen.write(plan, into: &html)
        html.endTag("section")
        html.endTag("div")
        html.write(frames)
        html.endTag("div")
        html.beginStartTag("aside")
        html.attribute("class", "panel")
        html.attribute("aria-label", "Events and controls")
        html.endStartTag()
        html.write(panel)
        html.endTag("aside")
        html.endTag("div")
        return styleHashes
    }

    /// Above the device: zoom, Rotate, Dismiss (while something is open) and Share.
    private func writeToolbar(into html: inout HTMLWriter) {
        let toolbar = DeviceToolbar(
            menu: M.id, token: token, orientation: page.orientation, canDismiss: M.dismissal(of: page.state) != nil)
        toolbar.write(into: &html)
    }

    /// Beside the device: what the taps did first, then the controls (the device, the menu's
    /// configuration) and sharing.
    private func writePanel(url: String, viewport: Viewport, into html: inout HTMLWriter) {
        EventLog(page: page, token: token).write(into: &html)
        let (device, orientation) = (page.device, page.orientation)
        templates.write(.device(menu: M.id.rawValue, device, orientation), token: token, into: &html) {
            token, html in
            DevicePanel(menu: M.id, token: token, device: device).write(into: &html)
        }
        M.writeOptionsPanel(page.configuration, token: token, icons: icons, templates: templates, into: &html)
        writeShare(url: url, viewport: viewport, into: &html)
    }

    /// The links, the short link, embed code and Markdown (`SharePanel`), with the page's own
    /// links after the full link.
    private func writeShare(url: String, viewport: Viewport, into html: inout HTMLWriter) {
        html.startPanelSection(
            class: "panel-section share-panel", id: "share-panel", heading: "Share", headingID: "share-heading")
        let panel = SharePanel(
            url: url, origin: origin, embedPath: SitePaths.embed(token: token),
            width: Int(viewport.width.rounded(.up)), height: Int(viewport.height.rounded(.up)), title: M.title,
            snapshotPath: SitePaths.snapshot(token: token), shortLinkID: shortLinkID)
        panel.write(into: &html) { html in writeLinks(url: url, into: &html) }
        html.endTag("section")
    }

    private func writeLinks(url: String, into html: inout HTMLWriter) {
        html.startTag("p", class: "share-links")
        writeLink(url, id: "share-link", "Link to this exact state", into: &html)
        html.text(" · ")
        writeLink(SitePaths.embed(token: token), id: nil, "Embeddable screen", into: &html)
        if !page.trail.isEmpty {
            html.text(" · ")
            writeLink(
                SitePaths.scenarioOfTrail(M.id, token: token), id: "share-scenario", "These taps as a scenario",
                into: &html)
        }
        html.text(" · ")
        writeLink(SitePaths.compare(M.id, token: token), id: "compare-link", "Compare on every device", into: &html)
        html.text(" · ")
        writeLink(SitePaths.menuPage(M.id), id: "reset", "Reset", into: &html)
        html.endTag("p")
    }

    private func writeLink(_ href: String, id: String?, _ text: String, into html: inout HTMLWriter) {
        html.beginStartTag("a")
        html.attribute("href", href)
        if let id { html.attribute("id", id) }
        html.endStartTag()
        html.text(text)
        html.endTag("a")
    }
}

/// How browsers keep demo pages: revalidated on every use, which the route's entity tag
/// answers with a 304 without drawing the page.
enum MenuPageCaching {
    static let cacheControl = "no-cache"
}
