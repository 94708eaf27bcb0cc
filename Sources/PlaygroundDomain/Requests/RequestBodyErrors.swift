import JSON
import MenuCore

/// The problems of an API request body (and of a built-in demo file, which is one), each naming
/// its path in the body.
package enum RequestBodyErrors {
    /// A value that parsed but is not acceptable (422 at the edge).
    package static func invalid(_ path: String, _ message: String, code: String = "invalid_value") -> DomainError {
        let sentence = path.isEmpty ? "The body \(message)." : "\(path): \(message)."
        return DomainError(.invalid, code: code, message: sentence, path: path.isEmpty ? nil : path)
    }

    package static func invalid(_ error: ValidationError, under prefix: String) -> DomainError {
        invalid(JSONPath.join(prefix, error.field), error.message)
    }

    static func invalid(_ error: DecodingError) -> DomainError {
        let problem = DecodingProblem(error)
        let code = problem.message == "is required" ? "missing_field" : "invalid_value"
        return invalid(problem.path, problem.message, code: code)
    }

    /// Action `index` of the list failed; the ones after it were not applied.
    static func actionFailed(_ failure: ActionSequenceError, type: String) -> DomainError {
        DomainError(
            .invalid, code: failure.error.code,
            message: "actions[\(failure.index)] (\(type)) failed: \(failure.error). "
                + "The actions after it were not applied.",
            path: "actions[\(failure.index)].\(failure.error.field)")
    }
}
