import HTTPServer
import MenuCore
import PlaygroundDomain

/// The scenario pages: `/scenarios/{token}[?step=k]`, its exported tests
/// (`/scenarios/{token}/test.py`, `…/test.sh`) and `/embed/scenarios/{token}[?step=k]`. All are
/// pure functions of their URL.
struct ScenarioRoutes<Measurer: TextMeasurer>: Sendable {
    let layouts: LayoutService<Measurer>
    /// The configured public URL of link previews (else the request's Host).
    var publicURL: String?
    /// The built-in demos by scenario token: a demo's scenario page shows its name and
    /// description (a token is canonical, so one scenario has one).
    var demos: [String: BuiltInDemo] = [:]

    init(layouts: LayoutService<Measurer>, publicURL: String?, demos: [BuiltInDemo] = []) {
        self.layouts = layouts
        self.publicURL = publicURL
        for demo in demos where self.demos[demo.scenarioToken] == nil {
            self.demos[demo.scenarioToken] = demo
        }
    }

    func register(in router: inout Router) {
        router.get(SitePaths.scenario) { request throws(HTTPError) in
            try self.page(request)
        }
        router.get(SitePaths.scenarioPythonTest) { request throws(HTTPError) in
            try self.test(request) { test in
                Self.download(test.python, type: "text/x-python; charset=utf-8", name: test.fileStem + ".py")
            }
        }
        router.get(SitePaths.scenarioShellTest) { request throws(HTTPError) in
            try self.test(request) { test in
                Self.download(test.shell, type: "text/x-shellscript; charset=utf-8", name: test.fileStem + ".sh")
            }
        }
        router.get(SitePaths.embeddedScenario) { request throws(HTTPError) in
            try self.embed(request)
        }
    }

    private func page(_ request: Request) throws(HTTPError) -> Response {
        let token = request.pathParameters["token"] ?? ""
        return try ScenarioToken.open(token) { decoded throws(HTTPError) in
            try page(decoded, token: token, request: request)
        }
    }

    private func page<Decoded: DecodedScenario>(_ decoded: Decoded, token: String, request: Request)
        throws(HTTPError) -> Response
    {
        let scenario = decoded.scenario
        let step = try Self.step(of: request, count: scenario.actions.count, path: SitePaths.scenario(token: token))
        return try ScenarioPage(
            scenario: scenario, token: token, step: step, work: layouts.startRequest(),
            origin: SnapshotLink.origin(of: request, publicURL: publicURL), demo: demos[token]
        ).response()
    }

    private func embed(_ request: Request) throws(HTTPError) -> Response {
        let token = request.pathParameters["token"] ?? ""
        return try ScenarioToken.open(token) { decoded throws(HTTPError) in
            try embed(decoded, token: token, request: request)
        }
    }

    /// The screen of one step, as the embed route draws a state.
    private func embed<Decoded: DecodedScenario>(_ decoded: Decoded, token: String, request: Request)
        throws(HTTPError) -> Response
    {
        let scenario = decoded.scenario
        let step = try Self.step(of: request, count: scenario.actions.count, path: SitePaths.scenario(token: token))
        let page = try answering(scenario.page(after: step))
        var response = try EmbedPage(layouts: layouts).response(
            token: try answering(StateToken.encode(page)),
            origin: SnapshotLink.origin(of: request, publicURL: publicURL))
        response.isPureFunctionOfURL = true
        return response
    }

    private func test(_ request: Request, _ file: (ScenarioExport) -> Response) throws(HTTPError) -> Response {
        guard (try request.query()).pairs.isEmpty else {
            throw HTTPError(status: .badRequest, code: "unknown_parameter", message: "An exported test takes no query.")
        }
        let token = request.pathParameters["token"] ?? ""
        var test = try ScenarioToken.open(token) { decoded throws(HTTPError) in
            try Self.test(of: decoded, token: token, work: layouts.startRequest())
        }
        // The origin is the configured public URL or the request's Host, which the page cache
        // keys on, so each host's test names its own server.
        if let origin = SnapshotLink.origin(of: request, publicURL: publicURL) { test.serverURL = origin }
        var response = file(test)
        response.isPureFunctionOfURL = true
        return response.withETag()
    }

    private static func test(of decoded: some DecodedScenario, token: String, work: LayoutWork<Measurer>)
        throws(HTTPError) -> ScenarioExport
    {
        try ScenarioExport(decoded.scenario, token: token, work: work)
    }

    private static func download(_ text: String, type: String, name: String) -> Response {
        var response = Response.text(text, contentType: type)
        response.headers.add("Content-Disposition", "attachment; filename=\"\(name)\"")
        response.headers.add("Cache-Control", "public, max-age=86400")
        return response
    }

    /// `?step=k`, 0 through `count` (absent: 0); anything else is a 400 that links the start.
    static func step(of request: Request, count: Int, path: String) throws(HTTPError) -> Int {
        let query = try request.query()
        let start = HTTPError.Link(href: path, text: "The scenario's start")
        if let unknown = query.pairs.first(where: { $0.name != "step" }) {
            throw HTTPError(
                status: .badRequest, code: "unknown_parameter",
                message: "The query parameter “\(unknown.name)” is not used here; a scenario URL has only “step”.",
                path: unknown.name, recovery: start)
        }
        guard let text = try query.single("step") else { return 0 }
        guard let step = Int(text), String(step) == text, (0...count).contains(step) else {
            throw HTTPError(
                status: .badRequest, code: "invalid_value",
                message: "“step” must be a whole number from 0 to \(count), the scenario's steps; got “\(text)”.",
                path: "step", recovery: start)
        }
        return step
    }
}
