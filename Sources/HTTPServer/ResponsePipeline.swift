import Compression

/// Everything between the router and the wire that every response goes through: error answers,
/// conditional GET, gzip (with a cache of compressed bodies) and security headers. HEAD keeps its
/// body here: libmicrohttpd sends the headers of it, with the right Content-Length, and no body.
/// It is a pure function of the request and the handler's response, so tests run it without a socket.
public struct ResponsePipeline: Sendable {
    /// The body of an error answer: the product's page or JSON document, chosen from the request
    /// (`Accept`, the path). The pipeline then sets the error's status and headers (`Allow` on a
    /// 405) and `Cache-Control: no-store`, since an error describes one request only.
    public typealias ErrorResponder = @Sendable (HTTPError, Request) -> Response

    public struct Outcome: Sendable {
        public var response: Response
        /// The route pattern that answered, or a fixed label for unrouted requests (for metrics).
        public var routeName: String
        /// Set for 4xx/5xx answers, for the log line.
        public var error: HTTPError?
        /// The kept page whose response this is, as kept (not a 304 made from it): the server
        /// sends it with the response it prepared for the page.
        var finishedPage: FinishedPage?
        /// Sent with `Connection: close`: a refusal of a request whose framing cannot be trusted.
        var closesConnection = false

        init(response: Response, routeName: String, error: HTTPError? = nil, finishedPage: FinishedPage? = nil) {
            self.response = response
            self.routeName = routeName
            self.error = error
            self.finishedPage = finishedPage
        }
    }

    public let router: Router
    public let compressor: Compressor
    /// Compressed bodies by ETag; only responses with an ETag are cached.
    public let compressedBodies: ByteBoundedCache<String, [UInt8]>
    public let contentSecurityPolicy: ContentSecurityPolicy
    /// Every error goes through it: routing failures (404, 405, a bad escape), handler errors and
    /// refusals made before routing (413, 414, 431).
    public let errorResponder: ErrorResponder
    /// Finished responses (headers set, body compressed) of pages that are a pure function of
    /// their URL (`Response.isPureFunctionOfURL`), by target, encoding and host: a repeat request skips
    /// routing, rendering and compression altogether. Bounded in bytes.
    public let finishedPages: ByteBoundedCache<FinishedPageKey, FinishedPage>?

    public init(
        router: Router, compressor: Compressor, compressedBodies: ByteBoundedCache<String, [UInt8]>,
        contentSecurityPolicy: ContentSecurityPolicy = ContentSecurityPolicy(),
        errorResponder: @escaping ErrorResponder = ResponsePipeline.plainTextError,
        finishedPages: ByteBoundedCache<FinishedPageKey, FinishedPage>? = nil
    ) {
        self.finishedPages = finishedPages
        self.errorResponder = errorResponder
        self.router = router
        self.compressor = compressor
        self.compressedBodies = compressedBodies
        self.contentSecurityPolicy = contentSecurityPolicy
    }

    /// The wire layer's own answer, for servers (and tests) that supply none: the status line's
    /// reason and the message, as plain text.
    public static let plainTextError: ErrorResponder = { error, _ in
        .text("\(error.status) \(error.status.reasonPhrase): \(error.message)\n", status: error.status)
    }

    public func respond(to request: Request) -> Outcome {
        respond(to: request, lookingUpFinishedPage: true)
    }

    /// The finished page for a GET or HEAD, and whether `If-None-Match` names it, or nil when none
    /// is kept: what `respond(to:)` does first, for a server that reads the request's fields in
    /// place. After a nil it calls `respond(to:lookingUpFinishedPage:)` with false, so that a miss
    /// is counted once.
    func finishedPage(for key: FinishedPageKey, ifNoneMatch: UnsafeRawBufferPointer?) -> (
        page: FinishedPage, notModified: Bool
    )? {
        guard let page = finishedPages?.value(for: key) else { return nil }
        return (page, ifNoneMatch.map { isNotModified(page.response, ifNoneMatch: $0) } ?? false)
    }

