/// What a value holds on the heap, in bytes as malloc hands them out. A cache bounded in bytes
/// counts this for its keys and values, so that its bound is a bound on the process's memory
/// rather than on the payload alone (a header or a URL is not free because it is not the body).
public protocol HeapFootprint {
    var heapBytes: Int { get }
}

/// The sizes behind the estimates: glibc's malloc and the Swift runtime's object layout (64-bit).
enum HeapLayout {
    /// Metadata pointer and reference count, then count and capacity-with-flags: the header of
    /// an array buffer and of a native string's storage alike.
    static let objectHeader = 32

    /// The chunk glibc's malloc takes for a request: an 8-byte size field, rounded up to 16
    /// bytes, and never less than 32.
    static func mallocChunk(_ requested: Int) -> Int {
        max(32, (requested + 8 + 15) & ~15)
    }

    /// A class instance: its metadata pointer and reference count, then its stored properties.
    static func instance(storedBytes: Int) -> Int {
        mallocChunk(16 + storedBytes)
    }
}

extension String: HeapFootprint {
    /// Up to 15 UTF-8 bytes live inside the value itself; longer text is a heap object holding the
    /// bytes and a NUL. String literals are never on the heap, so this overcounts them, which is
    /// the safe side for a bound.
    public var heapBytes: Int {
        let count = utf8.count
        return count <= 15 ? 0 : HeapLayout.mallocChunk(HeapLayout.objectHeader + count + 1)
    }

    /// The same text in storage of its own exact size. Text built by appending (a policy joined
    /// from parts, say) may keep up to twice its length in capacity, which `heapBytes` cannot see.
    func compacted() -> String {
        let count = utf8.count
        guard count > 15 else { return self }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(fromContentsOf: utf8)
        }
    }
}

extension Array: HeapFootprint where Element == UInt8 {
    /// Counts the capacity, not the count: spare capacity is memory too.
    public var heapBytes: Int {
        capacity == 0 ? 0 : HeapLayout.mallocChunk(HeapLayout.objectHeader + capacity)
    }

    /// The same bytes in a buffer of their exact size (up to malloc's 16-byte rounding), when the
    /// buffer has spare capacity; otherwise the buffer itself, shared.
    func compacted() -> [UInt8] {
        guard capacity - count >= 16 else { return self }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}

extension Headers: HeapFootprint {
    public var heapBytes: Int {
        let array =
            fields.capacity == 0
            ? 0
            : HeapLayout.mallocChunk(
                HeapLayout.objectHeader + fields.capacity * MemoryLayout<Field>.stride)
        return fields.reduce(array) { $0 + $1.name.heapBytes + $1.value.heapBytes }
    }

    /// The fields in an array of their exact number, with long values in exact-size storage.
    /// Only values longer than 64 bytes are copied: those are built at run time (policies with
    /// hashes, locations), while short ones are mostly literals, which a copy would move onto
    /// the heap.
    func compacted() -> Headers {
        var exact: [Field] = []
        exact.reserveCapacity(fields.count)
        for field in fields {
            exact.append(Field(field.name, field.value.utf8.count > 64 ? field.value.compacted() : field.value))
        }
        return Headers(fields: exact)
    }
}

extension Response: HeapFootprint {
    public var heapBytes: Int { headers.heapBytes + body.heapBytes }

    /// The response with its headers and body in storage of their exact size, for keeping.
    func compacted() -> Response {
        var copy = self
        copy.headers = headers.compacted()
        copy.body = body.compacted()
        return copy
    }
}
