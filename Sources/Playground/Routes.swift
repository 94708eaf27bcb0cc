import HTTPServer
import MenuCore

/// The URL space of the playground.
enum Routes {
    static func make(
        staticFiles: StaticFiles, fonts: StaticFiles, metrics: Metrics, measurer: some TextMeasurer,
        gauges: @escaping @Sendable () -> [Metrics.Sample]
    ) -> Router {
        var router = Router()
        // The home page depends on nothing in the request, so it is rendered and tagged once.
        let home = Response.html(HomePage.render()).withETag()
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
        APIRoutes.register(in: &router, measurer: measurer, documents: staticFiles)
        DemoRoutes(measurer: measurer).register(in: &router)
        let embed = EmbedPage(measurer: measurer)
        router.get("/embed/{token}") { request throws(HTTPError) in
            try embed.response(token: request.pathParameters["token"] ?? "")
        }
        return router
    }
}
