import HTTPServer
import JSON
import MenuCore

/// Errors of the JSON API, and the JSON document every error of the API is answered with
/// (`ErrorAnswer` picks it under `/api/` whatever the client's `Accept` says: an integration test
/// must never have to parse an HTML error page).
enum APIErrors {
    /// `{"error": {"code", "message", "status", "path"?}}`. The pipeline adds the status and headers.
    static func response(for error: HTTPError) -> Response {
        var fields = [
            "\"code\":\(JSONText.quoted(error.code))", "\"message\":\(JSONText.quoted(error.message))",
            "\"status\":\(error.status)",
        ]
        if let path = error.path { fields.append("\"path\":\(JSONText.quoted(path))") }
        return .json("{\"error\":{" + fields.joined(separator: ",") + "}}\n", status: error.status)
    }

    /// A value that parsed but is not acceptable: 422 naming its path in the request body.
    static func invalid(_ path: String, _ message: String, code: String = "invalid_value") -> HTTPError {
        let sentence = path.isEmpty ? "The body \(message)." : "\(path): \(message)."
        return HTTPError(status: 422, code: code, message: sentence, path: path.isEmpty ? nil : path)
    }

    static func invalid(_ error: ValidationError, under prefix: String) -> HTTPError {
        invalid(JSONPath.join(prefix, error.field), error.message)
    }

    static func invalid(_ error: DecodingError) -> HTTPError {
        let problem = DecodingProblem(error)
        let code = problem.message == "is required" ? "missing_field" : "invalid_value"
        return invalid(problem.path, problem.message, code: code)
    }

    /// Action `index` of the list failed; the ones after it were not applied.
    static func actionFailed(_ failure: ActionSequenceError, type: String) -> HTTPError {
        HTTPError(
            status: 422, code: failure.error.code,
            message: "actions[\(failure.index)] (\(type)) failed: \(failure.error). "
                + "The actions after it were not applied.",
            path: "actions[\(failure.index)].\(failure.error.field)")
    }
}
