/// One HTTP request, as a value. The server builds it from the wire; tests build it directly.
public struct Request: Sendable {
    public var method: HTTPMethod
    /// The request target exactly as sent: path and query, still percent-encoded.
    public var target: String
    public var headers: Headers
    public var body: [UInt8]
    /// The peer's IP address, for logs.
    public var remoteAddress: String
    /// Values captured by the matched route pattern, such as `id` in `/items/{id}`.
    public var pathParameters: [String: String] = [:]

    public init(
        method: HTTPMethod, target: String, headers: Headers = Headers(), body: [UInt8] = [],
        remoteAddress: String = "127.0.0.1"
    ) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
    }

    /// The path part of the target, still percent-encoded.
    public var rawPath: Substring {
        guard let question = target.utf8.firstIndex(of: 0x3F) else { return target[...] }
        return target[..<question]
    }

    /// The query part of the target without the `?`, or empty.
    public var rawQuery: Substring {
        guard let question = target.utf8.firstIndex(of: 0x3F) else { return "" }
        return target[target.utf8.index(after: question)...]
    }

    /// The decoded query string. Malformed escapes are an error, never silently dropped.
    public func query() throws(HTTPError) -> FormFields {
        try FormFields(urlEncoded: rawQuery)
    }

    /// The body as `application/x-www-form-urlencoded` fields.
    public func form() throws(HTTPError) -> FormFields {
        guard mediaType == "application/x-www-form-urlencoded" else {
            throw HTTPError(
                status: .unsupportedMediaType, code: "unsupported_media_type",
                message: "Expected a body of type application/x-www-form-urlencoded, got \(mediaType ?? "none").")
        }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw HTTPError(status: .badRequest, code: "malformed_form", message: "The form body is not valid UTF-8.")
        }
        return try FormFields(urlEncoded: Substring(text))
    }

    /// The `Content-Type` without parameters, lower-cased.
    public var mediaType: String? {
        guard let value = headers["Content-Type"] else { return nil }
        let type = value.split(separator: ";", maxSplits: 1).first ?? ""
        return type.trimmingSpaces().lowercased()
    }

    /// True when the client asked for JSON rather than a page, by `Accept`.
    public var prefersJSON: Bool {
        guard let accept = headers["Accept"]?.lowercased(), let json = accept.firstRange(of: "application/json")
        else { return false }
        guard let html = accept.firstRange(of: "text/html") else { return true }
        return json.lowerBound < html.lowerBound
    }

    /// True when the client accepts a gzip-encoded response.
    public var acceptsGzip: Bool {
        guard var value = headers["Accept-Encoding"] else { return false }
        return value.withUTF8 { Self.acceptsGzip(acceptEncoding: UnsafeRawBufferPointer($0)) }
    }

    /// Whether an `Accept-Encoding` value accepts gzip, from its bytes (the server reads them in
    /// place for the finished-page cache).
    static func acceptsGzip(acceptEncoding value: UnsafeRawBufferPointer) -> Bool {
        // Nearly every client sends a plain list; only parse parameters when a q=0 might be there,
        // which takes an "=".
        guard value.containsASCIICaseInsensitive("gzip") else { return false }
        guard value.contains(0x3D), value.containsASCIICaseInsensitive("q=0") else { return true }
        return String(decoding: value, as: UTF8.self).lowercased().split(separator: ",").contains { coding in
            let parts = coding.split(separator: ";")
            guard parts.first?.trimmingSpaces() == "gzip" else { return false }
            return !parts.dropFirst().contains { parameter in
                let compact = parameter.filter { $0 != " " && $0 != "\t" }
                return compact == "q=0" || compact == "q=0.0" || compact == "q=0.00" || compact == "q=0.000"
            }
        }
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = lastIndex(where: { !isSpace($0) })!
        return String(self[start...end])
    }
}

extension Request {
    /// Calls `body` with the bytes of `If-None-Match`, or nil when the request has none.
    func withIfNoneMatch<Result>(_ body: (UnsafeRawBufferPointer?) -> Result) -> Result {
        guard var value = headers["If-None-Match"] else { return body(nil) }
        return value.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}
