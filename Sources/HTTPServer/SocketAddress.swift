import Glibc

/// Socket addresses: parsing the configured host and printing a peer for the log.
enum SocketAddress {
    /// A heap-allocated `sockaddr_in` or `sockaddr_in6` for `host:port`; the caller frees it.
    static func make(host: String, port: Int) throws(HTTPServer.StartError) -> (
        UnsafeMutableRawPointer, isIPv6: Bool
    ) {
        let name = host == "localhost" ? "127.0.0.1" : host
        var ipv4 = sockaddr_in()
        if inet_pton(AF_INET, name, &ipv4.sin_addr) == 1 {
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = in_port_t(UInt16(port).bigEndian)
            return (store(ipv4), false)
        }
        var ipv6 = sockaddr_in6()
        if inet_pton(AF_INET6, name, &ipv6.sin6_addr) == 1 {
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = in_port_t(UInt16(port).bigEndian)
            return (store(ipv6), true)
        }
        throw .badHost(host)
    }

    /// The address as text. IPv4, the common case, is formatted by hand: it runs once per request.
    static func text(of address: UnsafePointer<sockaddr>) -> String {
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                let raw = UInt32(bigEndian: ipv4.pointee.sin_addr.s_addr)
                var text: [UInt8] = []
                text.reserveCapacity(15)
                for shift in stride(from: 24, through: 0, by: -8) {
                    if shift != 24 { text.append(0x2E) }
                    AccessLog.appendDecimal(Int((raw >> UInt32(shift)) & 0xFF), to: &text)
                }
                return String(decoding: text, as: UTF8.self)
            }
        case AF_INET6:
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                var raw = ipv6.pointee.sin6_addr
                _ = inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count))
            }
            return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        default:
            return "-"
        }
    }

    private static func store<Address>(_ address: Address) -> UnsafeMutableRawPointer {
        let storage = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<Address>.size, alignment: MemoryLayout<Address>.alignment)
        storage.storeBytes(of: address, as: Address.self)
        return storage
    }
}
