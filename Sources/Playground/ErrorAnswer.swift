import HTTPServer

/// The answer to every error the server gives, which the pipeline asks the product for: JSON for
/// the API (even a 413 or 414 refused before routing) and for clients whose `Accept` prefers it,
/// the error page otherwise.
enum ErrorAnswer {
    static func response(for error: HTTPError, request: Request) -> Response {
        request.rawPath.hasPrefix(APIRoutes.prefix + "/") || request.prefersJSON
            ? APIErrors.response(for: error) : ErrorPage.response(for: error)
    }
}
