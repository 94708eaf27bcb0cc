/// Canonical JSON written member by member, for a hot path that knows its document's shape: the
/// caller writes every object's members in sorted key order, and scalars come out exactly as
/// `CanonicalJSONEncoder` writes them, so the bytes are the ones `CanonicalJSON.encode` would
/// give, without `Codable`'s containers.
///
/// ```swift
/// var json = CanonicalJSONWriter()
/// json.beginObject()
/// json.key("duration"); json.value(0.25)
/// json.key("names"); json.beginArray(); json.value("menu"); json.endArray()
/// json.endObject()
/// ```
public struct CanonicalJSONWriter {
    private let buffer = JSONByteBuffer(capacity: 512)
    /// Whether the container being written at each depth already has a member, a bit a depth:
    /// an array of flags cost more than the JSON it punctuated.
    private var hasMembers: UInt64 = 0
    private var depth = 0

    /// Containers nest at most this deep.
    public static let maxDepth = 64

    public init() {}

    public var bytes: [UInt8] { buffer.bytes(0..<buffer.count) }

    public mutating func beginObject() {
        open(UInt8(ascii: "{"))
    }

    public mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    public mutating func beginArray() {
        open(UInt8(ascii: "["))
    }

    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    private mutating func open(_ bracket: UInt8) {
        precondition(depth < Self.maxDepth, "JSON nested deeper than CanonicalJSONWriter.maxDepth")
        beginValue()
        buffer.append(bracket)
        depth += 1
        hasMembers &= ~(1 << UInt64(depth - 1))
    }

    private mutating func close(_ bracket: UInt8) {
        precondition(depth > 0, "a container closed that was not opened")
        depth -= 1
        buffer.append(bracket)
    }

    /// A member's key; its value comes next.
    public mutating func key(_ name: String) {
        beginValue()
        buffer.appendQuoted(name)
        buffer.append(UInt8(ascii: ":"))
        // The value after a key is not a new member of the object.
        hasMembers &= ~(1 << UInt64(depth - 1))
    }

    public mutating func value(_ number: Double) {
        beginValue()
        buffer.appendDouble(number)
    }

    public mutating func value(_ text: String) {
        beginValue()
        buffer.appendQuoted(text)
    }

    /// A comma before every member but a container's first.
    private mutating func beginValue() {
        guard depth > 0 else { return }
        let bit: UInt64 = 1 << UInt64(depth - 1)
        if hasMembers & bit != 0 { buffer.append(UInt8(ascii: ",")) }
        hasMembers |= bit
    }
}
