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

    private struct Storage {
        var entries: [String: Entry] = [:]
        var bytes = 0
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

    var count: Int { storage.withLock { $0.entries.count } }

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
            let cost = cost()
            guard cost <= capacityBytes, let made = make() else { return nil }
            if storage.entries.count >= capacity || storage.bytes + cost > capacityBytes {
                removeAll(&storage)
            }
            storage.entries[tag] = Entry(response: made, cost: cost)
            storage.bytes += cost
            return use(made)
        }
    }

    func removeAll() {
        storage.withLock { removeAll(&$0) }
    }

    private func removeAll(_ storage: inout Storage) {
        for entry in storage.entries.values { release(entry.response) }
        storage.entries.removeAll()
        storage.bytes = 0
    }
}
