import HTTPServer
import JSON

extension Request {
    /// The body as JSON. Requires `Content-Type: application/json`; a body that is not JSON is a
    /// 400 that says where it stops being JSON.
    public func json() throws(HTTPError) -> JSONValue {
        guard mediaType == "application/json" else {
            throw HTTPError(
                status: .unsupportedMediaType, code: "unsupported_media_type",
                message: "Expected a body of type application/json, got \(mediaType ?? "none").")
        }
        do {
            return try JSONValue.parse(body)
        } catch {
            throw .badRequest("The body is not valid JSON: \(error.message).", code: "malformed_json")
        }
    }
}
