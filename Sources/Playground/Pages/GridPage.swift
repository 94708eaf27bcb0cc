import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// `GET /grid`: every menu on every device preset in both orientations, open. Each screen is
/// its server-drawn snapshot (`/snapshots/{token}.png`), an image linked to its demo: forty
/// light images rather than forty documents. The cells are of one size (CSS: `.grid-row`), each
/// screen scaled to fit its cell, with its device named as people name it.
enum GridPage {
    /// What each image's `width` and `height` fit, aspect kept: the inside of a cell on a wide
    /// screen. Known before the image loads, so lazy images hold their place; the stylesheet
    /// narrows them to a narrower cell (`max-width: 100%`).
    static let box = (width: 200.0, height: 210.0)

    static func render(fonts: PageFonts? = nil, preview: SnapshotLink.Preview? = nil) throws(HTTPError) -> Response {
        var sections: [Node] = []
        for type in MenuRegistry.menus {
            let menu = type.id
            var cells: [Node] = []
            for preset in DevicePreset.allCases {
                for orientation in Orientation.allCases {
                    let token = try openToken(type, preset: preset, orientation: orientation)
                    let viewport = Viewport(preset, orientation)
                    let fit = min(box.width / viewport.width, box.height / viewport.height)
                    let caption = DeviceChoice.preset(preset).caption(orientation)
                    let demo = SitePaths.menuPage(menu, token: token)
                    cells.append(
                        .el(
                            "figure", [.class("grid-cell")],
                            [
                                .a(
                                    href: demo, [.class("grid-frame"), Attribute("tabindex", "-1")],
                                    [
                                        .voidElement(
                                            "img",
                                            [
                                                Attribute("src", SitePaths.snapshot(token: token)),
                                                Attribute("width", String(Int((viewport.width * fit).rounded()))),
                                                Attribute("height", String(Int((viewport.height * fit).rounded()))),
                                                Attribute(
                                                    "alt",
                                                    "\(type.title), open, on \(preset.displayName), "
                                                        + orientation.rawValue),
                                                Attribute("loading", "lazy"),
                                            ])
                                    ]),
                                .el("figcaption", [], [.a(href: demo, [], [.text(caption)])]),
                            ]))
                }
            }
            sections.append(
                .el(
                    "section", [.class("grid-menu"), Attribute("aria-labelledby", "grid-\(menu.rawValue)")],
                    [
                        .el(
                            "h2", [.id("grid-\(menu.rawValue)")],
                            [.a(href: SitePaths.menuPage(menu), [], [.text(type.title)])]),
                        .el("div", [.class("grid-row")], cells),
                    ]))
        }
        let (html, fontHashes) = PageShell.document(
            title: "Every menu on every device — Menu Playground", bodyClass: "grid", current: .grid,
            main: [
                .el("h1", [], text: "Every menu on every device"),
                .el(
                    "p", [.class("lead")],
                    text:
                        "Each menu open on each preset, portrait and landscape, scaled to fit: a picture the server "
                        + "drew. Follow one to use it."
                ),
                jumpLinks,
            ] + sections, fonts: fonts, preview: preview)
        var response = Response.html(html)
        response.headers.add(
            "Content-Security-Policy", ContentSecurityPolicy.policy(framing: .denied, styleHashes: fontHashes))
        response.headers.add("Cache-Control", "no-cache")
        response.isPureFunctionOfURL = true
        return response.withETag()
    }

    /// A link to each menu's section: the page is several thousand pixels tall.
    private static var jumpLinks: Node {
        .el(
            "nav", [.class("jump-links"), Attribute("aria-label", "Menus on this page")],
            [
                .el(
                    "ul", [],
                    MenuRegistry.menus.map { type in
                        .el("li", [], [.a(href: "#grid-\(type.id.rawValue)", [], [.text(type.title)])])
                    })
            ])
    }

    private static func openToken<M: PlaygroundMenu>(_ menu: M.Type, preset: DevicePreset, orientation: Orientation)
        throws(HTTPError) -> String
    {
        var page = PageState<M>(device: .preset(preset), orientation: orientation)
        let action: M.Action
        do {
            action = try M.Action(payload: M.opening)
            page.record(try M.reduce(&page.state, action, configuration: page.configuration))
        } catch {
            throw HTTPError(
                status: .internalServerError, code: "grid",
                message: "The \(M.id.rawValue) demo cannot be opened: \(error).")
        }
        return try answering(StateToken.encode(page))
    }
}
