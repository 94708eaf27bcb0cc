import Glibc

extension HTTPError {
    /// A costly request refused because the work ahead of it would keep it waiting too long.
    static func overloaded(retryAfter seconds: Int, waitedMilliseconds: Int? = nil) -> HTTPError {
        let waited = waitedMilliseconds.map { " It waited \($0) ms for a work thread." } ?? ""
        return HTTPError(
            status: .serviceUnavailable, code: "overloaded",
            message: "The server is busy with other costly requests (pages, snapshots, layouts).\(waited) "
                + "Try again in \(seconds) s.",
            headers: Headers([("Retry-After", String(seconds))]))
    }

    /// A request read just before shutdown whose turn did not come within the grace period.
    static let shuttingDown = HTTPError(
        status: .serviceUnavailable, code: "shutting_down",
        message: "The server is shutting down; try again in a moment.",
        headers: Headers([("Retry-After", "1")]))
}

extension RequestContext.Answer {
    /// An answer not sent on purpose: the connection is closed, and the line says why.
    static func dropped(_ routeName: String, status: HTTPStatus, code: String, _ message: String) -> Self {
        Self(routeName: routeName, status: status, bytes: 0, error: (code, message), isDropped: true)
    }

    /// A deferred request whose client closed the connection before its turn (nothing was
    /// drawn), or, if the work was `started`, before its answer could be sent. 499, as nginx logs it.
    static func clientGone(started: Bool, routeName: String = "(client gone)") -> Self {
        .dropped(
            routeName, status: .clientClosedRequest, code: "client_gone",
            started
                ? "The client closed the connection before its answer was sent."
                : "The client closed the connection while the request waited; it was not started.")
    }
}

/// The client's end of a connection, seen from ours.
enum PeerSocket {
    /// True when the client has closed or reset the connection (read side at its end). A client
    /// that only half-closes after its request counts as gone too, as it does for nginx: answers
    /// are for clients still listening.
    static func hasHungUp(_ socket: Int32) -> Bool {
        var watched = pollfd(fd: socket, events: readHangUp, revents: 0)
        guard poll(&watched, 1, 0) == 1 else { return false }
        return watched.revents & (readHangUp | Int16(POLLHUP | POLLERR)) != 0
    }

    /// Linux's POLLRDHUP, which Glibc declares only under _GNU_SOURCE, out of Swift's sight.
    private static let readHangUp: Int16 = 0x2000

    /// True when bytes the client sent wait in the socket, unread.
    static func hasBytesToRead(_ socket: Int32) -> Bool {
        var count: Int32 = 0
        return ioctl(socket, UInt(FIONREAD), &count) == 0 && count > 0
    }
}
