import Foundation
import Glibc

/// Many clients that send their request headers a byte at a time and never finish them (the
/// slowloris attack), spread over several loopback addresses so a per-address limit does not
/// stop them first.
public final class SlowClients: @unchecked Sendable {
    private let connections: [TestClient<LiveFailure>.Connection]
    private let lock = NSLock()
    private var sent = 0
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)
    private var trickling = false

    /// The header bytes, sent in order and then `X-Slow` filler forever.
    private static let start = Array("GET /healthz HTTP/1.1\r\nHost: t\r\nX-Slow: ".utf8)

    /// Opens `count` connections, round robin over `sources` (addresses in 127/8).
    public init(port: Int, count: Int, sources: [String]) throws {
        raiseOpenFileLimit(toAtLeast: count * 2 + 256)
        connections = try (0..<count).map { index in
            try TestClient.live(port: port).connect(receiveTimeout: 1, source: sources[index % sources.count])
        }
    }

    /// `count` addresses from 127.0.0.2 on.
    public static func loopbackAddresses(_ count: Int) -> [String] {
        (0..<count).map { "127.0.\(($0 + 2) / 256).\(($0 + 2) % 256)" }
    }

    /// Sends the next header byte on every connection, every `interval` seconds, on a background
    /// thread, until `stop()`.
    public func startTrickling(every interval: Double) {
        trickling = true
        Thread.detachNewThread { [self] in
            while !isStopped {
                sendNextByte()
                Thread.sleep(forTimeInterval: interval)  // the pace of the attack, not an ordering
            }
            finished.signal()
        }
    }

    /// Sends one more header byte on every connection (a failed send, to a closed connection, is ignored).
    public func sendNextByte() {
        let byte = sent < Self.start.count ? Self.start[sent] : UInt8(ascii: "a")
        sent += 1
        for connection in connections { connection.send([byte]) }
    }

    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        if trickling { finished.wait() }
        trickling = false
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    deinit {
        stop()
    }
}

/// Raises this process's soft limit on open files, as far as the hard limit allows: a live test
/// holds both ends of every connection.
public func raiseOpenFileLimit(toAtLeast wanted: Int) {
    let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(wanted) else { return }
    limit.rlim_cur = min(rlim_t(wanted), limit.rlim_max)
    setrlimit(resource, &limit)
}
