import Glibc

/// The work threads that answer costly requests (`Router.RouteCost.costly`), and the bounded
/// queue in front of them, so that a burst of costly requests cannot pile up behind the cheap
/// ones or past what the cores can answer in good time.
///
/// A request is admitted only while the queue holds fewer than `capacity` jobs and the work
/// queued ahead of it is expected to take no longer than `maxWait` over the threads (each route's
/// expected time is the median of its last jobs, `RecentTimes`; a job's own time is not a wait,
/// so an idle queue admits anything); otherwise it is refused at once, with how long to wait
/// (`Admission.refused`). A job that has nevertheless waited longer than `maxWait` when a thread
/// takes it is not started (`Verdict.expired`): its client gets a prompt refusal, not a late page.
///
/// Once the work has gone quiet for `idleMilliseconds` after running jobs, `onIdle` is called
/// (the server hands freed memory back: a snapshot's surfaces are megabytes that the allocator
/// would otherwise keep).
final class WorkQueue: @unchecked Sendable {
    /// What a thread does with a job it takes: run it, or answer without doing the work.
    enum Verdict: Equatable {
        case start
        case expired(waitedMilliseconds: Int)
        case shuttingDown
    }

    enum Admission: Equatable {
        case queued
        case refused(retryAfterSeconds: Int)
    }

    typealias Run = @Sendable (Verdict) -> Void

    private struct Job {
        var routeName: String
        var enqueuedAt: Int64
        var estimate: Int64
        var run: Run
    }

    /// A place in the queue, taken before the job exists (`reserve`), so that a request is
    /// refused before its connection is handed over.
    struct Ticket {
        fileprivate let routeName: String
        fileprivate let estimate: Int64
    }

    let workers: Int
    let capacity: Int
    let maxWaitNanoseconds: Int64
    /// Nanoseconds on a monotonic clock (tests turn it by hand).
    private let clock: @Sendable () -> Int64
    private let lock = ThreadLock()
    // Guarded by `lock`.
    private var jobs: [Job] = []
    private var head = 0
    private var reserved = 0
    private var running = 0
    private var queuedEstimate: Int64 = 0
    private var estimates: [String: RecentTimes] = [:]
    private var stopping = false
    private var threads: [pthread_t] = []
    private var counts = Counts()
    /// Jobs have run since `onIdle` was last called.
    private var ranSinceIdle = false
    private let onIdle: (@Sendable () -> Void)?
    static let idleMilliseconds = 1_000

    /// Since start-up, for /metrics.
    struct Counts: Equatable {
        var refused = 0
        var expired = 0
        var completed = 0
    }

    /// An unseen route's expected time, until its first job is measured.
    static let firstEstimate: Int64 = 2_000_000

    init(
        workers: Int, capacity: Int, maxWaitMilliseconds: Int,
        clock: @escaping @Sendable () -> Int64 = { MonotonicClock.nanoseconds },
        onIdle: (@Sendable () -> Void)? = nil
    ) {
        self.workers = max(1, workers)
        self.capacity = max(1, capacity)
        maxWaitNanoseconds = Int64(maxWaitMilliseconds) * 1_000_000
        self.clock = clock
        self.onIdle = onIdle
    }

