/// HTTP/1.1's message framing rules (RFC 9112), checked when a request's headers are in, before
/// its body is read. libmicrohttpd 0.9.75 is lenient where leniency lets a request hide inside
/// another (request smuggling, RFC 9112 §11.2): it takes the first of two `Content-Length`s,
/// reads a chunked body and then the next request after a `Content-Length` it ignored, waits for
/// the end of a body it has no way to delimit, and keeps a space before a colon in a field's name.
/// Every refusal here closes the connection, since what follows on it cannot be trusted.
enum RequestFraming {
    /// What the checks read: the request line as it came, and the scanned fields.
    struct Head {
        /// `HTTP/1.0` or `HTTP/1.1` (libmicrohttpd refuses other versions itself).
        var version: String
        /// The target's bytes up to the first NUL, as the library's URI callback sees them.
        var target: UnsafeRawBufferPointer
        /// The bytes between the method's space and the version's: more than `target` when the
        /// target holds a NUL.
        var targetBytesOnTheLine: Int
        /// Every byte of `target` is printable ASCII other than space (known already).
        var targetIsPrintable: Bool
    }

    /// The first rule the request breaks, or nil.
    static func violation(of head: Head, _ scan: borrowing HeaderScan) -> HTTPError? {
        if let error = targetViolation(head) { return error }
        if let name = scan.malformedName {
            let shown = HTTPServer.logSafe(name.prefix(60))
            return .badFraming(
                "The header field name “\(shown)” is not a token: a field name may not hold spaces (before the "
                    + "colon, say) or other separators.",
                code: "bad_header_name")
        }
        if let error = hostViolation(head, scan) { return error }
        return bodyLengthViolation(head, scan)
    }

    private static func targetViolation(_ head: Head) -> HTTPError? {
        if head.targetBytesOnTheLine > head.target.count {
            return .badFraming(
                "The request target holds a NUL byte (byte \(head.target.count + 1)).", code: "bad_request_target")
        }
        guard !head.targetIsPrintable,
            let offset = head.target.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F })
        else { return nil }
        let byte = head.target[offset]
        let hex = String(byte, radix: 16, uppercase: true)
        return .badFraming(
            "The request target holds \(byte == 0x20 ? "a space" : "the control character 0x\(hex.count == 1 ? "0" : "")\(hex)") "
                + "at byte \(offset + 1); escape it as %\(hex.count == 1 ? "0" : "")\(hex).",
            code: "bad_request_target")
    }

    private static func hostViolation(_ head: Head, _ scan: borrowing HeaderScan) -> HTTPError? {
        if scan.host.count > 1 {
            return .badFraming("The request has \(scan.host.count) Host fields; it must have one.", code: "bad_host")
        }
        if scan.host.count == 0 && head.version != "HTTP/1.0" {
            return .badFraming("An HTTP/1.1 request must have a Host field.", code: "bad_host")
        }
        return nil
    }

    private static func bodyLengthViolation(_ head: Head, _ scan: borrowing HeaderScan) -> HTTPError? {
        if let other = scan.conflictingContentLength {
            let first = scan.contentLength.value.map { HTTPServer.logSafe($0.prefix(40)) } ?? ""
            return .badFraming(
                "The request has Content-Length \(first) and \(HTTPServer.logSafe(other.prefix(40))): a body has one length.",
                code: "conflicting_content_length")
        }
        guard let coding = scan.transferEncoding.value else { return nil }
        if scan.contentLength.count > 0 {
            return .badFraming(
                "The request has both Content-Length and Transfer-Encoding: only one may say where its body ends.",
                code: "conflicting_framing")
        }
        if scan.transferEncoding.count > 1 {
            return .badFraming(
                "The request has \(scan.transferEncoding.count) Transfer-Encoding fields; chunked may be applied once.",
                code: "bad_transfer_encoding")
        }
        if head.version == "HTTP/1.0" {
            return .badFraming(
                "An HTTP/1.0 request may not have Transfer-Encoding.", code: "bad_transfer_encoding")
        }
        // libmicrohttpd reads a chunked body only for exactly this value, so nothing else may pass.
        let chunked = UnsafeRawBufferPointer(start: Self.chunked.utf8Start, count: Self.chunked.utf8CodeUnitCount)
        guard ASCIIScan.equalIgnoringCase(coding, chunked) else {
            return HTTPError(
                status: .notImplemented, code: "unsupported_transfer_coding",
                message: "The transfer coding “\(HTTPServer.logSafe(coding.prefix(60)))” is not supported; send "
                    + "Content-Length or Transfer-Encoding: chunked.",
                path: "Transfer-Encoding")
        }
        return nil
    }

    private static let chunked: StaticString = "chunked"
}

extension HTTPError {
    /// A request whose framing cannot be trusted: a 400, and the connection is closed after it.
    static func badFraming(_ message: String, code: String) -> HTTPError {
        HTTPError(status: .badRequest, code: code, message: message)
    }
}
