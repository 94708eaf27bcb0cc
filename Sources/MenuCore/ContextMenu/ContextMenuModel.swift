/// The tap context menu: builder-made items on a blurred cover.
public enum ContextMenu: Menu {
    public static let id = MenuID("context-menu")

    /// One item: its text, optional icon, and the name of the action it runs.
    ///
    /// JSON: `{"text": "Share", "icon": "share", "action": "share"}`; `action` defaults to `text`.
    public struct Option: Codable, Sendable, Hashable {
        public var text: String
        public var icon: String?
        public var action: String

        public init(text: String, icon: String? = nil, action: String? = nil) {
            self.text = text
            self.icon = icon
            self.action = action ?? text
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = try container.decode(String.self, forKey: .text)
            icon = try container.decodeIfPresent(String.self, forKey: .icon)
            action = try container.decodeIfPresent(String.self, forKey: .action) ?? text
        }
    }

    /// The seed's builder: `Builder().addOption(text:icon:action:)….build()`.
    public struct Builder: Sendable {
        private var options: [Option] = []

        public init() {}

        public func addOption(text: String, icon: String? = nil, action: String? = nil) -> Builder {
            var copy = self
            copy.options.append(Option(text: text, icon: icon, action: action))
            return copy
        }

        public func build() -> Configuration {
            Configuration(options: options)
        }
    }

    /// JSON: `{"options": [{"text": "Copy", "icon": "copy", "action": "copy"}, …]}`. A missing key
    /// takes the demo's options.
    public struct Configuration: MenuConfiguration {
        public var options: [Option]

        public init(options: [Option]) {
            self.options = options
        }

        public static let demo = OpenValues.contextDemoOptions.reduce(Builder()) {
            $0.addOption(text: $1.text, icon: $1.icon, action: $1.action)
        }.build()

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            options = try container.decodeIfPresent([Option].self, forKey: .options) ?? Self.demo.options
        }

        public func validate() throws(ValidationError) {
            try Check.count(options.count, field: "options")
            for (index, option) in options.enumerated() {
                try Check.label(option.text, field: "options[\(index)].text")
                try Check.label(option.action, field: "options[\(index)].action", maxLength: Limits.maxNameLength)
                if let icon = option.icon {
                    try Check.label(icon, field: "options[\(index)].icon", maxLength: Limits.maxNameLength)
                }
            }
        }
    }

    /// JSON: `{"isShown": false, "lastAction": "share"}` (`lastAction` omitted until an item runs).
    public struct State: Codable, Sendable, Hashable {
        public var isShown: Bool
        /// The host demo shows the last action an item ran.
        public var lastAction: String?

        public init(isShown: Bool = false, lastAction: String? = nil) {
            self.isShown = isShown
            self.lastAction = lastAction
        }
    }

    /// What the user did.
    public enum Action: PayloadConvertible {
        /// Tapped the host's button that shows the menu.
        case open
        /// Tapped item `index`.
        case tapItem(index: Int)
        /// Tapped the cover outside the items.
        case tapOutside

        public static let types = ["open", "tapItem", "tapOutside"]

        public init(payload: ActionPayload) throws(ActionPayloadError) {
            switch payload.type {
            case "open": self = .open
            case "tapItem": self = .tapItem(index: try payload.required(payload.index, "index"))
            case "tapOutside": self = .tapOutside
            default: throw .unknownType(payload.type, allowed: Self.types)
            }
        }

        public var payload: ActionPayload {
            switch self {
            case .open: ActionPayload("open")
            case .tapItem(let index): ActionPayload("tapItem", index: index)
            case .tapOutside: ActionPayload("tapOutside")
            }
        }
    }

    /// The menu's `dismiss()` and the item's action closure, as the host sees them.
    public enum DelegateEvent: EventPayloadConvertible {
        case dismissed
        case optionAction(index: Int, action: String)

        public init(payload: EventPayload) throws {
            switch payload.call {
            case "dismiss": self = .dismissed
            case "optionAction":
                self = .optionAction(
                    index: try payload.required(payload.index, "index"),
                    action: try payload.required(payload.action, "action"))
            default: throw EventPayload.unknown(payload.call)
            }
        }

        public var payload: EventPayload {
            switch self {
            case .dismissed: EventPayload("dismiss")
            case .optionAction(let index, let action): EventPayload("optionAction", index: index, action: action)
            }
        }

        public var description: String {
            switch self {
            case .dismissed: "dismiss()"
            case .optionAction(let index, let action):
                "optionAction(index: \(index), action: \(action.debugDescription))"
            }
        }
    }

    public static func initialState(for configuration: Configuration) -> State {
        State()
    }
}

extension MenuID {
    public static let contextMenu = ContextMenu.id
}
