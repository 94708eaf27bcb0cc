import CMicroHTTPD
import Glibc
import Synchronization

/// The only file that talks to libmicrohttpd. It turns the library's callbacks into `Request`
/// values, enforces the limits, runs the pipeline and queues the answer.
///
/// Threads: libmicrohttpd's epoll mode with a pool of `threads` workers. Handlers are pure CPU
/// work on in-memory data, so a worker is never blocked waiting for anything.
public final class HTTPServer: @unchecked Sendable {
    public let settings: ServerSettings
    public let pipeline: ResponsePipeline
    public let accessLog: AccessLog?
    public let metrics: Metrics
    /// Requests whose headers have arrived and whose answer is not yet sent.
    private let inFlight = Atomic<Int>(0)
    private let preparedResponses = PreparedResponses()
    // Unchecked Sendable: these are written once in start() before any callback can run, and
    // read-only afterwards until stop().
    private var daemon: OpaquePointer?
    private var daemonSettings: UnsafeMutablePointer<mp_daemon_settings>?
    private var address: UnsafeMutableRawPointer?
    public private(set) var port: Int = 0

    public init(settings: ServerSettings, pipeline: ResponsePipeline, accessLog: AccessLog?, metrics: Metrics) {
        self.settings = settings
        self.pipeline = pipeline
        self.accessLog = accessLog
        self.metrics = metrics
    }

    deinit {
        stopNow()
    }

    /// Binds and starts serving; returns once the socket is listening.
    public func start() throws {
        let (socketAddress, isIPv6) = try SocketAddress.make(host: settings.host, port: settings.port)
        address = socketAddress
        let limits = settings.limits
        var flags =
            MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_USE_ERROR_LOG.rawValue | MHD_USE_ITC.rawValue
        if isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let config = UnsafeMutablePointer<mp_daemon_settings>.allocate(capacity: 1)
        config.initialize(
            to: mp_daemon_settings(
                flags: flags,
                address: socketAddress.assumingMemoryBound(to: sockaddr.self),
                // One thread means no pool at all; libmicrohttpd warns about a pool of one.
                thread_pool_size: settings.resolvedThreadCount > 1 ? UInt32(settings.resolvedThreadCount) : 0,
                connection_timeout_seconds: UInt32(limits.connectionTimeoutSeconds),
                connection_limit: UInt32(limits.maxConnections),
                per_ip_connection_limit: UInt32(limits.maxConnectionsPerIP),
                connection_memory_limit: limits.connectionMemoryBytes,
                access_handler: accessHandler, access_context: context,
                completed_handler: completedHandler, completed_context: context,
                uri_logger: uriLogger, uri_logger_context: context,
                connection_notifier: connectionNotifier, connection_notifier_context: context,
                log_sink_pair: (unsafeBitCast(logSink, to: UnsafeMutableRawPointer.self), context)))
        daemonSettings = config
        guard let started = mp_start_daemon(config) else {
            throw StartError.cannotListen(host: settings.host, port: settings.port)
        }
        daemon = started
        port = Int(mp_daemon_port(started))
    }

    public var openConnections: Int {
        guard let daemon else { return 0 }
        return Int(mp_daemon_open_connections(daemon))
    }

    /// Stops accepting, lets in-flight requests finish for up to `grace`, then closes everything.
    public func shutdown(grace: Duration) {
        guard let daemon else { return }
        let listener = MHD_quiesce_daemon(daemon)
        if listener >= 0 { close(listener) }
        let deadline = ContinuousClock.now + grace
        while inFlight.load(ordering: .acquiring) > 0 && ContinuousClock.now < deadline {
            usleep(10_000)
        }
        stopNow()
    }

    private func stopNow() {
        if let daemon { MHD_stop_daemon(daemon) }
        preparedResponses.removeAll()
        daemon = nil
        daemonSettings?.deallocate()
        daemonSettings = nil
        address?.deallocate()
        address = nil
    }

    // MARK: - Callbacks from libmicrohttpd

    fileprivate func begin(target: String) -> RequestContext {
        inFlight.add(1, ordering: .relaxed)
        return RequestContext(target: target)
    }

