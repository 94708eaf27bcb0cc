import HTTPServer
import MenuCore
import PageRendering

/// The URL space of the playground.
enum Routes {
    static func make(
        staticFiles: StaticFiles, fonts: StaticFiles, metrics: Metrics, layouts: LayoutService<some TextMeasurer>,
        demos: [BuiltInDemo], gauges: @escaping @Sendable () -> [Metrics.Sample]
    ) -> Router {
        var router = Router()
        // The home page depends on nothing in the request, so it is rendered and tagged once.
        let home = homePage(demos: demos, layouts: layouts)
        router.get("/") { _ in home }
        router.get("/healthz") { _ in
            var response = Response.text("ok\n")
            response.headers.add("Cache-Control", "no-store")
            return response
        }
        router.get("/metrics") { _ in
            var response = Response.text(
                metrics.render(adding: gauges()), contentType: "text/plain; version=0.0.4; charset=utf-8")
            response.headers.add("Cache-Control", "no-store")
            return response
        }
        router.get("/static/{path...}") { request throws(HTTPError) in
            try staticFiles.response(for: request.pathParameters["path"] ?? "", request: request)
        }
        router.get("/fonts/{name}") { request throws(HTTPError) in
            try fonts.response(for: request.pathParameters["name"] ?? "", request: request)
        }
        APIRoutes.register(in: &router, layouts: layouts, documents: staticFiles)
        DemoRoutes(layouts: layouts, icons: IconNames(staticFiles: staticFiles)).register(in: &router)
        // The grid depends on nothing in the request: rendered once, at start-up.
        let grid = Result { () throws(HTTPError) in try GridPage.render() }
        router.get("/grid") { _ throws(HTTPError) in try grid.get() }
        let embed = EmbedPage(layouts: layouts)
        router.get("/embed/{token}") { request throws(HTTPError) in
            var response = try embed.response(token: request.pathParameters["token"] ?? "")
            response.isPureFunctionOfURL = true
            return response
        }
        return router
    }

    /// Errors as JSON for the API (a test client must never have to parse an error page, even for
    /// a 413 or 414 refused before routing) and for clients whose `Accept` prefers it; as a page
    /// otherwise.
    static func errorResponse(_ error: HTTPError, _ request: Request) -> Response {
        let json = request.rawPath.hasPrefix(APIRoutes.prefix + "/") || request.prefersJSON
        return ErrorPage.response(for: error, json: json)
    }

    /// The index depends on nothing in the request, so it is rendered and tagged once. Each
    /// menu's thumbnail is its first built-in demo, or its seed demo when it has none.
    private static func homePage(demos: [BuiltInDemo], layouts: LayoutService<some TextMeasurer>) -> Response {
        var thumbnails: [MenuID: RenderedScreen] = [:]
        for type in MenuRegistry.menus {
            let menu = type.id
            let token = demos.first { $0.menu == menu }?.token ?? (try? type.defaultToken())
            if let token, let (_, screen) = try? TokenScreen.render(token: token, work: layouts.startRequest()) {
                thumbnails[menu] = screen
            }
        }
        let (html, hashes) = HomePage.render(demos: demos, thumbnails: thumbnails)
        var response = Response.html(html)
        response.headers.add(
            "Content-Security-Policy", ContentSecurityPolicy.policy(framing: .denied, styleHashes: hashes))
        response.headers.add("Cache-Control", "no-cache")
        response.isPureFunctionOfURL = true
        return response.withETag()
    }
}
