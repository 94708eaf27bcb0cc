import Foundation
import Glibc
import TestSupport
import Testing

/// The binary as a person runs it: flags, a bad configuration, signals.
@Suite(.serialized) struct ProcessTests {
    @Test func helpAndVersion() throws {
        let help = try ServerProcess(arguments: ["--help"]).finish()
        #expect(help.status == 0)
        #expect(help.output.contains("Usage: menu-playground"))
        #expect(help.output.contains("--log-format"))
        let version = try ServerProcess(arguments: ["--version"]).finish()
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("menu-playground "))
    }

    @Test func badFlagIsAUsageError() throws {
        let result = try ServerProcess(arguments: ["--port", "many"]).finish()
        #expect(result.status == 64)
        #expect(result.errors.contains("--port expects a port from 0 to 65535"))
    }

    @Test func badConfigurationStopsStartUpNamingFileAndKey() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        try #"{"port": 8080, "limits": {"maxHeaderBytes": "big"}}"#.write(to: file, atomically: true, encoding: .utf8)
        let result = try ServerProcess(arguments: ["--config", file.path]).finish()
        #expect(result.status == 78)
        #expect(result.errors.contains(file.path))
        #expect(result.errors.contains("limits.maxHeaderBytes: expected an integer from 256 to 1048576, found \"big\""))
    }

    @Test func sigtermLetsInFlightRequestsFinishThenExitsZero() throws {
        let server = try ServerProcess(arguments: ["--port", "0", "--log-format", "json"])
        let port = try server.waitUntilServing()
        let healthy = try TestClient.live(port: port).raw("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(healthy.status == 200)

        // A request whose body is still arriving when the signal comes.
        let slow = try TestClient.live(port: port).connect()
        slow.send("POST /healthz HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\n01234")
        Thread.sleep(forTimeInterval: 0.2)
        server.signal(SIGTERM)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(throws: (any Error).self) {
            try TestClient.live(port: port).raw("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
        }
        slow.send("56789")
        #expect(try slow.readResponse().status == 405)

        let result = server.finish()
        #expect(result.status == 0)
        #expect(result.errors.contains("finishing in-flight requests"))
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains { $0.contains(#""path":"/healthz""#) && $0.contains(#""status":200"#) })
        #expect(lines.contains { $0.contains(#""status":405"#) && $0.contains(#""error":"method_not_allowed""#) })
    }

    /// The server names the malloc it allocates with: TCMalloc, which it links, unless an
    /// allocator preloaded before it takes `malloc` (here the C library's own).
    @Test(arguments: [
        ([:], "allocating with TCMalloc"),
        (["LD_PRELOAD": "libc.so.6"], "allocating with the C library's malloc (TCMalloc is not in use)"),
    ])
    func startUpNamesTheAllocatorInUse(environment: [String: String], line: String) throws {
        let server = try ServerProcess(arguments: ["--port", "0"], environment: environment)
        _ = try server.waitUntilServing()
        #expect(server.startUpText.contains(line))
        server.signal(SIGTERM)
        #expect(server.finish().status == 0)
    }

    @Test func environmentPortIsUsedAndSigintExitsZero() throws {
        let server = try ServerProcess(arguments: [], environment: ["PORT": "0"])
        let port = try server.waitUntilServing()
        #expect(port > 0)
        server.signal(SIGINT)
        #expect(server.finish().status == 0)
    }
}
