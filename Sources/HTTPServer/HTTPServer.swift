import CMicroHTTPD
import Glibc
import Synchronization

/// The only file that talks to libmicrohttpd. It starts and stops the daemon, reads what the
/// library's callbacks bring (the target, the header fields, the body), hands it to the
/// `RequestHandler`, which decides, and queues the answer.
///
/// Threads: libmicrohttpd's epoll mode with a pool of `threads` workers, without a listening
/// socket of its own; the `Acceptor` thread accepts connections and hands them over. Handlers are
/// pure CPU work on in-memory data, so a worker is never blocked waiting for anything.
public final class HTTPServer: @unchecked Sendable {
    /// What the callbacks reach (see `RequestHandler`).
    let handler: RequestHandler
    public var settings: ServerSettings { handler.settings }
    public var pipeline: ResponsePipeline { handler.pipeline }
    public var accessLog: AccessLog? { handler.accessLog }
    public var metrics: Metrics { handler.metrics }
    // Unchecked Sendable: these are written in start() before any callback can run, and
    // read-only afterwards until stop().
    private(set) var daemon: OpaquePointer?
    private var daemonSettings: UnsafeMutablePointer<mp_daemon_settings>?
    private var listener: ListeningSocket?
    private var acceptor: Acceptor?
    var registry: ConnectionRegistry? { handler.registry }
    public private(set) var port: Int = 0
    /// The connection limit in force: `maxConnections`, or fewer when the open-file limit cannot
    /// be raised that far (start-up says so on stderr).
    public private(set) var connectionLimit = 0

    /// `memoryTrimmer` hands freed memory back once costly work has gone quiet (`WorkQueue`).
    public init(
        settings: ServerSettings, pipeline: ResponsePipeline, accessLog: AccessLog?, metrics: Metrics,
        memoryTrimmer: MemoryTrimmer? = nil
    ) {
        handler = RequestHandler(
            settings: settings, pipeline: pipeline, accessLog: accessLog, metrics: metrics,
            preparedResponses: PreparedResponses(
                capacity: 256, capacityBytes: settings.preparedResponseBytes, release: LibraryResponse.destroy),
            memoryTrimmer: memoryTrimmer)
    }

    deinit {
        stopNow()
    }

    /// Binds and starts serving; returns once the socket is listening.
    public func start() throws {
        let limits = settings.limits
        let threads = settings.resolvedThreadCount
        connectionLimit = try OpenFileLimit.raise(toHold: limits.maxConnections, threads: threads)
        if connectionLimit < limits.maxConnections {
            log(
                "limits.maxConnections is \(limits.maxConnections), but the open-file limit "
                    + "(RLIMIT_NOFILE) cannot be raised past \(connectionLimit + OpenFileLimit.reserved(threads: threads)): "
                    + "serving at most \(connectionLimit) connections (raise the hard limit to serve more)")
        }
        let registry = ConnectionRegistry(
            limit: connectionLimit, headerTimeoutSeconds: limits.headerTimeoutSeconds,
            bodyTimeoutSeconds: limits.bodyTimeoutSeconds, wakeup: try Wakeup())
        handler.registry = registry
        let listener = try ListeningSocket(host: settings.host, port: settings.port)
        let context = Unmanaged.passUnretained(handler).toOpaque()
        let config = UnsafeMutablePointer<mp_daemon_settings>.allocate(capacity: 1)
        config.initialize(
            to: mp_daemon_settings(
                // Suspend and resume: a costly request's connection waits, out of the epoll set,
                // while a work thread answers it.
                flags: MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_USE_ERROR_LOG.rawValue | MHD_USE_ITC.rawValue
                    | MHD_USE_NO_LISTEN_SOCKET.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue,
                // One thread means no pool at all; libmicrohttpd warns about a pool of one.
                thread_pool_size: threads > 1 ? UInt32(threads) : 0,
                connection_timeout_seconds: UInt32(limits.connectionTimeoutSeconds),
                // The acceptor enforces the limit. libmicrohttpd's own must never refuse what it
                // admitted: the library splits it between workers, and counts a connection until
                // just after the CLOSED notification frees our slot. Each worker may take them all.
                connection_limit: UInt32((connectionLimit + 16) * max(1, threads)),
                per_ip_connection_limit: UInt32(limits.maxConnectionsPerIP),
                connection_memory_limit: limits.connectionMemoryBytes,
                access_handler: accessHandler, access_context: context,
                completed_handler: completedHandler, completed_context: context,
                uri_logger: uriLogger, uri_logger_context: context,
                connection_notifier: connectionNotifier, connection_notifier_context: context,
                log_sink_pair: (unsafeBitCast(logSink, to: UnsafeMutableRawPointer.self), context)))
        daemonSettings = config
        guard let started = mp_start_daemon(config) else {
            listener.close()
            throw StartError.daemonFailed
        }
        daemon = started
        handler.workQueue.start()
        self.listener = listener
        port = listener.port
        let acceptor = Acceptor(listener: listener, registry: registry, logName: settings.logName) {
            socket, address, length in
            MHD_add_connection(started, socket, address, length) == MHD_Result.YES
        }
        self.acceptor = acceptor
        acceptor.start()
    }

