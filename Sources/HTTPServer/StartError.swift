extension HTTPServer {
    /// Why the server could not start listening.
    public enum StartError: Error, CustomStringConvertible {
        case badHost(String)
        case cannotListen(host: String, port: Int)

        public var description: String {
            switch self {
            case .badHost(let host): "host “\(host)” is not an IPv4 or IPv6 address (or localhost)"
            case .cannotListen(let host, let port):
                "cannot listen on \(host):\(port) (is the port in use, or the address not on this machine?)"
            }
        }
    }
}
