/// An HTTP status code, typed so that a handler names the status it means (`.unprocessableContent`)
/// rather than passing any integer. Literals still work (`status: 422`), as in swift-http-types,
/// so tests read like the RFC.
public struct HTTPStatus: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The three-digit code on the status line.
    public let code: Int

    public init(code: Int) { self.code = code }
    public init(integerLiteral code: Int) { self.code = code }

    public static let ok: HTTPStatus = 200
    public static let seeOther: HTTPStatus = 303
    public static let notModified: HTTPStatus = 304
    public static let badRequest: HTTPStatus = 400
    public static let notFound: HTTPStatus = 404
    public static let methodNotAllowed: HTTPStatus = 405
    public static let requestTimeout: HTTPStatus = 408
    public static let contentTooLarge: HTTPStatus = 413
    public static let uriTooLong: HTTPStatus = 414
    public static let unsupportedMediaType: HTTPStatus = 415
    public static let unprocessableContent: HTTPStatus = 422
    public static let requestHeaderFieldsTooLarge: HTTPStatus = 431
    public static let tooManyRequests: HTTPStatus = 429
    public static let internalServerError: HTTPStatus = 500
    public static let notImplemented: HTTPStatus = 501
    public static let serviceUnavailable: HTTPStatus = 503
    public static let insufficientStorage: HTTPStatus = 507
    public static let found: HTTPStatus = 302
    /// nginx's code for a client that left before its answer: logged, never sent.
    public static let clientClosedRequest: HTTPStatus = 499

    /// 2xx.
    public var isSuccess: Bool { (200..<300).contains(code) }

    /// The reason phrase of the statuses this server sends.
    public var reasonPhrase: String {
        switch code {
        case 200: "OK"
        case 303: "See Other"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 429: "Too Many Requests"
        case 302: "Found"
        case 507: "Insufficient Storage"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        default: "Status \(code)"
        }
    }

    public var description: String { String(code) }

    public static func < (lhs: HTTPStatus, rhs: HTTPStatus) -> Bool { lhs.code < rhs.code }
}
