/// What the server knows about one request while libmicrohttpd calls back for it.
/// Owned by one connection, so only one worker thread touches it at a time.
///
/// A connection keeps its last request's context for the next one (`OpenConnection`): a kept-alive
/// client's requests then allocate no context and no target buffer, and one that asks for the
/// same URL again (a reload, a revalidation, a poll) reuses what was worked out from its bytes.
final class RequestContext {
    /// The request target's bytes as the client sent them, copied from libmicrohttpd's buffer,
    /// which the library unescapes in place afterwards. A cached page is found and logged from
    /// these bytes; the `String` is made only for a request that needs a `Request`.
    var targetBytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: buffer.baseAddress, count: targetCount) }
    /// Every target byte is printable ASCII (no space): the log line copies them as they are.
    private(set) var targetIsPrintable = false
    /// The target's `KeyedHash.digest`, once the finished-page cache has needed it.
    var targetDigest: UInt64?
    /// `MonotonicClock` nanoseconds when the request line arrived.
    private(set) var started: Int64 = 0
    var headersChecked = false
    var method = HTTPMethod.get
    var remoteAddress = "-"
    var body: [UInt8] = []
    /// Bytes of a chunked body read past the limit and dropped.
    var discardedBytes = 0
    /// A GET's or HEAD's finished page, found when the headers came in (and whether the request's
    /// `If-None-Match` names it), or nil: `finishedPageLookedUp` tells a miss from no lookup.
    var finishedPage: ResponsePipeline.FinishedPage?
    var finishedPageIsNotModified = false
    var finishedPageLookedUp = false
    /// What was queued, logged when the request ends.
    var answer: Answer?
    /// `MonotonicClock` milliseconds by which the body must be in, while one is expected.
    var bodyDeadline: Int64?
    /// What a work thread made of a costly request, for the call after its connection resumes.
    var deferredResult: DeferredResult?

    enum DeferredResult {
        case answer(ResponsePipeline.Outcome)
        /// The client hung up while the request waited: nothing was drawn, nothing is sent.
        case clientGone
    }

    private var buffer: UnsafeMutableRawBufferPointer
    private var targetCount = 0
    private var targetText: String?

    /// A target buffer larger than this is not kept for a connection's next request.
    static let largestKeptBuffer = 2048

    struct Answer {
        var routeName: String
        var status: HTTPStatus
        var bytes: Int
        var error: (code: String, message: String)?
        /// Not sent on purpose (the connection is closed instead): logged as it is.
        var isDropped = false
    }

    /// The context of a request whose line has just arrived: the connection's kept one, started
    /// over, or a new one.
    static func starting(target: UnsafeRawBufferPointer, on connection: OpenConnection?) -> RequestContext {
        guard let kept = connection?.takeKeptContext() else { return RequestContext(target: target) }
        kept.reuse(target: target)
        return kept
    }

    init(target: UnsafeRawBufferPointer) {
        buffer = .allocate(byteCount: max(target.count, 64), alignment: 1)
        start(target: target)
    }

    deinit {
        buffer.deallocate()
    }

    /// Lets go of what the request held that could be large or shared (its body, its page, its
    /// answer), before the context waits on an idle connection for the next request: a kept page
    /// must not outlive its eviction from the page cache there.
    func releaseRequest() {
        body = []
        finishedPage = nil
        answer = nil
        deferredResult = nil
    }

    /// Starts the context over for the connection's next request; what the last one held was let
    /// go of when it ended (`releaseRequest`).
    func reuse(target: UnsafeRawBufferPointer) {
        headersChecked = false
        method = .get
        remoteAddress = "-"
        discardedBytes = 0
        bodyDeadline = nil
        finishedPageIsNotModified = false
        finishedPageLookedUp = false
        if target.count == targetCount && targetBytes.hasSameBytes(as: target) {
            started = MonotonicClock.nanoseconds
            return
        }
        if target.count > buffer.count {
            buffer.deallocate()
            buffer = .allocate(byteCount: target.count, alignment: 1)
        }
        start(target: target)
    }

    private func start(target: UnsafeRawBufferPointer) {
        if let source = target.baseAddress {
            buffer.baseAddress!.copyMemory(from: source, byteCount: target.count)
        }
        targetCount = target.count
        targetIsPrintable = ASCIIScan.isPrintable(target)
        targetDigest = nil
        targetText = nil
        started = MonotonicClock.nanoseconds
    }

    /// The target as text (invalid UTF-8 repaired, as `String(cString:)` does).
    var target: String {
        if let targetText { return targetText }
        let text = String(decoding: targetBytes, as: UTF8.self)
        targetText = text
        return text
    }

    var isWorthKeeping: Bool { buffer.count <= Self.largestKeptBuffer }

    func request(headers: Headers) -> Request {
        Request(method: method, target: target, headers: headers, body: body, remoteAddress: remoteAddress)
    }

    func elapsedMicroseconds(at now: Int64) -> Int {
        Int((now - started) / 1000)
    }
}
