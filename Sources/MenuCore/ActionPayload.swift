/// The JSON shape shared by every menu's actions: a `type` plus the fields that type needs.
///
/// `{"type": "open"}`, `{"type": "tapRow", "index": 2}`, `{"type": "typeText", "text": "mint chip"}`,
/// `{"type": "moveTab", "from": 5, "to": 1}`, `{"type": "open", "item": 3}`. Absent fields are omitted.
/// Boxes carry the payload their tap sends, so a renderer needs no menu-specific code.
public struct ActionPayload: Sendable, Hashable, Codable, CustomStringConvertible {
    public var type: String
    public var index: Int?
    public var item: Int?
    public var text: String?
    public var from: Int?
    public var to: Int?

    public var description: String {
        var parts = ["type: \(type)"]
        if let index { parts.append("index: \(index)") }
        if let item { parts.append("item: \(item)") }
        if let text { parts.append("text: \(text.debugDescription)") }
        if let from { parts.append("from: \(from)") }
        if let to { parts.append("to: \(to)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// A required field, or a decoding error naming it.
    public func required<Value>(_ value: Value?, _ field: String) throws(ActionPayloadError) -> Value {
        guard let value else {
            let kind = Value.self == Int.self ? "an integer" : "a string"
            throw ActionPayloadError(field: field, message: "\(type) needs \(kind) \(field)")
        }
        return value
    }
}

extension ActionPayload {
    /// Delegates to the memberwise initializer, as `Box`'s does.
    public init(
        _ type: String, index: Int? = nil, item: Int? = nil, text: String? = nil, from: Int? = nil, to: Int? = nil
    ) {
        self.init(type: type, index: index, item: item, text: text, from: from, to: to)
    }
}

/// A payload that is not a valid action of the menu: unknown type or missing field.
public struct ActionPayloadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var field: String
    public var message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    static func unknownType(_ type: String, allowed: [String]) -> ActionPayloadError {
        ActionPayloadError(
            field: "type",
            message: "unknown action type \(type.debugDescription); expected one of "
                + allowed.joined(separator: ", "))
    }

    public var description: String { "\(field): \(message)" }
}

/// Actions that convert to and from `ActionPayload`, which gives them their JSON shape.
public protocol PayloadConvertible: Codable, Sendable, Hashable {
    /// The action types, in the order the API lists them.
    static var types: [String] { get }
    init(payload: ActionPayload) throws(ActionPayloadError)
    var payload: ActionPayload { get }
}

extension PayloadConvertible {
    public init(from decoder: any Decoder) throws {
        let payload = try ActionPayload(from: decoder)
        do {
            try self.init(payload: payload)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try payload.encode(to: encoder)
    }
}
