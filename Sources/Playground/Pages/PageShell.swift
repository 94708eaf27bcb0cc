import HTML
import MenuCore

/// The document around every page: the `<html>` skeleton that every page, error and embed
/// shares, and, around the pages people browse, the site's navigation (a sidebar on wide
/// screens, a top bar on narrow ones, by CSS alone) and footer.
enum PageShell {
    /// Where a page sits in the navigation: its link is marked `aria-current="page"`.
    enum Place: Equatable {
        case home
        case menu(MenuID)
        case grid
        case scenarios
    }

    /// The scenarios: the built-in demos as tap sequences to step through.
    static let scenariosHref = "/scenarios"

    /// The site's pages: the shared stylesheet, the icon, the skip link, the navigation, main
    /// and footer. `current` is the page's place in the navigation (nil for error pages).
    static func document(
        title: String, bodyClass: String, current: Place? = nil, main: [Node],
        stylesheets: [String] = ["/static/css/playground.css"], scripts: [String] = [], fonts: PageFonts? = nil,
        meta: [Node] = []
    ) -> (html: [UInt8], styleHashes: [String]) {
        let (root, styleHashes) = skeleton(
            title: title, viewport: "width=device-width, initial-scale=1", stylesheets: stylesheets,
            icon: "/static/icons/favicon.svg", scripts: scripts, bodyClass: bodyClass + " shell", fonts: fonts,
            meta: meta,
            body: [
                .a(href: "#main", [.class("skip-link")], [.text("Skip to the page")]),
                header(current: current),
                .el(
                    "div", [.class("site-body")],
                    [
                        .el("main", [.id("main")], main),
                        .el(
                            "footer", [.class("site-footer")],
                            [.text("Every frame on these pages is computed on the server.")]),
                    ]),
            ])
        return (Renderer.documentBytes(root), styleHashes)
    }

    /// The site's name and its one navigation: the menus, the grid and the scenarios.
    private static func header(current: Place?) -> Node {
        func link(_ href: String, _ text: String, at place: Place?) -> Node {
            let marked: [Attribute] = place != nil && place == current ? [Attribute("aria-current", "page")] : []
            return .el("li", [], [.a(href: href, marked, [.text(text)])])
        }
        let menus = MenuRegistry.menus.map { link("/menus/\($0.id.rawValue)", $0.title, at: .menu($0.id)) }
        let siteMarked: [Attribute] = current == .home ? [Attribute("aria-current", "page")] : []
        return .el(
            "header", [.class("site-header")],
            [
                .a(href: "/", [.class("site-name")] + siteMarked, [.text("Menu Playground")]),
                .el(
                    "nav", [.class("site-nav"), Attribute("aria-label", "Playground")],
                    [
                        .el("p", [.class("nav-label"), .id("nav-menus")], text: "Menus"),
                        .el("ul", [.class("nav-menus"), Attribute("aria-labelledby", "nav-menus")], menus),
                        .el("p", [.class("nav-label"), .id("nav-more")], text: "More"),
                        .el(
                            "ul", [.class("nav-more"), Attribute("aria-labelledby", "nav-more")],
                            [
                                link("/grid", "Every device (grid)", at: .grid),
                                link(scenariosHref, "Scenarios", at: .scenarios),
                            ]),
                    ]),
            ])
    }

    /// `<html lang="en" dir="ltr">` with a head of, in order: the charset, the viewport (when given), the
    /// title, `meta` (a link preview's tags), the `@font-face` rules of the page's characters (when `fonts` is given), the
    /// stylesheets, the icon (when given) and the module scripts; then the body. With the CSP
    /// hash source of the rules' inline `<style>`, which the page's policy must allow.
    static func skeleton(
        title: String, viewport: String? = nil, stylesheets: [String], icon: String? = nil, scripts: [String] = [],
        bodyClass: String? = nil, fonts: PageFonts? = nil, meta: [Node] = [], body: [Node]
    ) -> (node: Node, styleHashes: [String]) {
        // Inline, so they need no request of their own and no server must remember them.
        let rules = fonts?.rules(for: body)
        let fontStyle: Node = rules.map { .el("style", [Attribute("data-fonts", nil)], [.text($0.css)]) } ?? .empty
        let root: Node = .el(
            "html", [Attribute("lang", "en"), Attribute("dir", "ltr")],
            [
                .el(
                    "head", [],
                    [
                        .voidElement("meta", [Attribute("charset", "utf-8")]),
                        viewport.map {
                            .voidElement("meta", [Attribute("name", "viewport"), Attribute("content", $0)])
                        }
                            ?? .empty,
                        .el("title", [], text: title),
                        .fragment(meta),
                        fontStyle,
                        .fragment(
                            stylesheets.map { sheet in
                                .voidElement("link", [Attribute("rel", "stylesheet"), Attribute("href", sheet)])
                            }),
                        icon.map { .voidElement("link", [Attribute("rel", "icon"), Attribute("href", $0)]) } ?? .empty,
                        // External module scripts only: the CSP allows `script-src 'self'`, a
                        // module is deferred without asking, and the pages must work without them.
                        .fragment(
                            scripts.map { script in
                                .el("script", [Attribute("type", "module"), Attribute("src", script)])
                            }),
                    ]),
                .el("body", bodyClass.map { [.class($0)] } ?? [], body),
            ])
        return (root, rules.map { [$0.styleHash] } ?? [])
    }
}
