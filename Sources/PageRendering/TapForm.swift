import HTML
import MenuCore

/// Where taps go and what every post carries. Taps work without script: each interactive box
/// is a submit button in its own `<form method="post">`, with the state token and the action's
/// fields as hidden inputs (field names in `TapForm.Field`).
public struct TapForm: Sendable, Hashable {
    /// Hidden-input names, one per `ActionPayload` field plus the token.
    public enum Field {
        public static let token = "token"
        public static let type = "type"
        public static let index = "index"
        public static let item = "item"
        public static let from = "from"
        public static let to = "to"
        /// Also the name of a text field's `<input type="text">`.
        public static let text = "text"
        /// Where the answer should lead: `embedded` for a screen inside an iframe.
        public static let returnTo = "return"
    }

    /// The `returnTo` value of an embedded screen's forms.
    public static let embedded = "embed"

    /// `POST` target of taps on rows, items, tabs, fields and buttons (`/menus/{id}/tap`).
    public var tapURL: String
    /// `POST` target of backdrop ("outside") taps and of the visible Cancel (`/menus/{id}/dismiss`).
    public var dismissURL: String
    /// The state token of the page being drawn, posted back with every action.
    public var stateToken: String {
        didSet { tokenInput = Self.tokenInput(stateToken) }
    }
    /// The token's hidden input, written once: every form of a page carries the same one.
    private var tokenInput: Markup
    /// More hidden fields every form posts, such as where the answer should lead (`return`).
    public var extraFields: [String: String]

    public init(tapURL: String, dismissURL: String, stateToken: String, extraFields: [String: String] = [:]) {
        self.tapURL = tapURL
        self.dismissURL = dismissURL
        self.stateToken = stateToken
        self.extraFields = extraFields
        tokenInput = Self.tokenInput(stateToken)
    }

    private static func tokenInput(_ token: String) -> Markup {
        var html = HTMLWriter(capacity: 64 + token.utf8.count)
        writeHidden(Field.token, token, into: &html)
        return html.markup(of: 0..<html.count)
    }

    /// A form posting `payload` (if any) to `url`: the start tag and the hidden inputs, which
    /// `controls` follow before `</form>`. `includesText: false` leaves `text` to a visible text
    /// input among the controls; `id` is for buttons outside the form that submit it.
    func writeForm(
        posting payload: ActionPayload?, to url: String, includesText: Bool = true, id: String? = nil,
        into html: inout HTMLWriter, controls: (inout HTMLWriter) -> Void
    ) {
        html.beginStartTag("form")
        html.attribute("method", "post")
        html.attribute("action", url)
        html.attribute("class", "tap")
        if let id {
            html.attribute("id", id)
        }
        html.endStartTag()
        writeHiddenInputs(for: payload, includesText: includesText, into: &html)
        controls(&html)
        html.endTag("form")
    }

    private func writeHiddenInputs(for payload: ActionPayload?, includesText: Bool, into html: inout HTMLWriter) {
        html.write(tokenInput)
        for (name, value) in extraFields.sorted(by: { $0.key < $1.key }) {
            Self.writeHidden(name, value, into: &html)
        }
        guard let payload else { return }
        Self.writeHidden(Field.type, payload.type, into: &html)
        if let index = payload.index { Self.writeHidden(Field.index, String(index), into: &html) }
        if let item = payload.item { Self.writeHidden(Field.item, String(item), into: &html) }
        if let from = payload.from { Self.writeHidden(Field.from, String(from), into: &html) }
        if let to = payload.to { Self.writeHidden(Field.to, String(to), into: &html) }
        if includesText, let text = payload.text {
            Self.writeHidden(Field.text, text, into: &html)
        }
    }

    /// `<input type="hidden" name="…" value="…">`.
    public static func writeHidden(_ name: String, _ value: String, into html: inout HTMLWriter) {
        html.beginStartTag("input")
        html.attribute("type", "hidden")
        html.attribute("name", name)
        html.attribute("value", value)
        html.endStartTag()
    }
}