    /// Logs and counts the request once libmicrohttpd says how it ended.
    fileprivate func finish(_ context: RequestContext, sent: Bool) {
        inFlight.subtract(1, ordering: .releasing)
        guard var answer = context.answer else { return }  // the client left before an answer
        if !sent && answer.status != 500 {
            ErrorLog.write(
                "menu-playground: the \(answer.status) answer to \(context.method) \(context.target.prefix(200)) was not sent"
            )
            answer = RequestContext.Answer(
                routeName: answer.routeName, status: 500, bytes: 0,
                error: ("response_not_sent", "the \(answer.status) answer could not be sent"))
        }
        let microseconds = context.elapsedMicroseconds
        metrics.record(
            route: answer.routeName, status: answer.status, bytes: answer.bytes,
            seconds: Double(microseconds) / 1_000_000)
        accessLog?.record(
            AccessLog.Entry(
                method: context.method, target: context.target, status: answer.status, bytes: answer.bytes,
                microseconds: microseconds, remoteAddress: context.remoteAddress, error: answer.error))
    }

    fileprivate func handle(
        _ context: RequestContext, connection: OpaquePointer, method: String, upload: UnsafePointer<CChar>?,
        uploadSize: UnsafeMutablePointer<Int>
    ) -> MHD_Result {
        let limits = settings.limits
        if !context.headersChecked {
            context.headersChecked = true
            context.method = method
            context.headers = Self.headers(of: connection)
            context.remoteAddress = Self.remoteAddress(of: connection)
            if let refusal = RequestLimits.check(
                target: context.target, method: method, headers: context.headers, limits: limits)
            {
                return queue(pipeline.respond(to: context.request, refusing: refusal), context, connection)
            }
            return MHD_Result.YES  // answering on a later call keeps the connection alive (DESIGN.md)
        }
        if uploadSize.pointee > 0 {
            let size = uploadSize.pointee
            uploadSize.pointee = 0
            if context.body.count + size > limits.maxBodyBytes || context.discardedBytes > 0 {
                // A chunked body passed the limit; read and drop the rest (bounded), then answer 413.
                context.discardedBytes += size
                return context.discardedBytes > 1 << 20 ? MHD_Result.NO : MHD_Result.YES
            }
            if let upload {
                upload.withMemoryRebound(to: UInt8.self, capacity: size) { bytes in
                    context.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: size))
                }
            }
            return MHD_Result.YES
        }
        if context.discardedBytes > 0 {
            return queue(pipeline.respond(to: context.request, refusing: .bodyTooLarge(limits)), context, connection)
        }
        return queue(pipeline.respond(to: context.request), context, connection)
    }

    private func queue(_ outcome: ResponsePipeline.Outcome, _ context: RequestContext, _ connection: OpaquePointer)
        -> MHD_Result
    {
        let response = outcome.response
        let queued: MHD_Result
        if let reused = preparedResponses.queue(response, on: connection) {
            queued = reused
        } else if let answer = Self.makeAnswer(response) {
            queued = MHD_queue_response(connection, UInt32(response.status), answer)
            MHD_destroy_response(answer)
        } else {
            queued = MHD_Result.NO
        }
        // Logged when libmicrohttpd reports how the request ended (`finish`), so a response it
        // could not send is counted as the failure it is, not as the status it would have had.
        context.answer = RequestContext.Answer(
            routeName: outcome.routeName, status: queued == MHD_Result.YES ? response.status : 500,
            bytes: context.method == "HEAD" ? 0 : response.body.count,
            error: queued == MHD_Result.YES
                ? outcome.error.map { ($0.code, $0.message) }
                : ("response_not_sent", "libmicrohttpd refused a \(response.status) response"))
        return queued
    }

    fileprivate static func makeAnswer(_ response: Response) -> OpaquePointer? {
        response.body.withUnsafeBytes { bytes -> OpaquePointer? in
            guard
                let answer = MHD_create_response_from_buffer(
                    bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                    MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
            else { return nil }
            for field in response.headers
            where MHD_add_response_header(answer, field.name, field.value) != MHD_Result.YES {
                // A response missing a header (its security policy, say) must not go out.
                MHD_destroy_response(answer)
                return nil
            }
            return answer
        }
    }

    private static func headers(of connection: OpaquePointer) -> Headers {
        var fields: [Headers.Field] = []
        withUnsafeMutablePointer(to: &fields) { pointer in
            _ = MHD_get_connection_values(
                connection, MHD_ValueKind.HEADER_KIND,
                { context, _, name, value in
                    let fields = context!.assumingMemoryBound(to: [Headers.Field].self)
                    if let name {
                        fields.pointee.append(
                            Headers.Field(String(cString: name), value.map { String(cString: $0) } ?? ""))
                    }
                    return MHD_Result.YES
                }, pointer)
        }
        return Headers(fields: fields)
    }

    /// The peer's address, formatted once per connection by `connectionNotifier`, not per request.
    private static func remoteAddress(of connection: OpaquePointer) -> String {
        guard let stored = mp_socket_context(connection) else { return "-" }
        return Unmanaged<PeerAddress>.fromOpaque(stored).takeUnretainedValue().text
    }
}

