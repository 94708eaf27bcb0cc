/// A growable byte buffer for `CanonicalJSONEncoder`: values are written once, then copied from
/// earlier in the same buffer into the object or array that holds them. An `[UInt8]` cannot copy
/// from itself without copying the whole array first (its slice keeps the storage shared), which
/// made that copy cost more than the encoding.
final class JSONByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// Set when a container nests past `maxDepth`: the document cannot be encoded.
    var nestsTooDeep = false

    init(capacity: Int = 1024) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Room for `extra` more bytes, so that the pointer does not move while they are written.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ first: UInt8, _ second: UInt8) {
        reserve(2)
        base[count] = first
        base[count + 1] = second
        count += 2
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a copy of bytes already written.
    func appendCopy(of range: Range<Int>) {
        reserve(range.count)
        (base + count).initialize(from: base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// Appends a value's bytes written by `body`, which gets room for at most `maxCount`.
    @inline(__always)
    func append(maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maxCount)
        count += body(base + count)
    }

    func bytes(_ range: Range<Int>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Forgets what was written, keeping the storage.
    func removeAll() {
        count = 0
    }

    /// The raw bytes of `range`, for comparing; valid until the next append.
    func view(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }
}
