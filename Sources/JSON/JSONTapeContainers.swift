/// The keyed container of `CanonicalJSONDecoder`: members found in the tape by their key's bytes.
struct JSONTapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let tape: JSONTape
    let object: Int

    var codingPath: [any CodingKey] { tape.codingPath(of: object) }

    var allKeys: [Key] { tape.keys(of: object).compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { tape.member(key.stringValue, of: object) != nil }

    private func value(_ key: Key) throws -> JSONTapeDecoder {
        guard let index = tape.member(key.stringValue, of: object) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "No value for the key."))
        }
        return JSONTapeDecoder(tape: tape, index: index)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(key).decode(type) }

    /// The value of `key` unless it is missing or null, found with one look-up where the
    /// protocol's default `decodeIfPresent` takes three (`contains`, `decodeNil`, `decode`); the
    /// same answers. Optional fields are most of an event's keys.
    private func presentValue(_ key: Key) -> JSONTapeDecoder? {
        guard let index = tape.member(key.stringValue, of: object), tape.kind(index) != .null else { return nil }
        return JSONTapeDecoder(tape: tape, index: index)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentValue(key)?.decode(type)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentValue(key)?.decode(type)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try presentValue(key)?.decode(type)
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try presentValue(key)?.decode(type)
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try presentValue(key)?.decode(type)
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try presentValue(key)?.decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try value(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try value(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { try superDecoder(named: "super") }

    func superDecoder(forKey key: Key) throws -> any Decoder { try superDecoder(named: key.stringValue) }

    /// A missing key throws here; JSONDecoder gives a decoder of null (no type here asks).
    private func superDecoder(named name: String) throws -> any Decoder {
        guard let index = tape.member(name, of: object) else {
            throw DecodingError.keyNotFound(
                JSONValueCodingKey(stringValue: name),
                DecodingError.Context(codingPath: codingPath, debugDescription: "No value for the super key."))
        }
        return JSONTapeDecoder(tape: tape, index: index)
    }
}

/// The unkeyed container of `CanonicalJSONDecoder`. Its positions are 32-bit, so that it fits
/// in an existential's inline buffer and asking for it allocates nothing.
struct JSONTapeUnkeyedContainer: UnkeyedDecodingContainer {
    let tape: JSONTape
    private let array: Int32
    /// The tape index of the current element.
    private var position: Int32
    private var index: Int32 = 0

    init(tape: JSONTape, array: Int) {
        self.tape = tape
        self.array = Int32(array)
        position = Int32(array + 1)
    }

    var codingPath: [any CodingKey] { tape.codingPath(of: Int(array)) }
    var count: Int? { Int(tape.entries[Int(array)].count) }
    var isAtEnd: Bool { index >= tape.entries[Int(array)].count }
    var currentIndex: Int { Int(index) }

    private mutating func next() throws -> JSONTapeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self,
                DecodingError.Context(codingPath: codingPath, debugDescription: "Unkeyed container is at end."))
        }
        let decoder = JSONTapeDecoder(tape: tape, index: Int(position))
        position = tape.entries[Int(position)].next
        index += 1
        return decoder
    }

    /// Moves past the element only when it is null, as JSONDecoder's does.
    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self,
                DecodingError.Context(codingPath: codingPath, debugDescription: "Unkeyed container is at end."))
        }
        guard tape.kind(Int(position)) == .null else { return false }
        _ = try next()
        return true
    }

    /// The element is consumed only when it decodes, as in JSONDecoder.
    private mutating func take<T>(_ body: (JSONTapeDecoder) throws -> T) throws -> T {
        var copy = self
        let value = try body(try copy.next())
        self = copy
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try take { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try take { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try take { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try take { try $0.decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try take { try $0.decode(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try take { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try take { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder { try take { $0 } }
}
