import Glibc
import Synchronization

/// Advance sums of runs already shaped, by face and exact UTF-8 bytes, bounded in bytes.
///
/// Pages and API answers measure the same labels again and again (every layout of a request,
/// every request for a menu), and shaping costs far more than a lookup. The key is the bytes, not
/// the `String`: Swift compares strings by canonical equivalence, but "é" and "e\u{301}" may
/// shape to different glyphs. Sizes are not part of the key: advances are in font units.
///
/// Eviction is by generation: entries go into `young`; when it holds half the bound, `old` is
/// dropped and `young` takes its place. A hit in `old` is copied back into `young`, so what is in
/// use survives, and both together never pass the bound. Every operation is O(1).
final class AdvanceCache: Sendable {
    struct Statistics: Sendable, Equatable {
        var hits = 0
        var misses = 0
        var bytes = 0
        var entries = 0
    }

    /// What one entry costs beyond its text's bytes: the string's heap header, the dictionary's
    /// key, value and slot overhead at its load factor, rounded up.
    static let entryOverheadBytes = 96

    let capacityBytes: Int
    private let storage = Mutex(Storage())

    private struct Storage {
        var young: [Key: Int] = [:]
        var old: [Key: Int] = [:]
        var youngBytes = 0
        var oldBytes = 0
        var hits = 0
        var misses = 0
    }

    init(capacityBytes: Int) {
        self.capacityBytes = capacityBytes
    }

    /// The cached advance of `text` in face `face`, or nil. `countingMisses: false` is for a
    /// caller that, on a miss, looks again the usual way (which counts it once).
    func advance(of text: String, face: Int, countingMisses: Bool = true) -> Int? {
        let key = Key(face: face, text: text)
        // A generation retired by this call is released after the lock, not under it.
        let (advance, _) = storage.withLock { storage -> (Int?, [Key: Int]) in
            if let advance = storage.young[key] {
                storage.hits += 1
                return (advance, [:])
            }
            guard let advance = storage.old[key] else {
                if countingMisses { storage.misses += 1 }
                return (nil, [:])
            }
            storage.hits += 1
            return (advance, Self.insert(advance, for: key, into: &storage, capacity: capacityBytes))
        }
        return advance
    }

    func insert(_ advance: Int, of text: String, face: Int) {
        guard Self.cost(of: text) * 2 <= capacityBytes else { return }
        let key = Key(face: face, text: text)
        let retired = storage.withLock { storage in
            Self.insert(advance, for: key, into: &storage, capacity: capacityBytes)
        }
        _ = retired
    }

    var statistics: Statistics {
        storage.withLock { storage in
            Statistics(
                hits: storage.hits, misses: storage.misses, bytes: storage.youngBytes + storage.oldBytes,
                entries: storage.young.count + storage.old.count)
        }
    }

    static func cost(of text: String) -> Int {
        text.utf8.count + entryOverheadBytes
    }

    /// Inserts into the young generation, first retiring the old one if the young one is full;
    /// returns what was retired. Each generation holds at most half the bound.
    private static func insert(_ advance: Int, for key: Key, into storage: inout Storage, capacity: Int)
        -> [Key: Int]
    {
        guard storage.young[key] == nil else { return [:] }
        let cost = cost(of: key.text)
        var retired: [Key: Int] = [:]
        if (storage.youngBytes + cost) * 2 > capacity {
            retired = storage.old
            storage.old = storage.young
            storage.oldBytes = storage.youngBytes
            storage.young = [:]
            storage.youngBytes = 0
        }
        storage.young[key] = advance
        storage.youngBytes += cost
        return retired
    }

    /// Compares and hashes the exact UTF-8 bytes.
    private struct Key: Hashable {
        var face: Int
        var text: String

        // Reads the bytes in place: copying the strings to call `withUTF8` costs a retain and a
        // release per comparison, and a lookup compares every key on its probe sequence.
        static func == (left: Key, right: Key) -> Bool {
            guard left.face == right.face, left.text.utf8.count == right.text.utf8.count else { return false }
            let equal = left.text.utf8.withContiguousStorageIfAvailable { leftBytes in
                right.text.utf8.withContiguousStorageIfAvailable { rightBytes in
                    leftBytes.isEmpty || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0
                }
            }
            return (equal ?? nil) ?? left.text.utf8.elementsEqual(right.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(face)
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
                hasher.combine(bytes: UnsafeRawBufferPointer($0))
            }
            if hashed == nil {
                for byte in text.utf8 { hasher.combine(byte) }
            }
        }
    }
}
