import MenuCore
import Synchronization

/// Glyph shapes already drawn, by face and glyph, bounded in bytes.
///
/// A shape is kept at the size of one em in the units it comes in (font units for an outline,
/// strike pixels for a bitmap), so every size shares it and each call only scales it. Eviction is
/// `AdvanceCache`'s: entries go into `young`; when it holds half the bound, `old` is dropped and
/// `young` takes its place; a hit in `old` is copied back into `young`. Both together never pass
/// the bound, and every operation is O(1).
final class GlyphShapeCache: Sendable {
    struct Key: Hashable, Sendable {
        /// The face's number over all chains (`HarfBuzzTextMeasurer.cacheFaces`).
        var face: Int
        var glyph: UInt32
    }

    /// A shape at a size of `unitsPerEm` points: scaled by size / `unitsPerEm`, it is the shape
    /// at that size.
    struct Entry: Sendable {
        var shape: GlyphShape
        var unitsPerEm: Double
    }

    struct Statistics: Sendable, Equatable {
        var hits = 0
        var misses = 0
        var bytes = 0
        var entries = 0
    }

    /// What one entry costs beyond its elements or PNG bytes: the array's heap header, the
    /// dictionary's key, value and slot overhead at its load factor, rounded up.
    static let entryOverheadBytes = 128

    let capacityBytes: Int
    private let storage = Mutex(Storage())

    private struct Storage {
        var young: [Key: Entry] = [:]
        var old: [Key: Entry] = [:]
        var youngBytes = 0
        var oldBytes = 0
        var hits = 0
        var misses = 0
    }

    init(capacityBytes: Int) {
        self.capacityBytes = capacityBytes
    }

    /// The cached shape of `key`, or nil.
    func entry(for key: Key) -> Entry? {
        // A generation retired by this call is released after the lock, not under it.
        let (entry, _) = storage.withLock { storage -> (Entry?, [Key: Entry]) in
            if let entry = storage.young[key] {
                storage.hits += 1
                return (entry, [:])
            }
            guard let entry = storage.old[key] else {
                storage.misses += 1
                return (nil, [:])
            }
            storage.hits += 1
            return (entry, Self.insert(entry, for: key, into: &storage, capacity: capacityBytes))
        }
        return entry
    }

    func insert(_ entry: Entry, for key: Key) {
        guard Self.cost(of: entry) * 2 <= capacityBytes else { return }
        let retired = storage.withLock { storage in
            Self.insert(entry, for: key, into: &storage, capacity: capacityBytes)
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

    static func cost(of entry: Entry) -> Int {
        switch entry.shape {
        case .outline(let path): path.elements.count * MemoryLayout<Path.Element>.stride + entryOverheadBytes
        case .bitmap(let png, _): png.count + entryOverheadBytes
        }
    }

    /// Inserts into the young generation, first retiring the old one if the young one is full;
    /// returns what was retired. Each generation holds at most half the bound.
    private static func insert(_ entry: Entry, for key: Key, into storage: inout Storage, capacity: Int)
        -> [Key: Entry]
    {
        guard storage.young[key] == nil else { return [:] }
        let cost = cost(of: entry)
        var retired: [Key: Entry] = [:]
        if (storage.youngBytes + cost) * 2 > capacity {
            retired = storage.old
            storage.old = storage.young
            storage.oldBytes = storage.youngBytes
            storage.young = [:]
            storage.youngBytes = 0
        }
        storage.young[key] = entry
        storage.youngBytes += cost
        return retired
    }
}
