import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// The work queue's admission, expiry and shutdown, on a clock the tests turn by hand: a job
/// holds the one work thread at a gate until the test opens it, so every order is forced.
@Suite struct WorkQueueTests {
    final class ManualClock: Sendable {
        private let nanoseconds = Atomic<Int64>(0)
        var read: @Sendable () -> Int64 { { [self] in nanoseconds.load(ordering: .relaxed) } }
        func advance(milliseconds: Int64) { nanoseconds.add(milliseconds * 1_000_000, ordering: .relaxed) }
    }

    /// Where a job waits until the test opens it; `reached` tells the test the job is there.
    final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var isOpen = false
        private var arrivals = 0

        func pass() {
            condition.lock()
            arrivals += 1
            condition.broadcast()
            while !isOpen { condition.wait() }
            condition.unlock()
        }

        func waitUntilReached() {
            condition.lock()
            while arrivals == 0 { condition.wait() }
            condition.unlock()
        }

        func open() {
            condition.lock()
            isOpen = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The verdicts jobs were given, by name, in the order they ran.
    final class Verdicts: @unchecked Sendable {
        private let condition = NSCondition()
        private var given: [(String, WorkQueue.Verdict)] = []

        func record(_ name: String, _ verdict: WorkQueue.Verdict) {
            condition.lock()
            given.append((name, verdict))
            condition.broadcast()
            condition.unlock()
        }

        func waitFor(_ count: Int) -> [String: WorkQueue.Verdict] {
            condition.lock()
            while given.count < count { condition.wait() }
            defer { condition.unlock() }
            return Dictionary(uniqueKeysWithValues: given)
        }
    }

    private func submit(
        _ queue: WorkQueue, _ name: String, route: String = "/r", into verdicts: Verdicts,
        _ work: @escaping @Sendable () -> Void = {}
    ) -> WorkQueue.Admission {
        switch queue.reserve(routeName: route) {
        case .failure(let refusal):
            return .refused(retryAfterSeconds: refusal.retryAfterSeconds)
        case .success(let ticket):
            queue.enqueue(ticket) { verdict in
                if verdict == .start { work() }
                verdicts.record(name, verdict)
            }
            return .queued
        }
    }

    @Test func aFullQueueRefusesAtOnce() {
        let queue = WorkQueue(workers: 1, capacity: 2, maxWaitMilliseconds: 60_000)
        queue.start()
        let gate = Gate()
        let verdicts = Verdicts()
        #expect(submit(queue, "a", into: verdicts) { gate.pass() } == .queued)
        gate.waitUntilReached()
        #expect(submit(queue, "b", into: verdicts) == .queued)
        #expect(submit(queue, "c", into: verdicts) == .queued)
        #expect(submit(queue, "d", into: verdicts) == .refused(retryAfterSeconds: 1))
        #expect(queue.load == (queued: 2, running: 1))
        gate.open()
        #expect(verdicts.waitFor(3) == ["a": .start, "b": .start, "c": .start])
        queue.stop()
        #expect(queue.totals == WorkQueue.Counts(refused: 1, expired: 0, completed: 3))
    }

    @Test func aJobThatWaitedTooLongIsNotStarted() {
        let clock = ManualClock()
        let queue = WorkQueue(workers: 1, capacity: 8, maxWaitMilliseconds: 1_000, clock: clock.read)
        queue.start()
        let gate = Gate()
        let verdicts = Verdicts()
        let ran = Atomic<Bool>(false)
        _ = submit(queue, "a", into: verdicts) { gate.pass() }
        gate.waitUntilReached()
        _ = submit(queue, "b", into: verdicts) { ran.store(true, ordering: .relaxed) }
        clock.advance(milliseconds: 1_500)
        gate.open()
        #expect(verdicts.waitFor(2) == ["a": .start, "b": .expired(waitedMilliseconds: 1_500)])
        let wasRun = ran.load(ordering: .relaxed)
        #expect(!wasRun)
        queue.stop()
        #expect(queue.totals.expired == 1)
    }

    /// Each route's expected time is learnt from its jobs: once a route's job has taken 600 ms,
    /// a job would wait past the 1 s bound behind two of them, and is refused with that wait,
    /// whatever its own route.
    @Test func workExpectedToWaitTooLongIsRefused() {
        let clock = ManualClock()
        let queue = WorkQueue(workers: 1, capacity: 8, maxWaitMilliseconds: 1_000, clock: clock.read)
        queue.start()
        let verdicts = Verdicts()
        _ = submit(queue, "measured", route: "/slow", into: verdicts) { clock.advance(milliseconds: 600) }
        _ = verdicts.waitFor(1)
        let gate = Gate()
        _ = submit(queue, "holder", route: "/other", into: verdicts) { gate.pass() }
        gate.waitUntilReached()
        #expect(submit(queue, "first", route: "/slow", into: verdicts) == .queued)  // 0 ms ahead
        #expect(submit(queue, "quick", route: "/fast", into: verdicts) == .queued)  // 600 ms ahead
        #expect(submit(queue, "second", route: "/slow", into: verdicts) == .queued)  // 602 ms ahead
        #expect(submit(queue, "third", route: "/fast", into: verdicts) == .refused(retryAfterSeconds: 2))
        gate.open()
        _ = verdicts.waitFor(5)
        queue.stop()
    }

    /// An idle queue admits a job however long its route takes: its own time is not a wait.
    @Test func anIdleQueueAdmitsASlowRoute() {
        let clock = ManualClock()
        let queue = WorkQueue(workers: 1, capacity: 8, maxWaitMilliseconds: 1_000, clock: clock.read)
        queue.start()
        let verdicts = Verdicts()
        _ = submit(queue, "measured", route: "/slow", into: verdicts) { clock.advance(milliseconds: 5_000) }
        _ = verdicts.waitFor(1)
        while !queue.isIdle { usleep(1_000) }
        #expect(submit(queue, "again", route: "/slow", into: verdicts) == .queued)
        #expect(verdicts.waitFor(2)["again"] == .start)
        queue.stop()
    }

    /// Once jobs have run and the work has been quiet for a second, the idle hook is called once.
    @Test func quietWorkCallsTheIdleHookOnce() {
        let calls = LiveOverloadTests.Counter()
        let queue = WorkQueue(workers: 2, capacity: 8, maxWaitMilliseconds: 1_000, onIdle: { calls.increment() })
        queue.start()
        let verdicts = Verdicts()
        _ = submit(queue, "a", into: verdicts)
        _ = submit(queue, "b", into: verdicts)
        _ = verdicts.waitFor(2)
        while calls.value == 0 { usleep(10_000) }
        queue.stop()
        #expect(calls.value == 1)
    }

    @Test func stopAnswersWaitingJobsAndLetsTheRunningOneFinish() {
        let queue = WorkQueue(workers: 1, capacity: 8, maxWaitMilliseconds: 60_000)
        queue.start()
        let gate = Gate()
        let verdicts = Verdicts()
        _ = submit(queue, "running", into: verdicts) { gate.pass() }
        gate.waitUntilReached()
        _ = submit(queue, "waiting", into: verdicts)
        guard case .success(let late) = queue.reserve(routeName: "/r") else {
            Issue.record("a place was refused before the stop")
            return
        }
        let stopped = DispatchSemaphore(value: 0)
        Thread {
            queue.stop()
            stopped.signal()
        }.start()
        while !queue.isStopping { usleep(1_000) }  // until the stop has begun: then the gate opens
        gate.open()
        stopped.wait()
        #expect(verdicts.waitFor(2) == ["running": .start, "waiting": .shuttingDown])
        // A place taken before the stop and filled after it is answered at once, on this thread.
        let answeredAtOnce = Verdicts()
        queue.enqueue(late) { answeredAtOnce.record("late", $0) }
        #expect(answeredAtOnce.waitFor(1) == ["late": .shuttingDown])
        #expect(submit(queue, "refused", into: verdicts) == .refused(retryAfterSeconds: 1))
    }
}
