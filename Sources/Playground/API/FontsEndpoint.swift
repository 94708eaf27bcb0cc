import HTTPServer
import TextShaping

/// `GET /api/v1/fonts?text=…`: the `@font-face` rules of the served faces that draw `text`, for
/// text typed after a page was drawn. A page's own rules cover only the characters it holds; the
/// pages' script (`Public/js/fonts.js`) asks here for the characters a visitor types, so a field
/// never draws them in a system font the server did not measure.
///
/// A pure function of the URL and the server's fonts: tagged, and cached like a page.
struct FontsEndpoint: Sendable {
    let fonts: PageFonts?

    /// The most Unicode scalars one request may name. Even four-byte characters, escaped (12
    /// bytes each), then fit the default URL limit of 4,096 bytes; the script asks for a longer
    /// text's distinct characters in several requests.
    static let maxScalars = 300

    func response(_ request: Request) throws(HTTPError) -> Response {
        let query = try request.query()
        if let unknown = query.pairs.first(where: { $0.name != "text" }) {
            throw HTTPError(
                status: .badRequest, code: "unknown_parameter",
                message: "The query parameter “\(unknown.name)” is not used here; this endpoint takes only “text”.",
                path: unknown.name)
        }
        guard let text = try query.single("text"), !text.isEmpty else {
            throw HTTPError(
                status: .badRequest, code: "missing_field", message: "The query parameter “text” is missing or empty.",
                path: "text")
        }
        let scalars = text.unicodeScalars.count
        guard scalars <= Self.maxScalars else {
            throw HTTPError(
                status: .badRequest, code: "text_too_long",
                message: "“text” has \(scalars) characters; at most \(Self.maxScalars) are answered at once.",
                path: "text")
        }
        let rules = fonts?.faceRules(forCodepoints: CodepointSet(scalarsOf: [text])) ?? []
        var response = try APIJSON.response(["faces": rules])
        response.headers.add("Cache-Control", "public, max-age=86400")
        response.isPureFunctionOfURL = true
        return response.withETag()
    }
}
