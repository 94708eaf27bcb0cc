/// The members of an object as JSONEncoder writes them with `.sortedKeys`: it keeps them in a
/// `[String: Value]`, so a key set again keeps its first spelling and takes the last value, and
/// keys that Swift calls equal are one key even when their bytes differ (`"\u{212A}"`, the Kelvin
/// sign, equals `"K"`); it then sorts them by their UTF-8 bytes.
enum JSONKeyOrder {
    /// The members in the order they are written: the index of the key's spelling and of its
    /// value in `keys`.
    static func members(_ keys: [String]) -> [(key: Int, value: Int)] {
        if keys.count <= 1 { return keys.isEmpty ? [] : [(0, 0)] }
        return keys.allSatisfy(isASCII) ? sortedASCII(keys) : sortedByStringEquality(keys)
    }

    /// Equal ASCII keys have equal bytes: a stable sort puts a key set twice in a run, of which
    /// the last set wins.
    private static func sortedASCII(_ keys: [String]) -> [(key: Int, value: Int)] {
        var order = Array(keys.indices)
        // Insertion sort: objects have a handful of keys, and a synthesized `encode(to:)` often
        // writes them nearly in order already.
        for next in 1..<order.count {
            let index = order[next]
            var position = next
            while position > 0, precedes(keys[index], keys[order[position - 1]]) {
                order[position] = order[position - 1]
                position -= 1
            }
            order[position] = index
        }
        var unique: [(key: Int, value: Int)] = []
        unique.reserveCapacity(order.count)
        for index in order {
            if let last = unique.last, keys[last.key] == keys[index] {
                unique[unique.count - 1] = (index, index)
            } else {
                unique.append((index, index))
            }
        }
        return unique
    }

    /// What a `[String: Value]` keeps: each key's first index, holding its last value's index.
    private static func sortedByStringEquality(_ keys: [String]) -> [(key: Int, value: Int)] {
        var placeOf: [String: Int] = [:]
        var members: [(key: Int, value: Int)] = []
        for (index, key) in keys.enumerated() {
            if let place = placeOf[key] {
                members[place].value = index
            } else {
                placeOf[key] = members.count
                members.append((index, index))
            }
        }
        members.sort { precedes(keys[$0.key], keys[$1.key]) }
        return members
    }

    /// The order JSONEncoder sorts keys in: `a.utf8.lexicographicallyPrecedes(b.utf8)`.
    static func precedes(_ first: String, _ second: String) -> Bool {
        var first = first
        var second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                for index in 0..<min(a.count, b.count) where a[index] != b[index] {
                    return a[index] < b[index]
                }
                return a.count < b.count
            }
        }
    }

    private static func isASCII(_ key: String) -> Bool {
        key.utf8.allSatisfy { $0 < 0x80 }
    }
}
