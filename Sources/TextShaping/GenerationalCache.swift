import Synchronization

/// Hits, misses and size of a `GenerationalCache`.
struct GenerationalCacheStatistics: Sendable, Equatable {
    var hits = 0
    var misses = 0
    var bytes = 0
    var entries = 0
}

/// A cache bounded in bytes, evicting by generation: entries go into `young`; when it holds half
/// the bound, `old` is dropped and `young` takes its place. A hit in `old` is copied back into
/// `young`, so what is in use survives, and both together never pass the bound. Every operation
/// is O(1): no per-entry recency to keep, which an LRU list would need under the lock.
final class GenerationalCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    let capacityBytes: Int
    /// What one entry costs, in bytes, with whatever overhead the owner counts.
    private let cost: @Sendable (Key, Value) -> Int
    private let storage = Mutex(Storage())

    private struct Storage {
        var young: [Key: Value] = [:]
        var old: [Key: Value] = [:]
        var youngBytes = 0
        var oldBytes = 0
        var hits = 0
        var misses = 0
    }

    init(capacityBytes: Int, cost: @escaping @Sendable (Key, Value) -> Int) {
        self.capacityBytes = capacityBytes
        self.cost = cost
    }

    /// The cached value of `key`, or nil. `countingMisses: false` is for a caller that, on a
    /// miss, looks again the usual way (which counts it once).
    func value(for key: Key, countingMisses: Bool = true) -> Value? {
        // A generation retired by this call is released after the lock, not under it.
        let (value, _) = storage.withLock { storage -> (Value?, [Key: Value]) in
            if let value = storage.young[key] {
                storage.hits += 1
                return (value, [:])
            }
            guard let value = storage.old[key] else {
                if countingMisses { storage.misses += 1 }
                return (nil, [:])
            }
            storage.hits += 1
            return (value, insert(value, for: key, into: &storage))
        }
        return value
    }

    /// Keeps `value` unless it alone would fill a generation.
    func insert(_ value: Value, for key: Key) {
        guard cost(key, value) * 2 <= capacityBytes else { return }
        let retired = storage.withLock { storage in insert(value, for: key, into: &storage) }
        _ = retired
    }

    var statistics: GenerationalCacheStatistics {
        storage.withLock { storage in
            GenerationalCacheStatistics(
                hits: storage.hits, misses: storage.misses, bytes: storage.youngBytes + storage.oldBytes,
                entries: storage.young.count + storage.old.count)
        }
    }

    /// Inserts into the young generation, first retiring the old one if the young one is full;
    /// returns what was retired. Each generation holds at most half the bound.
    private func insert(_ value: Value, for key: Key, into storage: inout Storage) -> [Key: Value] {
        let cost = cost(key, value)
        if (storage.youngBytes + cost) * 2 <= capacityBytes {
            // One probe finds the slot and fills it if empty: looking, then storing, hashed the
            // key twice.
            var isNew = false
            Self.fill(&storage.young[key], with: value, isNew: &isNew)
            if isNew { storage.youngBytes += cost }
            return [:]
        }
        guard storage.young[key] == nil else { return [:] }
        let retired = storage.old
        storage.old = storage.young
        storage.oldBytes = storage.youngBytes
        storage.young = [key: value]
        storage.youngBytes = cost
        return retired
    }

    private static func fill(_ slot: inout Value?, with value: Value, isNew: inout Bool) {
        guard slot == nil else { return }
        slot = value
        isNew = true
    }
}
