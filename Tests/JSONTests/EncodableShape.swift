/// A value of any shape an `encode(to:)` can give, encoded through every part of the `Encoder`
/// API: each scalar type by its own overload, members and elements generically or through
/// nested containers, super encoders, values that encode nothing. The differential tests encode
/// it with both encoders.
indirect enum EncodableShape: Encodable {
    case null
    case bool(Bool)
    case string(String)
    case int(Int), int8(Int8), int16(Int16), int32(Int32), int64(Int64), int128(Int128)
    case uint(UInt), uint8(UInt8), uint16(UInt16), uint32(UInt32), uint64(UInt64), uint128(UInt128)
    case float(Float), double(Double)
    /// Written by the array types' own conformances, which JSONEncoder writes directly.
    case strings([String]), ints([Int]), doubles([Double]), int8s([Int8])
    /// Members in the order encoded, keys possibly repeated.
    case object([Member])
    case array([Element])
    /// A value whose `encode(to:)` encodes nothing.
    case nothing
    /// An optional: `nil` encodes `null` through its own conformance.
    case optional(EncodableShape?)
    /// `[String: Shape]` and `[Int: Shape]` through Dictionary's own conformance.
    case dictionary([String: EncodableShape])
    case intKeyedDictionary([Int: EncodableShape])

    enum Style {
        /// `encode(_:forKey:)` / `encode(_:)`, with the scalar overloads for scalars.
        case direct
        /// `encode` of the shape itself, the generic overload even for a scalar.
        case generic
        /// `nestedContainer` or `nestedUnkeyedContainer` for an object or an array.
        case nested
        /// `superEncoder()` (or `superEncoder(forKey:)` for a member).
        case superEncoder
        /// Optional members through `encodeIfPresent`.
        case ifPresent
    }

    struct Member {
        var key: String
        var value: EncodableShape
        var style: Style
    }

    struct Element {
        var value: EncodableShape
        var style: Style
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            try Self.fill(&container, members)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            try Self.fill(&container, elements)
        case .nothing: break
        case .optional(let value): try value.encode(to: encoder)
        case .dictionary(let value): try value.encode(to: encoder)
        case .intKeyedDictionary(let value): try value.encode(to: encoder)
        case .strings(let value): try value.encode(to: encoder)
        case .ints(let value): try value.encode(to: encoder)
        case .doubles(let value): try value.encode(to: encoder)
        case .int8s(let value): try value.encode(to: encoder)
        default:
            var container = encoder.singleValueContainer()
            try encodeScalar(into: &container)
        }
    }

    private func encodeScalar(into container: inout some SingleValueEncodingContainer) throws {
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .int8(let value): try container.encode(value)
        case .int16(let value): try container.encode(value)
        case .int32(let value): try container.encode(value)
        case .int64(let value): try container.encode(value)
        case .int128(let value): try container.encode(value)
        case .uint(let value): try container.encode(value)
        case .uint8(let value): try container.encode(value)
        case .uint16(let value): try container.encode(value)
        case .uint32(let value): try container.encode(value)
        case .uint64(let value): try container.encode(value)
        case .uint128(let value): try container.encode(value)
        case .float(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        default: try container.encode(self)
        }
    }

    private static func fill(_ container: inout KeyedEncodingContainer<Key>, _ members: [Member]) throws {
        for member in members {
            let key = Key(stringValue: member.key)
            switch (member.style, member.value) {
            case (.nested, .object(let inner)):
                var nested = container.nestedContainer(keyedBy: Key.self, forKey: key)
                try fill(&nested, inner)
            case (.nested, .array(let inner)):
                var nested = container.nestedUnkeyedContainer(forKey: key)
                try fill(&nested, inner)
            case (.superEncoder, let value):
                try value.encode(to: container.superEncoder(forKey: key))
            case (.ifPresent, .optional(let value)):
                try container.encodeIfPresent(value, forKey: key)
            case (.direct, .null): try container.encodeNil(forKey: key)
            case (.direct, .bool(let value)): try container.encode(value, forKey: key)
            case (.direct, .string(let value)): try container.encode(value, forKey: key)
            case (.direct, .int(let value)): try container.encode(value, forKey: key)
            case (.direct, .int8(let value)): try container.encode(value, forKey: key)
            case (.direct, .int16(let value)): try container.encode(value, forKey: key)
            case (.direct, .int32(let value)): try container.encode(value, forKey: key)
            case (.direct, .int64(let value)): try container.encode(value, forKey: key)
            case (.direct, .int128(let value)): try container.encode(value, forKey: key)
            case (.direct, .uint(let value)): try container.encode(value, forKey: key)
            case (.direct, .uint8(let value)): try container.encode(value, forKey: key)
            case (.direct, .uint16(let value)): try container.encode(value, forKey: key)
            case (.direct, .uint32(let value)): try container.encode(value, forKey: key)
            case (.direct, .uint64(let value)): try container.encode(value, forKey: key)
            case (.direct, .uint128(let value)): try container.encode(value, forKey: key)
            case (.direct, .float(let value)): try container.encode(value, forKey: key)
            case (.direct, .double(let value)): try container.encode(value, forKey: key)
            case (.direct, .strings(let value)): try container.encode(value, forKey: key)
            case (.direct, .ints(let value)): try container.encode(value, forKey: key)
            case (.direct, .doubles(let value)): try container.encode(value, forKey: key)
            case (_, let value): try container.encode(value, forKey: key)
            }
        }
        if members.count == 1, members[0].style == .superEncoder {
            // The unnamed super encoder too, at the key "super".
            try members[0].value.encode(to: container.superEncoder())
        }
    }

    private static func fill(_ container: inout any UnkeyedEncodingContainer, _ elements: [Element]) throws {
        for element in elements {
            switch (element.style, element.value) {
            case (.nested, .object(let inner)):
                var nested = container.nestedContainer(keyedBy: Key.self)
                try fill(&nested, inner)
            case (.nested, .array(let inner)):
                var nested = container.nestedUnkeyedContainer()
                try fill(&nested, inner)
            case (.superEncoder, let value):
                try value.encode(to: container.superEncoder())
            case (.direct, .null): try container.encodeNil()
            case (.direct, .bool(let value)): try container.encode(value)
            case (.direct, .string(let value)): try container.encode(value)
            case (.direct, .int(let value)): try container.encode(value)
            case (.direct, .int8(let value)): try container.encode(value)
            case (.direct, .int64(let value)): try container.encode(value)
            case (.direct, .int128(let value)): try container.encode(value)
            case (.direct, .uint(let value)): try container.encode(value)
            case (.direct, .uint64(let value)): try container.encode(value)
            case (.direct, .uint128(let value)): try container.encode(value)
            case (.direct, .float(let value)): try container.encode(value)
            case (.direct, .double(let value)): try container.encode(value)
            case (.direct, .strings(let value)): try container.encode(value)
            case (.direct, .doubles(let value)): try container.encode(value)
            case (_, let value): try container.encode(value)
            }
        }
    }
}
