import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// `GET /`: the five menus of the seed tutorials, each with a thumbnail (its server-drawn
/// snapshot) on a card that is one link to its demo page, then the built-in demos (`#demos`,
/// the navigation's Scenarios).
enum HomePage {
    /// The index depends on nothing in the request, so it is rendered and tagged once. Each
    /// menu's thumbnail is the step of a built-in demo that names itself the menu's picture
    /// (`thumbnailStep`), else its first demo's end, else the menu's default state.
    static func response(demos: [BuiltInDemo], layouts: LayoutService<some TextMeasurer>, publicURL: String?)
        -> PreviewedPage
    {
        var thumbnails: [MenuID: Thumbnail] = [:]
        for type in MenuRegistry.menus {
            let menu = type.id
            let pictured = demos.first { $0.menu == menu && $0.thumbnailToken != nil }
            let first = demos.first { $0.menu == menu }
            let token = pictured?.thumbnailToken ?? first?.token ?? (try? type.defaultToken())
            let description =
                if let pictured, let step = pictured.thumbnailStep {
                    "The \(type.title) in “\(pictured.title)”, step \(step) of \(pictured.stepCount)"
                } else if let first {
                    "The \(type.title) at the end of “\(first.title)”"
                } else {
                    "The \(type.title) in its default state"
                }
            if let token,
                let viewport = try? StateToken.open(
                    token,
                    { decoded throws(HTTPError) in
                        try viewport(of: decoded)
                    })
            {
                thumbnails[menu] = Thumbnail(token: token, viewport: viewport, description: description)
            }
        }
        return PreviewedPage(publicURL: publicURL) { origin in
            let preview = SnapshotLink.Preview.site(
                title: "Menu Playground", description: lead, url: SitePaths.home.pattern, demos: demos, origin: origin)
            let (html, hashes) = render(
                demos: demos, thumbnails: thumbnails, fonts: layouts.pageFonts, preview: preview)
            var response = Response.html(html)
            response.headers.add(
                "Content-Security-Policy", ContentSecurityPolicy.policy(framing: .denied, styleHashes: hashes))
            response.headers.add("Cache-Control", "no-cache")
            response.isPureFunctionOfURL = true
            return response.withETag()
        }
    }

    static let lead =
        "iOS-style custom menus from five tutorials, rendered as HTML and CSS with every frame "
        + "computed on the server. Open one, tap it, dismiss it: with or without JavaScript."

    private static func viewport(of decoded: some DecodedPage) throws(HTTPError) -> Viewport {
        try answering(decoded.page.tokenViewport())
    }

    /// The page and the CSP hashes of its inline styles (the thumbnails' frames, the fonts).
    static func render(
        demos: [BuiltInDemo], thumbnails: [MenuID: Thumbnail], fonts: PageFonts? = nil,
        preview: SnapshotLink.Preview? = nil
    ) -> (
        html: [UInt8], styleHashes: [String]
    ) {
        let cards = MenuRegistry.menus.map { type -> Node in
            let menu = type.id
            // The title's link covers the whole card (CSS), so a click anywhere opens the demo,
            // and a screen reader hears one link, named by the title.
            var children: [Node] = [
                .el(
                    "h2", [],
                    [
                        .a(
                            href: SitePaths.menuPage(menu),
                            [.class("card-link"), Attribute("aria-describedby", "summary-\(menu.rawValue)")],
                            [.text(type.title)])
                    ]),
                .el("p", [.id("summary-\(menu.rawValue)")], text: type.summary),
            ]
            if let thumbnail = thumbnails[menu] {
                children.append(thumbnail.node)
            }
            children.append(.el("p", [.class("menu-id")], [.text("id: "), .el("code", [], text: menu.rawValue)]))
            return .el("li", [.class("menu-card"), .data("menu", menu.rawValue)], children)
        }
        let (html, fontHashes) = PageShell.document(
            title: "Menu Playground",
            bodyClass: "home", current: .home,
            main: [
                .el("h1", [], text: "Menu Playground"),
                .el("p", [.class("lead")], text: lead),
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
                .el(
                    "p", [],
                    [.a(href: SitePaths.grid.pattern, [], [.text("Every menu on every device, in both orientations")])]),
            ],
            stylesheets: [SitePaths.Assets.playgroundCSS, SitePaths.Assets.screenCSS], fonts: fonts, preview: preview)
        return (html, fontHashes)
    }

    /// A menu's picture on its card: its snapshot drawn at 2×, centred in a box of one size on
    /// every card (CSS: `.thumbnail-box`, whose inside is `box` or wider). Its `width` and
    /// `height` fit the screen inside `box`, aspect kept, so it has its size before it loads;
    /// the stylesheet only narrows it on a narrower card. Its text says which demo and step it
    /// shows.
    struct Thumbnail {
        let token: String
        let viewport: Viewport
        let description: String

        /// The snapshot's scale: the box shows a phone at about two thirds, so text drawn at 2×
        /// stays crisp on screens of 2 and 3 device pixels to the CSS pixel.
        static let scale = 2
        /// The inside of `.thumbnail-box` on the narrowest card.
        static let box = (width: 220.0, height: 320.0)

        var node: Node {
            let fit = min(Self.box.width / viewport.width, Self.box.height / viewport.height)
            return .el(
                "div", [.class("thumbnail-box")],
                [
                    .voidElement(
                        "img",
                        [
                            .class("thumbnail"), Attribute("src", SitePaths.snapshot(token: token, scale: Self.scale)),
                            Attribute("width", String(Int((viewport.width * fit).rounded()))),
                            Attribute("height", String(Int((viewport.height * fit).rounded()))),
                            Attribute("alt", description),
                        ])
                ])
        }
    }
}
