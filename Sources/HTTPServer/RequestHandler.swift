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
    /// Requests whose headers have arrived and whose answer is not yet sent.
    let inFlight = Atomic<Int>(0)
    /// Set when shutdown begins: from then on every answer closes its connection.
    let draining = Atomic<Bool>(false)
    let preparedResponses: PreparedResponses
    /// Unchecked Sendable: set in `HTTPServer.start()` before any callback can run, and read-only
    /// afterwards.
    var registry: ConnectionRegistry?

    init(
        settings: ServerSettings, pipeline: ResponsePipeline, accessLog: AccessLog?, metrics: Metrics,
        preparedResponses: PreparedResponses
    ) {
        self.settings = settings
        self.pipeline = pipeline
        self.accessLog = accessLog
        self.metrics = metrics
        self.preparedResponses = preparedResponses
    }

    /// Looks for a GET's or HEAD's finished page as soon as its headers are in, with the target and
    /// the fields read in place, so that a cached page is answered without building a `Request`.
    /// Text a `Request` would hold differently (not ASCII) is left to the general path.
    func lookUpFinishedPage(_ context: RequestContext, _ scan: HeaderScan) {
        guard pipeline.finishedPages != nil, context.method == "GET" || context.method == "HEAD",
            context.targetIsPrintable
        else { return }
        let host = scan.host.value ?? UnsafeRawBufferPointer(start: nil, count: 0)
        guard !host.contains(where: { $0 >= 0x80 }) else { return }
        let key = ResponsePipeline.FinishedPageKey(
            borrowingTarget: UnsafeRawBufferPointer(context.targetBytes), host: host,
            gzip: scan.acceptEncoding.value.map(Request.acceptsGzip(acceptEncoding:)) ?? false)
        context.finishedPage =
            pipeline.finishedOutcome(for: key, ifNoneMatch: scan.ifNoneMatch.value).map {
                .found($0)
            } ?? .missed
    }

}
