/// The JSON shape shared by every menu's delegate events: the delegate method's name, its
/// arguments, and the call as the seed's host would see it.
///
/// `{"call": "userSelectedOptionWithIndex", "index": 2, "description": "userSelectedOptionWithIndex: 2"}`,
/// `{"call": "menuDidAnimate", "up": true, "description": "menuDidAnimate(up: true)"}`.
/// `description` is informative: decoding ignores it.
public struct EventPayload: Sendable, Hashable, Codable {
    public var call: String
    public var index: Int?
    public var up: Bool?
    public var option: String?
    public var action: String?
    public var title: String?
    public var order: [Int]?
    public var description: String?

    public init(
        _ call: String, index: Int? = nil, up: Bool? = nil, option: String? = nil, action: String? = nil,
        title: String? = nil, order: [Int]? = nil
    ) {
        self.call = call
        self.index = index
        self.up = up
        self.option = option
        self.action = action
        self.title = title
        self.order = order
    }

    func required<Value>(_ value: Value?, _ field: String) throws -> Value {
        guard let value else {
            throw DecodingError.valueNotFound(
                Value.self, DecodingError.Context(codingPath: [], debugDescription: "\(call) needs \(field)"))
        }
        return value
    }

    static func unknown(_ call: String) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: [], debugDescription: "unknown delegate call \(call.debugDescription)"))
    }
}

/// Delegate events that convert to and from `EventPayload`, which gives them their JSON shape.
public protocol EventPayloadConvertible: Codable, Sendable, Hashable, CustomStringConvertible {
    init(payload: EventPayload) throws
    var payload: EventPayload { get }
}

extension EventPayloadConvertible {
    public init(from decoder: any Decoder) throws {
        try self.init(payload: EventPayload(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        var payload = payload
        payload.description = description
        try payload.encode(to: encoder)
    }
}

/// The synthesized `encode(to:)`, but handing the container only the fields an event has: it has
/// two or three of these eight, and each nil given to `encodeIfPresent` still costs a call through
/// the container's box (each never-seen page checks its token's events by encoding them).
extension EventPayload {
    private enum CodingKeys: String, CodingKey {
        case call, index, up, option, action, title, order, description
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(call, forKey: .call)
        if let index { try container.encode(index, forKey: .index) }
        if let up { try container.encode(up, forKey: .up) }
        if let option { try container.encode(option, forKey: .option) }
        if let action { try container.encode(action, forKey: .action) }
        if let title { try container.encode(title, forKey: .title) }
        if let order { try container.encode(order, forKey: .order) }
        if let description { try container.encode(description, forKey: .description) }
    }
}
