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
    public var stateToken: String
    /// More hidden fields every form posts, such as where the answer should lead (`return`).
    public var extraFields: [String: String]

    public init(tapURL: String, dismissURL: String, stateToken: String, extraFields: [String: String] = [:]) {
        self.tapURL = tapURL
        self.dismissURL = dismissURL
        self.stateToken = stateToken
        self.extraFields = extraFields
    }

    /// A form posting `payload` (if any) to `url`, holding `controls` after the hidden inputs.
    /// `includesText: false` leaves `text` to a visible text input among `controls`; `id` is
    /// for buttons outside the form that submit it.
    func form(
        posting payload: ActionPayload?, to url: String, includesText: Bool = true, id: String? = nil,
        controls: [Node]
    ) -> Node {
        var attributes = [Attribute("method", "post"), Attribute("action", url), .class("tap")]
        if let id {
            attributes.append(.id(id))
        }
        return .el("form", attributes, hiddenInputs(for: payload, includesText: includesText) + controls)
    }

    private func hiddenInputs(for payload: ActionPayload?, includesText: Bool) -> [Node] {
        var fields = [(Field.token, stateToken)] + extraFields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        if let payload {
            fields.append((Field.type, payload.type))
            let numbers = [(Field.index, payload.index), (Field.item, payload.item), (Field.from, payload.from)]
            for (name, value) in numbers + [(Field.to, payload.to)] {
                if let value { fields.append((name, String(value))) }
            }
            if includesText, let text = payload.text {
                fields.append((Field.text, text))
            }
        }
        return fields.map { name, value in
            .voidElement(
                "input", [Attribute("type", "hidden"), Attribute("name", name), Attribute("value", value)])
        }
    }
}
