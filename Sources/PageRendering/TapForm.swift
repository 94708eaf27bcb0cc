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
    public var tapURL: String {
        didSet { tapFormStart = formStart(to: tapURL) }
    }
    /// `POST` target of backdrop ("outside") taps and of the visible Cancel (`/menus/{id}/dismiss`).
    public var dismissURL: String {
        didSet { dismissFormStart = formStart(to: dismissURL) }
    }
    /// The state token of the page being drawn, posted back with every action.
    public var stateToken: String {
        didSet { refreshFormStarts() }
    }
    /// More hidden fields every form posts, such as where the answer should lead (`return`).
    public var extraFields: [String: String] {
        didSet { refreshFormStarts() }
    }
    /// The start tag and the hidden inputs every form carries (token, extra fields) of a form to
    /// each URL, written once: a page's forms all begin with one of the two, and writing them
    /// afresh (escaping, sorting the extra fields) was most of the cost of a form.
    private var tapFormStart = Markup.empty
    private var dismissFormStart = Markup.empty

    public init(tapURL: String, dismissURL: String, stateToken: String, extraFields: [String: String] = [:]) {
        self.tapURL = tapURL
        self.dismissURL = dismissURL
        self.stateToken = stateToken
        self.extraFields = extraFields
        refreshFormStarts()
    }

    private mutating func refreshFormStarts() {
        tapFormStart = formStart(to: tapURL)
        dismissFormStart = formStart(to: dismissURL)
    }

    private func formStart(to url: String) -> Markup {
        var html = HTMLWriter(capacity: 256 + url.utf8.count + stateToken.utf8.count)
        writeFormStart(to: url, id: nil, into: &html)
        return html.markup(of: 0..<html.count)
    }

    /// A form posting the action of `box` (if any) to `url`: the start tag and the hidden
    /// inputs, which `controls` follow before `</form>`. `includesText: false` leaves `text` to a
    /// visible text input among the controls; `id` is for buttons outside the form that submit
    /// it. The action is read through the box's pointer: passed as a value, it was copied.
    func writeForm(
        postingActionOf box: UnsafePointer<Box>?, to url: String, includesText: Bool = true, id: String? = nil,
        into html: inout HTMLWriter, controls: (inout HTMLWriter) -> Void
    ) {
        if id == nil && url == tapURL {
            html.write(tapFormStart)
        } else if id == nil && url == dismissURL {
            html.write(dismissFormStart)
        } else {
            writeFormStart(to: url, id: id, into: &html)
        }
        if let box {
            Self.writeHiddenInputs(forActionOf: box, includesText: includesText, into: &html)
        }
        controls(&html)
        html.endTag("form")
    }

    private func writeFormStart(to url: String, id: String?, into html: inout HTMLWriter) {
        html.beginStartTag("form")
        html.attribute("method", constant: "post")
        html.attribute("action", url)
        html.attribute("class", constant: "tap")
        if let id {
            html.attribute("id", id)
        }
        html.endStartTag()
        Self.writeHidden(Field.token, stateToken, into: &html)
        for (name, value) in extraFields.sorted(by: { $0.key < $1.key }) {
            Self.writeHidden(name, value, into: &html)
        }
    }

    /// The payload's fields; the names are `Field`'s (`TapFormTests` holds them to it), written
    /// as constants, and the numbers as digits without a string made for each.
    private static func writeHiddenInputs(
        forActionOf box: UnsafePointer<Box>, includesText: Bool, into html: inout HTMLWriter
    ) {
        guard let type = box.pointee.action?.type else { return }
        writeHidden(named: "type", type, into: &html)
        if let index = box.pointee.action?.index { writeHidden(named: "index", index, into: &html) }
        if let item = box.pointee.action?.item { writeHidden(named: "item", item, into: &html) }
        if let from = box.pointee.action?.from { writeHidden(named: "from", from, into: &html) }
        if let to = box.pointee.action?.to { writeHidden(named: "to", to, into: &html) }
        if includesText, let text = box.pointee.action?.text {
            writeHidden(named: "text", text, into: &html)
        }
    }

    private static func writeHidden(named name: StaticString, _ value: String, into html: inout HTMLWriter) {
        beginHidden(named: name, into: &html)
        html.attribute("value", value)
        html.endStartTag()
    }

    private static func writeHidden(named name: StaticString, _ value: Int, into html: inout HTMLWriter) {
        beginHidden(named: name, into: &html)
        html.attribute("value", value)
        html.endStartTag()
    }

    /// `<input type="hidden" name="…"`, the value and the tag's end left to the caller.
    private static func beginHidden(named name: StaticString, into html: inout HTMLWriter) {
        html.beginStartTag("input")
        html.attribute("type", constant: "hidden")
        html.attribute("name", constant: name)
    }

    /// `<input type="hidden" name="…" value="…">`.
    public static func writeHidden(_ name: String, _ value: String, into html: inout HTMLWriter) {
        html.beginStartTag("input")
        html.attribute("type", constant: "hidden")
        html.attribute("name", name)
        html.attribute("value", value)
        html.endStartTag()
    }
}
