import Foundation
import Glibc
import TestSupport
import Testing

/// The real binary under a low limit on open files: it serves fewer connections and says so, or,
/// when not even one would fit, refuses to start with a message that says what to raise.
@Suite struct OpenFileLimitTests {
    @Test func aLowLimitLowersTheConnectionLimitAndSaysSo() throws {
        let configuration = try BinaryServer.writeLightConfiguration()
        let server = try BinaryServer(arguments: ["--config", configuration], openFileLimit: 100)
        let port = try server.waitUntilServing()
        // 100 descriptors, less 64 and 4 for each of the two threads.
        // The server's own lines carry the name the program gave it (ServerSettings.logName).
        #expect(server.errors.contains("menu-playground: limits.maxConnections is 4096"))
        #expect(server.errors.contains("serving at most 28 connections"))
        #expect(try TestClient.live(port: port).raw("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        server.signal(SIGTERM)
        #expect(server.waitForExit() == 0)
    }

    @Test func aLimitWithNoRoomForAConnectionStopsStartUp() throws {
        let configuration = try BinaryServer.writeLightConfiguration()
        let server = try BinaryServer(arguments: ["--config", configuration], openFileLimit: 60)
        #expect(server.waitForExit() == 1)
        #expect(server.errors.contains("the open-file limit (RLIMIT_NOFILE) is 60"))
    }
}
