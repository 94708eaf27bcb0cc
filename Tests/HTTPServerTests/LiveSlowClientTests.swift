import Foundation
import TestSupport
import Testing

@testable import HTTPServer

/// Slow clients over real sockets: the header deadline closes a connection that trickles its
/// headers, however steadily, and many such clients do not keep a normal one waiting.
@Suite struct LiveSlowClientTests {
    /// A short header deadline, and an inactivity timeout far longer, so only the deadline acts.
    private func limits(headerTimeoutSeconds: Int = 2) -> ServerSettings.Limits {
        var limits = ServerSettings.Limits()
        limits.headerTimeoutSeconds = headerTimeoutSeconds
        limits.connectionTimeoutSeconds = 60
        return limits
    }

    /// Sends `bytes` one every half second (the receive timeout paces it: no answer is due) and
    /// returns how many went out before the server closed the connection, or nil if it never did.
    private func trickle(_ bytes: [UInt8], on connection: TestClient<LiveFailure>.Connection) -> Int? {
        for (index, byte) in bytes.enumerated() {
            connection.send([byte])
            if connection.isClosedByServer() { return index + 1 }
        }
        return nil
    }

    @Test func headersTrickledPastTheDeadlineCloseTheConnection() throws {
        let server = try TestServer(limits: limits())
        let slow = try TestClient.live(port: server.port).connect(receiveTimeout: 0.5)
        let started = Date()
        let header = Array("GET / HTTP/1.1\r\nHost: t\r\nX-Slow: \(String(repeating: "a", count: 60))".utf8)
        let sent = trickle(header, on: slow)
        #expect(sent != nil)
        // Closed after about 2 s (four bytes); the bound is generous for a busy machine.
        #expect(Date().timeIntervalSince(started) < 2 + 5)
        #expect(server.server.registry?.headerTimeouts == 1)
        #expect(try TestClient.live(port: server.port).raw("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
    }

    @Test func theDeadlineStartsAgainAfterEachAnswerOnAKeptAliveConnection() throws {
        let server = try TestServer(limits: limits())
        let connection = try TestClient.live(port: server.port).connect(receiveTimeout: 0.5)
        for _ in 0..<3 {
            connection.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
        }
        let started = Date()
        #expect(
            trickle(Array("GET /healthz HTTP/1.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".utf8), on: connection)
                != nil)
        #expect(Date().timeIntervalSince(started) < 2 + 5)
    }

    /// The deadline covers the headers only: a body may take longer (the inactivity timeout
    /// still bounds each pause).
    @Test func aSlowBodyAfterPromptHeadersIsAnswered() throws {
        let server = try TestServer(limits: limits(headerTimeoutSeconds: 1))
        let connection = try TestClient.live(port: server.port).connect(receiveTimeout: 0.5)
        connection.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 6\r\n\r\n")
        for byte in "abcde".utf8 {
            connection.send([byte])
            #expect(!connection.isClosedByServer())  // half a second with no answer, by design
        }
        connection.send("f")
        #expect(try connection.readResponse().text == "6 bytes")
    }

    /// Three hundred connections trickling headers from six addresses; a normal client is still
    /// answered within a second, every time. (`bench/slow-clients.sh` runs 1,500 from 150.)
    @Test func aNormalClientIsAnsweredWhileHundredsOfClientsTrickleHeaders() throws {
        let server = try TestServer(limits: limits(headerTimeoutSeconds: 30))
        let slow = try SlowClients(port: server.port, count: 300, sources: SlowClients.loopbackAddresses(6))
        #expect(
            server.waitUntil(timeout: 10) { $0.openConnections == 300 },
            "open \(server.server.openConnections), slots taken \(server.server.registry?.slotsTaken ?? -1)")
        slow.startTrickling(every: 0.5)
        let end = Date().addingTimeInterval(3)
        var answered = 0
        while Date() < end {
            let normal = try TestClient.live(port: server.port).connect(receiveTimeout: 1)
            normal.send("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try normal.readResponse().status == 200)  // throws if not answered within 1 s
            answered += 1
            Thread.sleep(forTimeInterval: 0.1)  // a client's pace, not an ordering of events
        }
        slow.stop()
        #expect(answered > 0)
        #expect(server.server.openConnections >= 300)  // none of them was refused or dropped
    }
}
