import Synchronization

/// A thread-safe least-recently-used cache bounded by the memory its entries hold. An entry
/// costs the heap bytes of its key and value (`HeapFootprint`) plus its share of the cache's own
/// tables, so the bound holds for what the process keeps, not only for the payload. Pages are a
/// pure function of their URL, so caching them is always correct; the bound keeps a crawler of
/// unique URLs from growing the process without limit.
public final class ByteBoundedCache<Key: Hashable & Sendable & HeapFootprint, Value: Sendable & HeapFootprint>:
    Sendable
{
    public struct Statistics: Sendable, Equatable {
        public var hits = 0
        public var misses = 0
        public var evictions = 0
        public var bytes = 0
        public var entries = 0
    }

    /// An entry's place in the use order, by slot numbers: no second table to keep in step.
    private struct Link {
        var newer: Int
        var older: Int
    }

    /// Entries by slot, in parallel arrays: a hit reads its value alone, and relinking an entry
    /// copies neither its key nor its value. A freed slot's key and value are nil (released)
    /// until the slot is reused.
    private struct Storage {
        var slots: [Key: Int] = [:]
        var keys: [Key?] = []
        var values: [Value?] = []
        var costs: [Int] = []
        var links: [Link] = []
        var freeSlots: [Int] = []
        var newest = -1
        var oldest = -1
        var statistics = Statistics()

        mutating func unlink(_ slot: Int) {
            let link = links[slot]
            if link.newer >= 0 { links[link.newer].older = link.older } else { newest = link.older }
            if link.older >= 0 { links[link.older].newer = link.newer } else { oldest = link.newer }
        }

        mutating func linkAsNewest(_ slot: Int) {
            links[slot] = Link(newer: -1, older: newest)
            if newest >= 0 { links[newest].newer = slot } else { oldest = slot }
            newest = slot
        }

        mutating func remove(_ slot: Int) {
            unlink(slot)
            slots[keys[slot]!] = nil
            keys[slot] = nil
            values[slot] = nil
            freeSlots.append(slot)
            statistics.bytes -= costs[slot]
            statistics.entries -= 1
        }
    }

    public let capacityBytes: Int
    /// Told what each insertion let go of, so that evicted memory goes back to the system.
    public let trimmer: MemoryTrimmer?
    private let storage = Mutex(Storage())

    public init(capacityBytes: Int, trimmer: MemoryTrimmer? = nil) {
        self.capacityBytes = capacityBytes
        self.trimmer = trimmer
    }

    /// What each entry adds to the cache's own tables at their emptiest. The dictionary keeps at
    /// most 3/4 of its buckets in use and doubles, so right after growing it has 8/3 buckets per
    /// entry; the slot arrays (key, value, cost, link) and the free slots double too (2 elements per entry). Neither shrinks
    /// after evictions, but their size follows the most entries ever held, which the bound caps.
    static var entryOverhead: Int {
        (MemoryLayout<Key>.stride + MemoryLayout<Int>.stride) * 8 / 3 + 1
            + (MemoryLayout<Key?>.stride + MemoryLayout<Value?>.stride + MemoryLayout<Int>.stride
                + MemoryLayout<Link>.stride + MemoryLayout<Int>.stride) * 2
    }

    /// What storing this entry costs against the bound.
    public static func cost(of value: Value, for key: Key) -> Int {
        key.heapBytes + value.heapBytes + entryOverhead
    }

    public func value(for key: Key) -> Value? {
        storage.withLock { storage in
            guard let slot = storage.slots[key] else {
                storage.statistics.misses += 1
                return nil
            }
            storage.statistics.hits += 1
            if slot != storage.newest {
                storage.unlink(slot)
                storage.linkAsNewest(slot)
            }
            return storage.values[slot]
        }
    }

    /// Stores a value, evicting the least recently used entries to make room. One that would cost
    /// more than the whole cache is not stored: the answer is false.
    @discardableResult
    public func insert(_ value: Value, for key: Key) -> Bool {
        let cost = Self.cost(of: value, for: key)
        guard cost <= capacityBytes else { return false }
        let released = storage.withLock { storage in
            let before = storage.statistics.bytes
            if let old = storage.slots[key] { storage.remove(old) }
            while storage.statistics.bytes + cost > capacityBytes, storage.oldest >= 0 {
                storage.remove(storage.oldest)
                storage.statistics.evictions += 1
            }
            let released = before - storage.statistics.bytes
            let slot: Int
            if let free = storage.freeSlots.popLast() {
                slot = free
                storage.keys[slot] = key
                storage.values[slot] = value
                storage.costs[slot] = cost
            } else {
                slot = storage.keys.count
                storage.keys.append(key)
                storage.values.append(value)
                storage.costs.append(cost)
                storage.links.append(Link(newer: -1, older: -1))
            }
            storage.linkAsNewest(slot)
            storage.slots[key] = slot
            storage.statistics.bytes += cost
            storage.statistics.entries += 1
            return released
        }
        // Outside the lock: a trim takes a while, and the evicted entries are freed by now.
        if released > 0 { trimmer?.noteEvicted(released) }
        return true
    }

    public var statistics: Statistics {
        storage.withLock { $0.statistics }
    }
}
