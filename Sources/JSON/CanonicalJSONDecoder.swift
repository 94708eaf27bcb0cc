/// Decodes the canonical JSON `CanonicalJSONEncoder` writes, at a small part of the cost of
/// Foundation's `JSONDecoder`, which scans the whole document into a map of values and then
/// decodes from that (the state token's hot path: every never-seen page decodes one).
///
/// It is a fast path, not an explanation: it throws (a `DecodingError`, as JSONDecoder's cases,
/// paths not guaranteed) on anything it does not read, and is stricter than JSONDecoder in ways
/// canonical JSON never meets: no whitespace, integers without fraction or exponent, keys matched
/// by their bytes, 64 levels of nesting. A caller accepts its value only when that value encodes
/// back to exactly the bytes it came from, and otherwise decodes again with JSONDecoder for the
/// error to show; so for what it accepts it gives what JSONDecoder gives, and anything else is
/// JSONDecoder's to refuse.
public struct CanonicalJSONDecoder: Sendable {
    public init() {}

    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try Document(bytes).decode(type)
    }

    /// A document scanned once, to decode more than one value from: a header that says what the
    /// rest is, then the whole.
    public struct Document {
        let tape: JSONTape

        public init(_ bytes: [UInt8]) throws {
            do {
                tape = try JSONTape(bytes)
            } catch {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: [], debugDescription: "The given data was not valid JSON."))
            }
        }

        public func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONTapeDecoder(tape: tape, index: 0).decode(type)
        }
    }
}

/// One value of a tape: the `Decoder` an `init(from:)` receives, and its own single-value
/// container.
struct JSONTapeDecoder: Decoder, SingleValueDecodingContainer {
    let tape: JSONTape
    let index: Int

    var codingPath: [any CodingKey] { tape.codingPath(of: index) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try expect(.object, [String: Any].self)
        return KeyedDecodingContainer(JSONTapeKeyedContainer<Key>(tape: tape, object: index))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try expect(.array, [Any].self)
        return JSONTapeUnkeyedContainer(tape: tape, array: index)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { tape.kind(index) == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch tape.kind(index) {
        case .true: return true
        case .false: return false
        default: throw mismatch(type)
        }
    }

    func decode(_ type: String.Type) throws -> String {
        let kind = tape.kind(index)
        guard kind == .string || kind == .escapedString else { throw mismatch(type) }
        guard let string = tape.string(at: index) else { throw corrupted("an escape it does not decode") }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self { return unsafeBitCast(try decode(String.self), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try decode(Int.self), to: T.self) }
        if T.self == Double.self { return unsafeBitCast(try decode(Double.self), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try decode(Bool.self), to: T.self) }
        if T.self == [String].self { return unsafeBitCast(try elements(String.self), to: T.self) }
        if T.self == [Int].self { return unsafeBitCast(try elements(Int.self), to: T.self) }
        return try T(from: self)
    }

    /// An array of strings or integers read straight off the tape, as `Array.init(from:)` reads
    /// it through an unkeyed container (which throws where this does), without a generic call and
    /// a copy of the container for each element: the arrays of labels in a menu's configuration
    /// and state were most of the cost of decoding them.
    private func elements<Element: Decodable>(_ type: Element.Type) throws -> [Element] {
        try expect(.array, [Any].self)
        let count = Int(tape.entries[index].count)
        var elements: [Element] = []
        elements.reserveCapacity(count)
        var position = index + 1
        for _ in 0..<count {
            elements.append(try JSONTapeDecoder(tape: tape, index: position).decode(type))
            position = Int(tape.entries[position].next)
        }
        return elements
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let kind = tape.kind(index)
        guard kind == .integer || kind == .number else { throw mismatch(type) }
        guard let value = tape.integer(at: index, as: type) else {
            throw corrupted("a number that does not fit \(type)")
        }
        return value
    }

    private func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        let kind = tape.kind(index)
        guard kind == .integer || kind == .number else { throw mismatch(type) }
        guard let value = tape.floatingPoint(at: index, as: type) else {
            throw corrupted("a number that does not fit \(type)")
        }
        return value
    }

    private func expect(_ kind: JSONTape.Kind, _ type: Any.Type) throws {
        guard tape.kind(index) != kind else { return }
        throw mismatch(type)
    }

    /// JSONDecoder's errors: a missing value for null, a mismatch for another kind.
    private func mismatch(_ type: Any.Type) -> DecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: "Expected \(type).")
        return tape.kind(index) == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    private func corrupted(_ what: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "It holds \(what)."))
    }
}