    /// The first step of shutting down: the listening socket is closed, so new connections are
    /// refused, and from now on every answer closes its connection. Connections already open
    /// are still served.
    public func stopAccepting() {
        // The acceptor stops first: once answers close their connections, each close frees a
        // slot, and a running acceptor would take a connection still waiting in the backlog.
        acceptor?.stop()
        acceptor = nil
        listener?.close()
        listener = nil
        handler.draining.store(true, ordering: .releasing)
    }

    /// Closes everything at once: the last step of `shutdown(grace:)`, and of `deinit`.
    func stopNow() {
        stopAccepting()
        // Every suspended connection must be resumed before the daemon stops (libmicrohttpd
        // aborts otherwise): the queue answers what waits and lets what runs finish.
        if daemon != nil { handler.workQueue.stop() }
        if let daemon { MHD_stop_daemon(daemon) }
        handler.preparedResponses.removeAll()
        daemon = nil
        daemonSettings?.deallocate()
        daemonSettings = nil
    }

}

// MARK: - What the request handler does with libmicrohttpd

/// One of libmicrohttpd's connections, as the request handler (`RequestHandler+Connection`) uses
/// it: every call into the library about a connection is here.
struct LibraryConnection: @unchecked Sendable {
    let pointer: OpaquePointer

    /// What the connection notifier stored for this connection.
    var open: OpenConnection? {
        guard let stored = mp_socket_context(pointer) else { return nil }
        return Unmanaged<OpenConnection>.fromOpaque(stored).takeUnretainedValue()
    }

    /// Takes the connection out of its thread's polling until `resume()`, from the access handler.
    func suspend() { MHD_suspend_connection(pointer) }

    /// Gives a suspended connection back to its thread, which calls the access handler again; any
    /// thread may call it.
    func resume() { MHD_resume_connection(pointer) }

    /// Queues a response made once and kept (`LibraryResponse`); false when the library refuses it.
    func queue(prepared response: OpaquePointer, status: HTTPStatus) -> Bool {
        MHD_queue_response(pointer, UInt32(status.code), response) == MHD_Result.YES
    }

    /// Queues `response` once; `closing` adds `Connection: close`, which the library honours by
    /// closing after sending. False when it could not be made or queued.
    func queue(_ response: Response, closing: Bool) -> Bool {
        guard let answer = LibraryResponse.make(response, closing: closing) else { return false }
        defer { MHD_destroy_response(answer) }
        return queue(prepared: answer, status: response.status)
    }

