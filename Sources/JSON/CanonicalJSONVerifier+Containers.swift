/// The `Encoder` a value's `encode(to:)` gets from `JSONTapeVerifier`: it is at one entry of
/// the tape, and is its own single-value container (so asking for one allocates nothing).
final class JSONValueVerifier: Encoder, SingleValueEncodingContainer {
    let verifier: JSONTapeVerifier
    private(set) var index: Int
    /// What the value has asked for so far; a value asks for one kind, perhaps more than once.
    private(set) var use = Use.nothing

    enum Use {
        case nothing, keyed, unkeyed, single
    }

    init(verifier: JSONTapeVerifier, index: Int) {
        self.verifier = verifier
        self.index = index
    }

    func reset(index: Int) {
        self.index = index
        use = .nothing
    }

    /// JSONEncoder writes `{}` for a nested value that encoded nothing.
    func finish() {
        guard use == .nothing else { return }
        let entry = verifier.tape.entries[index]
        if entry.kind != .object || entry.count != 0 { verifier.fail() }
    }

    /// Coding paths are seen only in errors, and a verifier throws none of its own.
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Whether the value may now use `kind`; any mix of kinds is left to the real encoder.
    private func start(_ kind: Use) -> Bool {
        if use == kind { return true }
        guard use == .nothing else {
            verifier.fail()
            return false
        }
        use = kind
        return true
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let first = use == .nothing
        let usable = start(.keyed) && (!first || verifier.expectObject(at: index))
        return KeyedEncodingContainer(JSONKeyedVerifier<Key>(verifier: verifier, object: usable ? index : -1))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let usable = start(.unkeyed) && verifier.expectArray(at: index)
        return JSONUnkeyedVerifier(verifier: verifier, array: usable ? index : -1)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    // MARK: SingleValueEncodingContainer

    /// The one value of a single-value container; a second is the encoder's to trap on.
    private func single() -> Bool { start(.single) }

    func encodeNil() { if single() { verifier.verifyNull(at: index) } }
    func encode(_ value: Bool) { if single() { verifier.verify(bool: value, at: index) } }
    func encode(_ value: String) { if single() { verifier.verify(string: value, at: index) } }
    func encode(_ value: Double) { if single() { verifier.verify(double: value, at: index) } }
    func encode(_ value: Float) { if single() { verifier.verify(float: value, at: index) } }
    func encode(_ value: Int) { integer(Int64(value)) }
    func encode(_ value: Int8) { integer(Int64(value)) }
    func encode(_ value: Int16) { integer(Int64(value)) }
    func encode(_ value: Int32) { integer(Int64(value)) }
    func encode(_ value: Int64) { integer(value) }
    func encode(_ value: Int128) { if single() { verifier.verify(at: index) { $0.appendDescription(value) } } }
    func encode(_ value: UInt) { if single() { verifier.verify(at: index) { $0.appendInteger(UInt64(value)) } } }
    func encode(_ value: UInt8) { integer(Int64(value)) }
    func encode(_ value: UInt16) { integer(Int64(value)) }
    func encode(_ value: UInt32) { integer(Int64(value)) }
    func encode(_ value: UInt64) { if single() { verifier.verify(at: index) { $0.appendInteger(value) } } }
    func encode(_ value: UInt128) { if single() { verifier.verify(at: index) { $0.appendDescription(value) } } }

    private func integer(_ value: Int64) {
        if single() { verifier.verify(at: index) { $0.appendInteger(value) } }
    }

    /// JSONEncoder encodes the value into this same encoder, and writes `{}` if it encoded nothing.
    func encode<T: Encodable>(_ value: T) throws {
        if use == .nothing, verifier.verifyScalar(value, at: index) {
            use = .single
            return
        }
        try value.encode(to: self)
        finish()
        if use == .nothing { use = .single }
    }
}

/// A keyed container of `JSONTapeVerifier`: each member is matched to the tape's member of its
/// key, once. `object` is -1 after a failure, when nothing more is compared.
struct JSONKeyedVerifier<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let verifier: JSONTapeVerifier
    let object: Int

    var codingPath: [any CodingKey] { [] }

    /// The entry of `key`'s value, or nil when there is nothing to compare.
    private func member(_ key: Key) -> Int? {
        guard object >= 0, !verifier.failed else { return nil }
        return verifier.takeMember(key.stringValue, of: object)
    }

    private func integer(_ value: Int64, forKey key: Key) {
        if let index = member(key) { verifier.verify(at: index) { $0.appendInteger(value) } }
    }

