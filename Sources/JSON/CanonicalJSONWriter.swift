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
    /// Whether the container being written already has a member, by depth.
    private var hasMembers: [Bool] = []

    public init() {}

    public var bytes: [UInt8] { buffer.bytes(0..<buffer.count) }

    public mutating func beginObject() {
        beginValue()
        buffer.append(UInt8(ascii: "{"))
        hasMembers.append(false)
    }

    public mutating func endObject() {
        hasMembers.removeLast()
        buffer.append(UInt8(ascii: "}"))
    }

    public mutating func beginArray() {
        beginValue()
        buffer.append(UInt8(ascii: "["))
        hasMembers.append(false)
    }

    public mutating func endArray() {
        hasMembers.removeLast()
        buffer.append(UInt8(ascii: "]"))
    }

    /// A member's key; its value comes next.
    public mutating func key(_ name: String) {
        beginValue()
        buffer.appendQuoted(name)
        buffer.append(UInt8(ascii: ":"))
        // The value after a key is not a new member of the object.
        hasMembers[hasMembers.count - 1] = false
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
        guard let last = hasMembers.indices.last else { return }
        if hasMembers[last] { buffer.append(UInt8(ascii: ",")) }
        hasMembers[last] = true
    }
}
