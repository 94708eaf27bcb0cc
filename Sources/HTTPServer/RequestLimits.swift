/// The checks made as soon as a request's headers are in, before any body is read.
enum RequestLimits {
    static func check(target: String, method: String, headers: Headers, limits: ServerSettings.Limits) -> HTTPError? {
        if target.utf8.count > limits.maxURLBytes {
            return HTTPError(
                status: 414, code: "uri_too_long",
                message: "The URL is \(target.utf8.count) bytes; the limit is \(limits.maxURLBytes).")
        }
        // Request line plus each "name: value\r\n".
        let headerBytes =
            method.utf8.count + target.utf8.count + 11
            + headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
        if headerBytes > limits.maxHeaderBytes {
            return HTTPError(
                status: 431, code: "headers_too_large",
                message: "The request headers are \(headerBytes) bytes; the limit is \(limits.maxHeaderBytes).")
        }
        if let length = headers["Content-Length"] {
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
            status: 413, code: "body_too_large",
            message: "The request body is over the \(limits.maxBodyBytes)-byte limit.")
    }
}
