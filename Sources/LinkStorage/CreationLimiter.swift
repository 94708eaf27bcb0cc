import Synchronization

/// A token bucket per client address: `burst` creations at once, then `perMinute` a minute. The
/// table of addresses is bounded: past `maxAddresses`, buckets that have refilled (the same as
/// no bucket) are dropped, then the least recently used, so a flood of addresses costs memory
/// up to the bound and no more. The clock is injected (seconds, monotonic).
public final class CreationLimiter: Sendable {
    public let perMinute: Int
    public let burst: Int
    public let maxAddresses: Int
    private let now: @Sendable () -> Double
    private let buckets = Mutex<[String: Bucket]>([:])

    private struct Bucket {
        var tokens: Double
        var updated: Double
    }

    public init(perMinute: Int, burst: Int, maxAddresses: Int = 10_000, now: @escaping @Sendable () -> Double) {
        self.perMinute = max(1, perMinute)
        self.burst = max(1, burst)
        self.maxAddresses = max(1, maxAddresses)
        self.now = now
    }

    /// A monotonic clock in seconds, for the server.
    public static let monotonicSeconds: @Sendable () -> Double = {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
    private static let start = ContinuousClock.now

    /// Takes one creation for `address`: nil when allowed, otherwise the whole seconds to wait
    /// before the next one would be (at least 1).
    public func admit(_ address: String) -> Int? {
        let time = now()
        let rate = Double(perMinute) / 60
        return buckets.withLock { buckets -> Int? in
            var bucket = buckets[address] ?? Bucket(tokens: Double(burst), updated: time)
            bucket.tokens = min(Double(burst), bucket.tokens + max(0, time - bucket.updated) * rate)
            bucket.updated = time
            guard bucket.tokens >= 1 else {
                buckets[address] = bucket
                return max(1, Int(((1 - bucket.tokens) / rate).rounded(.up)))
            }
            bucket.tokens -= 1
            if buckets[address] == nil, buckets.count >= maxAddresses {
                Self.prune(&buckets, at: time, rate: rate, burst: Double(burst), keeping: maxAddresses / 2)
            }
            buckets[address] = bucket
            return nil
        }
    }

    /// The number of addresses held, for tests and metrics.
    public var addressCount: Int { buckets.withLock { $0.count } }

    /// Drops the buckets that have refilled, then the oldest, down to `keeping`: the work is spread
    /// over the inserts between two prunes, so each insert stays cheap on average.
    private static func prune(
        _ buckets: inout [String: Bucket], at time: Double, rate: Double, burst: Double, keeping: Int
    ) {
        buckets = buckets.filter { $0.value.tokens + (time - $0.value.updated) * rate < burst }
        guard buckets.count > keeping else { return }
        let oldest = buckets.sorted { $0.value.updated < $1.value.updated }.prefix(buckets.count - keeping)
        for (address, _) in oldest { buckets[address] = nil }
    }
}
