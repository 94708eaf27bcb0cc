import Synchronization
import Testing

@testable import LinkStorage

/// A clock the test turns by hand.
final class ManualClock: Sendable {
    private let seconds = Mutex(0.0)
    func advance(_ by: Double) { seconds.withLock { $0 += by } }
    var now: @Sendable () -> Double { { [self] in seconds.withLock { $0 } } }
}

struct CreationLimiterTests {
    @Test func aBurstThenTheRate() {
        let clock = ManualClock()
        let limiter = CreationLimiter(perMinute: 30, burst: 10, now: clock.now)
        for _ in 0..<10 { #expect(limiter.admit("1.2.3.4") == nil) }
        // One token every 2 s at 30 a minute.
        #expect(limiter.admit("1.2.3.4") == 2)
        #expect(limiter.admit("5.6.7.8") == nil)
        clock.advance(1)
        #expect(limiter.admit("1.2.3.4") == 1)
        clock.advance(1)
        #expect(limiter.admit("1.2.3.4") == nil)
        #expect(limiter.admit("1.2.3.4") == 2)
        clock.advance(600)
        for _ in 0..<10 { #expect(limiter.admit("1.2.3.4") == nil) }
        #expect(limiter.admit("1.2.3.4") != nil)
    }

    @Test func theTableOfAddressesIsBounded() {
        let clock = ManualClock()
        let limiter = CreationLimiter(perMinute: 60, burst: 2, maxAddresses: 100, now: clock.now)
        for index in 0..<10_000 {
            #expect(limiter.admit("10.0.\(index / 256).\(index % 256)") == nil)
            clock.advance(0.001)
            #expect(limiter.addressCount <= 100)
        }
        // The most recent address keeps its bucket through the pruning.
        #expect(limiter.admit("10.0.39.15") == nil)
        #expect(limiter.admit("10.0.39.15") != nil)
    }
}
