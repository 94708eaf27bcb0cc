import Foundation
import HTTPServer
import JSON
import MenuCore

@testable import Playground
@testable import PlaygroundDomain

/// One playground for every API test: building it loads the fonts and static files once.
let apiPlayground: Playground = {
    let configuration = try! PlaygroundConfiguration.load(
        file: ConfigurationTests.repository.appendingPathComponent("Config/playground.json").path)
    return try! Playground(configuration: configuration, accessLog: nil)
}()

/// An API answer: status, headers and the body parsed as JSON (nil when it is not JSON).
struct APIAnswer {
    var status: Int
    var headers: Headers
    var json: JSONValue?
    var body: [UInt8]
}

enum API {
    static func get(_ target: String, accept: String = "*/*") -> APIAnswer {
        send(Request(method: "GET", target: target, headers: Headers([("Accept", accept)])))
    }

    /// Posts `body` to `/api/v1/menus/{menu}/{route}`; the default Accept is a browser's, to
    /// show that API errors are JSON whatever it says.
    static func post(
        _ menu: String, _ route: String, _ body: String, contentType: String? = "application/json",
        accept: String = "text/html,*/*"
    ) -> APIAnswer {
        var headers = Headers([("Accept", accept)])
        if let contentType { headers.add("Content-Type", contentType) }
        return send(
            Request(
                method: "POST", target: "/api/v1/menus/\(menu)/\(route)", headers: headers, body: Array(body.utf8)))
    }

    static func send(_ request: Request) -> APIAnswer {
        let response = apiPlayground.pipeline.respond(to: request).response
        return APIAnswer(
            status: response.status, headers: response.headers, json: try? JSONValue.parse(response.body),
            body: response.body)
    }

    /// JSON text as a value, for whole-value comparisons.
    static func json(_ text: String) -> JSONValue {
        try! JSONValue.parse(Array(text.utf8))
    }

    /// Any encodable value as the JSON value the API would write for it.
    static func json(of value: some Encodable) -> JSONValue {
        try! JSONValue.parse(try! CanonicalJSON.encode(value))
    }

    /// The error document the API answers with.
    static func error(_ status: Int, _ code: String, _ message: String, path: String? = nil) -> JSONValue {
        var fields: [String: JSONValue] = [
            "code": .string(code), "message": .string(message), "status": .integer(status),
        ]
        if let path { fields["path"] = .string(path) }
        return .object(["error": .object(fields)])
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }
}
