import Glibc
import Synchronization

/// One open connection, from libmicrohttpd's STARTED notification to its CLOSED one. It lives in
/// the connection's socket context, so the request callbacks reach it without a lookup.
final class OpenConnection: Sendable {
    /// The peer's address as the log prints it, formatted once per connection.
    let peer: String
    /// Valid until CLOSED: libmicrohttpd closes the socket only after that notification.
    let socket: Int32
    /// Since when (`MonotonicClock` milliseconds) the connection has been waiting for a request's
    /// headers, or `inRequest`, or `closing`.
    let waitingSince: Atomic<Int64>

    static let inRequest: Int64 = -1
    /// Shut down past its header deadline (or at shutdown); libmicrohttpd will close it.
    static let closing: Int64 = -2

    /// `MonotonicClock` milliseconds by which the request's body must be in, or 0 while none is
    /// expected.
    let bodyDeadline = Atomic<Int64>(0)

    /// The last request's context, retained, kept for the next request (`RequestContext`): its
    /// address, or 0.
    private let keptContext = Atomic<UInt>(0)

    init(peer: String, socket: Int32, now: Int64) {
        self.peer = peer
        self.socket = socket
        waitingSince = Atomic(now)
    }

    deinit {
        if let kept = UnsafeMutableRawPointer(bitPattern: keptContext.exchange(0, ordering: .acquiring)) {
            Unmanaged<RequestContext>.fromOpaque(kept).release()
        }
    }

    /// The context kept from the connection's last request, if any, now the caller's.
    func takeKeptContext() -> RequestContext? {
        UnsafeMutableRawPointer(bitPattern: keptContext.exchange(0, ordering: .acquiring)).map {
            Unmanaged<RequestContext>.fromOpaque($0).takeRetainedValue()
        }
    }

    /// Keeps a finished request's context for the connection's next request.
    func keep(_ context: RequestContext) {
        let kept = UInt(bitPattern: Unmanaged.passRetained(context).toOpaque())
        if let previous = UnsafeMutableRawPointer(
            bitPattern: keptContext.exchange(kept, ordering: .acquiringAndReleasing))
        {
            Unmanaged<RequestContext>.fromOpaque(previous).release()
        }
    }

    /// The request's headers are complete: the header deadline no longer applies.
    func requestStarted() {
        move(to: Self.inRequest)
    }

    /// The headers announced a body, which must be in by `deadline`.
    func expectBody(by deadline: Int64) {
        bodyDeadline.store(deadline, ordering: .relaxed)
    }

    func bodyEnded() {
        bodyDeadline.store(0, ordering: .relaxed)
    }

    /// The answer is sent: on a kept-alive connection, the next request's headers are due from now.
    func requestEnded(at now: Int64) {
        move(to: now)
    }

    /// A connection already shut down stays so; only the registry's lock holder sets `closing`.
    private func move(to value: Int64) {
        var current = waitingSince.load(ordering: .relaxed)
        while current != Self.closing {
            let (exchanged, found) = waitingSince.compareExchange(
                expected: current, desired: value, ordering: .relaxed)
            if exchanged { return }
            current = found
        }
    }
}

/// The open connections: counted against the connection limit, and watched for the header
/// deadline.
///
/// The acceptor takes a slot before it hands a socket to libmicrohttpd, and the CLOSED
/// notification frees it, so the count covers connections libmicrohttpd has not started yet and
/// never passes the limit. (A connection libmicrohttpd drops before STARTED, which only a failed
/// allocation does, would keep its slot: there is no notification to free it.)
///
/// Sockets are shut down under the lock that the CLOSED notification takes to remove them, and
/// libmicrohttpd closes a socket only after that notification returns (`MHD_cleanup_connections`
/// in daemon.c), so a shutdown never reaches a descriptor number the system has reused.
final class ConnectionRegistry: Sendable {
    private struct State {
        var open: [ObjectIdentifier: OpenConnection] = [:]
        var slotsTaken = 0
        var acceptorIsWaitingForSlot = false
        var headerTimeouts = 0
        var bodyTimeouts = 0
    }

    let limit: Int
    let headerTimeoutMilliseconds: Int64
    let bodyTimeoutMilliseconds: Int64
    /// Wakes the acceptor when a slot frees while it waits for one.
    let wakeup: Wakeup
    private let state = Mutex(State())

    init(limit: Int, headerTimeoutSeconds: Int, bodyTimeoutSeconds: Int, wakeup: Wakeup) {
        self.limit = limit
        headerTimeoutMilliseconds = Int64(headerTimeoutSeconds) * 1000
        bodyTimeoutMilliseconds = Int64(bodyTimeoutSeconds) * 1000
        self.wakeup = wakeup
    }