    /// The answer to a request whose finished page it is: the page itself, or a 304 made from it.
    func outcome(for page: FinishedPage, notModified: Bool) -> Outcome {
        guard notModified else {
            return Outcome(response: page.response, routeName: page.routeName, finishedPage: page)
        }
        var response = page.response
        makeNotModified(&response)
        return Outcome(response: response, routeName: page.routeName)
    }

    func respond(to request: Request, lookingUpFinishedPage: Bool) -> Outcome {
        switch triage(request, lookingUpFinishedPage: lookingUpFinishedPage) {
        case .answered(let outcome): return outcome
        case .deferred(let deferred): return complete(deferred)
        }
    }

    /// A request answered now, or one whose route is costly (`Router.RouteCost`), routed and left
    /// for `complete(_:)` on a work thread.
    public enum Triage: Sendable {
        case answered(Outcome)
        case deferred(DeferredRequest)
    }

    /// A costly request, routed: what a work thread needs to answer it.
    public struct DeferredRequest: Sendable {
        /// The request with its route's path parameters.
        let request: Request
        let route: Router.Route
        /// What the route's entity tag settled before (not a 304).
        let entityTagCheck: EntityTagCheck?
        public var routeName: String { route.name }
    }

    /// Answers what is cheap to answer: a kept page, a routing error, a cheap route, and a
    /// conditional GET that a costly route's entity tag settles (a 304 made without its handler).
    /// Anything else is deferred.
    func triage(_ request: Request, lookingUpFinishedPage: Bool) -> Triage {
        if lookingUpFinishedPage, isCacheable(request),
            let (page, notModified) = request.withIfNoneMatch({
                finishedPage(for: Self.finishedPageKey(of: request), ifNoneMatch: $0)
            })
        {
            return .answered(outcome(for: page, notModified: notModified))
        }
        switch router.routed(request) {
        case .failure(let error):
            let outcome = Outcome(response: errorResponse(error, request), routeName: "(unrouted)", error: error)
            return .answered(finish(outcome, for: request))
        case .success(let (route, routed)):
            let check = notModifiedByEntityTag(routed, route)
            if let notModified = check?.response {
                return .answered(finish(Outcome(response: notModified, routeName: route.name), for: request))
            }
            let deferred = DeferredRequest(request: routed, route: route, entityTagCheck: check)
            return route.cost == .costly ? .deferred(deferred) : .answered(complete(deferred))
        }
    }

    /// The answer to a deferred request: its route's handler, then the pipeline's headers, gzip
    /// and caches.
    public func complete(_ deferred: DeferredRequest) -> Outcome {
        let (request, route) = (deferred.request, deferred.route)
        do throws(HTTPError) {
            let response = try handlerAnswer(request, with: route, tag: deferred.entityTagCheck)
            return finish(Outcome(response: response, routeName: route.name), for: request)
        } catch {
            return finish(
                Outcome(response: errorResponse(error, request), routeName: route.name, error: error), for: request)
        }
    }

    private func isCacheable(_ request: Request) -> Bool {
        finishedPages != nil && (request.method == .get || request.method == .head)
    }

    /// Headers, gzip, the finished-page cache and `If-None-Match`, for a handler's answer.
    private func finish(_ outcome: Outcome, for request: Request) -> Outcome {
        var outcome = outcome
        let keepable = isCacheable(request) && outcome.response.isPureFunctionOfURL && outcome.response.status == .ok
        // A page that is kept finished holds the only copy of its compressed body.
        let compressedNow = prepare(&outcome.response, for: request, cachingCompressedBody: !keepable)
        if keepable {
            var kept = false
            if let finishedPages, finishedPages.capacityBytes > 0 {
                let page = FinishedPage(response: outcome.response.compacted(), routeName: outcome.routeName)
                kept = finishedPages.insert(page, for: Self.finishedPageKey(of: request))
                if kept { outcome.finishedPage = page }
            }
            if !kept, compressedNow, let etag = outcome.response.headers["ETag"] {
                // The page cache is off, or the page is larger than it: keep the compressed body alone.
                compressedBodies.insert(outcome.response.body, for: etag)
            }
        }
        request.withIfNoneMatch { answerConditionally(&outcome.response, ifNoneMatch: $0) }
        if outcome.response.status == .notModified { outcome.finishedPage = nil }
        return outcome
    }

