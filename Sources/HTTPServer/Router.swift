import Digests

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
        public var method: HTTPMethod
        public var pattern: String
        /// A label for metrics: the pattern, so ids do not explode the label set.
        public var name: String { pattern }
        let segments: [PatternSegment]
        let handler: Handler
        /// Set for a route registered with `get(_:entityTag:_:)`.
        let entityTag: EntityTagFunction?
        public let cost: RouteCost
    }

    /// Where a route's handler runs. A costly one (drawing a page or a snapshot, laying a state
    /// out) is queued for the server's work threads, which admit a bounded amount of it; a cheap
    /// one (an answer made at start, a file from memory, a counter) is answered on the connection's
    /// own thread, so it never waits behind costly work. A route is costly unless it says otherwise.
    public enum RouteCost: Sendable {
        case cheap
        case costly
    }

    enum PatternSegment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
        case rest(String)
    }

    public private(set) var routes: [Route] = []

    public init() {}

    public mutating func add(
        _ method: HTTPMethod, _ pattern: String, cost: RouteCost = .costly, _ handler: @escaping Handler
    ) {
        add(method, pattern, entityTag: nil, cost: cost, handler)
    }

    private mutating func add(
        _ method: HTTPMethod, _ pattern: String, entityTag: EntityTagFunction?, cost: RouteCost,
        _ handler: @escaping Handler
    ) {
        let segments = pattern.split(separator: "/").map { segment -> PatternSegment in
            if segment.hasPrefix("{") && segment.hasSuffix("...}") {
                return .rest(String(segment.dropFirst().dropLast(4)))
            }
            if segment.hasPrefix("{") && segment.hasSuffix("}") {
                return .parameter(String(segment.dropFirst().dropLast()))
            }
            return .literal(String(segment))
        }
        routes.append(
            Route(
                method: method, pattern: pattern, segments: segments, handler: handler, entityTag: entityTag,
                cost: cost))
    }

    public mutating func get(_ pattern: String, cost: RouteCost = .costly, _ handler: @escaping Handler) {
        add(.get, pattern, cost: cost, handler)
    }

    /// A GET route whose answer is known by its entity tag before the handler runs: a pure
    /// function of the request (its target, its Host) and of the server's build, such as a demo
    /// page, whose tag can be derived from the build's identity and the request alone.
    ///
    /// For a GET or HEAD whose `If-None-Match` names the tag (either encoding's, weakly compared,
    /// or `*`), the pipeline answers `304 Not Modified` at once, with the tag, `Vary` and
    /// `Cache-Control` the 200 would have carried, and the handler is not called. Otherwise the
    /// handler runs, and a 200 it answers without an `ETag` of its own gets the route's tag, so
    /// its body is never hashed. Error answers never carry it. `entityTag` returning nil leaves
    /// the request to the handler, as a route without a tag function:
    ///
    ///     router.get("/menus/{id}", entityTag: { request in
    ///         let identity = build + "\n" + request.target + "\n" + (request.headers["Host"] ?? "")
    ///         return RouteEntityTag(
    ///             ETag.strong(for: Array(identity.utf8)), cacheControl: "no-cache", isCompressible: true)
    ///     }) { request throws(HTTPError) in
    ///         try page(for: request)  // without `withETag()`: the route's tag is given to its 200
    ///     }
    ///
    /// `cacheControl` and `isCompressible` must describe the handler's 200, which a 304 stands
    /// for; a 200 that contradicts them goes untagged, and the route is named on stderr.
    ///
    /// The tag must change whenever the 200's body or headers could: it names the representation
    /// to clients, and keys the caches of compressed bodies and prepared responses, where two
    /// answers under one tag would serve one for the other. So it must cover everything the
    /// answer depends on (the whole target, the Host when the page names its own URL, the
    /// build), through a cryptographic hash when a client chooses part of it: a tag a client
    /// could make collide would let it poison those caches.
    public mutating func get(
        _ pattern: String, entityTag: @escaping EntityTagFunction, _ handler: @escaping Handler
    ) {
        add(.get, pattern, entityTag: entityTag, cost: .costly, handler)
    }

    public mutating func post(_ pattern: String, _ handler: @escaping Handler) { add(.post, pattern, handler) }

    /// The route and captured parameters for a request, or the error to answer with.
    public func match(_ request: Request) -> Result<(Route, [String: String]), HTTPError> {
        let decoded: [String]
        do {
            decoded = try Router.decodedSegments(request.rawPath)
        } catch {
            return .failure(error)
        }
        var allowed: [HTTPMethod] = []
        // By index: a route copied out per step (its handler, patterns and names retained)
        // cost more than most patterns take to reject.
        for index in routes.indices {
            guard let parameters = Router.capture(routes[index].segments, decoded) else { continue }
            let method = routes[index].method
            if method == request.method || (method == .get && request.method == .head) {
                return .success((routes[index], parameters))
            }
            allowed.append(method)
        }
        guard !allowed.isEmpty else { return .failure(.notFound(request.rawPath)) }
        if allowed.contains(.get) { allowed.append(.head) }
        let allow = allowed.map(\.rawValue).joined(separator: ", ")
        return .failure(
            HTTPError(
                status: .methodNotAllowed, code: "method_not_allowed",
                message: "\(request.method) is not allowed on \(request.rawPath). Allowed: \(allow).",
                headers: Headers([("Allow", allow)])))
    }

    /// The handler's own answer to `request`, with the parameters its pattern captured, and none
    /// of the pipeline's work (headers, caches, compression): for a server reading its own pages,
    /// as it does at start to make its gzip code from them. A request no route takes is its error.
    public func answer(_ request: Request) throws(HTTPError) -> Response {
        let (route, routed) = try routed(request).get()
        return try route.handler(routed)
    }

    /// The route for a request and the request as its handler takes it, with the parameters the
    /// route's pattern captured; or the error to answer with.
    func routed(_ request: Request) -> Result<(route: Route, request: Request), HTTPError> {
        match(request).map { route, parameters in
            var routed = request
            routed.pathParameters = parameters
            return (route, routed)
        }
    }

    /// Splits and decodes a raw path. A malformed escape is the client's mistake, a 400 that names
    /// it; anything that could name a different file than it appears to (encoded slashes, NUL,
    /// backslashes, dot segments) is a 404, as if nothing were there.
    static func decodedSegments(_ rawPath: Substring) throws(HTTPError) -> [String] {
        guard rawPath.utf8.first == 0x2F else { throw .notFound(rawPath) }
        var segments: [String] = []
        for raw in rawPath.utf8.split(separator: 0x2F, omittingEmptySubsequences: true) {
            let segment = raw.contains(0x25) ? try decodedSegment(raw, of: rawPath) : String(Substring(raw))
            if segment == "." || segment == ".."
                || segment.utf8.contains(where: { $0 == 0 || $0 == 0x2F || $0 == 0x5C })
            {
                throw .notFound(rawPath)
            }
            segments.append(segment)
        }
        return segments
    }

    /// One segment with its `%XX` escapes decoded.
    private static func decodedSegment(_ raw: Substring.UTF8View.SubSequence, of rawPath: Substring)
        throws(HTTPError) -> String
    {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            guard raw[index] == 0x25 else {
                bytes.append(raw[index])
                index = raw.index(after: index)
                continue
            }
            let escape = raw[index...].prefix(3)
            guard escape.count == 3, let high = Hex.value(ofDigit: escape.dropFirst().first!),
                let low = Hex.value(ofDigit: escape.last!)
            else {
                let offset = rawPath.utf8.distance(from: rawPath.utf8.startIndex, to: index)
                throw .badPathEscape(
                    "The path has a malformed escape “\(String(decoding: escape, as: UTF8.self))” at byte "
                        + "\(offset + 1): a % must be followed by two hexadecimal digits.")
            }
            bytes.append(high << 4 | low)
            index = escape.endIndex
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let segment = String(decoding: raw, as: UTF8.self)
            let shown = segment.count > 80 ? segment.prefix(80) + "…" : segment[...]
            throw .badPathEscape("The escapes of the path segment “\(shown)” do not decode to UTF-8 text.")
        }
        return text
    }

    private static func capture(_ pattern: [PatternSegment], _ path: [String]) -> [String: String]? {
        if case .rest = pattern.last {
            guard path.count >= pattern.count else { return nil }
        } else if path.count != pattern.count {
            return nil
        }
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

extension HTTPError {
    /// A `%` in the path that is not a well-formed escape of UTF-8 text.
    static func badPathEscape(_ message: String) -> HTTPError {
        HTTPError(status: .badRequest, code: "bad_path_escape", message: message)
    }
}
