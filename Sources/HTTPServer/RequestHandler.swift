import Glibc
import Synchronization

/// The server's state at request time, which libmicrohttpd's callbacks reach through their
/// context pointer: the limits, the pipeline, the prepared responses and the accounting.
///
/// Its own object rather than the `HTTPServer`: a product may hold the server weakly (a metrics
/// route reading its connection count does), which gives the server a side table, and every
/// callback's retain of it then takes the runtime's slow path, on a count both workers write.
final class RequestHandler: @unchecked Sendable {
    let settings: ServerSettings
    let pipeline: ResponsePipeline
    let accessLog: AccessLog?
    let metrics: Metrics
    /// Set when shutdown begins: from then on every answer closes its connection.
    let draining = Atomic<Bool>(false)
    let preparedResponses: PreparedResponses
    /// The threads that answer costly requests.
    let workQueue: WorkQueue
    /// Unchecked Sendable: set in `HTTPServer.start()` before any callback can run, and read-only
    /// afterwards.
    var registry: ConnectionRegistry?

    init(
        settings: ServerSettings, pipeline: ResponsePipeline, accessLog: AccessLog?, metrics: Metrics,
        preparedResponses: PreparedResponses, memoryTrimmer: MemoryTrimmer?
    ) {
        self.settings = settings
        self.pipeline = pipeline
        self.accessLog = accessLog
        self.metrics = metrics
        self.preparedResponses = preparedResponses
        workQueue = WorkQueue(
            workers: settings.resolvedThreadCount, capacity: settings.resolvedWorkQueueLength,
            maxWaitMilliseconds: settings.limits.maxQueueWaitMilliseconds, onIdle: memoryTrimmer.map { $0.trim })
    }

    /// What the server does next with a request, decided here, and done by the libmicrohttpd side.
    enum Step {
        /// Wait for the library's next call: more of the body, or its end. A request is answered
        /// on a later call than its headers' (docs/design.md, “libmicrohttpd”), so it stays alive.
        case wait
        /// Close the connection without an answer: a chunked body far past the limit, a body past
        /// its deadline, a client that hung up while its request waited. The reason is logged.
        case drop
        case answer(ResponsePipeline.Outcome)
        /// A kept page, sent as it is.
        case send(ResponsePipeline.FinishedPage)
        /// A costly request with its place in the work queue: the connection waits (suspended)
        /// until a work thread has answered it.
        case deferred(ResponsePipeline.DeferredRequest, WorkQueue.Ticket)
    }

    /// What the request line said, as libmicrohttpd parsed it (see `RequestFraming.Head`).
    struct RequestLine {
        var method: HTTPMethod
        var version: String
        var targetBytesOnTheLine: Int
    }

    /// The first call: the headers are in. The framing and the limits are checked (a refusal is
    /// answered at once), and a GET's or HEAD's finished page is looked for. `request` builds the
    /// `Request`.
    func headersArrived(
        _ context: RequestContext, line: RequestLine, connection: OpenConnection?, scan: borrowing HeaderScan,
        request: () -> Request
    ) -> Step {
        context.headersChecked = true
        context.method = line.method
        connection?.requestStarted()
        context.remoteAddress = connection?.peer ?? "-"
        let head = RequestFraming.Head(
            version: line.version, target: context.targetBytes, targetBytesOnTheLine: line.targetBytesOnTheLine,
            targetIsPrintable: context.targetIsPrintable)
        if let violation = RequestFraming.violation(of: head, scan) {
            var outcome = pipeline.respond(to: request(), refusing: violation)
            outcome.closesConnection = true
            return .answer(outcome)
        }
        if let refusal = RequestLimits.check(
            targetBytes: context.targetBytes.count, method: line.method, headerBytes: scan.bytes,
            headerFields: scan.fieldCount,
            contentLength: scan.contentLength.value.map { String(decoding: $0, as: UTF8.self) },
            limits: settings.limits)
        {
            return .answer(pipeline.respond(to: request(), refusing: refusal))
        }
        var announcesBody = scan.transferEncoding.count > 0
        if let length = scan.contentLength.value { announcesBody = Self.isNonzero(length) }
        if announcesBody {
            let deadline = MonotonicClock.milliseconds + Int64(settings.limits.bodyTimeoutSeconds) * 1000
            context.bodyDeadline = deadline
            connection?.expectBody(by: deadline)
        }
        lookUpFinishedPage(context, scan)
        return .wait
    }

    /// `size` more bytes of the body (`bytes`, unless the library passed none).
    func bodyArrived(_ context: RequestContext, _ bytes: UnsafeRawBufferPointer, _ size: Int) -> Step {
        if let deadline = context.bodyDeadline, MonotonicClock.milliseconds >= deadline {
            return .drop  // `finish` logs the 408: the deadline is in the context
        }
        if context.body.count + size > settings.limits.maxBodyBytes || context.discardedBytes > 0 {
            // A chunked body passed the limit; read and drop the rest (bounded), then answer 413.
            context.discardedBytes += size
            guard context.discardedBytes > 1 << 20 else { return .wait }
            context.answer = .dropped(
                "(refused)", status: .contentTooLarge, code: "body_too_large",
                "A chunked body passed the \(settings.limits.maxBodyBytes)-byte limit by over 1 MiB; the connection "
                    + "was closed.")
            return .drop
        }
        context.body.append(contentsOf: bytes)
        return .wait
    }

