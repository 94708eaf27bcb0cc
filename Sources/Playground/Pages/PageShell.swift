import HTML

/// The document around every page: the `<html>` skeleton that every page, error and embed
/// shares, and the site's header and footer around the pages people browse.
enum PageShell {
    /// The site's pages: the shared stylesheet, the icon, header, main and footer.
    static func document(
        title: String, bodyClass: String, main: [Node], stylesheets: [String] = ["/static/css/playground.css"],
        scripts: [String] = [], fonts: PageFonts? = nil
    ) -> (html: String, styleHashes: [String]) {
        let (root, styleHashes) = skeleton(
            title: title, viewport: "width=device-width, initial-scale=1", stylesheets: stylesheets,
            icon: "/static/icons/favicon.svg", scripts: scripts, bodyClass: bodyClass, fonts: fonts,
            body: [
                .el(
                    "header", [.class("site-header")],
                    [.a(href: "/", [.class("site-name")], [.text("Menu Playground")])]),
                .el("main", [.id("main")], main),
                .el(
                    "footer", [.class("site-footer")],
                    [.text("Every frame on these pages is computed on the server.")]),
            ])
        return (Renderer.document(root), styleHashes)
    }

    /// `<html lang="en" dir="ltr">` with a head of, in order: the charset, the viewport (when given), the
    /// title, the `@font-face` rules of the page's characters (when `fonts` is given), the
    /// stylesheets, the icon (when given) and the module scripts; then the body. With the CSP
    /// hash source of the rules' inline `<style>`, which the page's policy must allow.
    static func skeleton(
        title: String, viewport: String? = nil, stylesheets: [String], icon: String? = nil, scripts: [String] = [],
        bodyClass: String? = nil, fonts: PageFonts? = nil, body: [Node]
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
