/// HTTP header fields in arrival order. Lookups ignore case, as RFC 9110 requires.
public struct Headers: Sendable, Equatable, Sequence {
    /// One field. A named struct rather than a tuple: arrays of tuples need their type metadata
    /// built at run time, which showed up in the request path's profile.
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var fields: [Field]

    public init(fields: [Field] = []) {
        self.fields = fields
    }

    public init(_ pairs: [(name: String, value: String)]) {
        self.fields = pairs.map { Field($0.name, $0.value) }
    }

    /// Headers holding only a `Content-Type`.
    public static func contentType(_ type: String) -> Headers {
        Headers(fields: [Field("Content-Type", type)])
    }

    public subscript(name: String) -> String? {
        // Most clients send the canonical spelling, and an exact comparison is far cheaper.
        for field in fields where field.name == name { return field.value }
        for field in fields where field.name.caseInsensitiveEquals(name) { return field.value }
        return nil
    }

    /// Replaces every field of that name with one field.
    public mutating func set(_ name: String, _ value: String) {
        if let index = fields.firstIndex(where: { $0.name.caseInsensitiveEquals(name) }) {
            fields[index].value = value
            // Duplicates are rare; checking first avoids rebuilding the array for nothing.
            if fields[(index + 1)...].contains(where: { $0.name.caseInsensitiveEquals(name) }) {
                fields[(index + 1)...].removeAll { $0.name.caseInsensitiveEquals(name) }
            }
        } else {
            fields.append(Field(name, value))
        }
    }

    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name, value))
    }

    public mutating func remove(_ name: String) {
        fields.removeAll { $0.name.caseInsensitiveEquals(name) }
    }

    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }
}

extension String {
    /// ASCII case-insensitive comparison; header names are ASCII tokens.
    func caseInsensitiveEquals(_ other: String) -> Bool {
        let lhs = utf8
        let rhs = other.utf8
        guard lhs.count == rhs.count else { return false }  // O(1) for native strings: most lookups end here
        return lhs.elementsEqual(rhs) { a, b in
            a == b || (a | 0x20 == b | 0x20 && (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A)
        }
    }
}

extension UnsafeRawBufferPointer {
    /// True when `needle` (lower-case ASCII) occurs in the bytes, ignoring ASCII case.
    func containsASCIICaseInsensitive(_ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard pattern.count <= count else { return false }
        for start in 0...(count - pattern.count) {
            var matched = true
            for offset in 0..<pattern.count {
                let byte = self[start + offset]
                let lowered = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                if lowered != pattern[offset] {
                    matched = false
                    break
                }
            }
            if matched { return true }
        }
        return false
    }
}
