import Foundation
import HTML
import HTTPServer
import MenuCore
import PageRendering

/// `GET /menus/{id}`: the seed's host demo on a device screen, with the device controls, the
/// delegate-event log and the share link beside it. A pure function of the URL.
struct DemoPage<M: PlaygroundMenu, Measurer: TextMeasurer> {
    let page: PageState<M>
    let token: String
    /// This request's metered layouts.
    let work: LayoutWork<Measurer>
    /// The icons the Options panel offers.
    let icons: IconNames
    /// Where link previews find the snapshot (`SnapshotLink.origin`); nil for no preview tags.
    var origin: String?

    func response() throws(HTTPError) -> Response {
        let viewport = try page.tokenViewport()
        let layout = try work.layout(M.self, page.configuration, page.state, on: viewport)
        let transition = try transitionAttributes(layout: layout, viewport: viewport)
        let url = StateToken.url(of: page, token: token)
        let panel = panel(url: url)
        try PageLimits.checkBeforeDrawing(
            formsOnScreen: ScreenRenderer.formCount(in: layout), tokenBytes: token.utf8.count,
            otherBytes: Renderer.renderedLength(of: .fragment(panel)))
        try work.willDraw(layout)
        let id = M.id.rawValue
        let rendered = ScreenRenderer(
            form: TapForm(tapURL: "/menus/\(id)/tap", dismissURL: "/menus/\(id)/dismiss", stateToken: token),
            selectedFrames: M.selectedFrames(in: page.state)
        ).render(layout)
        let main: [Node] = [
            .el(
                "div", [.class("demo-head")],
                [
                    .el("h1", [], text: M.title),
                    .el("p", [.class("lead")], text: M.summary),
                    .el("p", [.class("hint"), .id("hint")], text: M.hint),
                ]),
            .el(
                "div", [.class("demo-layout")],
                [
                    // The canvas: the device at 100 %, scrolling inside itself when wider than the
                    // space it has, or scaled to fit it by the page script (Fit).
                    .el(
                        "div", [.class("canvas"), .id("canvas")],
                        [
                            .el(
                                "section",
                                [.class("device"), .id("device"), Attribute("aria-label", "Device screen")]
                                    + transition,
                                [rendered.screen, rendered.cancelButton ?? .empty])
                        ]),
                    .el("aside", [.class("panel"), Attribute("aria-label", "Events and controls")], panel),
                ]),
        ]
        // Every form on the page carries the token, so a page grows with options × token: its
        // size is checked before the text is written, hashed and compressed.
        try PageLimits.check(
            styles: rendered.styleHashes.count, bytes: Renderer.renderedLength(of: .fragment(main)))
        let (html, fontHashes) = PageShell.document(
            title: "\(M.title) — Menu Playground", bodyClass: "demo", current: .menu(M.id), main: main,
            stylesheets: ["/static/css/playground.css", "/static/css/screen.css", "/static/css/demo.css"],
            scripts: ["/static/js/playground.js"], fonts: work.pageFonts,
            meta: SnapshotLink.previewTags(token: token, title: M.title, description: M.summary, origin: origin))
        try PageLimits.check(styles: rendered.styleHashes.count, bytes: html.count)
        var response = Response.html(html)
        response.headers.add(
            "Content-Security-Policy",
            ContentSecurityPolicy.policy(
                framing: .denied, styleHashes: rendered.styleHashes + fontHashes))
        response.headers.add("Cache-Control", "no-cache")
        return response.withETag()
    }

    /// Beside the device: what the taps did first, then the controls (the device, the menu's
    /// configuration) and sharing.
    private func panel(url: String) -> [Node] {
        [
            EventLog(page: page, token: token).node,
            DevicePanel(menu: M.id, token: token, device: page.device, orientation: page.orientation).node,
        ] + M.optionsPanel(page.configuration, token: token, icons: icons) + [share(url: url)]
    }

    /// What the page script (Public/js/) needs to animate and dismiss without knowing the menus:
    /// `data-menu` (`open` while the menu is), `data-dismiss-type` (the action an outside tap or
    /// Escape posts, when there is something to dismiss), and, while open, `data-transition`
    /// (how the seed animates from the closed state into this one) and `data-transition-out` (how
    /// it animates from this one back to the closed state; absent when the seed removes the menu
    /// at once). Both come from `M.animation` between this state and `M.closing(state)`, so a
    /// closed page needs no descriptor: the script plays the old page's `-out` when a swap closes
    /// the menu. `layout` is this state's; the closed state is laid out once, for both directions.
    private func transitionAttributes(layout: Layout, viewport: Viewport) throws(HTTPError) -> [Attribute] {
        let dismissal = M.dismissal(of: page.state).map { [Attribute("data-dismiss-type", $0.type)] } ?? []
        guard M.isMenuOpen(page.state) else { return [Attribute("data-menu", "closed")] + dismissal }
        var attributes = [Attribute("data-menu", "open")] + dismissal
        let closed = M.closing(page.state)
        let opening = M.transition(from: closed, to: page.state)
        let closing = M.transition(from: page.state, to: closed)
        let closedLayout =
            opening == nil && closing == nil
            ? layout : try work.layout(M.self, page.configuration, closed, on: viewport)
        let directions = [
            ("data-transition", opening?.animation(from: closedLayout, to: layout)),
            ("data-transition-out", closing?.animation(from: layout, to: closedLayout)),
        ]
        for (name, animation) in directions {
            guard let animation else { continue }
            let json = try CanonicalJSON.encode(TransitionDescriptor(animation))
            attributes.append(Attribute(name, String(decoding: json, as: UTF8.self)))
        }
        return attributes
    }

    private func share(url: String) -> Node {
        .el(
            "section", [.class("panel-section"), Attribute("aria-labelledby", "share-heading")],
            [
                .el("h2", [.id("share-heading")], text: "Share"),
                // The URL itself, selectable without script; the script adds a Copy button.
                .el(
                    "p", [.class("share-url")],
                    [
                        .el("label", [Attribute("for", "share-url")], text: "This state's URL"),
                        .voidElement(
                            "input",
                            [
                                .id("share-url"), Attribute("type", "text"), Attribute("readonly", nil),
                                Attribute("value", url),
                            ]),
                    ]),
                .el(
                    "p", [.class("share-links")],
                    [
                        .a(href: url, [.id("share-link")], [.text("Link to this exact state")]),
                        .text(" · "),
                        .a(href: "/embed/\(token)", [], [.text("Embeddable screen")]),
                    ]
                        + (page.trail.isEmpty
                            ? []
                            : [
                                .text(" · "),
                                .a(
                                    href: EventLog<M>.scenarioHref(M.id, token: token), [.id("share-scenario")],
                                    [.text("These taps as a scenario")]),
                            ])
                        + [.text(" · "), .a(href: "/menus/\(M.id.rawValue)", [.id("reset")], [.text("Reset")])]),
            ])
    }
}

/// The JSON of `data-transition`: the seed's timing and the boxes it moves or fades, with their
/// frames (screen coordinates) and alphas at both ends.
struct TransitionDescriptor: Encodable {
    let duration: Double
    let curve: String
    let names: [String]
    let from: [String: Rect]
    let to: [String: Rect]
    let fromAlpha: [String: Double]
    let toAlpha: [String: Double]

    init(_ animation: MenuCore.Animation) {
        duration = animation.duration
        curve = animation.curve.rawValue
        names = Set(animation.from.keys).union(animation.fromAlpha.keys).sorted()
        from = animation.from
        to = animation.to
        fromAlpha = animation.fromAlpha
        toAlpha = animation.toAlpha
    }
}
