import HTTPServer
import JSON

@testable import Playground
@testable import PlaygroundDomain

/// The API's documents as JSON values, for whole-value comparisons with `TestResponse.json`.
enum API {
    /// JSON text as a value.
    static func json(_ text: String) -> JSONValue {
        try! JSONValue.parse(Array(text.utf8))
    }

    /// Any encodable value as the JSON value the API would write for it.
    static func json(of value: some Encodable) -> JSONValue {
        try! JSONValue.parse(try! CanonicalJSON.encode(value))
    }

    /// The error document the API answers with.
    static func error(_ status: HTTPStatus, _ code: String, _ message: String, path: String? = nil) -> JSONValue {
        var fields: [String: JSONValue] = [
            "code": .string(code), "message": .string(message), "status": .integer(status.code),
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
