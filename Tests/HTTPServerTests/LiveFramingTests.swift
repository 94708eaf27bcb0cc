import Foundation
import TestSupport
import Testing

@testable import HTTPServer

/// HTTP/1.1 framing held strictly (RFC 9112), over a raw socket: a request whose length or target
/// is ambiguous is refused with a 400 (501 for a transfer coding the server cannot read) that
/// names the rule, its connection is closed, so nothing hidden behind it is ever answered, and
/// the server goes on serving.
@Suite struct LiveFramingTests {
    private let smuggled = "GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n"

    /// Sends `request` on a fresh connection and returns its one answer, after checking that the
    /// server closed the connection behind it and logged `code`.
    private func refusal(_ request: [UInt8], on server: TestServer, code: String) throws -> TestResponse {
        let connection = try TestClient.live(port: server.port).connect()
        connection.send(request)
        let answer = try connection.readResponse()
        #expect(answer.headers["connection"]?.lowercased() == "close")
        #expect(connection.isClosedByServer(), "a request after a refused one was answered")
        #expect(answer.text.contains(code))
        #expect(server.waitForLogLine { $0.contains("\"error\":\"\(code)\"") })
        #expect(try TestClient.live(port: server.port).raw(smuggled).status == 200)
        return answer
    }

    private func refusal(_ request: String, on server: TestServer, code: String) throws -> TestResponse {
        try refusal(Array(request.utf8), on: server, code: code)
    }

    @Test func twoDifferentContentLengthsAreRefused() throws {
        let server = try TestServer()
        let answer = try refusal(
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 0\r\nContent-Length: 40\r\n\r\n" + smuggled, on: server,
            code: "conflicting_content_length")
        #expect(answer.status == 400)
    }

    @Test func aRepeatedContentLengthOfOneValueIsOneLength() throws {
        let server = try TestServer()
        let answer = try TestClient.live(port: server.port).raw(
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\nContent-Length: 10\r\n\r\n0123456789")
        #expect(answer.status == 200)
        #expect(answer.text == "10 bytes")
    }

    @Test func contentLengthWithTransferEncodingIsRefused() throws {
        let server = try TestServer()
        let answer = try refusal(
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
                + smuggled, on: server, code: "conflicting_framing")
        #expect(answer.status == 400)
    }

    /// libmicrohttpd would wait for the end of a body it cannot delimit until the connection
    /// timed out; the answer now comes at once.
    @Test(arguments: ["gzip, chunked", "xchunked", "chunked, chunked", "identity"])
    func unknownTransferCodingsAre501(coding: String) throws {
        let server = try TestServer()
        let answer = try refusal(
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: \(coding)\r\n\r\n0\r\n\r\n", on: server,
            code: "unsupported_transfer_coding")
        #expect(answer.status == 501)
    }

    @Test func transferEncodingTwiceOrOnHTTP10IsRefused() throws {
        let server = try TestServer()
        let twice = try refusal(
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
            on: server, code: "bad_transfer_encoding")
        #expect(twice.status == 400)
        let old = try refusal(
            "POST /echo HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", on: server,
            code: "bad_transfer_encoding")
        #expect(old.status == 400)
    }

    @Test func aChunkedBodyAloneIsRead() throws {
        let server = try TestServer()
        let answer = try TestClient.live(port: server.port).raw(
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: Chunked\r\n\r\n4\r\nabcd\r\n2\r\nef\r\n0\r\n\r\n")
        #expect(answer.status == 200)
        #expect(answer.text == "6 bytes")
    }

    /// A NUL ends the target as libmicrohttpd hands it over: `/healthz\0.png` would be served
    /// as `/healthz`.
    @Test func aNulInTheTargetIsRefused() throws {
        let server = try TestServer()
        let answer = try refusal(
            Array("GET /healthz".utf8) + [0] + Array(".png HTTP/1.1\r\nHost: t\r\n\r\n".utf8), on: server,
            code: "bad_request_target")
        #expect(answer.status == 400)
    }

    @Test(arguments: [UInt8(0x01), 0x09, 0x1B, 0x20, 0x7F])
    func aControlByteOrSpaceInTheTargetIsRefused(byte: UInt8) throws {
        let server = try TestServer()
        let answer = try refusal(
            Array("GET /heal".utf8) + [byte] + Array("thz HTTP/1.1\r\nHost: t\r\n\r\n".utf8), on: server,
            code: "bad_request_target")
        #expect(answer.status == 400)
    }

    @Test func twoHostsOrNoHostIsRefused() throws {
        let server = try TestServer()
        let two = try refusal("GET /healthz HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n", on: server, code: "bad_host")
        #expect(two.status == 400)
        let none = try refusal("GET /healthz HTTP/1.1\r\nAccept: */*\r\n\r\n", on: server, code: "bad_host")
        #expect(none.status == 400)
    }

    @Test func anHTTP10RequestNeedsNoHost() throws {
        let server = try TestServer()
        #expect(try TestClient.live(port: server.port).raw("GET /healthz HTTP/1.0\r\n\r\n").text == "ok\n")
    }

    /// libmicrohttpd keeps the space in the name (`Host `), so the request had no Host for us,
    /// and a proxy in front may have read it as Host.
    @Test(arguments: ["Host : t", "Host\t: t", "X Forwarded: a\r\nHost: t", "Ho(st: t"])
    func aFieldNameThatIsNoTokenIsRefused(field: String) throws {
        let server = try TestServer()
        let answer = try refusal("GET /healthz HTTP/1.1\r\n\(field)\r\n\r\n", on: server, code: "bad_header_name")
        #expect(answer.status == 400)
    }
}
