import HTML

/// The document around every page: head, stylesheet, header and footer.
enum PageShell {
    static func document(
        title: String, bodyClass: String, main: [Node], stylesheets: [String] = ["/static/css/playground.css"],
        scripts: [String] = []
    ) -> String {
        Renderer.document(
            .el(
                "html", [Attribute("lang", "en")],
                [
                    .el(
                        "head", [],
                        [
                            .voidElement("meta", [Attribute("charset", "utf-8")]),
                            .voidElement(
                                "meta",
                                [
                                    Attribute("name", "viewport"),
                                    Attribute("content", "width=device-width, initial-scale=1"),
                                ]),
                            .el("title", [], text: title),
                            .fragment(
                                stylesheets.map { sheet in
                                    .voidElement("link", [Attribute("rel", "stylesheet"), Attribute("href", sheet)])
                                }),
                            .voidElement(
                                "link", [Attribute("rel", "icon"), Attribute("href", "/static/icons/favicon.svg")]),
                            // External module scripts only: the CSP allows `script-src 'self'`, a
                            // module is deferred without asking, and the pages must work without them.
                            .fragment(
                                scripts.map { script in
                                    .el("script", [Attribute("type", "module"), Attribute("src", script)])
                                }),
                        ]),
                    .el(
                        "body", [.class(bodyClass)],
                        [
                            .el(
                                "header", [.class("site-header")],
                                [.a(href: "/", [.class("site-name")], [.text("Menu Playground")])]),
                            .el("main", [.id("main")], main),
                            .el(
                                "footer", [.class("site-footer")],
                                [.text("Every frame on these pages is computed on the server.")]),
                        ]),
                ]))
    }
}
