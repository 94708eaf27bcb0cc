import HTML
import MenuCore

/// `GET /`: the five menus of the seed tutorials, each linking to its demo page.
enum HomePage {
    static func render() -> String {
        let cards = MenuID.allCases.map { menu -> Node in
            .el(
                "li", [.class("menu-card"), .data("menu", menu.rawValue)],
                [
                    .el("h2", [], [.a(href: "/menus/\(menu.rawValue)", [], [.text(menu.title)])]),
                    .el("p", [], text: menu.summary),
                    .el("p", [.class("menu-id")], [.text("id: "), .el("code", [], text: menu.rawValue)]),
                ])
        }
        return PageShell.document(
            title: "Menu Playground",
            bodyClass: "home",
            main: [
                .el("h1", [], text: "Menu Playground"),
                .el(
                    "p", [.class("lead")],
                    text:
                        "iOS-style custom menus from five tutorials, rendered as HTML and CSS with every frame "
                        + "computed on the server. Open one, tap it, dismiss it: with or without JavaScript."),
                .el("ul", [.class("menu-list")], cards),
            ])
    }
}
