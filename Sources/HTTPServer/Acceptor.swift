import Glibc
import Synchronization

/// The thread that accepts connections and hands them to libmicrohttpd, and that closes
/// connections past their header or body deadline between accepts.
///
/// At the connection limit it stops accepting, so further clients wait in the kernel's backlog
/// until a connection closes and the registry wakes it.
final class Acceptor: @unchecked Sendable {
    /// Hands an accepted socket to libmicrohttpd, which owns it from then on (and closes it when
    /// it refuses it, for instance past the per-address limit). True if it took the connection.
    typealias HandOver = (Int32, UnsafePointer<sockaddr>, socklen_t) -> Bool

    private let listener: ListeningSocket
    private let registry: ConnectionRegistry
    private let handOver: HandOver
    /// Starts each line this thread writes on stderr (`ServerSettings.logName`).
    private let logName: String
    private let stopping = Atomic<Bool>(false)
    // Unchecked Sendable: written by start() and read by stop(), both on the owner's thread.
    private var thread: pthread_t?
    /// How long to stop accepting when the process runs out of descriptors or memory.
    private let backOffMilliseconds: Int64 = 100
    private var lastResourceWarning: Int64?

    init(listener: ListeningSocket, registry: ConnectionRegistry, logName: String, handOver: @escaping HandOver) {
        self.listener = listener
        self.logName = logName
        self.registry = registry
        self.handOver = handOver
    }

    func start() {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(
            &thread, nil,
            { context in
                let acceptor = Unmanaged<Acceptor>.fromOpaque(context!).takeRetainedValue()
                acceptor.run()
                return nil
            }, context)
        precondition(created == 0, "cannot start the acceptor thread (error \(created))")
        self.thread = thread
    }

    /// Returns once the thread has ended: no socket is accepted after this. What waits in the
    /// backlog is taken first (as far as slots allow), so a request sent in full just before the
    /// server stops is answered rather than reset; the shutdown closes the connections that sent
    /// nothing.
    func stop() {
        guard let thread else { return }
        stopping.store(true, ordering: .releasing)
        registry.wakeup.signal()
        pthread_join(thread, nil)
        self.thread = nil
        for _ in 0..<64 {
            guard case .batchDone = acceptWaiting() else { break }
        }
    }

    private func run() {
        var backOffUntil = Int64.min
        while !stopping.load(ordering: .acquiring) {
            let now = MonotonicClock.milliseconds
            let (headers, bodies, nextCheckIn) = registry.closeLateConnections(now: now)
            if headers > 0 {
                let seconds = registry.headerTimeoutMilliseconds / 1000
                ErrorLog.write(
                    "\(logName): closed \(headers) connection\(headers == 1 ? "" : "s") whose request headers "
                        + "took longer than \(seconds) s")
            }
            if bodies > 0 {
                let seconds = registry.bodyTimeoutMilliseconds / 1000
                ErrorLog.write(
                    "\(logName): closed \(bodies) connection\(bodies == 1 ? "" : "s") whose request body "
                        + "took longer than \(seconds) s")
            }
            var timeout = nextCheckIn
            let accepting = now >= backOffUntil && registry.hasFreeSlot()
            if now < backOffUntil { timeout = min(timeout, backOffUntil - now) }
            var watched = [pollfd(fd: registry.wakeup.receiver, events: Int16(POLLIN), revents: 0)]
            if accepting { watched.append(pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&watched, nfds_t(watched.count), Int32(clamping: max(0, timeout)))
            guard ready > 0 else { continue }
            if watched[0].revents != 0 { registry.wakeup.drain() }
            if accepting && watched[1].revents != 0, case .outOfResources(let until) = acceptWaiting() {
                backOffUntil = until
            }
        }
    }

    private enum BatchEnd {
        /// The backlog is empty, or every slot is taken.
        case drained
        /// More may wait.
        case batchDone
        /// Try again at this time.
        case outOfResources(until: Int64)
    }

    /// Accepts what the backlog holds, in a bounded batch so deadlines are still checked under a
    /// flood.
    private func acceptWaiting() -> BatchEnd {
        for _ in 0..<64 {
            guard registry.takeSlot() else { return .drained }
            switch listener.accept() {
            case .connection(let socket, var peer):
                let taken = withUnsafePointer(to: &peer.storage) { storage in
                    storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { handOver(socket, $0, peer.length) }
                }
                if !taken { registry.returnSlot() }
            case .none:
                registry.returnSlot()
                return .drained
            case .outOfResources(let error):
                registry.returnSlot()
                let now = MonotonicClock.milliseconds
                if lastResourceWarning.map({ now - $0 > 10_000 }) ?? true {
                    lastResourceWarning = now
                    ErrorLog.write(
                        "\(logName): cannot accept connections (\(String(cString: strerror(error)))); "
                            + "pausing accepts for \(backOffMilliseconds) ms")
                }
                return .outOfResources(until: now + backOffMilliseconds)
            }
        }
        return .batchDone
    }
}

/// A self-pipe (a socket pair) that wakes a thread blocked in `poll`.
final class Wakeup: Sendable {
    let receiver: Int32
    private let sender: Int32

    init() throws(HTTPServer.StartError) {
        var pair: [Int32] = [-1, -1]
        let type = Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { throw .outOfDescriptors }
        receiver = pair[0]
        sender = pair[1]
    }

    deinit {
        close(receiver)
        close(sender)
    }

    /// A full buffer means a wake-up is already pending, so a failed send loses nothing.
    func signal() {
        var byte: UInt8 = 1
        _ = send(sender, &byte, 1, Int32(MSG_NOSIGNAL))
    }

    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while recv(receiver, &bytes, bytes.count, 0) > 0 {}
    }
}
