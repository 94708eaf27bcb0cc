/// The accordion menu: a modal list that opens from its centre line, with "Close" appended.
public enum Accordion: Menu {
    public static let id = MenuID("accordion")

    /// JSON: `{"options": ["Edit", "Delete", …], "items": ["Buy milk", …]}`. Missing keys take the
    /// demo's values.
    public struct Configuration: MenuConfiguration {
        /// The user's options; "Close" is appended by the menu.
        public var options: [String]
        /// The host demo's table of sample items.
        public var items: [String]

        public init(options: [String], items: [String] = OpenValues.accordionSampleItems) {
            self.options = options
            self.items = items
        }

        /// The seed's options.
        public static let demo = Configuration(
            options: ["Edit", "Delete", "Option 1", "Option 2", "Option 3", "Option 4", "Option 5"])

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            options = try container.decodeIfPresent([String].self, forKey: .options) ?? Self.demo.options
            items = try container.decodeIfPresent([String].self, forKey: .items) ?? Self.demo.items
        }

        public func validate() throws(ValidationError) {
            try Check.labels(options, field: "options")
            try Check.count(items.count, field: "items", min: 0, max: Limits.maxSampleItems)
            for (index, item) in items.enumerated() {
                try Check.label(item, field: "items[\(index)]")
            }
        }

        /// The rows the menu shows: the options, then "Close".
        public var rows: [String] { options + [Accordion.closeTitle] }
    }

    /// The host's edit view, showing the item being edited.
    public struct Editor: Codable, Sendable, Hashable {
        public var item: Int
        public var text: String

        public init(item: Int, text: String) {
            self.item = item
            self.text = text
        }
    }

    /// JSON: `{"isOpen": true, "items": […], "selectedItem": 1, "editor": {"item": 1, "text": "…"}}`
    /// (`selectedItem` and `editor` omitted when nil).
    public struct State: Codable, Sendable, Hashable {
        public var isOpen: Bool
        /// The host's table, which Edit and Delete change.
        public var items: [String]
        /// The host row whose tap opened the menu, which Edit and Delete act on.
        public var selectedItem: Int?
        public var editor: Editor?

        public init(isOpen: Bool = false, items: [String], selectedItem: Int? = nil, editor: Editor? = nil) {
            self.isOpen = isOpen
            self.items = items
            self.selectedItem = selectedItem
            self.editor = editor
        }
    }

    /// What the user did.
    public enum Action: PayloadConvertible {
        /// Tapped host row `item` (or, with nil, opened the menu with no row selected).
        case open(item: Int?)
        /// Tapped menu row `index`; the last row is Close.
        case tapRow(index: Int)
        /// Pressed Escape (this project's addition; the seed's cover swallows taps, so there is no
        /// outside tap): tapping Close while the menu is open, Cancel while the edit view shows.
        case dismiss
        /// Replaced the edit view's text.
        case typeText(String)
        /// Saved the edit view's text into the item: `text` when given (what the field shows when
        /// Save is tapped), else the text typed so far.
        case saveEdit(text: String?)
        /// Closed the edit view without saving.
        case cancelEdit

        public static let types = ["open", "tapRow", "dismiss", "typeText", "saveEdit", "cancelEdit"]

        public init(payload: ActionPayload) throws(ActionPayloadError) {
            switch payload.type {
            case "open": self = .open(item: payload.item)
            case "tapRow": self = .tapRow(index: try payload.required(payload.index, "index"))
            case "dismiss": self = .dismiss
            case "typeText": self = .typeText(try payload.required(payload.text, "text"))
            case "saveEdit": self = .saveEdit(text: payload.text)
            case "cancelEdit": self = .cancelEdit
            default: throw .unknownType(payload.type, allowed: Self.types)
            }
        }

        public var payload: ActionPayload {
            switch self {
            case .open(let item): ActionPayload("open", item: item)
            case .tapRow(let index): ActionPayload("tapRow", index: index)
            case .dismiss: ActionPayload("dismiss")
            case .typeText(let text): ActionPayload("typeText", text: text)
            case .saveEdit(let text): ActionPayload("saveEdit", text: text)
            case .cancelEdit: ActionPayload("cancelEdit")
            }
        }
    }

    /// `AccordionMenuViewControllerDelegate`.
    public enum DelegateEvent: EventPayloadConvertible {
        case userSelectedOptionWithIndex(Int)

        public init(payload: EventPayload) throws {
            guard payload.call == "userSelectedOptionWithIndex" else { throw EventPayload.unknown(payload.call) }
            self = .userSelectedOptionWithIndex(try payload.required(payload.index, "index"))
        }

        public var payload: EventPayload {
            switch self {
            case .userSelectedOptionWithIndex(let index): EventPayload("userSelectedOptionWithIndex", index: index)
            }
        }

        public var description: String {
            switch self {
            case .userSelectedOptionWithIndex(let index): "userSelectedOptionWithIndex: \(index)"
            }
        }
    }

    /// The title of the row the menu appends.
    public static let closeTitle = "Close"
    /// The host demo's reactions (the seed switches on these indices).
    public static let editOptionIndex = 0
    public static let deleteOptionIndex = 1

    public static func initialState(for configuration: Configuration) -> State {
        State(items: configuration.items)
    }
}

extension MenuID {
    public static let accordion = Accordion.id
}
