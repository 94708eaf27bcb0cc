import Glibc

/// Shutting down gracefully: the listening socket closes first, then the requests already read
/// get a grace period to be answered before everything closes.
extension HTTPServer {
    /// Stops accepting (taking what waits in the backlog first), answers the requests already
    /// read, for up to `grace`, then closes everything. Connections with nothing to answer (idle,
    /// or part way through their headers) are closed at once, and every answer from now on closes
    /// its connection, so kept-alive clients cannot hold the drain open. A costly request still
    /// waiting for a work thread when the grace period ends is answered 503.
    public func shutdown(grace: Duration) {
        guard daemon != nil else { return }
        stopAccepting()
        let deadline = ContinuousClock.now + grace
        while ContinuousClock.now < deadline {
            // Repeated: a request that ends during the drain leaves its connection idle.
            registry?.closeIdleConnections()
            if (registry?.requestsInFlight ?? 0) == 0 && handler.workQueue.isIdle { break }
            usleep(5_000)
        }
        // Past the grace: what still waits for a work thread is answered 503 (what runs finishes),
        // and those answers get a moment to go out before every connection is closed.
        handler.workQueue.stop()
        let flushed = ContinuousClock.now + .seconds(1)
        while (registry?.requestsInFlight ?? 0) > 0 && ContinuousClock.now < flushed {
            registry?.closeIdleConnections()
            usleep(5_000)
        }
        stopNow()
    }
}
