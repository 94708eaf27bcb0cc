import HTTPServer

/// The answer to every error the server gives, which the pipeline asks the product for: JSON for
/// the API (even a 413 or 414 refused before routing) and for clients whose `Accept` prefers it,
/// the error page otherwise, drawn with the subsets of `fonts`.
enum ErrorAnswer {
    static func response(for error: HTTPError, request: Request, fonts: PageFonts? = nil) -> Response {
        request.rawPath.hasPrefix(SitePaths.apiPrefix + "/") || request.prefersJSON
            ? APIErrorDocument.response(for: error) : ErrorPage.response(for: error, fonts: fonts)
    }
}
