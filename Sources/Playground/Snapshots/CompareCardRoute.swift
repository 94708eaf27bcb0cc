import Drawing
import HTTPServer
import MenuCore
import PlaygroundDomain
import Snapshot

/// `GET /cards/compare/{id}.png?state=…&devices=…&text=long`: the compare page's link-preview
/// image, a contact sheet of its screens (`ContactSheetRenderer`). Laid out as the compare page
/// is (`compareLayouts`, under the compare budget), priced and drawn as a card is, with half a
/// card's allowance; a pure function of its URL.
struct CompareCardRoute<Measurer: TextMeasurer>: Sendable {
    let layouts: LayoutService<Measurer>
    let renderer: ContactSheetRenderer

    /// The query's fields, each at most once.
    static var fields: [String] { ["state", "devices", "text"] }

    func register(in router: inout Router) {
        router.get(SitePaths.compareCard) { request throws(HTTPError) in
            var response = try sheet(of: try Self.menu(of: request), request)
            response.isPureFunctionOfURL = true
            return response
        }
    }

    /// The menu `{file}` names: its id, then `.png`.
    private static func menu(of request: Request) throws(HTTPError) -> any PlaygroundMenu.Type {
        let file = request.pathParameters["file"] ?? ""
        guard file.hasSuffix(".png"), file.count > 4 else {
            throw HTTPError(
                status: .notFound, code: "not_found",
                message: "A compare card's URL is /cards/compare/{menu id}.png, then its query.", path: "id")
        }
        let id = String(file.dropLast(4))
        guard let menu = MenuRegistry.menu(id) else { throw HTTPError(MenuRegistry.unknownMenu(id)) }
        return menu
    }

    /// The state (the menu's default without `state`) and the view the query asks for.
    static func read<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> (
        page: PageState<M>, view: CompareView
    ) {
        let query = try request.query()
        // Another key would make a second URL (and a second cache entry) for the same image.
        if let unknown = query.pairs.first(where: { !fields.contains($0.name) }) {
            throw HTTPError(
                status: .badRequest, code: "unknown_parameter",
                message: "The query parameter “\(unknown.name)” is not used here; a compare card's URL has only "
                    + "“state”, “devices” and “text”.", path: unknown.name)
        }
        let page = try query.single("state").map { (token) throws(HTTPError) in
            try answering(StateToken.decode(token, as: M.self))
        }
        var view = CompareView()
        if let devices = try query.single("devices") {
            view.screens = try answering(CompareScreens(parsing: devices))
        }
        if let text = try query.single("text") {
            guard text == CompareView.longTextValue else {
                throw HTTPError(
                    status: .badRequest, code: "invalid_value",
                    message: "The field “text” takes only “\(CompareView.longTextValue)” (the long-text copies); "
                        + "leave it out for none.", path: "text")
            }
            view.showsLongText = true
        }
        return (page ?? M.defaultPage, view)
    }

    func sheet<M: PlaygroundMenu>(of menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        let (page, view) = try Self.read(M.self, request)
        let work = layouts.startCompareRequest()
        let screens = try work.compareLayouts(page, view: view).map { screen in
            ContactSheet.Screen(
                viewport: screen.screen.viewport, layout: screen.layout, longText: screen.longText,
                caption: screen.screen.caption)
        }
        let sheet = ContactSheet(
            title: M.title, summary: ContactSheet.summary(screens: screens.count, longText: view.showsLongText),
            screens: screens)
        // As a card: priced by the painters' walk over a counting surface, drawn if it fits.
        // Half a card's allowance: sixteen screens share 1200 × 630, drawn smaller still than a
        // card's one, where shrunk emoji bitmaps cost the most per unit; at a card's allowance
        // the dearest sheet came within 10 % of the 100 ms budget (BENCHMARKS.md, *The compare
        // card*).
        let price = try DrawnPNG.drawing("The compare card", code: "card_failed") { () throws(DrawingError) in
            try renderer.price(of: sheet)
        }
        try work.willSnapshot(
            price: price, allowance: CardRoutes<Measurer>.allowance(snapshotBudget: layouts.snapshotBudget) / 2)
        let png = try DrawnPNG.drawing("The compare card", code: "card_failed") { () throws(DrawingError) in
            try renderer.png(of: sheet)
        }
        return DrawnPNG.response(png)
    }
}
