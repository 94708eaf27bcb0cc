/// Accounting: a request's context is made when its request line arrives, and the request is
/// counted and logged once libmicrohttpd says how it ended; the connection layer's figures for
/// /metrics.
extension RequestHandler {
    /// `now` is `MonotonicClock` nanoseconds. The context is then kept for the connection's next
    /// request, without what the request held (its body, its page), unless its target buffer is
    /// too large to hold on to.
    func finish(_ context: RequestContext, sent: Bool, at now: Int64, on connection: OpenConnection?) {
        defer {
            if context.isWorthKeeping {
                context.releaseRequest()
                connection?.keep(context)
            }
        }
        // No answer: the client left before one (perhaps while its request was deferred), or the
        // body deadline closed the connection.
        guard var answer = context.answer ?? abandoned(context) ?? bodyPastItsDeadline(context, at: now) else {
            return
        }
        if !sent && answer.status != .internalServerError && !answer.isDropped {
            log(
                "the \(answer.status) answer to \(HTTPServer.logSafe(context.method.rawValue)) "
                    + "\(HTTPServer.logSafe(context.target.utf8.prefix(200))) was not sent")
            answer = RequestContext.Answer(
                routeName: answer.routeName, status: .internalServerError, bytes: 0,
                error: ("response_not_sent", "the \(answer.status) answer could not be sent"))
        }
        let microseconds = context.elapsedMicroseconds(at: now)
        metrics.record(
            route: answer.routeName, status: answer.status.code, bytes: answer.bytes,
            seconds: Double(microseconds) / 1_000_000)
        guard let accessLog else { return }
        // A printable target is its own text: logged from its bytes, without making the String.
        guard context.targetIsPrintable else {
            return accessLog.record(
                AccessLog.Entry(
                    method: context.method, target: context.target, status: answer.status.code, bytes: answer.bytes,
                    microseconds: microseconds, remoteAddress: context.remoteAddress, error: answer.error))
        }
        accessLog.record(
            AccessLog.Fields(
                method: context.method, target: UnsafeRawBufferPointer(context.targetBytes), targetIsPrintable: true,
                status: answer.status.code,
                bytes: answer.bytes, microseconds: microseconds, remoteAddress: context.remoteAddress,
                error: answer.error))
    }

    /// The line of a deferred request whose client hung up before its connection resumed:
    /// libmicrohttpd saw the end of the stream first and closed it without calling back.
    private func abandoned(_ context: RequestContext) -> RequestContext.Answer? {
        switch context.deferredResult {
        case nil:
            return nil
        case .clientGone:
            return .clientGone(started: false)
        case .answer(let outcome):
            return .clientGone(started: true, routeName: outcome.routeName)
        }
    }

    /// The line of a request whose connection the body deadline closed (`ConnectionRegistry`).
    private func bodyPastItsDeadline(_ context: RequestContext, at now: Int64) -> RequestContext.Answer? {
        guard let deadline = context.bodyDeadline, now / 1_000_000 >= deadline else { return nil }
        return .dropped(
            "(refused)", status: .requestTimeout, code: "body_timeout",
            "The request body did not arrive within \(settings.limits.bodyTimeoutSeconds) s; the connection was closed."
        )
    }

    /// One line on stderr, after the program's name.
    func log(_ message: String) {
        ErrorLog.write("\(settings.logName): \(message)")
    }
}

extension HTTPServer {
    func log(_ message: String) {
        handler.log(message)
    }

    /// Client text for a log line: control characters, spaces, non-ASCII bytes and `%` itself are
    /// percent-encoded, so a request cannot forge a line or send terminal escapes, and the text
    /// decodes back to exactly what the client sent.
    static func logSafe<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var safe: [UInt8] = []
        for byte in bytes {
            if byte > 0x20 && byte < 0x7F && byte != 0x25 {
                safe.append(byte)
            } else {
                safe += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: safe, as: UTF8.self)
    }

    static func logSafe(_ text: String) -> String {
        logSafe(text.utf8)
    }

    public var openConnections: Int {
        registry?.count ?? 0
    }

    /// Figures of the connection layer for /metrics.
    public var metricSamples: [Metrics.Sample] {
        [
            Metrics.Sample("http_open_connections", .gauge, openConnections, help: "Connections open now."),
            Metrics.Sample(
                "http_header_timeouts_total", .counter, registry?.headerTimeouts ?? 0,
                help: "Connections closed because their request headers did not arrive in time."),
            Metrics.Sample(
                "http_body_timeouts_total", .counter, registry?.bodyTimeouts ?? 0,
                help: "Connections closed because their request body did not arrive in time."),
            Metrics.Sample(
                "prepared_response_bytes", .gauge, handler.preparedResponses.bytes,
                help: "Bytes held by libmicrohttpd responses kept for reuse."),
        ] + handler.workQueue.metricSamples
    }

    /// What a kept response holds: its body and header fields, and the library's bookkeeping.
    static func cost(of response: Response) -> Int {
        response.headers.reduce(response.body.count + 256) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
    }
}
