/// A configuration, state or viewport value that is not acceptable, naming the offending field.
///
/// `field` is a JSON path relative to the value validated, e.g. `options[3]`, `order`, `width`.
public struct ValidationError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public var field: String
    public var message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { "\(field): \(message)" }
}

/// An action that cannot be applied to the current state. The reducer leaves the state unchanged.
public enum ActionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `index` is outside `0..<count` for the list named by `field` (e.g. `index`, `from`).
    case indexOutOfRange(field: String, index: Int, count: Int)
    /// The action does not apply in the current state, e.g. tapping a row of a closed menu.
    case notApplicable(action: String, reason: String)
    /// A text value is not acceptable (too long, control characters).
    case invalidText(reason: String)

    /// A stable machine-readable code for the JSON API.
    public var code: String {
        switch self {
        case .indexOutOfRange: "index_out_of_range"
        case .notApplicable: "action_not_applicable"
        case .invalidText: "invalid_text"
        }
    }

    /// The action's field at fault, for an error that names it: the index out of range, the
    /// text, or the action's `type` when the action itself does not apply.
    public var field: String {
        switch self {
        case .indexOutOfRange(let field, _, _): field
        case .notApplicable: "type"
        case .invalidText: "text"
        }
    }

    public var description: String {
        switch self {
        case .indexOutOfRange(let field, let index, let count):
            count == 0
                ? "\(field) \(index) is out of range: the list is empty"
                : "\(field) \(index) is out of range 0…\(count - 1)"
        case .notApplicable(let action, let reason):
            "\(action) does not apply: \(reason)"
        case .invalidText(let reason):
            "invalid text: \(reason)"
        }
    }
}
