/// Decodes any `Decodable` from a `JSONValue` already parsed by `JSONParser`, so that a body is
/// parsed once: the strict parse is the gate (duplicate keys, depth, byte offsets in its
/// errors), and this decoder then gives what `JSONDecoder` with its default strategies gives for
/// the same bytes, values and `DecodingError`s alike (case, type, coding path, description),
/// which is what the product's error messages are written against.
///
/// A `JSONValue` no longer holds a number's text, so a few numbers decode as their nearest
/// `Double` says where JSONDecoder reads the digits: an integer of magnitude 2^53 or more written
/// with a fraction or an exponent is converted from its `Double`, and one of 2^63 or more (beyond
/// `Int`, so for a `UInt64` too) is refused; a `Float` is rounded from the `Double`. (The parser
/// refuses a fraction that underflows, as JSONDecoder would.) Unlike JSONDecoder, it reads `-0`
/// as 0 in every type: a body with −0 makes the state a body with 0 makes, and the parser keeps
/// the sign only for saying that a token holding it is not canonical.
/// `Data`, `URL` and `Decimal`, which JSONDecoder decodes by strategy, decode through their own
/// conformances here; no body of this server holds one.
public struct JSONValueDecoder: Sendable {
    public init() {}

    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        do {
            return try JSONValueDecoding(value, at: []).decode(type)
        } catch is UnrepresentableNumber {
            // JSONDecoder reports a number that does not fit its type as a parse failure of the
            // whole document, not as a `DecodingError` that a type's own `init(from:)` could
            // catch and rewrite on the way up; so the error travels as another type until here.
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "The given data was not valid JSON."))
        }
    }
}

/// A number that does not fit the type asked for (`1.5` for an `Int`, `300` for an `Int8`).
struct UnrepresentableNumber: Error {}

/// One value of the document at its coding path: the `Decoder` that `init(from:)` receives, and
/// its own single-value container.
struct JSONValueDecoding: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, at codingPath: [any CodingKey]) {
        self.value = value
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .object(let members): return KeyedDecodingContainer(JSONValueKeyedContainer(members, at: codingPath))
        case .null:
            throw notFound([String: Any].self, "Cannot get keyed decoding container -- found null value instead")
        default: throw mismatch([String: Any].self)
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let elements): return JSONValueUnkeyedContainer(elements, at: codingPath)
        case .null: throw notFound([Any].self, "Cannot get unkeyed decoding container -- found null value instead")
        default: throw mismatch([Any].self)
        }
    }

    func singleValueContainer() -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value == .null }

    /// Unlike the other types, JSONDecoder calls a null where a Bool belongs a mismatch, not a
    /// missing value.
    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(type) }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        try checkNotNull(type)
        guard case .string(let string) = value else { throw mismatch(type) }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: self)
    }

    /// JSONDecoder takes an integer written as a fraction or with an exponent when it is whole
    /// (`1.0`, `1e2`).
    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try checkNotNull(type)
        let converted: T?
        switch value {
        case .integer(let integer): converted = T(exactly: integer)
        // An integer beyond `Int` parses as a number; JSONDecoder refuses it for an `Int`, and the
        // nearest Double of -2^63 - 1 is -2^63.
        case .number(let number): converted = number.magnitude < 0x1p63 ? T(exactly: number) : nil
        default: throw mismatch(type)
        }
        guard let converted else { throw UnrepresentableNumber() }
        return converted
    }

    /// JSONDecoder refuses a number that rounds to infinity, or to zero without being zero.
    private func floatingPoint<T: BinaryFloatingPoint>(_ type: T.Type) throws -> T {
        try checkNotNull(type)
        let converted: T
        let isZero: Bool
        switch value {
        case .integer(let integer): (converted, isZero) = (T(integer), integer == 0)
        case .number(let number): (converted, isZero) = (T(number), number == 0)
        default: throw mismatch(type)
        }
        guard converted.isFinite, converted != 0 || isZero else { throw UnrepresentableNumber() }
        // Adding +0 turns −0 into 0 and changes no other number.
        return converted + 0
    }

    private func checkNotNull(_ type: Any.Type) throws {
        if value == .null {
            throw notFound(type, "Cannot get value of type \(type) -- found null value instead")
        }
    }

    private func notFound(_ type: Any.Type, _ description: String) -> DecodingError {
        .valueNotFound(type, DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(
            type,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(value.kind) instead.")
        )
    }
}

extension JSONValue {
    /// The kind as JSONDecoder's messages name it (`found number instead`).
    fileprivate var kind: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .integer, .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}
