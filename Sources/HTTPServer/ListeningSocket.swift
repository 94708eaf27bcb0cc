import Glibc

/// The server's listening socket. libmicrohttpd runs without one of its own: the acceptor takes
/// connections from this socket and hands them over, so stopping is closing it, not
/// `MHD_quiesce_daemon` (which can abort the process in 0.9.75's epoll thread pool).
final class ListeningSocket: @unchecked Sendable {
    /// Read-only after init; `close()` is called once, after the acceptor thread has ended.
    let descriptor: Int32
    /// The bound port: the one the system picked when asked for port 0.
    let port: Int

    init(host: String, port requested: Int) throws(HTTPServer.StartError) {
        let (address, isIPv6) = try SocketAddress.make(host: host, port: requested)
        defer { address.deallocate() }
        let type = Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue)
        let socket = Glibc.socket(isIPv6 ? AF_INET6 : AF_INET, type, 0)
        guard socket >= 0 else { throw .cannotListen(host: host, port: requested) }
        var on: Int32 = 1
        let size = socklen_t(MemoryLayout<Int32>.size)
        // As libmicrohttpd did: restart at once on a port with connections in TIME_WAIT, and an
        // IPv6 address means IPv6 only.
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &on, size)
        if isIPv6 { setsockopt(socket, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, size) }
        let length = socklen_t(isIPv6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
        guard bind(socket, address.assumingMemoryBound(to: sockaddr.self), length) == 0,
            listen(socket, SOMAXCONN) == 0
        else {
            Glibc.close(socket)
            throw .cannotListen(host: host, port: requested)
        }
        descriptor = socket
        port = Self.boundPort(of: socket, isIPv6: isIPv6)
    }

    enum Accepted {
        /// A connection: its socket and the peer's address.
        case connection(Int32, Peer)
        /// Nothing waiting.
        case none
        /// The process or the system is out of descriptors or memory: try again later.
        case outOfResources(Int32)
    }

    /// A peer address as `accept` wrote it.
    struct Peer {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    }

    /// Takes one connection from the backlog without blocking. Glibc's Swift module has no
    /// `accept4`; libmicrohttpd makes the socket non-blocking itself, and the process never
    /// executes another program, so plain `accept` is all that is needed.
    func accept() -> Accepted {
        var peer = Peer()
        while true {
            let socket = withUnsafeMutablePointer(to: &peer.storage) { storage in
                storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.accept(descriptor, $0, &peer.length) }
            }
            if socket >= 0 { return .connection(socket, peer) }
            switch errno {
            case EINTR, ECONNABORTED, EPROTO: continue  // that client is gone; take the next one
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .outOfResources(errno)
            default: return .none
            }
        }
    }

    func close() {
        Glibc.close(descriptor)
    }

    private static func boundPort(of socket: Int32, isIPv6: Bool) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let found = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard found == 0 else { return 0 }
        return withUnsafePointer(to: &storage) { pointer in
            isIPv6
                ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
                : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin_port))
                }
        }
    }
}
