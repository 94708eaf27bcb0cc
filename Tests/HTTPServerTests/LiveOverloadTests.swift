import Foundation
import TestSupport
import Testing

@testable import HTTPServer

/// Costly work behind a bounded queue, over real sockets, on a server with one thread of each
/// kind: a costly route's handler holds the one work thread at a gate until the test opens it,
/// so every order below is forced, none is left to timing.
@Suite struct LiveOverloadTests {
    /// A server whose `/slow` (costly) waits at `gate`, and whose `/healthz` is cheap.
    private func server(
        gate: WorkQueueTests.Gate, calls: Counter = Counter(), limits: ServerSettings.Limits = Self.oneInQueue
    ) throws -> TestServer {
        var router = Router()
        router.get("/slow") { _ in
            calls.increment()
            gate.pass()
            return .text("drawn\n")
        }
        router.get("/healthz", cost: .cheap) { _ in .text("ok\n") }
        return try TestServer(limits: limits, threads: 1, router: router)
    }

    private static var oneInQueue: ServerSettings.Limits {
        var limits = ServerSettings.Limits()
        limits.workQueueLength = 1
        return limits
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    private func send(_ target: String, to server: TestServer, accept: String = "*/*") throws
        -> TestClient<LiveFailure>.Connection
    {
        let connection = try TestClient.live(port: server.port).connect(receiveTimeout: 10)
        connection.send("GET \(target) HTTP/1.1\r\nHost: t\r\nAccept: \(accept)\r\n\r\n")
        return connection
    }

    /// Waits until `count` requests sit in the queue (they are read and handed over by the
    /// connection's thread, after the test sent them).
    private func waitUntilQueued(_ count: Int, on server: TestServer) {
        #expect(server.waitUntil { $0.handler.workQueue.load.queued == count })
    }

    @Test func cheapAnswersNeverWaitBehindCostlyWork() throws {
        let gate = WorkQueueTests.Gate()
        let server = try server(gate: gate)
        let slow = try send("/slow", to: server)
        gate.waitUntilReached()
        // The one work thread is busy; the connection's thread is not.
        #expect(try TestClient.live(port: server.port).raw("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n").text == "ok\n")
        gate.open()
        #expect(try slow.readResponse().text == "drawn\n")
    }

    @Test func pastTheQueueTheAnswerIsAFast503WithRetryAfter() throws {
        let gate = WorkQueueTests.Gate()
        let server = try server(gate: gate)
        let running = try send("/slow", to: server)
        gate.waitUntilReached()
        let queued = try send("/slow?2", to: server)
        waitUntilQueued(1, on: server)
        let refused = try send("/slow?3", to: server, accept: "application/json").readResponse()
        #expect(refused.status == 503)
        #expect(refused.headers["retry-after"] == "1")
        #expect(refused.text.contains("\"code\":\"overloaded\""))
        #expect(server.waitForLogLine { $0.contains("\"error\":\"overloaded\"") })
        gate.open()
        #expect(try running.readResponse().status == 200)
        #expect(try queued.readResponse().status == 200)
    }

    @Test func aRequestWhoseClientLeftIsNotStarted() throws {
        let gate = WorkQueueTests.Gate()
        let calls = Counter()
        let server = try server(gate: gate, calls: calls)
        let running = try send("/slow", to: server)
        gate.waitUntilReached()
        do {
            _ = try send("/slow?gone", to: server)
            waitUntilQueued(1, on: server)
        }  // the connection closes here, before its request's turn comes
        gate.open()
        #expect(try running.readResponse().status == 200)
        #expect(server.waitForLogLine { $0.contains("\"error\":\"client_gone\"") && $0.contains("\"status\":499") })
        #expect(calls.value == 1)
        #expect(try TestClient.live(port: server.port).raw("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
    }

    @Test func shutdownAnswersTheRequestsItHasRead() throws {
        let gate = WorkQueueTests.Gate()
        let server = try server(gate: gate)
        let running = try send("/slow", to: server)
        gate.waitUntilReached()
        let queued = try send("/slow?2", to: server)
        waitUntilQueued(1, on: server)
        let stopped = DispatchSemaphore(value: 0)
        let httpServer = server.server
        Thread {
            httpServer.shutdown(grace: .seconds(30))
            stopped.signal()
        }.start()
        #expect(server.waitUntil { $0.handler.draining.load(ordering: .relaxed) == true })
        gate.open()
        for connection in [running, queued] {
            let answer = try connection.readResponse()
            #expect(answer.text == "drawn\n")
            #expect(answer.headers["connection"]?.lowercased() == "close")
        }
        stopped.wait()
    }

    /// When the grace period is over, what still waits for a work thread is answered 503 rather
    /// than dropped.
    @Test func aRequestStillQueuedWhenTheGraceEndsIs503() throws {
        let gate = WorkQueueTests.Gate()
        let server = try server(gate: gate)
        let running = try send("/slow", to: server)
        gate.waitUntilReached()
        let queued = try send("/slow?2", to: server)
        waitUntilQueued(1, on: server)
        let stopped = DispatchSemaphore(value: 0)
        let httpServer = server.server
        Thread {
            httpServer.shutdown(grace: .zero)
            stopped.signal()
        }.start()
        #expect(server.waitUntil { $0.handler.workQueue.isStopping })
        gate.open()
        #expect(try running.readResponse().status == 200)
        let refused = try queued.readResponse()
        #expect(refused.status == 503)
        #expect(refused.text.contains("shutting_down"))
        stopped.wait()
    }

    @Test func aBodyThatStallsPastItsDeadlineIsCut() throws {
        var limits = ServerSettings.Limits()
        limits.bodyTimeoutSeconds = 1
        let server = try TestServer(limits: limits)
        let connection = try TestClient.live(port: server.port).connect(receiveTimeout: 10)
        connection.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\nfirst bytes")
        #expect(connection.isClosedByServer())
        #expect(server.waitForLogLine { $0.contains("\"error\":\"body_timeout\"") && $0.contains("\"status\":408") })
        #expect(server.server.metricSamples.contains { $0.name == "http_body_timeouts_total" && $0.value == 1 })
    }

    /// Bytes that keep coming keep the connection from idling out; the deadline holds anyway.
    @Test func aBodyTrickledPastItsDeadlineIsCut() throws {
        var limits = ServerSettings.Limits()
        limits.bodyTimeoutSeconds = 1
        let server = try TestServer(limits: limits)
        let connection = try TestClient.live(port: server.port).connect(receiveTimeout: 10)
        connection.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 1000\r\n\r\n")
        // A byte every 100 ms (well inside the 10 s idle timeout), until the server has had enough.
        for _ in 0..<100 where !server.logged.lines.contains(where: { $0.contains("body_timeout") }) {
            connection.send("x")
            usleep(100_000)
            server.server.accessLog?.flush()
        }
        #expect(connection.isClosedByServer())
        #expect(server.waitForLogLine { $0.contains("\"error\":\"body_timeout\"") })
    }
}
