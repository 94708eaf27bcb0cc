import HTML
import HTTPServer
import MenuCore
import PageRendering

/// `GET /`: the five menus of the seed tutorials, each with a live thumbnail (its own screen
/// HTML, scaled down) on a card that is one link to its demo page, then the built-in demos
/// (`#demos`, the navigation's Scenarios).
enum HomePage {
    /// The index depends on nothing in the request, so it is rendered and tagged once. Each
    /// menu's thumbnail is its first built-in demo, or its seed demo when it has none.
    static func response(demos: [BuiltInDemo], layouts: LayoutService<some TextMeasurer>) -> Response {
        var thumbnails: [MenuID: RenderedScreen] = [:]
        for type in MenuRegistry.menus {
            let menu = type.id
            let token = demos.first { $0.menu == menu }?.token ?? (try? type.defaultToken())
            if let token, let (_, screen) = try? TokenScreen.render(token: token, work: layouts.startRequest()) {
                thumbnails[menu] = screen
            }
        }
        let (html, hashes) = render(demos: demos, thumbnails: thumbnails, fonts: layouts.pageFonts)
        var response = Response.html(html)
        response.headers.add(
            "Content-Security-Policy", ContentSecurityPolicy.policy(framing: .denied, styleHashes: hashes))
        response.headers.add("Cache-Control", "no-cache")
        response.isPureFunctionOfURL = true
        return response.withETag()
    }

    /// The page and the CSP hashes of its inline styles (the thumbnails' frames, the fonts).
    static func render(demos: [BuiltInDemo], thumbnails: [MenuID: RenderedScreen], fonts: PageFonts? = nil) -> (
        html: String, styleHashes: [String]
    ) {
        var styles: Set<String> = []
        let cards = MenuRegistry.menus.map { type -> Node in
            let menu = type.id
            // The title's link covers the whole card (CSS), so a click anywhere opens the demo:
            // the preview is the screen's own HTML, with forms, which no link may contain.
            var children: [Node] = [
                .el(
                    "h2", [],
                    [
                        .a(
                            href: "/menus/\(menu.rawValue)",
                            [.class("card-link"), Attribute("aria-describedby", "summary-\(menu.rawValue)")],
                            [.text(type.title)])
                    ]),
                .el("p", [.id("summary-\(menu.rawValue)")], text: type.summary),
            ]
            if let screen = thumbnails[menu] {
                children.append(thumbnail(screen, styles: &styles))
            }
            children.append(.el("p", [.class("menu-id")], [.text("id: "), .el("code", [], text: menu.rawValue)]))
            return .el("li", [.class("menu-card"), .data("menu", menu.rawValue)], children)
        }
        let (html, fontHashes) = PageShell.document(
            title: "Menu Playground",
            bodyClass: "home", current: .home,
            main: [
                .el("h1", [], text: "Menu Playground"),
                .el(
                    "p", [.class("lead")],
                    text:
                        "iOS-style custom menus from five tutorials, rendered as HTML and CSS with every frame "
                        + "computed on the server. Open one, tap it, dismiss it: with or without JavaScript."),
                .el("ul", [.class("menu-list")], cards),
                .el(
                    "section", [.id("demos"), Attribute("aria-labelledby", "demos-heading")],
                    [
                        .el("h2", [.id("demos-heading")], text: "Scenarios"),
                        .el(
                            "p", [],
                            text: "The seeds' own examples, as tap sequences to step through or download as tests."),
                        ScenarioIndexPage.list(demos),
                    ]),
                .el("p", [], [.a(href: "/grid", [], [.text("Every menu on every device, in both orientations")])]),
            ],
            stylesheets: ["/static/css/playground.css", "/static/css/screen.css"], fonts: fonts)
        return (
            html,
            styles.map(ContentHash.sha256Source(of:)).sorted() + thumbnails.values.flatMap(\.styleHashes) + fontHashes
        )
    }

    /// The screen scaled to fit a card, inert: a picture of the demo, not a second copy of it.
    private static func thumbnail(_ screen: RenderedScreen, styles: inout Set<String>) -> Node {
        let (width, height) = screenSize(screen.screen)
        // Rounded down to 1/1000 so the style, and so its CSP hash, is short and stable.
        let scale = (min(Thumbnail.maxWidth / width, Thumbnail.maxHeight / height, 1) * 1000).rounded(.down) / 1000
        let outer = "width:\(CSSValue.length(width * scale));height:\(CSSValue.length(height * scale))"
        let inner = "transform:scale(\(CSSValue.number(scale)))"
        styles.formUnion([outer, inner])
        return .el(
            "div",
            [
                .class("thumbnail"), Attribute("style", outer), Attribute("inert", nil),
                Attribute("aria-hidden", "true"),
            ],
            [.el("div", [.class("thumbnail-scale"), Attribute("style", inner)], [screen.screen])])
    }

    /// The screen's size, read back from its own style attribute.
    private static func screenSize(_ node: Node) -> (Double, Double) {
        guard case .element(_, let attributes, _) = node,
            let style = attributes.first(where: { $0.name == "style" })?.value
        else { return (320, 568) }
        func value(_ property: String) -> Double? {
            guard let range = style.range(of: property + ":") else { return nil }
            return Double(style[range.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
        return (value("width") ?? 320, value("height") ?? 568)
    }

    enum Thumbnail {
        static let maxWidth = 240.0
        static let maxHeight = 220.0
    }
}
