import Glibc
import Synchronization

/// A value kept once per thread (in a fixed number of shards), so that threads answering
/// requests at once each write memory of their own. One lock and its data, written by both
/// libmicrohttpd workers for every request, moved between their cores each time: a cached page's
/// metrics and access-log line cost about a microsecond that way, a tenth of the whole answer
/// (BENCHMARKS.md, issue 34's fourth round). Every shard has its own lock, so threads that land
/// on one shard (more threads than shards) are still counted right, only slower.
final class ThreadShards<Value: Sendable>: Sendable {
    private let shards: [Shard]
    private let mask: Int

    /// `count` shards, a power of two, each starting as `makeValue()` makes it.
    init(count: Int = 16, _ makeValue: () -> Value) {
        precondition(count > 0 && count & (count - 1) == 0, "a shard count must be a power of two")
        shards = (0..<count).map { _ in Shard(makeValue()) }
        mask = count - 1
    }

    var count: Int { shards.count }

    /// Runs `body` on the calling thread's shard, under that shard's lock.
    func withCurrent<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        shards[ThreadNumber.current & mask].value.withLock { body(&$0) }
    }

    /// Runs `body` on every shard in turn, each under its own lock: a reader's view, not a
    /// snapshot of one instant.
    func forEach(_ body: (inout Value) -> Void) {
        for shard in shards {
            shard.value.withLock { body(&$0) }
        }
    }

    private final class Shard: Sendable {
        let value: Mutex<Value>
        /// Objects of one size are allocated side by side: this keeps the next shard's header
        /// (its reference count, which its thread writes) off the cache line of this one's lock.
        private let padding: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)

        init(_ value: consuming Value) {
            self.value = Mutex(value)
        }
    }
}

/// A number for the calling thread, the same on every call from it: threads are numbered in the
/// order they first ask. Kept in one pthread key for the whole process, since keys are few
/// (`PTHREAD_KEYS_MAX`) and servers, in tests, many.
enum ThreadNumber {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key, nil)
        precondition(created == 0, "cannot create a thread-specific key (error \(created))")
        return key
    }()
    private static let next = Atomic<Int>(0)

    static var current: Int {
        // Stored as the number plus one: a thread that never asked reads nil.
        if let stored = pthread_getspecific(key) { return Int(bitPattern: stored) - 1 }
        let number = next.wrappingAdd(1, ordering: .relaxed).oldValue
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: number + 1))
        return number
    }
}
