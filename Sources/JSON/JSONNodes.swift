/// Where a value's JSON is while the container that holds it is still open: written already, or
/// a container nested with `nestedContainer`, which may still grow until its owner's
/// `encode(to:)` returns.
enum JSONSlot {
    case bytes(Range<Int>)
    case object(JSONObjectNode)
    case array(JSONArrayNode)
}

/// A keyed container's members in the order they were encoded; sorted and written when the
/// value that holds it is done.
final class JSONObjectNode {
    /// How many containers hold this one (0 for the document itself), for the nesting limit.
    let depth: Int
    var keys: [String] = []
    var slots: [JSONSlot] = []

    init(depth: Int) {
        self.depth = depth
    }

    func set(_ slot: JSONSlot, for key: String) {
        keys.append(key)
        slots.append(slot)
    }

    /// The object nested at `key` by an earlier `nestedContainer(keyedBy:forKey:)`: asked again,
    /// JSONEncoder hands back the same object.
    func nestedObject(for key: String) -> JSONObjectNode? {
        guard let index = keys.lastIndex(of: key), case .object(let node) = slots[index] else { return nil }
        return node
    }

    func nestedArray(for key: String) -> JSONArrayNode? {
        guard let index = keys.lastIndex(of: key), case .array(let node) = slots[index] else { return nil }
        return node
    }
}

/// An unkeyed container's elements in order.
final class JSONArrayNode {
    let depth: Int
    var slots: [JSONSlot] = []

    init(depth: Int) {
        self.depth = depth
    }
}

extension JSONByteBuffer {
    /// JSONEncoder's writer refuses containers nested this deep, for the whole document.
    static let maxDepth = 512

    func write(_ slot: JSONSlot) {
        switch slot {
        case .bytes(let range): appendCopy(of: range)
        case .object(let node): write(node)
        case .array(let node): write(node)
        }
    }

    func write(_ node: JSONArrayNode) {
        guard allowsContainer(atDepth: node.depth) else { return }
        append(UInt8(ascii: "["))
        for (index, slot) in node.slots.enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            write(slot)
        }
        append(UInt8(ascii: "]"))
    }

    func write(_ node: JSONObjectNode) {
        guard allowsContainer(atDepth: node.depth) else { return }
        append(UInt8(ascii: "{"))
        for (position, member) in JSONKeyOrder.members(node.keys).enumerated() {
            if position > 0 { append(UInt8(ascii: ",")) }
            appendQuoted(node.keys[member.key])
            append(UInt8(ascii: ":"))
            write(node.slots[member.value])
        }
        append(UInt8(ascii: "}"))
    }

    /// A container whose value is `depth` containers deep: the writer counts the top level's
    /// container as 1. Past the limit the document fails as a whole, as JSONEncoder's does, and
    /// not while a type's `encode(to:)` could still catch it.
    func allowsContainer(atDepth depth: Int) -> Bool {
        if depth + 1 >= Self.maxDepth { nestsTooDeep = true }
        return !nestsTooDeep
    }
}
