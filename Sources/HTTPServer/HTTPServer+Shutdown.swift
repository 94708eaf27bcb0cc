import Glibc

/// Shutting down gracefully: the listening socket closes first, then in-flight requests get a
/// grace period to finish before everything closes.
extension HTTPServer {
    /// Stops accepting, lets in-flight requests finish for up to `grace`, then closes everything.
    /// Connections between requests (idle, or still sending headers) are closed at once, and every
    /// answer from now on closes its connection, so kept-alive clients cannot hold the drain open.
    public func shutdown(grace: Duration) {
        guard daemon != nil else { return }
        stopAccepting()
        let deadline = ContinuousClock.now + grace
        while ContinuousClock.now < deadline {
            // Repeated: a request that ends during the drain leaves its connection waiting.
            registry?.closeWaitingConnections()
            if (registry?.requestsInFlight ?? 0) == 0 { break }
            usleep(5_000)
        }
        stopNow()
    }
}
