import Foundation
import Glibc
import HTTPServer

extension TestClient where Failure == LiveFailure {
    /// A deliberately dumb HTTP/1.1 connection on a raw socket: it sends whatever bytes it is
    /// given and reads answers back as `TestResponse`s, pipelined ones in order.
    public final class Connection {
        private let socket: Int32
        /// Bytes read but not yet returned: the start of the next pipelined answer.
        private var buffer: [UInt8] = []

        init(port: Int, receiveTimeout: Double = 5, source: String? = nil) throws(LiveFailure) {
            // The descriptor is stored only once connected: a class whose initializer throws after
            // every property is set runs its deinit, and closing twice could close a descriptor
            // another thread has just been given.
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            func fail() -> LiveFailure {
                let error = errno
                close(socket)
                return .connect(error)
            }
            if let source {
                var local = sockaddr_in()
                local.sin_family = sa_family_t(AF_INET)
                local.sin_addr.s_addr = inet_addr(source)
                let bound = withUnsafePointer(to: &local) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
                guard bound == 0 else { throw fail() }
            }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard result == 0 else { throw fail() }
            var timeout = timeval(
                tv_sec: Int(receiveTimeout),
                tv_usec: Int((receiveTimeout.truncatingRemainder(dividingBy: 1)) * 1_000_000))
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            self.socket = socket
        }

        deinit { close(socket) }

        public func send(_ text: String) {
            send(Array(text.utf8))
        }

        public func send(_ bytes: [UInt8]) {
            var offset = 0
            while offset < bytes.count {
                let sent = bytes[offset...].withUnsafeBytes {
                    Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                if sent <= 0 { return }  // the server may close early on purpose (413); the answer is what counts
                offset += sent
            }
        }

        /// Reads one response. Throws `closedWithoutAnswer` if the server hangs up first.
        public func readResponse(expectingBody: Bool = true) throws(LiveFailure) -> TestResponse {
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                if let (response, used) = WireResponse.parse(buffer, expectingBody: expectingBody) {
                    buffer.removeFirst(used)
                    return response
                }
                let count = recv(socket, &chunk, chunk.count, 0)
                if count == 0 || (count < 0 && errno == ECONNRESET) {
                    if let (response, used) = WireResponse.parse(buffer, expectingBody: expectingBody, atEnd: true) {
                        buffer.removeFirst(used)
                        return response
                    }
                    throw .closedWithoutAnswer
                }
                if count < 0 { throw .timedOut }
                buffer.append(contentsOf: chunk[..<count])
            }
        }

        /// True if the server closes the connection within the receive timeout without sending anything.
        public func isClosedByServer() -> Bool {
            var byte: UInt8 = 0
            let count = recv(socket, &byte, 1, 0)
            return count == 0 || (count < 0 && errno == ECONNRESET)
        }
    }
}

/// Reading an HTTP/1.1 answer off the wire, apart from the socket that brought it.
enum WireResponse {
    /// The first complete answer in `buffer` and the bytes it used, or nil until it has arrived.
    /// Without a Content-Length the body runs to the end of the connection (`atEnd`).
    static func parse(_ buffer: [UInt8], expectingBody: Bool, atEnd: Bool = false) -> (TestResponse, Int)? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = buffer.firstRange(of: separator) else { return nil }
        let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let code = Int(statusLine[1]) else { return nil }
        let status = HTTPStatus(code: code)
        var headers = Headers()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            // A repeated name keeps its last value, as a dictionary of the fields would.
            headers.set(
                String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        if !expectingBody {
            return (TestResponse(status: status, headers: headers, body: []), end.upperBound)
        }
        let body = Array(buffer[end.upperBound...])
        if let length = headers["content-length"].flatMap(Int.init) {
            guard body.count >= length else { return nil }
            let response = TestResponse(status: status, headers: headers, body: Array(body.prefix(length)))
            return (response, end.upperBound + length)
        }
        return atEnd ? (TestResponse(status: status, headers: headers, body: body), buffer.count) : nil
    }
}
