import HTTPServer
import MenuCore
import PlaygroundDomain

/// The versioned JSON API under `/api/v1/` (issue 4). Every answer, error or not, is JSON.
enum APIRoutes {
    /// Adds the API's routes to `router`.
    static func register(in router: inout Router, layouts: LayoutService<some TextMeasurer>, documents: StaticFiles) {
        let endpoints = MenuEndpoints(layouts: layouts)
        let compare = CompareEndpoint(layouts: layouts)
        let fonts = FontsEndpoint(fonts: layouts.pageFonts)
        let scenarios = ScenarioEndpoint(layouts: layouts)
        let accessibility = AccessibilityEndpoint(layouts: layouts)
        let frames = FramesEndpoint(layouts: layouts)
        // The catalogues depend on nothing in the request: built and tagged once.
        let menus = once { () throws(HTTPError) in
            try APIJSON.response(["menus": MenuRegistry.menus.map { summary(of: $0) }])
        }
        let devices = once { () throws(HTTPError) in
            try APIJSON.response(["devices": DevicePreset.allCases.map(DeviceSummary.init)])
        }
        let routes: [(method: HTTPMethod, path: RoutePath, cost: Router.RouteCost, handler: Handler)] = [
            (.get, SitePaths.apiMenus, .cheap, { _ throws(HTTPError) in try menus.get() }),
            (.get, SitePaths.apiDevices, .cheap, { _ throws(HTTPError) in try devices.get() }),
            (
                .post, SitePaths.apiLayout, .costly,
                { request throws(HTTPError) in try endpoints.layout(try MenuRegistry.menu(of: request), request) }
            ),
            (
                .post, SitePaths.apiActions, .costly,
                { request throws(HTTPError) in try endpoints.actions(try MenuRegistry.menu(of: request), request) }
            ),
            (
                .post, SitePaths.apiCompare, .costly,
                { request throws(HTTPError) in try compare.compare(try MenuRegistry.menu(of: request), request) }
            ),
            (
                .get, SitePaths.apiState, .costly,
                { request throws(HTTPError) in try state(request.pathParameters["token"] ?? "") }
            ),
            (
                .get, SitePaths.apiAccessibility, .costly,
                { request throws(HTTPError) in try accessibility.response(token: request.pathParameters["token"] ?? "")
                }
            ),
            (
                .get, SitePaths.apiFrames, .costly,
                { request throws(HTTPError) in try frames.response(token: request.pathParameters["token"] ?? "") }
            ),
            (.post, SitePaths.apiScenarios, .costly, { request throws(HTTPError) in try scenarios.create(request) }),
            (.get, SitePaths.apiFonts, .costly, { request throws(HTTPError) in try fonts.response(request) }),
            (
                .get, SitePaths.apiDescription, .cheap,
                { request throws(HTTPError) in try documents.response(for: "openapi.json", request: request) }
            ),
        ]
        // Errors thrown here, and the router's own 404 and 405 for unknown API paths and methods,
        // are answered as JSON by the pipeline (`ErrorAnswer.response(for:request:)`) and logged with their code.
        for route in routes {
            router.add(route.method, route.path.pattern, cost: route.cost, route.handler)
        }
    }

    private static func summary<M: PlaygroundMenu>(of menu: M.Type) -> AnyEncodable {
        AnyEncodable(value: MenuSummary<M>())
    }

    /// `GET /api/v1/state/{token}`: the token's state as canonical JSON. A pure function of the
    /// URL, so it is tagged and cacheable.
    private static func state(_ token: String) throws(HTTPError) -> Response {
        try StateToken.open(token) { decoded throws(HTTPError) in try json(of: decoded) }
    }

    private static func json<Page: DecodedPage>(of decoded: Page) throws(HTTPError) -> Response {
        var body = try answering(StateToken.json(decoded.page))
        body.append(0x0A)
        var response = Response(status: .ok, headers: .contentType("application/json"), body: body)
        response.headers.add("Cache-Control", "public, max-age=86400")
        return response.withETag()
    }

    private static func once(_ make: () throws(HTTPError) -> Response) -> Result<Response, HTTPError> {
        do throws(HTTPError) {
            return .success(try make().withETag())
        } catch {
            return .failure(error)
        }
    }
}
