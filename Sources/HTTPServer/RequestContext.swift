/// What the server knows about one request while libmicrohttpd calls back for it.
/// Owned by one connection, so only one worker thread touches it at a time.
final class RequestContext {
    let target: String
    let started = ContinuousClock.now
    var headersChecked = false
    var method = "GET"
    var headers = Headers()
    var remoteAddress = "-"
    var body: [UInt8] = []
    /// Bytes of a chunked body read past the limit and dropped.
    var discardedBytes = 0
    /// What was queued, logged when the request ends.
    var answer: Answer?

    struct Answer {
        var routeName: String
        var status: Int
        var bytes: Int
        var error: (code: String, message: String)?
    }

    init(target: String) {
        self.target = target
    }

    var request: Request {
        Request(method: method, target: target, headers: headers, body: body, remoteAddress: remoteAddress)
    }

    var elapsedMicroseconds: Int {
        let elapsed = ContinuousClock.now - started
        return Int(elapsed.components.seconds) * 1_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000_000)
    }
}
