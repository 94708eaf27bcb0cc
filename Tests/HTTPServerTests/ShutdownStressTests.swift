import Foundation
import Glibc
import Synchronization
import TestSupport
import Testing

/// The real binary, started and stopped with SIGTERM over and over, each time at its connection
/// limit, under load, with slow clients and a request in flight: it must exit 0 every time and
/// answer the request in flight. (libmicrohttpd's `MHD_quiesce_daemon` aborted the process once
/// in a few runs in exactly this state; the server no longer calls it.)
@Suite struct ShutdownStressTests {
    /// `SHUTDOWN_STRESS_CYCLES` sets another count, for a longer soak.
    static let cycles = ProcessInfo.processInfo.environment["SHUTDOWN_STRESS_CYCLES"].flatMap { Int($0) } ?? 200
    static let connectionLimit = 24
    static let slowClients = 12
    static let loadClients = 4

    @Test func sigtermAtTheLimitUnderLoadExitsZeroAndDrains() throws {
        // Timeouts far longer than a cycle: no connection may close before the signal, or the
        // one in the backlog would get its slot.
        let configuration = try BinaryServer.writeLightConfiguration(
            #"{"maxConnections": \#(Self.connectionLimit), "maxConnectionsPerIP": 0, "#
                + #""headerTimeoutSeconds": 60, "connectionTimeoutSeconds": 60}"#)
        let failures = Mutex<[String]>([])
        let started = Date()
        // Two servers at a time: the machine has two cores, and start-up is most of a cycle.
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for cycle in stride(from: lane, to: Self.cycles, by: 2) {
                do {
                    try Self.runCycle(configuration: configuration)
                } catch {
                    failures.withLock { $0.append("cycle \(cycle): \(error)") }
                }
            }
        }
        let failed = failures.withLock { $0 }
        #expect(failed.isEmpty, "\(failed.count) of \(Self.cycles) cycles failed: \(failed.prefix(5))")
        print("shutdown stress: \(Self.cycles) cycles in \(Int(Date().timeIntervalSince(started))) s")
    }

    struct CycleFailure: Error, CustomStringConvertible {
        var description: String
    }

    private static func check(_ condition: Bool, _ what: @autoclosure () -> String) throws {
        if !condition { throw CycleFailure(description: what()) }
    }

    private static func runCycle(configuration: String) throws {
        let server = try BinaryServer(arguments: ["--config", configuration])
        let port = try server.waitUntilServing()

        // A request in flight: its headers are in (the 100 Continue says the handler has seen
        // them), half of its body is not.
        let inFlight = try TestClient.live(port: port).connect(receiveTimeout: 10)
        inFlight.send("POST /healthz HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 10\r\n\r\n")
        try check(try inFlight.readResponse(expectingBody: false).status == 100, "no 100 Continue")
        inFlight.send("01234")

        let slow = try (0..<slowClients).map { _ in try TestClient.live(port: port).connect(receiveTimeout: 10) }
        for connection in slow { connection.send("GET /healthz HTTP/1.1\r\nHost: t\r\nX-Slow: a") }
        let idle = try (0..<(connectionLimit - 1 - slowClients - loadClients)).map { _ in
            try TestClient.live(port: port).connect(receiveTimeout: 10)
        }
        let load = (0..<loadClients).map { _ in LoadClient(port: port) }
        // The backlog is first in, first out: once the last connections have an answer, all
        // those before them were accepted, and the server is at its limit.
        for client in load { try check(client.waitForFirstAnswer(), "a load client got no answer") }
        let waiting = try TestClient.live(port: port).connect(receiveTimeout: 10)
        waiting.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")

        server.signal(SIGTERM)
        try check(server.waitForErrors(containing: "stopped accepting"), "no shutdown line: \(server.errors)")
        try check((try? TestClient.live(port: port).connect()) == nil, "a new connection was accepted after SIGTERM")
        try check((try? waiting.readResponse()) == nil, "the connection in the backlog was answered: \(server.errors)")

        inFlight.send("56789")
        let answer = try inFlight.readResponse()
        try check(answer.status == 405, "the request in flight got \(answer.status)")
        try check(answer.headers["connection"]?.lowercased() == "close", "the drained answer kept the connection")
        for connection in slow { try check(connection.isClosedByServer(), "a slow client was left open") }
        for client in load { try check(client.waitUntilClosed(), "a load client was left open") }
        _ = idle

        let status = server.waitForExit()
        try check(status == 0, "exit status \(status.map(String.init) ?? "none"): \(server.errors)")
        try check(!server.errors.contains("Fatal error"), "libmicrohttpd panicked: \(server.errors)")
    }
}

/// A client that sends requests one after another on one kept-alive connection until the server
/// closes it.
final class LoadClient: Sendable {
    private let answered = Atomic<Int>(0)
    /// Signalled at the first answer, or when the client ends without one.
    private let started = DispatchSemaphore(value: 0)
    private let closed = DispatchSemaphore(value: 0)

    init(port: Int) {
        Thread.detachNewThread { [self] in
            defer {
                if answered.load(ordering: .relaxed) == 0 { started.signal() }
                closed.signal()
            }
            guard let connection = try? TestClient.live(port: port).connect(receiveTimeout: 10) else { return }
            while true {
                connection.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
                guard let answer = try? connection.readResponse() else { return }
                if answered.add(1, ordering: .relaxed).newValue == 1 { started.signal() }
                if answer.headers["connection"]?.lowercased() == "close" { return }
            }
        }
    }

    func waitForFirstAnswer() -> Bool {
        started.wait(timeout: .now() + 20) == .success && answered.load(ordering: .relaxed) > 0
    }

    func waitUntilClosed() -> Bool {
        closed.wait(timeout: .now() + 20) == .success
    }
}
