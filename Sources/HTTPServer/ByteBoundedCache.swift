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

    /// One entry, linked into the use order by slot numbers: no second table to keep in step.
    private struct Node {
        var key: Key
        var value: Value
        var cost: Int
        var newer: Int
        var older: Int
    }

    private struct Storage {
        var slots: [Key: Int] = [:]
        /// Nodes by slot; a freed slot is nil (its key and value released) until reused.
        var nodes: [Node?] = []
        var freeSlots: [Int] = []
        var newest = -1
        var oldest = -1
        var statistics = Statistics()

        mutating func unlink(_ slot: Int) {
            let (newer, older) = (nodes[slot]!.newer, nodes[slot]!.older)
            if newer >= 0 { nodes[newer]!.older = older } else { newest = older }
            if older >= 0 { nodes[older]!.newer = newer } else { oldest = newer }
        }

        mutating func linkAsNewest(_ slot: Int) {
            nodes[slot]!.newer = -1
            nodes[slot]!.older = newest
            if newest >= 0 { nodes[newest]!.newer = slot } else { oldest = slot }
            newest = slot
        }

        mutating func remove(_ slot: Int) {
            unlink(slot)
            let node = nodes[slot]!
            nodes[slot] = nil
            freeSlots.append(slot)
            slots[node.key] = nil
            statistics.bytes -= node.cost
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
    /// entry; the node and free-slot arrays double too (2 elements per entry). Neither shrinks
    /// after evictions, but their size follows the most entries ever held, which the bound caps.
    static var entryOverhead: Int {
        (MemoryLayout<Key>.stride + MemoryLayout<Int>.stride) * 8 / 3 + 1
            + (MemoryLayout<Node?>.stride + MemoryLayout<Int>.stride) * 2
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
            return storage.nodes[slot]!.value
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
            let node = Node(key: key, value: value, cost: cost, newer: -1, older: -1)
            let slot: Int
            if let free = storage.freeSlots.popLast() {
                slot = free
                storage.nodes[slot] = node
            } else {
                slot = storage.nodes.count
                storage.nodes.append(node)
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
