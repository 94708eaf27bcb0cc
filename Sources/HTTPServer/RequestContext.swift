/// What the server knows about one request while libmicrohttpd calls back for it.
/// Owned by one connection, so only one worker thread touches it at a time.
final class RequestContext {
    /// The request target's bytes as the client sent them, copied from libmicrohttpd's buffer,
    /// which the library unescapes in place afterwards. A cached page is found and logged from
    /// these bytes; the `String` is made only for a request that needs a `Request`.
    let targetBytes: UnsafeMutableRawBufferPointer
    /// Every target byte is printable ASCII (no space): the log line copies them as they are.
    let targetIsPrintable: Bool
    /// The target as text (invalid UTF-8 repaired, as `String(cString:)` does).
    private(set) lazy var target = String(decoding: targetBytes, as: UTF8.self)
    /// `MonotonicClock` nanoseconds when the request line arrived.
    let started = MonotonicClock.nanoseconds
    var headersChecked = false
    var method = "GET"
    var remoteAddress = "-"
    var body: [UInt8] = []
    /// Bytes of a chunked body read past the limit and dropped.
    var discardedBytes = 0
    /// A GET's or HEAD's finished page, looked for when the headers came in.
    var finishedPage = FinishedPageLookup.notLookedUp
    /// What was queued, logged when the request ends.
    var answer: Answer?

    enum FinishedPageLookup {
        case notLookedUp
        case missed
        case found(ResponsePipeline.Outcome)
    }

    struct Answer {
        var routeName: String
        var status: Int
        var bytes: Int
        var error: (code: String, message: String)?
    }

    init(target: UnsafeRawBufferPointer) {
        targetBytes = .allocate(byteCount: target.count, alignment: 1)
        targetBytes.copyMemory(from: target)
        targetIsPrintable = ASCIIScan.isPrintable(target)
    }

    deinit {
        targetBytes.deallocate()
    }

    func request(headers: Headers) -> Request {
        Request(method: method, target: target, headers: headers, body: body, remoteAddress: remoteAddress)
    }

    func elapsedMicroseconds(at now: Int64) -> Int {
        Int((now - started) / 1000)
    }
}