    private static func finishedPageKey(of request: Request) -> FinishedPageKey {
        FinishedPageKey(target: request.target, gzip: request.acceptsGzip, host: request.headers["Host"] ?? "")
    }

    /// Answers a request the server refused before routing (limits), with the same headers.
    public func respond(to request: Request, refusing error: HTTPError) -> Outcome {
        var response = errorResponse(error, request)
        prepare(&response, for: request)
        return Outcome(response: response, routeName: "(refused)", error: error)
    }

    func errorResponse(_ error: HTTPError, _ request: Request) -> Response {
        var response = errorResponder(error, request)
        response.status = error.status
        for field in error.headers { response.headers.set(field.name, field.value) }
        response.headers.set("Cache-Control", "no-store")
        return response
    }

    /// Security headers, `Vary`, the representation's ETag and the gzip body. True when the body
    /// was compressed here (rather than sent as it is, or compressed by the handler).
    @discardableResult
    private func prepare(_ response: inout Response, for request: Request, cachingCompressedBody: Bool = true)
        -> Bool
    {
        contentSecurityPolicy.apply(to: &response)
        let compressible = isCompressible(response)
        let gzip = compressible && request.acceptsGzip
        if compressible {
            response.headers.set("Vary", "Accept-Encoding")
        }
        if gzip, let etag = response.headers["ETag"] {
            response.headers.set("ETag", Self.gzipTag(etag))
        }
        if gzip {
            response.body = compressed(response, caching: cachingCompressedBody)
            response.headers.set("Content-Encoding", "gzip")
        }
        return gzip
    }

    /// `304 Not Modified` when the client already has this representation.
    private func answerConditionally(_ response: inout Response, ifNoneMatch: UnsafeRawBufferPointer?) {
        guard let ifNoneMatch, isNotModified(response, ifNoneMatch: ifNoneMatch) else { return }
        makeNotModified(&response)
    }

    /// True when `If-None-Match` names the tag of a successful response. Either tag of the
    /// resource matches, so a client that switches encodings still revalidates.
    private func isNotModified(_ response: Response, ifNoneMatch: UnsafeRawBufferPointer) -> Bool {
        guard response.status.isSuccess, let etag = response.headers["ETag"] else { return false }
        return ETag.matchesEitherEncoding(ifNoneMatch, etag)
    }

    private func makeNotModified(_ response: inout Response) {
        response.status = 304
        response.body = []
        response.headers.remove("Content-Type")
        response.headers.remove("Content-Encoding")
    }

    /// The encoded body is a different representation, so it carries its own strong tag.
    static func gzipTag(_ etag: String) -> String {
        let open = etag.utf8.last == 0x22 ? etag.utf8.dropLast() : etag.utf8[...]
        return String(Substring(open)) + "-gzip\""
    }

    func isCompressible(_ response: Response) -> Bool {
        guard response.headers["Content-Encoding"] == nil, let type = response.headers["Content-Type"] else {
            return false
        }
        return GzipPolicy.isWorthCompressing(contentType: type, bytes: response.body.count)
    }

    private func compressed(_ response: Response, caching: Bool) -> [UInt8] {
        // The tag is already the gzip one here: it names the compressed representation.
        guard let etag = response.headers["ETag"] else { return compressor.compress(response.body) }
        if let cached = compressedBodies.value(for: etag) { return cached }
        let body = compressor.compress(response.body)
        if caching { compressedBodies.insert(body, for: etag) }
        return body
    }
}
