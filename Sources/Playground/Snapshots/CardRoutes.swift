import Drawing
import HTTPServer
import MenuCore
import PlaygroundDomain
import Snapshot

/// `GET /cards/{token}.png` and `GET /cards/scenarios/{token}.png`: the 1200 × 630 link-preview
/// card of a state, or of a scenario's last step (`CardRenderer`). Decoded, laid out, priced and
/// drawn as a snapshot is (`SnapshotRoutes`), under the same budget; a pure function of its URL.
struct CardRoutes<Measurer: TextMeasurer>: Sendable {
    let layouts: LayoutService<Measurer>
    let renderer: CardRenderer

    func register(in router: inout Router) {
        router.get(SitePaths.card) { request throws(HTTPError) in
            let token = try Self.token(of: request, example: "/cards/{token}.png: a state token")
            var response = try StateToken.open(token) { decoded throws(HTTPError) in
                try card(of: decoded)
            }
            response.isPureFunctionOfURL = true
            return response
        }
        router.get(SitePaths.scenarioCard) { request throws(HTTPError) in
            let token = try Self.token(of: request, example: "/cards/scenarios/{token}.png: a scenario token")
            var response = try ScenarioToken.open(token) { decoded throws(HTTPError) in
                try card(ofLastStepOf: decoded)
            }
            response.isPureFunctionOfURL = true
            return response
        }
    }

    /// The token in `{file}`, which must end in `.png`; a card takes no query.
    private static func token(of request: Request, example: String) throws(HTTPError) -> Substring {
        let file = request.pathParameters["file"] ?? ""
        guard file.hasSuffix(".png"), file.count > 4 else {
            throw HTTPError(
                status: .notFound, code: "not_found", message: "A card's URL is \(example), then .png.", path: "token")
        }
        if let unknown = try request.query().pairs.first {
            throw HTTPError(
                status: .badRequest, code: "unknown_parameter",
                message: "The query parameter “\(unknown.name)” is not used here; a card's URL has no query.",
                path: unknown.name)
        }
        return file.dropLast(4)
    }

    /// What a card may spend on drawing: half a snapshot's. A card's screen may be drawn far
    /// smaller than at 1× (0.26 for a 2000-point screen), and thousands of emoji bitmaps shrunk
    /// that much cost more per unit than the calibration's; at a whole snapshot's allowance the
    /// dearest card passed 100 ms (BENCHMARKS.md, *Preview cards*). No demo comes near half.
    static func allowance(snapshotBudget: Int) -> Int { snapshotBudget / 2 }

    /// The scenario's page after its last step, as its last step's page shows it.
    private func card<Decoded: DecodedScenario>(ofLastStepOf decoded: Decoded) throws(HTTPError) -> Response {
        let scenario = decoded.scenario
        return try card(of: try answering(scenario.page(after: scenario.actions.count)))
    }

    private func card<Decoded: DecodedPage>(of decoded: Decoded) throws(HTTPError) -> Response {
        try card(of: decoded.page)
    }

    func card<M: PlaygroundMenu>(of page: PageState<M>) throws(HTTPError) -> Response {
        let viewport = try answering(page.tokenViewport())
        let work = layouts.startRequest()
        let layout = try work.layout(M.self, page.configuration, page.state, on: viewport)
        let (heading, words) = page.lastStepInWords
        var text = CardText(
            title: M.title, lastTap: words, product: "Menu Playground", device: page.device.caption(page.orientation))
        text.lastTapHeading = heading
        // As a snapshot: priced by the painter's walk over a counting surface, drawn if it fits.
        let price = try DrawnPNG.drawing("The card", code: "card_failed") { () throws(DrawingError) in
            try renderer.price(of: layout, on: viewport, text: text)
        }
        try work.willSnapshot(price: price, allowance: Self.allowance(snapshotBudget: layouts.snapshotBudget))
        let png = try DrawnPNG.drawing("The card", code: "card_failed") { () throws(DrawingError) in
            try renderer.png(of: layout, on: viewport, text: text)
        }
        return DrawnPNG.response(png)
    }
}

extension PageState where M: PlaygroundMenu {
    /// The words under the menu's title on a card when the state has no tap on its trail.
    static var nothingTapped: String { "Nothing tapped yet" }

    /// The trail's last step in the Events panel's words, under its heading: "Last tap" and the
    /// tap (`describe(tap:from:configuration:)`), or `nothingTapped`; "Last edit" and the
    /// options it changed.
    var lastStepInWords: (heading: String, words: String) {
        guard let last = try? trail.replay(configuration: configuration).steps.last else {
            return ("Last tap", Self.nothingTapped)
        }
        guard !last.actions.isEmpty else {
            let changes = M.editing?.changes(from: last.configurationBefore, to: last.configuration) ?? []
            return ("Last edit", "Options: " + (changes.isEmpty ? "changed" : changes.joined(separator: "; ")))
        }
        return ("Last tap", M.describe(tap: last.actions, from: last.stateBefore, configuration: last.configuration))
    }
}
