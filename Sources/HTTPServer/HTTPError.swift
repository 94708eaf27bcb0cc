/// A request the server refuses, with what a person (or a test) needs to fix it.
/// `code` is stable for clients to match on; `message` is for people.
public struct HTTPError: Error, Sendable, Equatable {
    public var status: HTTPStatus
    public var code: String
    public var message: String
    /// Where in the input the problem is: a JSON path, a form field or a header name.
    public var path: String?
    /// Extra headers the answer must carry, such as `Allow` on a 405.
    public var headers: Headers
    /// Where a person should go next, such as the last good state of a page; the error page links it.
    public var recovery: Link?

    public struct Link: Sendable, Equatable {
        public var href: String
        public var text: String

        public init(href: String, text: String) {
            self.href = href
            self.text = text
        }
    }

    public init(
        status: HTTPStatus, code: String, message: String, path: String? = nil, headers: Headers = Headers(),
        recovery: Link? = nil
    ) {
        self.recovery = recovery
        self.status = status
        self.code = code
        self.message = message
        self.path = path
        self.headers = headers
    }

    public static func notFound(_ path: some StringProtocol) -> HTTPError {
        HTTPError(status: .notFound, code: "not_found", message: "Nothing is served at \(path).")
    }

    public static func badRequest(_ message: String, code: String = "bad_request", path: String? = nil) -> HTTPError {
        HTTPError(status: .badRequest, code: code, message: message, path: path)
    }
}
