extension HTTPServer {
    /// Why the server could not start listening.
    public enum StartError: Error, CustomStringConvertible {
        case badHost(String)
        case cannotListen(host: String, port: Int)
        case outOfDescriptors
        /// The hard limit on open files leaves no room for a single connection.
        case openFileLimitTooLow(hardLimit: Int, reserved: Int)
        case daemonFailed

        public var description: String {
            switch self {
            case .badHost(let host): "host “\(host)” is not an IPv4 or IPv6 address (or localhost)"
            case .cannotListen(let host, let port):
                "cannot listen on \(host):\(port) (is the port in use, or the address not on this machine?)"
            case .outOfDescriptors: "cannot open the acceptor's wake-up sockets (out of file descriptors?)"
            case .openFileLimitTooLow(let hardLimit, let reserved):
                "the open-file limit (RLIMIT_NOFILE) is \(hardLimit), and the server keeps \(reserved) "
                    + "descriptors for itself: raise it with `ulimit -n` (or LimitNOFILE= in a systemd unit)"
            case .daemonFailed: "libmicrohttpd could not start (its message is above)"
            }
        }
    }
}
