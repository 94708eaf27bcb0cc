import Glibc

/// Where and how the server listens, and the limits that keep one client from hurting others.
public struct ServerSettings: Sendable, Equatable {
    /// An IPv4 or IPv6 address, or `localhost`.
    public var host = "127.0.0.1"
    /// 0 asks the system for a free port; `HTTPServer.port` tells which.
    public var port = 8080
    /// Worker threads; 0 means one per core.
    public var threads = 0
    public var limits = Limits()
    /// Bound of the libmicrohttpd responses kept for reuse (bodies and header fields): each is a
    /// copy of a page also held by the page caches, so this stays well below their bounds.
    public var preparedResponseBytes = 16 << 20
    /// The program's name, which starts the server's own lines on stderr (`name: closed 3
    /// connections whose request headers took longer than 10 s`).
    public var logName = "http-server"

    public struct Limits: Sendable, Equatable {
        /// A connection with no traffic is closed after this long.
        public var connectionTimeoutSeconds = 10
        /// The request line and headers must all arrive within this long of the connection's
        /// acceptance, or of the previous answer on a kept-alive connection, however they are
        /// trickled; otherwise the connection is closed (slowloris).
        public var headerTimeoutSeconds = 10
        /// Open connections; at the limit, further clients wait in the kernel's backlog. Each
        /// costs a file descriptor and a few kilobytes until its request arrives.
        public var maxConnections = 4096
        /// Per client address; 0 turns it off, which is right behind a reverse proxy where every
        /// client shares the proxy's address.
        public var maxConnectionsPerIP = 64
        /// Request line and header fields together; more is answered with 431.
        public var maxHeaderBytes = 8 * 1024
        /// Header fields in one request; more is answered with 431. Each costs libmicrohttpd a
        /// list entry in the connection's buffer, beside the field's bytes (`connectionMemoryBytes`).
        public var maxHeaderFields = 100
        /// More is answered with 413.
        public var maxBodyBytes = 64 * 1024
        /// The request target; longer is answered with 414.
        public var maxURLBytes = 4 * 1024
        /// The whole body must arrive within this long of the headers, however it is trickled;
        /// otherwise the connection is closed (and a 408 logged).
        public var bodyTimeoutSeconds = 10
        /// Costly requests waiting for a work thread (`WorkQueue`); 0 means 32 per work thread.
        public var workQueueLength = 0
        /// A costly request is refused (503) rather than queued when the work ahead of it is
        /// expected to take longer than this, and is not started if it has waited longer.
        public var maxQueueWaitMilliseconds = 1000

        public init() {}

        /// libmicrohttpd's per-connection buffer. It holds a request's header block, the
        /// library's list of its fields (an entry of 56 bytes each in 0.9.75, rounded up here) and
        /// then the answer's header block, whose largest is a redirect to a URL at our URL limit.
        /// So it fits any request within our header limits with the largest answer (a request past
        /// them gets our small 431), in 4 KiB steps; and no more, because the library zeroes all
        /// of it for every request (`MHD_pool_reset`): that was 49,000 of a cached page's 70,000
        /// instructions at the library's default of 32 KiB (BENCHMARKS.md, “The cached page”).
        /// `ConnectionBufferTests` sends requests at the limits for the largest answer.
        var connectionMemoryBytes: Int {
            let needed = maxHeaderBytes + maxHeaderFields * 64 + maxURLBytes + 2 * 1024
            return max(16 * 1024, (needed + 4095) / 4096 * 4096)
        }
    }

    public init() {}

    public var resolvedThreadCount: Int {
        threads > 0 ? threads : max(1, ProcessorCount.active)
    }

    public var resolvedWorkQueueLength: Int {
        limits.workQueueLength > 0 ? limits.workQueueLength : 32 * resolvedThreadCount
    }
}

/// The number of cores this process may use.
public enum ProcessorCount {
    public static var active: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
