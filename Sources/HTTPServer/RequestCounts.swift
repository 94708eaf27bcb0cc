/// Requests answered, by route and status, for `/metrics`: a table of its own rather than a
/// `Dictionary`, whose `Hasher` took most of the time a cached answer spent on metrics. Its keys
/// are the server's own (route patterns, fixed labels, statuses), which no client chooses, so a
/// plain hash and linear probing are enough.
struct RequestCounts {
    private struct Slot {
        var route: String
        var status: Int
        var count: Int
    }

    /// A power of two, at most half full.
    private var slots = [Slot?](repeating: nil, count: 64)
    private var used = 0

    mutating func increment(route: String, status: Int, by count: Int = 1) {
        let mask = slots.count - 1
        var index = Self.hash(route, status) & mask
        while let slot = slots[index] {
            if slot.status == status && slot.route == route {
                slots[index]!.count += count
                return
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(route: route, status: status, count: count)
        used += 1
        if used * 2 > slots.count { grow() }
    }

    /// Adds `other`'s counts to these.
    mutating func add(_ other: RequestCounts) {
        for case let slot? in other.slots { increment(route: slot.route, status: slot.status, by: slot.count) }
    }

    /// Every count, in no particular order.
    var all: [(route: String, status: Int, count: Int)] {
        slots.compactMap { $0.map { ($0.route, $0.status, $0.count) } }
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot?](repeating: nil, count: old.count * 2)
        let mask = slots.count - 1
        for case let slot? in old {
            var index = Self.hash(slot.route, slot.status) & mask
            while slots[index] != nil { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    /// FNV-1a over the route's bytes, a word at a time, then the status.
    private static func hash(_ route: String, _ status: Int) -> Int {
        var route = route
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        route.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* 0x100_0000_01b3
                offset += 1
            }
        }
        hash = (hash ^ UInt64(truncatingIfNeeded: status)) &* 0x100_0000_01b3
        return Int(truncatingIfNeeded: hash ^ hash >> 29)
    }
}