// C entry points. Each recovers the server from its context pointer and hands over to Swift.

private let uriLogger:
    @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?) ->
        UnsafeMutableRawPointer? = { server, uri, _ in
            let server = Unmanaged<HTTPServer>.fromOpaque(server!).takeUnretainedValue()
            let context = server.begin(target: uri.map { String(cString: $0) } ?? "")
            return Unmanaged.passRetained(context).toOpaque()
        }

private let accessHandler: MHD_AccessHandlerCallback = {
    server, connection, _, method, _, upload, uploadSize, contextSlot in
    let server = Unmanaged<HTTPServer>.fromOpaque(server!).takeUnretainedValue()
    guard let slot = contextSlot?.pointee, let connection, let uploadSize else { return MHD_Result.NO }
    let context = Unmanaged<RequestContext>.fromOpaque(slot).takeUnretainedValue()
    return server.handle(
        context, connection: connection, method: method.map { String(cString: $0) } ?? "GET", upload: upload,
        uploadSize: uploadSize)
}

private let completedHandler: MHD_RequestCompletedCallback = { server, _, contextSlot, termination in
    guard let slot = contextSlot?.pointee else { return }
    let context = Unmanaged<RequestContext>.fromOpaque(slot).takeRetainedValue()
    contextSlot?.pointee = nil
    // Only an error while sending means our answer did not go out; a client that hangs up after
    // it (or a timeout on the next request) does not make the answer a failure.
    let sent = termination != MHD_RequestTerminationCode.REQUEST_TERMINATED_WITH_ERROR
    Unmanaged<HTTPServer>.fromOpaque(server!).takeUnretainedValue().finish(context, sent: sent)
}

private let connectionNotifier: MHD_NotifyConnectionCallback = { _, connection, slot, event in
    guard let slot else { return }
    if event == MHD_ConnectionNotificationCode.CONNECTION_NOTIFY_STARTED {
        let text = connection.flatMap(mp_client_address).map(SocketAddress.text(of:)) ?? "-"
        slot.pointee = Unmanaged.passRetained(PeerAddress(text)).toOpaque()
    } else if let stored = slot.pointee {
        Unmanaged<PeerAddress>.fromOpaque(stored).release()
        slot.pointee = nil
    }
}

private let logSink: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Void = { _, message in
    guard let message else { return }
    var text = String(cString: message)
    while text.last == "\n" { text.removeLast() }
    ErrorLog.write("libmicrohttpd: " + text)
}

/// libmicrohttpd responses kept for reuse. A response with a strong ETag is the same bytes and
/// headers every time (the tag names the representation, and no handler adds per-request headers
/// to a tagged response), so it is built once and then queued by reference, as a C server would.
private final class PreparedResponses: Sendable {

    /// libmicrohttpd's responses are reference counted: the cache owns one reference, and each
    /// queued connection holds its own until it has sent the response.
    private struct Owned: @unchecked Sendable {
        var response: OpaquePointer
    }

    /// Counts entries, not bytes: the bodies are also in the page caches, which are bounded in bytes.
    private let capacity = 256
    private let entries = Mutex<[String: Owned]>([:])

    /// Queues a reusable response, or returns nil when this one is not reusable. Queuing happens
    /// under the lock so that no eviction can free the response before the connection holds it.
    func queue(_ response: Response, on connection: OpaquePointer) -> MHD_Result? {
        guard response.status == 200, let etag = response.headers["ETag"] else { return nil }
        return entries.withLock { entries in
            if let cached = entries[etag] {
                return MHD_queue_response(connection, 200, cached.response)
            }
            guard let made = HTTPServer.makeAnswer(response) else { return nil }
            if entries.count >= capacity {
                for entry in entries.values { MHD_destroy_response(entry.response) }
                entries.removeAll()
            }
            entries[etag] = Owned(response: made)
            return MHD_queue_response(connection, 200, made)
        }
    }

    func removeAll() {
        entries.withLock { entries in
            for entry in entries.values { MHD_destroy_response(entry.response) }
            entries.removeAll()
        }
    }
}
