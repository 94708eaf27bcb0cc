/// One value being encoded by `CanonicalJSONEncoder`: the `Encoder` an `encode(to:)` receives,
/// and its own single-value container (as in JSONEncoder, so asking for it allocates nothing).
final class JSONValueEncoder: Encoder, SingleValueEncodingContainer {
    let buffer: JSONByteBuffer
    let userInfo: [CodingUserInfoKey: Any]
    /// How many containers hold this value (0 for the document itself).
    private(set) var depth = 0
    /// The encoder of the value whose container holds this one, the keys of the containers
    /// nested in between, and this value's key or index: its coding path, built only when asked.
    private var owner: JSONValueEncoder?
    private var nestedPath: [any CodingKey] = []
    private var key: PathKey = .none

    /// What the value encoded, looked at in JSONEncoder's order: a keyed container first.
    private var object: JSONObjectNode?
    private var array: JSONArrayNode?
    private var single: JSONSlot?

    /// Where a `superEncoder()` writes its value when it is released, as JSONEncoder's does.
    var reference: Reference?
    /// A child encoder kept for the next member, since most values have several.
    private var spare: JSONValueEncoder?

    enum PathKey {
        case none
        case key(any CodingKey)
        case index(Int)
    }

    enum Reference {
        case member(JSONObjectNode, key: String)
        case element(JSONArrayNode, index: Int)
    }

    init(buffer: JSONByteBuffer, userInfo: [CodingUserInfoKey: Any]) {
        self.buffer = buffer
        self.userInfo = userInfo
    }

    deinit {
        guard let reference else { return }
        let slot = take() ?? emptyObject()
        switch reference {
        case .member(let node, let key): node.set(slot, for: key)
        case .element(let node, let index): node.slots.insert(slot, at: min(index, node.slots.count))
        }
    }

    var codingPath: [any CodingKey] {
        var path = owner?.codingPath ?? []
        path += nestedPath
        switch key {
        case .none: break
        case .key(let key): path.append(key)
        case .index(let index): path.append(JSONValueCodingKey(index: index))
        }
        return path
    }

    var hasValue: Bool { object != nil || array != nil || single != nil }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let node = object ?? JSONObjectNode(depth: depth)
        object = node
        return KeyedEncodingContainer(JSONKeyedEncoding<Key>(encoder: self, node: node, nestedPath: []))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let node = array ?? JSONArrayNode(depth: depth)
        array = node
        return JSONUnkeyedEncoding(encoder: self, node: node, nestedPath: [])
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    // MARK: Writing values

    /// The bytes of what `body` writes.
    @inline(__always)
    func written(_ body: (JSONByteBuffer) -> Void) -> Range<Int> {
        let start = buffer.count
        body(buffer)
        return start..<buffer.count
    }

    func double(_ value: Double, at key: PathKey) throws -> Range<Int> {
        try checkFinite(value, at: key)
        return written { $0.appendDouble(value) }
    }

    func float(_ value: Float, at key: PathKey) throws -> Range<Int> {
        try checkFinite(value, at: key)
        return written { $0.appendFloatingPoint(value) }
    }