    func start() {
        for _ in 0..<workers {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            let created = pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<WorkQueue>.fromOpaque(context!).takeRetainedValue().work()
                    return nil
                }, context)
            precondition(created == 0, "cannot start a work thread (error \(created))")
            threads.append(thread)
        }
    }

    /// A place for a job of `routeName`, or how long the client should wait before trying again.
    func reserve(routeName: String) -> Result<Ticket, Refusal> {
        lock.withLock {
            let estimate = estimates[routeName]?.median ?? Self.firstEstimate
            let queued = jobs.count - head + reserved
            // A thread free now starts the job at once.
            let wait = running + queued < workers ? 0 : queuedEstimate / Int64(workers)
            guard !stopping, queued < capacity, wait <= maxWaitNanoseconds else {
                counts.refused += 1
                return .failure(Refusal(retryAfterSeconds: Int(max(1, (wait + 999_999_999) / 1_000_000_000))))
            }
            reserved += 1
            queuedEstimate += estimate
            return .success(Ticket(routeName: routeName, estimate: estimate))
        }
    }

    struct Refusal: Error, Equatable {
        var retryAfterSeconds: Int
    }

    /// Queues the job of a reserved place. After `stop()` it is answered at once, on this thread.
    func enqueue(_ ticket: Ticket, _ run: @escaping Run) {
        let accepted = lock.withLock {
            reserved -= 1
            guard !stopping else {
                queuedEstimate -= ticket.estimate
                return false
            }
            jobs.append(
                Job(
                    routeName: ticket.routeName, enqueuedAt: clock(), estimate: ticket.estimate,
                    run: run))
            lock.signal()
            return true
        }
        if !accepted { run(.shuttingDown) }
    }

    /// Jobs waiting and running.
    var load: (queued: Int, running: Int) {
        lock.withLock { (jobs.count - head + reserved, running) }
    }

    var isIdle: Bool {
        load == (0, 0)
    }

    /// True from the start of `stop()`.
    var isStopping: Bool {
        lock.withLock { stopping }
    }

    var totals: Counts {
        lock.withLock { counts }
    }

    /// Figures for /metrics.
    var metricSamples: [Metrics.Sample] {
        let (load, totals) = lock.withLock { ((jobs.count - head + reserved, running), counts) }
        return [
            Metrics.Sample(
                "http_work_queued", .gauge, load.0, help: "Costly requests waiting for a work thread."),
            Metrics.Sample("http_work_running", .gauge, load.1, help: "Costly requests being answered."),
            Metrics.Sample(
                "http_work_refused_total", .counter, totals.refused,
                help: "Costly requests refused (503) because the queue was full or too slow."),
            Metrics.Sample(
                "http_work_expired_total", .counter, totals.expired,
                help: "Costly requests answered 503 without being started, after waiting too long."),
        ]
    }

    /// Answers every waiting job with `shuttingDown`, lets running ones finish, and returns once
    /// every thread has ended: no job runs after this.
    func stop() {
        lock.withLock {
            stopping = true
            lock.broadcast()
        }
        for thread in threads { pthread_join(thread, nil) }
        threads = []
    }

    private func work() {
        while let (job, verdict) = next() {
            guard let job else {
                onIdle?()
                continue
            }
            let started = clock()
            job.run(verdict)
            let took = clock() - started
            lock.withLock {
                running -= 1
                guard verdict == .start else { return }
                counts.completed += 1
                // Routes are few: the names are patterns.
                estimates[job.routeName, default: RecentTimes()].add(took)
            }
        }
    }

    /// The next job and what to do with it (no job: the work has gone quiet, call `onIdle`); nil
    /// once stopping with nothing left.
    private func next() -> (Job?, Verdict)? {
        lock.withLock {
            while head == jobs.count && !stopping {
                guard ranSinceIdle, onIdle != nil, running == 0 else {
                    lock.wait()
                    continue
                }
                // Another thread may have seen the same quiet and called the hook already.
                if !lock.wait(milliseconds: Self.idleMilliseconds), ranSinceIdle, head == jobs.count, running == 0,
                    !stopping
                {
                    ranSinceIdle = false
                    return (nil, .start)
                }
            }
            guard head < jobs.count else { return nil }
            let job = jobs[head]
            head += 1
            if head == jobs.count || head > 256 {
                jobs.removeFirst(head)
                head = 0
            }
            queuedEstimate -= job.estimate
            running += 1
            ranSinceIdle = true
            let waited = clock() - job.enqueuedAt
            if stopping { return (job, .shuttingDown) }
            guard waited <= maxWaitNanoseconds else {
                counts.expired += 1
                return (job, .expired(waitedMilliseconds: Int(waited / 1_000_000)))
            }
            return (job, .start)
        }
    }
}

/// A route's last eight job times. Their median is what the route's next job is expected to take:
/// a few outliers (one huge snapshot among thumbnails) do not move it, and it follows a change of
/// traffic within a few jobs.
struct RecentTimes {
    private var times: [Int64] = []
    private var next = 0

    mutating func add(_ nanoseconds: Int64) {
        if times.count < 8 {
            times.append(nanoseconds)
        } else {
            times[next] = nanoseconds
        }
        next = (next + 1) % 8
    }

    var median: Int64? {
        guard !times.isEmpty else { return nil }
        let sorted = times.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
