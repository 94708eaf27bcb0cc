import HTTPServer
import MenuCore
import PlaygroundDomain

/// What a compare page's URL or form carries: the shared state (`state`, else the menu's demo),
/// the screens (`devices`) and the long-text copies (`text=long`). Any other field is a 400, and
/// a URL spelled otherwise than `SitePaths.compareQuery` spells it is redirected there, so one
/// page has one URL.
struct CompareQuery<M: PlaygroundMenu> {
    var page: PageState<M>
    /// The state's token, nil for the menu's demo state.
    var token: String?
    var view: CompareView
    /// Whether the URL is the page's one spelling (the devices form sends one `devices` field a
    /// checked box; a link may put the fields in another order or name `:portrait`): when it is
    /// not, the route answers with a redirect to it.
    var isCanonical = true

    static var fieldNames: [String] { ["state", "devices", "text"] }
    /// What the tap and dismiss forms call the URL's `text`: a tap form's own `text` is the words
    /// typed into a menu's field (`TapForm.Field.text`).
    static var longTextFormField: String { "long-text" }

    /// A GET's query.
    init(_ request: Request) throws(HTTPError) {
        try self.init(try request.query(), allowing: [])
        isCanonical =
            "?" + request.rawQuery == SitePaths.compareQuery(token: token, view: view) || request.rawQuery.isEmpty
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
        }
    }

    /// The view a tap or dismiss form carries beside its action's fields: `devices`, and
    /// `long-text` as the URL's `text`.
    init(postedView fields: FormFields) throws(HTTPError) {
        let view = fields.pairs.compactMap { pair -> (name: String, value: String)? in
            switch pair.name {
            case "devices": pair
            case Self.longTextFormField: (name: "text", value: pair.value)
            default: nil
            }
        }
        try self.init(FormFields(view), allowing: [])
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
