/// The checks made as soon as a request's headers are in, before any body is read. They take
/// sizes, not the header fields themselves, so that the server can check a request without
/// copying its fields out of libmicrohttpd.
enum RequestLimits {
    /// `headerBytes` counts each field as `name: value\r\n`; `contentLength` is that field's value.
    static func check(
        targetBytes: Int, method: HTTPMethod, headerBytes: Int, headerFields: Int, contentLength: String?,
        limits: ServerSettings.Limits
    ) -> HTTPError? {
        if targetBytes > limits.maxURLBytes {
            return HTTPError(
                status: .uriTooLong, code: "uri_too_long",
                message: "The URL is \(targetBytes) bytes; the limit is \(limits.maxURLBytes).")
        }
        // Request line plus each "name: value\r\n".
        let requestBytes = method.rawValue.utf8.count + targetBytes + 11 + headerBytes
        if requestBytes > limits.maxHeaderBytes {
            return HTTPError(
                status: .requestHeaderFieldsTooLarge, code: "headers_too_large",
                message: "The request headers are \(requestBytes) bytes; the limit is \(limits.maxHeaderBytes).")
        }
        if headerFields > limits.maxHeaderFields {
            return HTTPError(
                status: .requestHeaderFieldsTooLarge, code: "too_many_header_fields",
                message: "The request has \(headerFields) header fields; the limit is \(limits.maxHeaderFields).")
        }
        if let length = contentLength {
            guard let bytes = Int(length.trimmingSpaces()), bytes >= 0 else {
                return .badRequest("Content-Length “\(length)” is not a byte count.", code: "bad_content_length")
            }
            if bytes > limits.maxBodyBytes { return .bodyTooLarge(limits) }
        }
        return nil
    }

}

extension HTTPError {
    static func bodyTooLarge(_ limits: ServerSettings.Limits) -> HTTPError {
        HTTPError(
            status: .contentTooLarge, code: "body_too_large",
            message: "The request body is over the \(limits.maxBodyBytes)-byte limit.")
    }
}
