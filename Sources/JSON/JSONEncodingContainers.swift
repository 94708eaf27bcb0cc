/// The keyed container of `CanonicalJSONEncoder`: members go into an object node, each written
/// into the buffer as it is encoded; the node is sorted and written when its value is done.
struct JSONKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONValueEncoder
    let node: JSONObjectNode
    /// The keys of `nestedContainer` calls from the encoder's value to this container.
    let nestedPath: [any CodingKey]

    var codingPath: [any CodingKey] { encoder.codingPath + nestedPath }

    private func set(_ range: Range<Int>, for key: Key) {
        node.set(.bytes(range), for: key.stringValue)
    }

    private func integer(_ value: Int64, for key: Key) {
        set(encoder.written { $0.appendInteger(value) }, for: key)
    }

    mutating func encodeNil(forKey key: Key) { set(encoder.written { $0.append("null") }, for: key) }
    mutating func encode(_ value: Bool, forKey key: Key) {
        set(encoder.written { $0.append(value ? "true" : "false") }, for: key)
    }
    mutating func encode(_ value: String, forKey key: Key) { set(encoder.written { $0.appendQuoted(value) }, for: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(try encoder.double(value, at: .key(key)), for: key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(try encoder.float(value, at: .key(key)), for: key)
    }
    mutating func encode(_ value: Int, forKey key: Key) { integer(Int64(value), for: key) }
    mutating func encode(_ value: Int8, forKey key: Key) { integer(Int64(value), for: key) }
    mutating func encode(_ value: Int16, forKey key: Key) { integer(Int64(value), for: key) }
    mutating func encode(_ value: Int32, forKey key: Key) { integer(Int64(value), for: key) }
    mutating func encode(_ value: Int64, forKey key: Key) { integer(value, for: key) }
    mutating func encode(_ value: Int128, forKey key: Key) {
        set(encoder.written { $0.appendDescription(value) }, for: key)
    }
    mutating func encode(_ value: UInt, forKey key: Key) {
        set(encoder.written { $0.appendInteger(UInt64(value)) }, for: key)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) { integer(Int64(value), for: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { integer(Int64(value), for: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { integer(Int64(value), for: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) {
        set(encoder.written { $0.appendInteger(value) }, for: key)
    }
    mutating func encode(_ value: UInt128, forKey key: Key) {
        set(encoder.written { $0.appendDescription(value) }, for: key)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let slot = try encoder.child(value, at: .key(key), nestedPath: nestedPath, depth: node.depth + 1)
        node.set(slot, for: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let name = key.stringValue
        let nested = node.nestedObject(for: name) ?? JSONObjectNode(depth: node.depth + 1)
        node.set(.object(nested), for: name)
        return KeyedEncodingContainer(
            JSONKeyedEncoding<NestedKey>(encoder: encoder, node: nested, nestedPath: nestedPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let name = key.stringValue
        let nested = node.nestedArray(for: name) ?? JSONArrayNode(depth: node.depth + 1)
        node.set(.array(nested), for: name)
        return JSONUnkeyedEncoding(encoder: encoder, node: nested, nestedPath: nestedPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        referencing(JSONValueCodingKey(stringValue: "super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        referencing(key)
    }

    private func referencing(_ key: some CodingKey) -> any Encoder {
        encoder.referencingEncoder(
            .member(node, key: key.stringValue), at: .key(key), nestedPath: nestedPath, depth: node.depth + 1)
    }
}

/// The unkeyed container of `CanonicalJSONEncoder`.
struct JSONUnkeyedEncoding: UnkeyedEncodingContainer {
    let encoder: JSONValueEncoder
    let node: JSONArrayNode
    let nestedPath: [any CodingKey]

    var codingPath: [any CodingKey] { encoder.codingPath + nestedPath }
    var count: Int { node.slots.count }

    private func append(_ range: Range<Int>) {
        node.slots.append(.bytes(range))
    }

    private func integer(_ value: Int64) {
        append(encoder.written { $0.appendInteger(value) })
    }

    mutating func encodeNil() { append(encoder.written { $0.append("null") }) }
    mutating func encode(_ value: Bool) { append(encoder.written { $0.append(value ? "true" : "false") }) }
    mutating func encode(_ value: String) { append(encoder.written { $0.appendQuoted(value) }) }
    mutating func encode(_ value: Double) throws { append(try encoder.double(value, at: .index(count))) }
    mutating func encode(_ value: Float) throws { append(try encoder.float(value, at: .index(count))) }
    mutating func encode(_ value: Int) { integer(Int64(value)) }
    mutating func encode(_ value: Int8) { integer(Int64(value)) }
    mutating func encode(_ value: Int16) { integer(Int64(value)) }
    mutating func encode(_ value: Int32) { integer(Int64(value)) }
    mutating func encode(_ value: Int64) { integer(value) }
    mutating func encode(_ value: Int128) { append(encoder.written { $0.appendDescription(value) }) }
    mutating func encode(_ value: UInt) { append(encoder.written { $0.appendInteger(UInt64(value)) }) }
    mutating func encode(_ value: UInt8) { integer(Int64(value)) }
    mutating func encode(_ value: UInt16) { integer(Int64(value)) }
    mutating func encode(_ value: UInt32) { integer(Int64(value)) }
    mutating func encode(_ value: UInt64) { append(encoder.written { $0.appendInteger(value) }) }
    mutating func encode(_ value: UInt128) { append(encoder.written { $0.appendDescription(value) }) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let slot = try encoder.child(value, at: .index(count), nestedPath: nestedPath, depth: node.depth + 1)
        node.slots.append(slot)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = JSONObjectNode(depth: node.depth + 1)
        let path = nestedPath + [JSONValueCodingKey(index: count)]
        node.slots.append(.object(nested))
        return KeyedEncodingContainer(JSONKeyedEncoding<NestedKey>(encoder: encoder, node: nested, nestedPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArrayNode(depth: node.depth + 1)
        let path = nestedPath + [JSONValueCodingKey(index: count)]
        node.slots.append(.array(nested))
        return JSONUnkeyedEncoding(encoder: encoder, node: nested, nestedPath: path)
    }

    /// Its value takes the place of the next element when the encoder is released, as in
    /// JSONEncoder, even if elements were added meanwhile.
    mutating func superEncoder() -> any Encoder {
        encoder.referencingEncoder(
            .element(node, index: count), at: .index(count), nestedPath: nestedPath, depth: node.depth + 1)
    }
}

extension JSONValueEncoder {
    /// An encoder whose value goes into `reference` when it is released (`superEncoder()`).
    func referencingEncoder(_ reference: Reference, at key: PathKey, nestedPath: [any CodingKey], depth: Int)
        -> JSONValueEncoder
    {
        let encoder = newEncoder()
        encoder.configure(owner: self, nestedPath: nestedPath, key: key, depth: depth)
        encoder.reference = reference
        return encoder
    }
}