    mutating func encodeNil(forKey key: Key) { if let index = member(key) { verifier.verifyNull(at: index) } }
    mutating func encode(_ value: Bool, forKey key: Key) {
        if let index = member(key) { verifier.verify(bool: value, at: index) }
    }
    mutating func encode(_ value: String, forKey key: Key) {
        if let index = member(key) { verifier.verify(string: value, at: index) }
    }
    mutating func encode(_ value: Double, forKey key: Key) {
        if let index = member(key) { verifier.verify(double: value, at: index) }
    }
    mutating func encode(_ value: Float, forKey key: Key) {
        if let index = member(key) { verifier.verify(float: value, at: index) }
    }
    mutating func encode(_ value: Int, forKey key: Key) { integer(Int64(value), forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) { integer(Int64(value), forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) { integer(Int64(value), forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) { integer(Int64(value), forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) { integer(value, forKey: key) }
    mutating func encode(_ value: Int128, forKey key: Key) {
        if let index = member(key) { verifier.verify(at: index) { $0.appendDescription(value) } }
    }
    mutating func encode(_ value: UInt, forKey key: Key) {
        if let index = member(key) { verifier.verify(at: index) { $0.appendInteger(UInt64(value)) } }
    }
    mutating func encode(_ value: UInt8, forKey key: Key) { integer(Int64(value), forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { integer(Int64(value), forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { integer(Int64(value), forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) {
        if let index = member(key) { verifier.verify(at: index) { $0.appendInteger(value) } }
    }
    mutating func encode(_ value: UInt128, forKey key: Key) {
        if let index = member(key) { verifier.verify(at: index) { $0.appendDescription(value) } }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let index = member(key) { try verifier.verifyChild(value, at: index) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let index = member(key).flatMap { verifier.expectObject(at: $0) ? $0 : nil }
        return KeyedEncodingContainer(JSONKeyedVerifier<NestedKey>(verifier: verifier, object: index ?? -1))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let index = member(key).flatMap { verifier.expectArray(at: $0) ? $0 : nil }
        return JSONUnkeyedVerifier(verifier: verifier, array: index ?? -1)
    }

    /// Super encoders write when they are released, which a comparison in order cannot follow.
    mutating func superEncoder() -> any Encoder { unsupported() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { unsupported() }

    private func unsupported() -> any Encoder {
        verifier.fail()
        return JSONValueVerifier(verifier: verifier, index: 0)
    }
}

/// An unkeyed container of `JSONTapeVerifier`: elements are matched in order. `array` is -1
/// after a failure.
struct JSONUnkeyedVerifier: UnkeyedEncodingContainer {
    let verifier: JSONTapeVerifier
    let array: Int
    private(set) var count = 0

    init(verifier: JSONTapeVerifier, array: Int) {
        self.verifier = verifier
        self.array = array
    }

    var codingPath: [any CodingKey] { [] }

    private mutating func element() -> Int? {
        count += 1
        guard array >= 0, !verifier.failed else { return nil }
        return verifier.takeElement(of: array)
    }

    private mutating func integer(_ value: Int64) {
        if let index = element() { verifier.verify(at: index) { $0.appendInteger(value) } }
    }

    mutating func encodeNil() { if let index = element() { verifier.verifyNull(at: index) } }
    mutating func encode(_ value: Bool) { if let index = element() { verifier.verify(bool: value, at: index) } }
    mutating func encode(_ value: String) { if let index = element() { verifier.verify(string: value, at: index) } }
    mutating func encode(_ value: Double) { if let index = element() { verifier.verify(double: value, at: index) } }
    mutating func encode(_ value: Float) { if let index = element() { verifier.verify(float: value, at: index) } }
    mutating func encode(_ value: Int) { integer(Int64(value)) }
    mutating func encode(_ value: Int8) { integer(Int64(value)) }
    mutating func encode(_ value: Int16) { integer(Int64(value)) }
    mutating func encode(_ value: Int32) { integer(Int64(value)) }
    mutating func encode(_ value: Int64) { integer(value) }
    mutating func encode(_ value: Int128) {
        if let index = element() { verifier.verify(at: index) { $0.appendDescription(value) } }
    }
    mutating func encode(_ value: UInt) {
        if let index = element() { verifier.verify(at: index) { $0.appendInteger(UInt64(value)) } }
    }
    mutating func encode(_ value: UInt8) { integer(Int64(value)) }
    mutating func encode(_ value: UInt16) { integer(Int64(value)) }
    mutating func encode(_ value: UInt32) { integer(Int64(value)) }
    mutating func encode(_ value: UInt64) {
        if let index = element() { verifier.verify(at: index) { $0.appendInteger(value) } }
    }
    mutating func encode(_ value: UInt128) {
        if let index = element() { verifier.verify(at: index) { $0.appendDescription(value) } }
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let index = element() { try verifier.verifyChild(value, at: index) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let index = element().flatMap { verifier.expectObject(at: $0) ? $0 : nil }
        return KeyedEncodingContainer(JSONKeyedVerifier<NestedKey>(verifier: verifier, object: index ?? -1))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = element().flatMap { verifier.expectArray(at: $0) ? $0 : nil }
        return JSONUnkeyedVerifier(verifier: verifier, array: index ?? -1)
    }

    mutating func superEncoder() -> any Encoder {
        verifier.fail()
        return JSONValueVerifier(verifier: verifier, index: 0)
    }
}
