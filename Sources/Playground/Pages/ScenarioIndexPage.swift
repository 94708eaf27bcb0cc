import HTML
import HTTPServer
import PlaygroundDomain

/// `GET /scenarios`: the built-in demos as scenarios to step through, and how to make one. It
/// depends on nothing in the request, so it is rendered once.
enum ScenarioIndexPage {
    static func response(demos: [BuiltInDemo], fonts: PageFonts?, publicURL: String?) -> PreviewedPage {
        PreviewedPage(publicURL: publicURL) { origin in
            response(
                demos: demos, fonts: fonts,
                preview: .site(
                    title: "Scenarios — Menu Playground",
                    description:
                        "Where a menu starts and the taps made from there: step through, share, export as tests.",
                    url: SitePaths.scenarios.pattern, demos: demos, origin: origin))
        }
    }

    static func response(demos: [BuiltInDemo], fonts: PageFonts?, preview: SnapshotLink.Preview?) -> Response {
        let (html, fontHashes) = PageShell.document(
            title: "Scenarios — Menu Playground", bodyClass: "scenarios", current: .scenarios,
            main: [
                .el("h1", [], text: "Scenarios"),
                .el(
                    "p", [.class("lead")],
                    text: "A scenario is where a menu starts and the taps made from there. Step through one, share "
                        + "its link, or download it as a test of the JSON API (pytest or bash)."),
                list(demos),
                .el("h2", [], text: "Make your own"),
                .el(
                    "p", [],
                    [
                        .text("On any demo page, tap the menu, then open your taps as a scenario from the page. "),
                        .text("From a test: "), .el("code", [], text: "POST " + SitePaths.apiScenarios.pattern),
                        .text(" with an actions request and its "), .el("code", [], text: "menu"),
                        .text(" (see the "),
                        .a(href: SitePaths.apiDescription.pattern, [], [.text("OpenAPI description")]),
                        .text(")."),
                    ]),
            ], fonts: fonts, preview: preview)
        var response = Response.html(html)
        response.headers.add(
            "Content-Security-Policy", ContentSecurityPolicy.policy(framing: .denied, styleHashes: fontHashes))
        response.headers.add("Cache-Control", "no-cache")
        response.isPureFunctionOfURL = true
        return response.withETag()
    }

    /// Each demo: its scenario, its menu, its steps, and the state it ends in.
    static func list(_ demos: [BuiltInDemo]) -> Node {
        guard !demos.isEmpty else { return .el("p", [.class("muted")], text: "No demos are configured.") }
        return .el(
            "ul", [.class("demo-list")],
            demos.map { demo in
                .el(
                    "li", [],
                    [
                        .a(href: demo.scenarioURL, [], [.text(demo.title)]),
                        .el(
                            "span", [.class("demo-menu")],
                            text: " · " + (MenuRegistry.menu(demo.menu)?.title ?? demo.menu.rawValue) + " · "
                                + "\(demo.stepCount) step\(demo.stepCount == 1 ? "" : "s")"),
                        .el("p", [], text: demo.summary),
                        .el("p", [.class("demo-links")], [.a(href: demo.url, [], [.text("Open its last step")])]),
                    ])
            })
    }
}
