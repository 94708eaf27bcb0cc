import Glibc

/// Every connection is a file descriptor, so the soft limit on open files (often 1,024) must be
/// raised to hold the connection limit, up to what the hard limit allows.
enum OpenFileLimit {
    /// Descriptors the process needs besides connections: standard streams, the listening socket,
    /// the acceptor's wake-up pair, each worker's epoll and wake-up descriptors, files read at
    /// start-up and in tests, with room to spare.
    static func reserved(threads: Int) -> Int {
        64 + 4 * threads
    }

    /// Raises the soft limit so that `connections` fit, and returns how many connections the
    /// limit holds: `connections`, or fewer when the hard limit is lower (the caller says so).
    static func raise(toHold connections: Int, threads: Int) throws(HTTPServer.StartError) -> Int {
        let reserved = reserved(threads: threads)
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return connections }
        let needed = rlim_t(connections + reserved)
        if limit.rlim_cur < needed {
            var raised = limit
            raised.rlim_cur = min(needed, limit.rlim_max)
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        let room = Int(clamping: limit.rlim_cur) - reserved
        guard room >= 1 else {
            throw .openFileLimitTooLow(hardLimit: Int(clamping: limit.rlim_max), reserved: reserved)
        }
        return min(connections, room)
    }

    private static var resource: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_NOFILE.rawValue) }
}
