/// An object's members for `JSONValueDecoder`. Every typed `decode` goes through the member's
/// own `JSONValueDecoding`, whose coding path ends with the key, which is where JSONDecoder
/// reports the same errors.
struct JSONValueKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    init(_ members: [String: JSONValue], at codingPath: [any CodingKey]) {
        self.members = members
        self.codingPath = codingPath
    }

    /// Sorted, so that a type decoding every key (a dictionary) meets a bad one first in the same
    /// order on every run; JSONDecoder's order is its hash table's.
    var allKeys: [Key] { members.keys.sorted().compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try member(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try member(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try member(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try member(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try member(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try member(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try member(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try member(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try member(key).decode(type) }
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try member(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try member(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try member(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try member(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try member(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try member(key).decode(type) }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try member(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try member(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try member(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try member(key).unkeyedContainer()
    }

    /// A missing key gives a decoder of null rather than an error, as JSONDecoder's does.
    func superDecoder() throws -> any Decoder {
        JSONValueDecoding(members["super"] ?? .null, at: codingPath + [JSONValueCodingKey(stringValue: "super")])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoding(members[key.stringValue] ?? .null, at: codingPath + [key])
    }

    private func member(_ key: Key) throws -> JSONValueDecoding {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return JSONValueDecoding(value, at: codingPath + [key])
    }
}

/// An array's elements for `JSONValueDecoder`. As in JSONDecoder, a failed decode leaves the
/// index where it was, and `decodeIfPresent` moves past the end as well as past a null.
struct JSONValueUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(_ elements: [JSONValue], at codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// Leaves the index on a value that is not null, as the protocol asks.
    mutating func decodeNil() throws -> Bool {
        guard try next(Never.self).decodeNil() else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try take(type) { try $0.decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try take(type) { try $0.decode(type) } }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try takeIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        try takeIfPresent { try $0.decode(type) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try take(KeyedDecodingContainer<NestedKey>.self) { try $0.container(keyedBy: type) }
    }

    /// JSONDecoder names the protocol, not its own container type, when the array has ended.
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try take((any UnkeyedDecodingContainer).self) { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try take((any Decoder).self, atEnd: "Cannot get superDecoder() -- unkeyed container is at end.") { $0 }
    }

    /// Decodes the current element with `body`, then moves past it.
    private mutating func take<T>(
        _ type: T.Type, atEnd message: String = "Unkeyed container is at end.",
        _ body: (JSONValueDecoding) throws -> T
    ) throws -> T {
        let result = try body(next(type, atEnd: message))
        currentIndex += 1
        return result
    }

    private mutating func takeIfPresent<T>(_ body: (JSONValueDecoding) throws -> T) throws -> T? {
        let result = isAtEnd || elements[currentIndex] == .null ? nil : try body(next(T.self))
        currentIndex += 1
        return result
    }

    private func next(_ type: Any.Type, atEnd message: String = "Unkeyed container is at end.") throws
        -> JSONValueDecoding
    {
        let path = codingPath + [JSONValueCodingKey(index: currentIndex)]
        guard currentIndex < elements.count else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: path, debugDescription: message))
        }
        return JSONValueDecoding(elements[currentIndex], at: path)
    }
}

/// The keys JSONDecoder adds to coding paths itself: `Index 3` (with `intValue` 3) for an array
/// element, `super` for `superDecoder()`.
struct JSONValueCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }
}
