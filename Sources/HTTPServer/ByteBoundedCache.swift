import Synchronization

/// A thread-safe least-recently-used cache bounded by the total size of its values in bytes.
/// Pages are a pure function of their URL, so caching them is always correct; the bound keeps a
/// crawler of unique URLs from growing the process without limit.
public final class ByteBoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    public struct Statistics: Sendable, Equatable {
        public var hits = 0
        public var misses = 0
        public var evictions = 0
        public var bytes = 0
        public var entries = 0
    }

    private struct Entry {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    private struct Storage {
        var entries: [Key: Entry] = [:]
        /// Use order: tick → key. Eviction takes the smallest tick.
        var order: [UInt64: Key] = [:]
        var clock: UInt64 = 0
        var oldest: UInt64 = 0
        var statistics = Statistics()
    }

    public let capacityBytes: Int
    private let storage = Mutex(Storage())

    public init(capacityBytes: Int) {
        self.capacityBytes = capacityBytes
    }

    public func value(for key: Key) -> Value? {
        storage.withLock { storage in
            guard var entry = storage.entries[key] else {
                storage.statistics.misses += 1
                return nil
            }
            storage.statistics.hits += 1
            // Approximate LRU: an entry used recently keeps its place, so a hot entry costs a
            // lookup rather than two writes per hit. "Recently" is a fraction of the entry count.
            guard storage.clock - entry.lastUse > UInt64(storage.entries.count / 4) else { return entry.value }
            storage.order[entry.lastUse] = nil
            storage.clock += 1
            entry.lastUse = storage.clock
            storage.order[storage.clock] = key
            storage.entries[key] = entry
            return entry.value
        }
    }

    /// Stores a value that takes `cost` bytes. One larger than the whole cache is not stored.
    public func insert(_ value: Value, cost: Int, for key: Key) {
        guard cost <= capacityBytes else { return }
        storage.withLock { storage in
            if let old = storage.entries.removeValue(forKey: key) {
                storage.order[old.lastUse] = nil
                storage.statistics.bytes -= old.cost
            }
            while storage.statistics.bytes + cost > capacityBytes {
                Self.evictOldest(&storage)
            }
            storage.clock += 1
            storage.entries[key] = Entry(value: value, cost: cost, lastUse: storage.clock)
            storage.order[storage.clock] = key
            storage.statistics.bytes += cost
            storage.statistics.entries = storage.entries.count
        }
    }

    public var statistics: Statistics {
        storage.withLock { $0.statistics }
    }

    private static func evictOldest(_ storage: inout Storage) {
        // Ticks only grow, so the oldest live tick is found by walking forward from the last one.
        while storage.order[storage.oldest] == nil {
            storage.oldest += 1
        }
        let key = storage.order.removeValue(forKey: storage.oldest)!
        let entry = storage.entries.removeValue(forKey: key)!
        storage.statistics.bytes -= entry.cost
        storage.statistics.evictions += 1
        storage.statistics.entries = storage.entries.count
    }
}

extension ByteBoundedCache where Value == [UInt8] {
    /// Stores bytes, costing their count.
    public func insert(_ value: [UInt8], for key: Key) {
        insert(value, cost: value.count, for: key)
    }
}
