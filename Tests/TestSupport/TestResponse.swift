import HTTPServer
import JSON

/// What either transport of `TestClient` answers: the status, the headers (lookups ignore case,
/// whichever side of the wire they came from) and the body's bytes.
public struct TestResponse: Sendable {
    public var status: HTTPStatus
    public var headers: Headers
    public var body: [UInt8]
    /// In process only: the route that answered and the error refused with, as the pipeline
    /// reports them for metrics and logs; a socket carries neither.
    public var routeName: String?
    public var error: HTTPError?

    public init(status: HTTPStatus, headers: Headers, body: [UInt8], routeName: String? = nil, error: HTTPError? = nil)
    {
        self.status = status
        self.headers = headers
        self.body = body
        self.routeName = routeName
        self.error = error
    }

    init(_ outcome: ResponsePipeline.Outcome) {
        self.init(
            status: outcome.response.status, headers: outcome.response.headers, body: outcome.response.body,
            routeName: outcome.routeName, error: outcome.error)
    }

    /// True when the body is HTML, by its `Content-Type`, as `Response.isHTML` says.
    public var isHTML: Bool { headers["Content-Type"]?.hasPrefix("text/html") ?? false }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The body parsed as JSON, or nil when it is not JSON.
    public var json: JSONValue? { try? JSONValue.parse(body) }
}
