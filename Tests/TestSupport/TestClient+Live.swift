import HTTPServer

/// Why a live call failed: no connection, or no answer on it.
public enum LiveFailure: Error, Equatable {
    case connect(Int32)
    case closedWithoutAnswer
    case timedOut
}

extension TestClient where Failure == LiveFailure {
    /// A running server on 127.0.0.1: each request goes on a fresh connection, as HTTP/1.1 bytes.
    public static func live(port: Int) -> TestClient {
        TestClient(port: port) { request throws(LiveFailure) in
            let connection = try Connection(port: port)
            connection.send(wireBytes(of: request, port: port))
            return try connection.readResponse(expectingBody: request.method != "HEAD")
        }
    }

    /// The raw-bytes escape hatch, for what no real client would send (oversized headers, dot
    /// segments, NUL escapes, smuggling attempts): `text` exactly as given, on a fresh connection.
    public func raw(_ text: String) throws(LiveFailure) -> TestResponse {
        let connection = try connect()
        connection.send(text)
        return try connection.readResponse()
    }

    /// A connection of its own, to send bytes in pieces, pipeline requests or watch the server
    /// close it. `source` binds the client end to another loopback address first (the whole of
    /// 127/8 is local), so a test can stand for many clients.
    public func connect(receiveTimeout: Double = 5, source: String? = nil) throws(LiveFailure) -> Connection {
        // `live` always sets the port; the optional is for in-process clients, which have none.
        try Connection(port: port ?? 0, receiveTimeout: receiveTimeout, source: source)
    }

    /// The request as a plain client sends it: a Host header unless it brings one, and a
    /// Content-Length when it has a body.
    private static func wireBytes(of request: Request, port: Int) -> [UInt8] {
        var head = "\(request.method) \(request.target) HTTP/1.1\r\n"
        if request.headers["Host"] == nil { head += "Host: 127.0.0.1:\(port)\r\n" }
        for field in request.headers { head += "\(field.name): \(field.value)\r\n" }
        if !request.body.isEmpty && request.headers["Content-Length"] == nil {
            head += "Content-Length: \(request.body.count)\r\n"
        }
        return Array((head + "\r\n").utf8) + request.body
    }
}
