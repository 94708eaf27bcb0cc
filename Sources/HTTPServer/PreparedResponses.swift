import Synchronization

/// libmicrohttpd responses kept for reuse, by entity tag. A response with a strong ETag is the
/// same bytes and headers every time (the tag names the representation, and no handler adds
/// per-request headers to a tagged response), so it is built once and then queued by reference,
/// as a C server would.
///
/// Bounded by count and by bytes: each entry is a copy of a body of up to 2 MiB, so a count alone
/// would let a crawler of large distinct pages pin hundreds of megabytes. When either bound would
/// be passed, every entry is dropped: rebuilding one from the page caches is cheap.
final class PreparedResponses: Sendable {
    /// libmicrohttpd's responses are reference counted: the store owns one reference, and each
    /// queued connection holds its own until it has sent the response.
    private struct Entry: @unchecked Sendable {
        var response: OpaquePointer
        var cost: Int
    }

    /// Where a finished page keeps the response prepared for it, so that a page found in the
    /// page cache is queued without a second lookup by tag. Read and written under the store's
    /// lock; the response counts against the store's bounds, and is valid only while the store's
    /// generation is the one it was made in (emptying the store starts a new one).
    final class Slot: @unchecked Sendable {
        fileprivate var response: OpaquePointer?
        fileprivate var generation = -1

        init() {}
    }

    private struct Storage {
        var entries: [String: Entry] = [:]
        /// Responses held through slots, released with the rest.
        var slotted: [Entry] = []
        var generation = 0
        var bytes = 0

        var count: Int { entries.count + slotted.count }
    }

    let capacity: Int
    let capacityBytes: Int
    private let release: @Sendable (OpaquePointer) -> Void
    private let storage = Mutex(Storage())

    /// `release` gives up the store's reference to a response.
    init(capacity: Int, capacityBytes: Int, release: @escaping @Sendable (OpaquePointer) -> Void) {
        self.capacity = capacity
        self.capacityBytes = capacityBytes
        self.release = release
    }

    /// Bytes of the bodies and header fields held now.
    var bytes: Int { storage.withLock { $0.bytes } }

    var count: Int { storage.withLock { $0.count } }

    /// Calls `use` with the stored response for `tag`, or with one `make` builds and stores.
    /// Runs under the lock, so no eviction can release the response before `use` (queuing it on
    /// a connection) has taken its own reference. Nil when the response costs more than the whole
    /// store, or `make` fails: the caller then sends a one-off response. The cost is worked out
    /// only for a response not stored yet.
    func withResponse<Result>(
        tagged tag: String, cost: @autoclosure () -> Int, make: () -> OpaquePointer?,
        use: (OpaquePointer) -> Result
    ) -> Result? {
        storage.withLock { storage in
            if let entry = storage.entries[tag] { return use(entry.response) }
            guard let made = admit(cost(), &storage, make) else { return nil }
            storage.entries[tag] = made
            return use(made.response)
        }
    }

    /// The same for the response kept in `slot`: no lookup by tag.
    func withResponse<Result>(
        in slot: Slot, cost: @autoclosure () -> Int, make: () -> OpaquePointer?, use: (OpaquePointer) -> Result
    ) -> Result? {
        storage.withLock { storage in
            if slot.generation == storage.generation, let response = slot.response { return use(response) }
            guard let made = admit(cost(), &storage, make) else { return nil }
            storage.slotted.append(made)
            slot.response = made.response
            slot.generation = storage.generation
            return use(made.response)
        }
    }

    /// A new response counted against the bounds (the store emptied first when it would pass
    /// one), or nil when it costs more than the whole store or `make` fails.
    private func admit(_ cost: Int, _ storage: inout Storage, _ make: () -> OpaquePointer?) -> Entry? {
        guard cost <= capacityBytes, let made = make() else { return nil }
        if storage.count >= capacity || storage.bytes + cost > capacityBytes {
            removeAll(&storage)
        }
        storage.bytes += cost
        return Entry(response: made, cost: cost)
    }

    func removeAll() {
        storage.withLock { removeAll(&$0) }
    }

    private func removeAll(_ storage: inout Storage) {
        for entry in storage.entries.values { release(entry.response) }
        for entry in storage.slotted { release(entry.response) }
        storage.entries.removeAll()
        storage.slotted.removeAll()
        storage.generation += 1
        storage.bytes = 0
    }
}
