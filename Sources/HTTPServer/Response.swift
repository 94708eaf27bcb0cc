/// One HTTP response, as a value. Handlers return it; the pipeline adds the shared headers.
public struct Response: Sendable {
    public var status: HTTPStatus
    public var headers: Headers
    public var body: [UInt8]
    /// The same URL always gets these bytes: the pipeline may keep the finished response and
    /// answer the next request for the URL from it.
    public var isPureFunctionOfURL = false

    public init(status: HTTPStatus = .ok, headers: Headers = Headers(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public static func html(_ markup: String, status: HTTPStatus = .ok) -> Response {
        html(Array(markup.utf8), status: status)
    }

    public static func html(_ markup: [UInt8], status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: .contentType("text/html; charset=utf-8"), body: markup)
    }

    public static func json(_ text: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: .contentType("application/json"), body: Array(text.utf8))
    }

    public static func text(_ text: String, status: HTTPStatus = .ok, contentType: String = "text/plain; charset=utf-8")
        -> Response
    {
        Response(status: status, headers: .contentType(contentType), body: Array(text.utf8))
    }

    /// `303 See Other`: after a form post, the browser GETs the new state's URL.
    public static func seeOther(_ location: String) -> Response {
        Response(status: .seeOther, headers: Headers(fields: [.init("Location", location)]))
    }

    /// The response with a strong ETag computed from its body, so the pipeline can answer 304.
    public func withETag() -> Response {
        var copy = self
        copy.headers.set("ETag", ETag.strong(for: body))
        return copy
    }

    public var isHTML: Bool { headers["Content-Type"]?.hasPrefix("text/html") ?? false }
}
