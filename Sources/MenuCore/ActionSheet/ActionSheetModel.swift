/// The iPad-style action sheet: a titled sheet of buttons with optional icons.
public enum ActionSheet: Menu {
    public static let id = MenuID("action-sheet")

    /// JSON: `{"title": "Set background color:", "buttons": ["Red", …], "icons": ["sun", null, …]}`.
    /// `icons` is omitted (or null) for a sheet without icons. Missing keys take the demo's values.
    public struct Configuration: MenuConfiguration {
        public var title: String
        public var buttons: [String]
        /// One optional icon name per button, or nil for no icons at all (the seed's `Nil`).
        public var icons: [String?]?

        public init(title: String, buttons: [String], icons: [String?]? = nil) {
            self.title = title
            self.buttons = buttons
            self.icons = icons
        }

        /// The seed's host demo.
        public static let demo = Configuration(
            title: "Set background color:", buttons: ["Red", "Green", "Blue", "Orange"])

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decodeIfPresent(String.self, forKey: .title) ?? Self.demo.title
            buttons = try container.decodeIfPresent([String].self, forKey: .buttons) ?? Self.demo.buttons
            icons = try container.decodeIfPresent([String?].self, forKey: .icons)
        }

        public func validate() throws(ValidationError) {
            try Check.label(title, field: "title", maxLength: Limits.maxTitleLength)
            try Check.labels(buttons, field: "buttons")
            guard let icons else { return }
            guard icons.count == buttons.count else {
                throw ValidationError(
                    field: "icons", message: "has \(icons.count) entries; needs one per button (\(buttons.count))")
            }
            for (index, icon) in icons.enumerated() {
                if let icon { try Check.label(icon, field: "icons[\(index)]", maxLength: Limits.maxNameLength) }
            }
        }
    }

    /// The host's background colours, from the seed's delegate method.
    public enum BackgroundColor: String, Codable, Sendable, Hashable, CaseIterable {
        case red, green, blue, orange

        public var rgba: RGBA {
            switch self {
            case .red: RGBA(red: 0.99, green: 0.66, blue: 0.65)
            case .green: RGBA(red: 0.8, green: 1.0, blue: 0.69)
            case .blue: RGBA(red: 0.82, green: 0.9, blue: 1.0)
            case .orange: RGBA(red: 1.0, green: 0.81, blue: 0.62)
            }
        }

        /// The seed's `switch (buttonIndex)`: buttons 0…3 set a colour, others do nothing.
        public init?(buttonIndex: Int) {
            guard Self.allCases.indices.contains(buttonIndex) else { return nil }
            self = Self.allCases[buttonIndex]
        }
    }

    /// JSON: `{"isShowing": true, "background": "green"}` (`background` omitted while white).
    public struct State: Codable, Sendable, Hashable {
        public var isShowing: Bool
        public var background: BackgroundColor?

        public init(isShowing: Bool = false, background: BackgroundColor? = nil) {
            self.isShowing = isShowing
            self.background = background
        }
    }

    /// What the user did.
    public enum Action: PayloadConvertible {
        /// Pressed the host's "Show Action Sheet" button.
        case open
        /// Tapped button `index`.
        case tapButton(index: Int)
        /// Tapped outside the table: the delegate gets index −1.
        case tapOutside

        public static let types = ["open", "tapButton", "tapOutside"]

        public init(payload: ActionPayload) throws(ActionPayloadError) {
            switch payload.type {
            case "open": self = .open
            case "tapButton": self = .tapButton(index: try payload.required(payload.index, "index"))
            case "tapOutside": self = .tapOutside
            default: throw .unknownType(payload.type, allowed: Self.types)
            }
        }

        public var payload: ActionPayload {
            switch self {
            case .open: ActionPayload("open")
            case .tapButton(let index): ActionPayload("tapButton", index: index)
            case .tapOutside: ActionPayload("tapOutside")
            }
        }
    }

    /// `CustomActionSheetDelegate`.
    public enum DelegateEvent: EventPayloadConvertible {
        case clickedButtonAtIndex(Int)

        public init(payload: EventPayload) throws {
            guard payload.call == "clickedButtonAtIndex" else { throw EventPayload.unknown(payload.call) }
            self = .clickedButtonAtIndex(try payload.required(payload.index, "index"))
        }

        public var payload: EventPayload {
            switch self {
            case .clickedButtonAtIndex(let index): EventPayload("clickedButtonAtIndex", index: index)
            }
        }

        public var description: String {
            switch self {
            case .clickedButtonAtIndex(let index): "clickedButtonAtIndex: \(index)"
            }
        }
    }

    public static func initialState(for configuration: Configuration) -> State {
        State()
    }
}

extension MenuID {
    public static let actionSheet = ActionSheet.id
}