    /// Takes a slot for a connection about to be accepted; false at the limit, in which case the
    /// acceptor is woken when one frees.
    func takeSlot() -> Bool {
        state.withLock { state in
            guard state.slotsTaken < limit else {
                state.acceptorIsWaitingForSlot = true
                return false
            }
            state.slotsTaken += 1
            return true
        }
    }

    /// Whether a slot is free now; if not, the acceptor is woken when one frees.
    func hasFreeSlot() -> Bool {
        state.withLock { state in
            state.acceptorIsWaitingForSlot = state.slotsTaken >= limit
            return !state.acceptorIsWaitingForSlot
        }
    }

    /// Gives back a slot taken for a connection that never reached libmicrohttpd.
    func returnSlot() {
        state.withLock { $0.slotsTaken -= 1 }
    }

    func started(_ connection: OpenConnection) {
        state.withLock { $0.open[ObjectIdentifier(connection)] = connection }
    }

    func closed(_ connection: OpenConnection) {
        let wake = state.withLock { state in
            state.open[ObjectIdentifier(connection)] = nil
            state.slotsTaken -= 1
            defer { state.acceptorIsWaitingForSlot = false }
            return state.acceptorIsWaitingForSlot
        }
        if wake { wakeup.signal() }
    }

    /// Connections libmicrohttpd has started and not yet closed.
    var count: Int { state.withLock { $0.open.count } }

    /// Requests whose headers have arrived and whose end libmicrohttpd has not yet reported: a
    /// count made when asked (at shutdown), rather than kept by every request on one shared
    /// counter.
    var requestsInFlight: Int {
        state.withLock { state in
            state.open.values.count { $0.waitingSince.load(ordering: .relaxed) == OpenConnection.inRequest }
        }
    }

    /// Slots taken: connections started, and those handed over but not yet started.
    var slotsTaken: Int { state.withLock { $0.slotsTaken } }

    /// Connections closed because their headers did not arrive in time, since start-up.
    var headerTimeouts: Int { state.withLock { $0.headerTimeouts } }

    /// Connections closed because their request's body did not arrive in time, since start-up.
    var bodyTimeouts: Int { state.withLock { $0.bodyTimeouts } }

    /// Shuts down every connection past its header or body deadline; libmicrohttpd sees the end
    /// of the stream and closes it on its own thread. Returns how many of each, and the
    /// milliseconds until the next deadline can pass: none is sooner than the earliest one now,
    /// since every later start of waiting (or of a body) is later than now.
    func closeLateConnections(now: Int64) -> (headers: Int, bodies: Int, nextCheckIn: Int64) {
        state.withLock { state in
            var (headers, bodies) = (0, 0)
            var earliest = now + min(headerTimeoutMilliseconds, bodyTimeoutMilliseconds)
            for connection in state.open.values {
                let since = connection.waitingSince.load(ordering: .relaxed)
                if since == OpenConnection.inRequest {
                    // A body trickled slowly enough keeps the connection from ever idling out.
                    let deadline = connection.bodyDeadline.load(ordering: .relaxed)
                    guard deadline > 0 else { continue }
                    if deadline <= now {
                        if Self.shutDown(connection, waitingSince: since) { bodies += 1 }
                    } else {
                        earliest = min(earliest, deadline)
                    }
                    continue
                }
                guard since >= 0 else { continue }
                let deadline = since + headerTimeoutMilliseconds
                if deadline <= now {
                    if Self.shutDown(connection, waitingSince: since) { headers += 1 }
                } else {
                    earliest = min(earliest, deadline)
                }
            }
            state.headerTimeouts += headers
            state.bodyTimeouts += bodies
            return (headers, bodies, earliest - now)
        }
    }

    /// At shutdown: closes every connection that is not in the middle of a request and has
    /// nothing more to read, whether idle or part way through its headers. One whose next request
    /// has arrived in full (its bytes wait in the socket) is left to be answered. Returns how many.
    @discardableResult
    func closeIdleConnections() -> Int {
        state.withLock { state in
            var closed = 0
            for connection in state.open.values {
                let since = connection.waitingSince.load(ordering: .relaxed)
                guard since >= 0, !PeerSocket.hasBytesToRead(connection.socket) else { continue }
                if Self.shutDown(connection, waitingSince: since) { closed += 1 }
            }
            return closed
        }
    }

    /// Called with the lock held (see the type's comment). False when the connection's request
    /// started meanwhile: its headers made it in time.
    private static func shutDown(_ connection: OpenConnection, waitingSince since: Int64) -> Bool {
        let (exchanged, _) = connection.waitingSince.compareExchange(
            expected: since, desired: OpenConnection.closing, ordering: .relaxed)
        if exchanged { Glibc.shutdown(connection.socket, Int32(SHUT_RDWR)) }
        return exchanged
    }
}

/// A monotonic clock in milliseconds and nanoseconds: cheap enough to read on every request.
enum MonotonicClock {
    static var milliseconds: Int64 {
        nanoseconds / 1_000_000
    }

    static var nanoseconds: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
