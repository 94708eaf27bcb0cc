/// Any JSON document, decoded without a schema, so that validation can say exactly which field
/// is wrong instead of surfacing a decoder's internal error.
public enum JSONValue: Sendable, Equatable, Codable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Parses bytes strictly (`JSONParser`); the error says where the text stops being JSON.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        try JSONParser.parse(bytes)
    }

    /// A short description for error messages: `"abc"`, `12`, `an array`.
    public var shortDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): JSONText.quoted(value.count > 40 ? String(value.prefix(40)) + "…" : value)
        case .array: "an array"
        case .object: "an object"
        }
    }
}