    var headers: Headers {
        var fields: [Headers.Field] = []
        fields.reserveCapacity(Int(MHD_get_connection_values(pointer, MHD_ValueKind.HEADER_KIND, nil, nil)))
        withUnsafeMutablePointer(to: &fields) { fields in
            _ = MHD_get_connection_values_n(
                pointer, MHD_ValueKind.HEADER_KIND,
                { fields, _, name, nameSize, value, valueSize in
                    let (name, value) = HeaderScan.field(name, nameSize, value, valueSize)
                    fields!.assumingMemoryBound(to: [Headers.Field].self).pointee.append(
                        Headers.Field(String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
                    return MHD_Result.YES
                }, fields)
        }
        return Headers(fields: fields)
    }

    func scanHeaders(into scan: inout HeaderScan) {
        _ = MHD_get_connection_values_n(
            pointer, MHD_ValueKind.HEADER_KIND,
            { scan, _, name, nameSize, value, valueSize in
                let (name, value) = HeaderScan.field(name, nameSize, value, valueSize)
                scan!.assumingMemoryBound(to: HeaderScan.self).pointee.add(name: name, value: value)
                return MHD_Result.YES
            }, &scan)
    }

    /// The peer's address as text, and the socket (valid until the CLOSED notification).
    var peerAndSocket: (peer: String, socket: Int32) {
        (mp_client_address(pointer).map(SocketAddress.text(of:)) ?? "-", mp_connection_socket(pointer))
    }
}

/// libmicrohttpd's responses: made from a `Response`, queued once or kept (`PreparedResponses`).
enum LibraryResponse {
    /// `closing` adds `Connection: close`. Nil when the library refuses a header: a response
    /// missing one (its security policy, say) must not go out.
    static func make(_ response: Response, closing: Bool = false) -> OpaquePointer? {
        response.body.withUnsafeBytes { bytes -> OpaquePointer? in
            guard
                let answer = MHD_create_response_from_buffer(
                    bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                    MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
            else { return nil }
            for field in response.headers
            where MHD_add_response_header(answer, field.name, field.value) != MHD_Result.YES {
                MHD_destroy_response(answer)
                return nil
            }
            if closing && MHD_add_response_header(answer, "Connection", "close") != MHD_Result.YES {
                MHD_destroy_response(answer)
                return nil
            }
            return answer
        }
    }

    static func destroy(_ response: OpaquePointer) {
        MHD_destroy_response(response)
    }
}

// C entry points. Each recovers the request handler from its context pointer and hands over to
// Swift. The handler and a request's context are used through `_withUnsafeGuaranteedRef`: the
// server owns the handler while the daemon runs, and libmicrohttpd's slot owns the context until
// the completed callback takes it back, so no retain is needed, and none of the handler's count,
// which every worker would otherwise write on every callback.

private let uriLogger:
    @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?) ->
        UnsafeMutableRawPointer? = { _, uri, connection in
            let target = UnsafeRawBufferPointer(start: uri, count: uri.map { strlen($0) } ?? 0)
            let context = RequestContext.starting(
                target: target, on: connection.map { LibraryConnection(pointer: $0).open } ?? nil)
            return Unmanaged.passRetained(context).toOpaque()
        }

private let accessHandler: MHD_AccessHandlerCallback = {
    handler, connection, url, method, version, upload, uploadSize, contextSlot in
    guard let handler, let slot = contextSlot?.pointee, let connection, let uploadSize else { return MHD_Result.NO }
    let line = RequestLinePointers(method: method, url: url, version: version)
    return Unmanaged<RequestHandler>.fromOpaque(handler)._withUnsafeGuaranteedRef { handler in
        Unmanaged<RequestContext>.fromOpaque(slot)._withUnsafeGuaranteedRef { context in
            handler.handle(
                context, connection: LibraryConnection(pointer: connection), line: line, upload: upload,
                uploadSize: uploadSize) ? MHD_Result.YES : MHD_Result.NO
        }
    }
}

private let completedHandler: MHD_RequestCompletedCallback = { handler, connection, contextSlot, termination in
    let now = MonotonicClock.nanoseconds
    let open = connection.flatMap { LibraryConnection(pointer: $0).open }
    open?.requestEnded(at: now / 1_000_000)
    guard let slot = contextSlot?.pointee else { return }
    let context = Unmanaged<RequestContext>.fromOpaque(slot).takeRetainedValue()
    contextSlot?.pointee = nil
    // Only an error while sending means our answer did not go out; a client that hangs up after
    // it (or a timeout on the next request) does not make the answer a failure.
    let sent = termination != MHD_RequestTerminationCode.REQUEST_TERMINATED_WITH_ERROR
    Unmanaged<RequestHandler>.fromOpaque(handler!)._withUnsafeGuaranteedRef {
        $0.finish(context, sent: sent, at: now, on: open)
    }
}

private let connectionNotifier: MHD_NotifyConnectionCallback = { handler, connection, slot, event in
    guard let slot, let connection else { return }
    let handler = Unmanaged<RequestHandler>.fromOpaque(handler!).takeUnretainedValue()
    if event == MHD_ConnectionNotificationCode.CONNECTION_NOTIFY_STARTED {
        handler.connectionStarted(LibraryConnection(pointer: connection), slot: slot)
    } else {
        handler.connectionClosed(slot: slot)
    }
}

private let logSink: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Void = { _, message in
    guard let message else { return }
    var text = String(cString: message)
    while text.last == "\n" { text.removeLast() }
    // What the library says when the access handler closes a connection on purpose (`Step.drop`),
    // whose reason the access log already gives.
    guard text != "Application reported internal error, closing connection." else { return }
    ErrorLog.write("libmicrohttpd: " + text)
}