    /// JSONEncoder's default strategy for infinities and NaN: throw, naming the key.
    private func checkFinite<T: BinaryFloatingPoint>(_ value: T, at key: PathKey) throws {
        guard !value.isFinite else { return }
        var path = codingPath
        switch key {
        case .none: break
        case .key(let key): path.append(key)
        case .index(let index): path.append(JSONValueCodingKey(index: index))
        }
        throw EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path, debugDescription: "Unable to encode \(T.self).\(value) directly in JSON."))
    }

    /// The bytes of a value JSONEncoder writes without asking it to encode itself: the common
    /// scalars, and the arrays of them it writes directly (without its nesting check). Nil for
    /// any other type. Comparing metatypes costs next to nothing, unlike a cast.
    @inline(__always)
    func scalar<T: Encodable>(_ value: T, at key: PathKey?) throws -> Range<Int>? {
        if T.self == String.self { return written { $0.appendQuoted(unsafeBitCast(value, to: String.self)) } }
        if T.self == Int.self { return written { $0.appendInteger(Int64(unsafeBitCast(value, to: Int.self))) } }
        if T.self == Bool.self { return written { $0.append(unsafeBitCast(value, to: Bool.self) ? "true" : "false") } }
        if T.self == Double.self { return try double(unsafeBitCast(value, to: Double.self), at: key ?? .none) }
        if T.self == [String].self {
            return written { $0.appendArray(unsafeBitCast(value, to: [String].self)) { $0.appendQuoted($1) } }
        }
        if T.self == [Int].self {
            return written { $0.appendArray(unsafeBitCast(value, to: [Int].self)) { $0.appendInteger(Int64($1)) } }
        }
        if T.self == [Double].self {
            // JSONEncoder names the array's key, not the element's index, for a number not finite.
            let doubles = unsafeBitCast(value, to: [Double].self)
            for double in doubles { try checkFinite(double, at: key ?? .none) }
            return written { $0.appendArray(doubles) { $0.appendDouble($1) } }
        }
        return nil
    }

    /// A member or element: written here, or by its own `encode(to:)` into a child encoder.
    func child<T: Encodable>(_ value: T, at key: PathKey, nestedPath: [any CodingKey], depth: Int) throws
        -> JSONSlot
    {
        if let range = try scalar(value, at: key) { return .bytes(range) }
        var child = spare ?? newEncoder()
        spare = nil
        child.configure(owner: self, nestedPath: nestedPath, key: key, depth: depth)
        try value.encode(to: child)
        let range = child.finish()
        // Kept for the next member unless the type kept the encoder (its owner is let go, so
        // that a kept child does not keep this one alive).
        child.configure(owner: nil, nestedPath: [], key: .none, depth: 0)
        if isKnownUniquelyReferenced(&child) { spare = child }
        return .bytes(range)
    }

    func newEncoder() -> JSONValueEncoder {
        JSONValueEncoder(buffer: buffer, userInfo: userInfo)
    }

    func configure(owner: JSONValueEncoder?, nestedPath: [any CodingKey], key: PathKey, depth: Int) {
        self.owner = owner
        self.nestedPath = nestedPath
        self.key = key
        self.depth = depth
    }

    /// Writes the value it encoded (`{}` if nothing, as JSONEncoder writes for a nested value)
    /// and forgets it.
    func finish() -> Range<Int> {
        if object == nil, array == nil, case .bytes(let range) = single {
            single = nil
            return range
        }
        let slot = take()
        return written { buffer in
            if let slot {
                buffer.write(slot)
            } else if buffer.allowsContainer(atDepth: depth) {
                buffer.append("{}")
            }
        }
    }

    private func take() -> JSONSlot? {
        defer { (object, array, single) = (nil, nil, nil) }
        if let object { return .object(object) }
        if let array { return .array(array) }
        return single
    }

    private func emptyObject() -> JSONSlot { .object(JSONObjectNode(depth: depth)) }

    // MARK: SingleValueEncodingContainer

    func encodeNil() { single = .bytes(written { $0.append("null") }) }
    func encode(_ value: Bool) { single = .bytes(written { $0.append(value ? "true" : "false") }) }
    func encode(_ value: String) { single = .bytes(written { $0.appendQuoted(value) }) }
    func encode(_ value: Double) throws { single = .bytes(try double(value, at: .none)) }
    func encode(_ value: Float) throws { single = .bytes(try float(value, at: .none)) }
    func encode(_ value: Int) { single = .bytes(written { $0.appendInteger(Int64(value)) }) }
    func encode(_ value: Int8) { single = .bytes(written { $0.appendInteger(Int64(value)) }) }
    func encode(_ value: Int16) { single = .bytes(written { $0.appendInteger(Int64(value)) }) }
    func encode(_ value: Int32) { single = .bytes(written { $0.appendInteger(Int64(value)) }) }
    func encode(_ value: Int64) { single = .bytes(written { $0.appendInteger(value) }) }
    func encode(_ value: Int128) { single = .bytes(written { $0.appendDescription(value) }) }
    func encode(_ value: UInt) { single = .bytes(written { $0.appendInteger(UInt64(value)) }) }
    func encode(_ value: UInt8) { single = .bytes(written { $0.appendInteger(Int64(value)) }) }
    func encode(_ value: UInt16) { single = .bytes(written { $0.appendInteger(Int64(value)) }) }
    func encode(_ value: UInt32) { single = .bytes(written { $0.appendInteger(Int64(value)) }) }
    func encode(_ value: UInt64) { single = .bytes(written { $0.appendInteger(value) }) }
    func encode(_ value: UInt128) { single = .bytes(written { $0.appendDescription(value) }) }

    /// JSONEncoder encodes the value into this same encoder, and writes `{}` if it encoded nothing.
    func encode<T: Encodable>(_ value: T) throws {
        if let range = try scalar(value, at: nil) {
            single = .bytes(range)
            return
        }
        try value.encode(to: self)
        if !hasValue { single = emptyObject() }
    }
}
