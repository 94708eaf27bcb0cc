/// A request handler. Handlers are synchronous and do no blocking I/O, so they never hold a
/// server thread longer than the CPU work of one page.
public typealias Handler = @Sendable (Request) throws(HTTPError) -> Response

/// Matches method and path pattern to a handler.
///
/// Patterns are literal segments, `{name}` for one segment, and a final `{name...}` for the rest
/// of the path. Captured segments are percent-decoded; a segment that decodes to `/`, NUL, `.`
/// or `..` never matches, so no handler sees a traversal.
public struct Router: Sendable {
    public struct Route: Sendable {
        public var method: String
        public var pattern: String
        /// A label for metrics: the pattern, so ids do not explode the label set.
        public var name: String { pattern }
        let segments: [PatternSegment]
        let handler: Handler
    }

    enum PatternSegment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
        case rest(String)
    }

    public private(set) var routes: [Route] = []

    public init() {}

    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
        let segments = pattern.split(separator: "/").map { segment -> PatternSegment in
            if segment.hasPrefix("{") && segment.hasSuffix("...}") {
                return .rest(String(segment.dropFirst().dropLast(4)))
            }
            if segment.hasPrefix("{") && segment.hasSuffix("}") {
                return .parameter(String(segment.dropFirst().dropLast()))
            }
            return .literal(String(segment))
        }
        routes.append(Route(method: method, pattern: pattern, segments: segments, handler: handler))
    }

    public mutating func get(_ pattern: String, _ handler: @escaping Handler) { add("GET", pattern, handler) }
    public mutating func post(_ pattern: String, _ handler: @escaping Handler) { add("POST", pattern, handler) }

    /// The route and captured parameters for a request, or the error to answer with.
    public func match(_ request: Request) -> Result<(Route, [String: String]), HTTPError> {
        let decoded: [String]
        do {
            decoded = try Router.decodedSegments(request.rawPath)
        } catch {
            return .failure(.notFound(request.rawPath))
        }
        var allowed: [String] = []
        for route in routes {
            guard let parameters = Router.capture(route.segments, decoded) else { continue }
            if route.method == request.method || (route.method == "GET" && request.method == "HEAD") {
                return .success((route, parameters))
            }
            allowed.append(route.method)
        }
        guard !allowed.isEmpty else { return .failure(.notFound(request.rawPath)) }
        if allowed.contains("GET") { allowed.append("HEAD") }
        let allow = allowed.joined(separator: ", ")
        return .failure(
            HTTPError(
                status: 405, code: "method_not_allowed",
                message: "\(request.method) is not allowed on \(request.rawPath). Allowed: \(allow).",
                headers: Headers([("Allow", allow)])))
    }

    /// Splits and decodes a raw path. Throws for anything that could name a different file than
    /// it appears to: encoded slashes, NUL, backslashes, and dot segments.
    static func decodedSegments(_ rawPath: Substring) throws(HTTPError) -> [String] {
        guard rawPath.utf8.first == 0x2F else { throw .notFound(rawPath) }
        var segments: [String] = []
        for raw in rawPath.utf8.split(separator: 0x2F, omittingEmptySubsequences: true) {
            let text = Substring(raw)
            let segment = raw.contains(0x25) ? try PercentDecoding.decode(text) : String(text)
            if segment == "." || segment == ".."
                || segment.utf8.contains(where: { $0 == 0 || $0 == 0x2F || $0 == 0x5C })
            {
                throw .notFound(rawPath)
            }
            segments.append(segment)
        }
        return segments
    }

    private static func capture(_ pattern: [PatternSegment], _ path: [String]) -> [String: String]? {
        var parameters: [String: String] = [:]
        for (index, part) in pattern.enumerated() {
            switch part {
            case .literal(let literal):
                guard index < path.count, path[index] == literal else { return nil }
            case .parameter(let name):
                guard index < path.count else { return nil }
                parameters[name] = path[index]
            case .rest(let name):
                guard index < path.count else { return nil }
                parameters[name] = path[index...].joined(separator: "/")
                return parameters
            }
        }
        return path.count == pattern.count ? parameters : nil
    }
}
