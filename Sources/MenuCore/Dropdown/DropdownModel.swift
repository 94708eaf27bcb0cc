/// The dropdown: a text field over a list of options, with "Other" for free text.
public enum Dropdown: Menu {
    public static let id = MenuID("dropdown")

    /// The seed's public appearance properties.
    ///
    /// JSON: `{"boldColor": {…}, "lightColor": {…}, "dropDownColor": {…}, "fontSize": 18, "fontWeight": "semibold"}`.
    public struct Style: Codable, Sendable, Hashable {
        /// The field's text, the underline and the triangle.
        public var boldColor: RGBA
        /// The field's background and the rows' text.
        public var lightColor: RGBA
        /// The list's background.
        public var dropDownColor: RGBA
        public var fontSize: Double
        public var fontWeight: FontWeight

        public init(
            boldColor: RGBA = .black, lightColor: RGBA = .white, dropDownColor: RGBA = OpenValues.dropdownListFill,
            fontSize: Double = 18,
            fontWeight: FontWeight = .semibold
        ) {
            self.boldColor = boldColor
            self.lightColor = lightColor
            self.dropDownColor = dropDownColor
            self.fontSize = fontSize
            self.fontWeight = fontWeight
        }

        /// The field and row font, with its normal line height scaled from 18 → 21.
        public var font: Font {
            Font(
                .sans, fontWeight, size: fontSize, lineHeight: (fontSize * OpenValues.dropdownLineHeight / 18).rounded()
            )
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let defaults = Style()
            boldColor = try container.decodeIfPresent(RGBA.self, forKey: .boldColor) ?? defaults.boldColor
            lightColor = try container.decodeIfPresent(RGBA.self, forKey: .lightColor) ?? defaults.lightColor
            dropDownColor = try container.decodeIfPresent(RGBA.self, forKey: .dropDownColor) ?? defaults.dropDownColor
            fontSize = try container.decodeIfPresent(Double.self, forKey: .fontSize) ?? defaults.fontSize
            fontWeight = try container.decodeIfPresent(FontWeight.self, forKey: .fontWeight) ?? defaults.fontWeight
        }
    }

    /// JSON: `{"title": "Select Flavour", "options": ["Chocolate", …], "style": {…}}`. Missing keys
    /// take the demo's values.
    public struct Configuration: MenuConfiguration {
        /// The field's initial text.
        public var title: String
        public var options: [String]
        public var style: Style

        public init(title: String, options: [String], style: Style = Style()) {
            self.title = title
            self.options = options
            self.style = style
        }

        /// The seed's host demo.
        public static let demo = Configuration(
            title: "Select Flavour", options: ["Chocolate", "Vanilla", "Strawberry", "Banana", "Lime"])

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decodeIfPresent(String.self, forKey: .title) ?? Self.demo.title
            options = try container.decodeIfPresent([String].self, forKey: .options) ?? Self.demo.options
            style = try container.decodeIfPresent(Style.self, forKey: .style) ?? Style()
        }

        public func validate() throws(ValidationError) {
            try Check.label(title, field: "title", maxLength: Limits.maxTitleLength)
            try Check.labels(options, field: "options")
            guard Limits.fontSizes.contains(style.fontSize) else {
                throw ValidationError(
                    field: "style.fontSize",
                    message:
                        "must be between \(Int(Limits.fontSizes.lowerBound)) and \(Int(Limits.fontSizes.upperBound))")
            }
            for (field, color) in [
                ("boldColor", style.boldColor), ("lightColor", style.lightColor),
                ("dropDownColor", style.dropDownColor),
            ] {
                let components = [color.red, color.green, color.blue, color.alpha]
                guard components.allSatisfy({ (0...1).contains($0) }) else {
                    throw ValidationError(field: "style.\(field)", message: "components must be between 0 and 1")
                }
            }
        }

        /// The rows the list shows: the options, then "Other".
        public var rows: [String] { options + [Dropdown.otherTitle] }
    }

    /// JSON: `{"isDroppedDown": false, "text": "Select Flavour", "isEditing": false}`.
    public struct State: Codable, Sendable, Hashable {
        public var isDroppedDown: Bool
        /// The field's text.
        public var text: String
        /// Whether the field is first responder (after "Other").
        public var isEditing: Bool

        public init(isDroppedDown: Bool = false, text: String, isEditing: Bool = false) {
            self.isDroppedDown = isDroppedDown
            self.text = text
            self.isEditing = isEditing
        }
    }

    /// What the user did.
    public enum Action: PayloadConvertible {
        /// Tapped the field (the seed's tap view), which drops the list down or draws it up.
        case tapField
        /// Tapped list row `index`; the last row is "Other".
        case tapRow(index: Int)
        /// Replaced the field's text while editing.
        case typeText(String)
        /// Ended editing (Return, or the field resigning).
        case endEditing

        public static let types = ["tapField", "tapRow", "typeText", "endEditing"]

        public init(payload: ActionPayload) throws(ActionPayloadError) {
            switch payload.type {
            case "tapField": self = .tapField
            case "tapRow": self = .tapRow(index: try payload.required(payload.index, "index"))
            case "typeText": self = .typeText(try payload.required(payload.text, "text"))
            case "endEditing": self = .endEditing
            default: throw .unknownType(payload.type, allowed: Self.types)
            }
        }

        public var payload: ActionPayload {
            switch self {
            case .tapField: ActionPayload("tapField")
            case .tapRow(let index): ActionPayload("tapRow", index: index)
            case .typeText(let text): ActionPayload("typeText", text: text)
            case .endEditing: ActionPayload("endEditing")
            }
        }
    }

    /// `DropDownTextFieldDelegate`.
    public enum DelegateEvent: EventPayloadConvertible {
        case menuDidAnimate(up: Bool)
        case optionSelected(option: String)

        public init(payload: EventPayload) throws {
            switch payload.call {
            case "menuDidAnimate": self = .menuDidAnimate(up: try payload.required(payload.up, "up"))
            case "optionSelected": self = .optionSelected(option: try payload.required(payload.option, "option"))
            default: throw EventPayload.unknown(payload.call)
            }
        }

        public var payload: EventPayload {
            switch self {
            case .menuDidAnimate(let up): EventPayload("menuDidAnimate", up: up)
            case .optionSelected(let option): EventPayload("optionSelected", option: option)
            }
        }

        public var description: String {
            switch self {
            case .menuDidAnimate(let up): "menuDidAnimate(up: \(up))"
            case .optionSelected(let option): "optionSelected(option: \(option.debugDescription))"
            }
        }
    }

    public static let otherTitle = "Other"

    public static func initialState(for configuration: Configuration) -> State {
        State(text: configuration.title)
    }
}

extension MenuID {
    public static let dropdown = Dropdown.id
}
