import Compression
import Foundation
import HTTPServer

/// A live server on 127.0.0.1 and a port the system picked, for tests that need a real socket.
final class TestServer {
    let server: HTTPServer
    let logged: LogCollector
    var port: Int { server.port }

    init(
        limits: ServerSettings.Limits = .init(), threads: Int = 2, router: Router = TestServer.defaultRouter(),
        finishedPages: ByteBoundedCache<ResponsePipeline.FinishedPageKey, ResponsePipeline.FinishedPage>? = nil,
        logFormat: AccessLog.Format = .json
    ) throws {
        var settings = ServerSettings()
        settings.port = 0
        settings.threads = threads
        settings.limits = limits
        let pipeline = ResponsePipeline(
            router: router, compressor: Compressor(level: 1),
            compressedBodies: ByteBoundedCache(capacityBytes: 1 << 20),
            errorResponder: TestServer.negotiatedError, finishedPages: finishedPages)
        logged = LogCollector()
        let collector = logged
        server = HTTPServer(
            settings: settings, pipeline: pipeline,
            accessLog: AccessLog(format: logFormat, sink: { collector.append($0) }),
            metrics: Metrics())
        try server.start()
    }

    deinit {
        server.shutdown(grace: .seconds(1))
    }

    /// True once a log line matching `predicate` is written, waiting up to two seconds.
    func waitForLogLine(_ predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        repeat {
            server.accessLog?.flush()
            if logged.lines.contains(where: predicate) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return false
    }

    /// True once `condition` holds, checking every few milliseconds for up to `timeout` seconds:
    /// for server state that changes on another thread, such as the number of open connections.
    func waitUntil(timeout: Double = 5, _ condition: (HTTPServer) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(server) {
            if Date() > deadline { return false }
            usleep(2_000)
        }
        return true
    }

    /// A product's error answers in miniature: JSON when `Accept` prefers it, a page otherwise, so
    /// live tests see that refusals reach the responder with the request they refuse.
    static let negotiatedError: ResponsePipeline.ErrorResponder = { error, request in
        request.prefersJSON
            ? .json(#"{"error":{"code":"\#(error.code)","status":\#(error.status)}}"#, status: error.status)
            : .html("<!DOCTYPE html><title>\(error.status)</title><p>\(error.code)</p>", status: error.status)
    }

    static func defaultRouter() -> Router {
        var router = Router()
        router.get("/") { _ in .html("<!DOCTYPE html><title>t</title>" + String(repeating: "menu ", count: 400)) }
        router.post("/echo") { request in .text("\(request.body.count) bytes") }
        router.get("/healthz") { _ in .text("ok\n") }
        return router
    }
}

/// Collects access-log output for assertions.
final class LogCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func append(_ more: [UInt8]) {
        lock.lock()
        bytes += more
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
