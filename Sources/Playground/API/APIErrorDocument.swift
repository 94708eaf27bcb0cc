import HTTPServer
import JSON

/// The JSON document every error of the API is answered with (`ErrorAnswer` picks it under
/// `/api/` whatever the client's `Accept` says: an integration test must never have to parse an
/// HTML error page).
enum APIErrorDocument {
    /// `{"error": {"code", "message", "status", "path"?}}`. The pipeline adds the status and headers.
    static func response(for error: HTTPError) -> Response {
        var fields = [
            "\"code\":\(JSONText.quoted(error.code))", "\"message\":\(JSONText.quoted(error.message))",
            "\"status\":\(error.status)",
        ]
        if let path = error.path { fields.append("\"path\":\(JSONText.quoted(path))") }
        return .json("{\"error\":{" + fields.joined(separator: ",") + "}}\n", status: error.status)
    }
}
