import HTTPServer
import JSON
import Testing

@testable import Playground

/// API bodies: JSON by media type, and the parser's message in a 400 that says it is the body.
@Suite struct RequestBodyTests {
    private func request(_ body: String, contentType: String? = "application/json") -> Request {
        var request = Request(method: "POST", target: "/t", body: Array(body.utf8))
        if let contentType { request.headers.set("Content-Type", contentType) }
        return request
    }

    @Test func jsonBodyIsDecoded() throws {
        #expect(
            try request(#"{"device":"iphone-4in","n":2,"x":1.5,"ok":true,"list":[null]}"#).json()
                == .object([
                    "device": .string("iphone-4in"), "n": .integer(2), "x": .number(1.5), "ok": .bool(true),
                    "list": .array([.null]),
                ]))
    }

    @Test func aBodyThatIsNotJSONIsA400WithTheParsersMessage() {
        #expect(
            throws: HTTPError.badRequest(
                "The body is not valid JSON: the key \"a\" appears twice in one object (byte 7).",
                code: "malformed_json")
        ) {
            try request(#"{"a":1,"a":2}"#).json()
        }
    }

    @Test func otherMediaTypesAre415() throws {
        let error = try #require(throws: HTTPError.self) { try request("{}", contentType: "text/plain").json() }
        #expect(error.status == 415)
        #expect(error.message == "Expected a body of type application/json, got text/plain.")
        #expect(throws: HTTPError.self) { try request("{}", contentType: nil).json() }
    }
}
