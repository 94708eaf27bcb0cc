import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain
import Snapshot

/// The URL space of the playground.
enum Routes {
    static func make(
        staticFiles: StaticFiles, fonts: StaticFiles, pageFonts: PageFonts, metrics: Metrics,
        layouts: LayoutService<some TextMeasurer>, snapshots: SnapshotRenderer, publicURL: String?,
        entityTags: PageEntityTags,
        demos: [BuiltInDemo], links: ShortLinks, gauges: @escaping @Sendable () -> [Metrics.Sample]
    ) -> Router {
        var router = Router()
        // Routes answered from memory are cheap (`RouteCost`): they never queue behind drawing.
        // The home page depends on nothing in the request, so it is rendered and tagged once.
        let home = HomePage.response(demos: demos, layouts: layouts, publicURL: publicURL)
        router.get(SitePaths.home, cost: .cheap) { request in home.response(to: request) }
        router.get(SitePaths.health, cost: .cheap) { _ in
            var response = Response.text("ok\n")
            response.headers.add("Cache-Control", "no-store")
            return response
        }
        router.get(SitePaths.metrics, cost: .cheap) { _ in
            var response = Response.text(
                metrics.render(adding: gauges()), contentType: "text/plain; version=0.0.4; charset=utf-8")
            response.headers.add("Cache-Control", "no-store")
            return response
        }
        router.get(SitePaths.staticFile, cost: .cheap) { request throws(HTTPError) in
            try staticFiles.response(for: request.pathParameters["path"] ?? "", request: request)
        }
        router.get(SitePaths.font, cost: .cheap) { request throws(HTTPError) in
            try fonts.response(for: request.pathParameters["name"] ?? "", request: request)
        }
        router.get(SitePaths.fontSubset) { request throws(HTTPError) in
            try pageFonts.response(for: request.pathParameters["name"] ?? "", request: request)
        }
        APIRoutes.register(in: &router, layouts: layouts, documents: staticFiles)
        MenuPageRoutes(
            layouts: layouts, icons: IconNames(staticFiles: staticFiles), publicURL: publicURL, entityTags: entityTags
        )
        .register(in: &router)
        CompareRoutes(layouts: layouts, publicURL: publicURL).register(in: &router)
        ScenarioRoutes(layouts: layouts, publicURL: publicURL, demos: demos).register(in: &router)
        SnapshotRoutes(layouts: layouts, renderer: snapshots).register(in: &router)
        CardRoutes(layouts: layouts, renderer: CardRenderer(snapshots: snapshots)).register(in: &router)
        CompareCardRoute(layouts: layouts, renderer: ContactSheetRenderer(snapshots: snapshots)).register(in: &router)
        let scenarios = ScenarioIndexPage.response(demos: demos, fonts: layouts.pageFonts, publicURL: publicURL)
        router.get(SitePaths.scenarios, cost: .cheap) { request in scenarios.response(to: request) }
        // The grid depends on nothing in the request but its preview's origin: rendered once, at
        // start-up (a grid that cannot be drawn is a 500 on every request).
        let grid = Result { () throws(HTTPError) in
            try PreviewedPage(publicURL: publicURL) { origin throws(HTTPError) in
                try GridPage.render(
                    fonts: layouts.pageFonts,
                    preview: .site(
                        title: "Every menu on every device — Menu Playground",
                        description: "Each menu open on each device preset, portrait and landscape.",
                        url: SitePaths.grid.pattern, demos: demos, origin: origin))
            }
        }
        router.get(SitePaths.grid, cost: .cheap) { request throws(HTTPError) in try grid.get().response(to: request) }
        let embed = EmbedPage(layouts: layouts)
        router.get(SitePaths.embed) { request throws(HTTPError) in
            var response = try embed.response(
                token: request.pathParameters["token"] ?? "",
                origin: SnapshotLink.origin(of: request, publicURL: publicURL))
            response.isPureFunctionOfURL = true
            return response
        }
        InspectorPages(layouts: layouts).register(in: &router)
        LinkEndpoint(links: links).register(in: &router)
        ShortLinkRoutes(links: links, publicURL: publicURL, fonts: layouts.pageFonts).register(in: &router)
        return router
    }
}
