import HTTPServer
import MenuCore
import PlaygroundDomain

/// What a compare page's URL or form carries: the shared state (`state`, else the menu's demo),
/// the screens (`devices`) and the long-text copies (`text=long`). Any other field is a 400, so
/// one page has one URL.
struct CompareQuery<M: PlaygroundMenu> {
    var page: PageState<M>
    /// The state's token, nil for the menu's demo state.
    var token: String?
    var view: CompareView
    /// Whether the fields were not in the page's one spelling (the devices form sends one
    /// `devices` field a checked box): the route answers with a redirect to it.
    var isCanonical = true

    static var fieldNames: [String] { ["state", "devices", "text"] }

    /// A GET's query.
    init(_ request: Request) throws(HTTPError) {
        try self.init(try request.query(), allowing: [])
    }

    /// `fields` read as a compare page's: a URL's query, or a form whose other fields are `allowing`.
    init(_ fields: FormFields, allowing others: Set<String>) throws(HTTPError) {
        if let unknown = fields.pairs.first(where: { !Self.fieldNames.contains($0.name) && !others.contains($0.name) })
        {
            throw HTTPError(
                status: .badRequest, code: "unknown_parameter",
                message: "The field “\(unknown.name)” is not used here; a compare page has only "
                    + "“state”, “devices” and “text”.",
                path: unknown.name)
        }
        let token = try fields.single("state")
        if let token {
            page = try answering(StateToken.decode(token, as: M.self))
        } else {
            page = M.defaultPage
        }
        self.token = token
        view = CompareView(screens: .defaults, showsLongText: try Self.showsLongText(fields.single("text")))
        let lists = fields.values("devices")
        if !lists.isEmpty {
            view.screens = try answering(CompareScreens(parsing: lists.joined(separator: ",")))
            isCanonical = lists.count == 1 && !view.screens.isDefault
        }
    }

    /// The page's own URL.
    var url: String { SitePaths.compare(M.id, token: token, view: view) }

    /// The token the screens' forms carry: the link's, else the menu's default state's.
    func shownToken() throws(HTTPError) -> String {
        if let token { return token }
        return try answering(M.defaultToken())
    }

    private static func showsLongText(_ value: String?) throws(HTTPError) -> Bool {
        guard let value else { return false }
        guard value == CompareView.longTextValue else {
            throw HTTPError(
                status: .badRequest, code: "invalid_value",
                message: "The field “text” takes only “\(CompareView.longTextValue)” (the long-text copies); "
                    + "leave it out for none.",
                path: "text")
        }
        return true
    }
}