    /// The whole request is in: its answer, or its place in the work queue.
    func requestEnded(_ context: RequestContext, connection: OpenConnection?, request: () -> Request) -> Step {
        if context.bodyDeadline != nil {
            context.bodyDeadline = nil
            connection?.bodyEnded()
        }
        if context.discardedBytes > 0 {
            return .answer(pipeline.respond(to: request(), refusing: .bodyTooLarge(settings.limits)))
        }
        if let page = context.finishedPage {
            guard context.finishedPageIsNotModified else { return .send(page) }
            return .answer(pipeline.outcome(for: page, notModified: true))
        }
        let request = request()
        switch pipeline.triage(request, lookingUpFinishedPage: !context.finishedPageLookedUp) {
        case .answered(let outcome):
            return .answer(outcome)
        case .deferred(let deferred):
            switch workQueue.reserve(routeName: deferred.routeName) {
            case .success(let ticket):
                return .deferred(deferred, ticket)
            case .failure(let refusal):
                return .answer(
                    pipeline.respond(to: request, refusing: .overloaded(retryAfter: refusal.retryAfterSeconds)))
            }
        }
    }

    /// On a work thread: the answer to a deferred request, or why there is none.
    func perform(
        _ deferred: ResponsePipeline.DeferredRequest, _ verdict: WorkQueue.Verdict, socket: Int32?
    ) -> RequestContext.DeferredResult {
        switch verdict {
        case .start:
            if let socket, PeerSocket.hasHungUp(socket) { return .clientGone }
            return .answer(pipeline.complete(deferred))
        case .expired(let waited):
            let retry = max(1, settings.limits.maxQueueWaitMilliseconds / 1000)
            return .answer(
                pipeline.respond(
                    to: deferred.request, refusing: .overloaded(retryAfter: retry, waitedMilliseconds: waited)))
        case .shuttingDown:
            return .answer(pipeline.respond(to: deferred.request, refusing: .shuttingDown))
        }
    }

    /// The connection resumed: what the work thread made of its request.
    func resumed(_ context: RequestContext, _ result: RequestContext.DeferredResult) -> Step {
        switch result {
        case .answer(let outcome):
            return .answer(outcome)
        case .clientGone:
            context.answer = .clientGone(started: false)
            return .drop
        }
    }

    private static func isNonzero(_ contentLength: UnsafeRawBufferPointer) -> Bool {
        contentLength.contains { $0 >= 0x31 && $0 <= 0x39 }
    }

    /// What was queued, logged when libmicrohttpd reports how the request ended (`finish`), so a
    /// response it could not send is counted as the failure it is, not as the status it would have had.
    func note(
        sent: Bool, status: HTTPStatus, bodyBytes: Int, _ routeName: String, _ error: HTTPError?,
        _ context: RequestContext
    ) {
        context.answer = RequestContext.Answer(
            routeName: routeName, status: sent ? status : .internalServerError,
            bytes: context.method == .head ? 0 : bodyBytes,
            error: sent
                ? error.map { ($0.code, $0.message) }
                : ("response_not_sent", "libmicrohttpd refused a \(status) response"))
    }

    /// The method's name; the common ones as literals, which are neither copied nor validated.
    static func methodName(_ method: UnsafePointer<CChar>?) -> HTTPMethod {
        guard let method else { return .get }
        if strcmp(method, "GET") == 0 { return .get }
        if strcmp(method, "HEAD") == 0 { return .head }
        if strcmp(method, "POST") == 0 { return .post }
        return HTTPMethod(String(cString: method))
    }

    /// Looks for a GET's or HEAD's finished page as soon as its headers are in, with the target and
    /// the fields read in place, so that a cached page is answered without building a `Request`.
    /// Text a `Request` would hold differently (not ASCII) is left to the general path.
    func lookUpFinishedPage(_ context: RequestContext, _ scan: borrowing HeaderScan) {
        guard pipeline.finishedPages != nil, context.method == .get || context.method == .head,
            context.targetIsPrintable
        else { return }
        let host = scan.host.value ?? UnsafeRawBufferPointer(start: nil, count: 0)
        guard !host.contains(where: { $0 >= 0x80 }) else { return }
        let target = context.targetBytes
        let targetDigest = context.targetDigest ?? KeyedHash.digest(target)
        context.targetDigest = targetDigest
        let key = ResponsePipeline.FinishedPageKey(
            borrowingTarget: target, digest: targetDigest, host: host,
            gzip: scan.acceptEncoding.value.map(Request.acceptsGzip(acceptEncoding:)) ?? false)
        context.finishedPageLookedUp = true
        if let (page, notModified) = pipeline.finishedPage(for: key, ifNoneMatch: scan.ifNoneMatch.value) {
            context.finishedPage = page
            context.finishedPageIsNotModified = notModified
        }
    }
}
