import HTTPServer

/// Bounds on one rendered page. Every tap is a form carrying the state token, and every box's
/// inline style needs its own hash in the Content-Security-Policy header, so a state with very
/// many options makes a page that grows with options × token and a header libmicrohttpd cannot
/// hold. Such states are refused with a clear 422; the JSON API still lays them out.
enum PageLimits {
    /// Distinct inline styles, each a ~54-byte hash in the CSP header (300 ≈ 16 KB of header,
    /// well inside libmicrohttpd's 32 KB connection buffer). About 300 accordion options.
    static let maxInlineStyles = 300
    /// The page body before compression. Writing, hashing (the ETag) and compressing a page are
    /// linear in its bytes, so this bounds their cost on top of its layout (figures:
    /// BENCHMARKS.md, *Figures behind choices in the code*).
    static let maxPageBytes = 1 << 20

    static func check(styles: Int, bytes: Int) throws(HTTPError) {
        guard styles <= maxInlineStyles, bytes <= maxPageBytes else {
            throw refusal("\(styles) distinct frames, \(bytes) bytes")
        }
    }

    /// Refuses a page before its screen is drawn when the forms that will carry the token already
    /// pass the size limit: `formsOnScreen` forms, each with `tokenBytes`, plus the rest of the
    /// page, `otherBytes`. Drawing the screen is the costly part, so a page certain to be too
    /// large is not drawn at all.
    static func checkBeforeDrawing(formsOnScreen: Int, tokenBytes: Int, otherBytes: Int) throws(HTTPError) {
        let atLeast = formsOnScreen * tokenBytes + otherBytes
        guard atLeast <= maxPageBytes else {
            throw refusal("at least \(atLeast) bytes")
        }
    }

    private static func refusal(_ size: String) -> HTTPError {
        HTTPError(
            status: .unprocessableContent, code: "page_too_large",
            message: "This state has too many boxes to draw as a page (\(size); the limits are "
                + "\(maxInlineStyles) distinct frames and \(maxPageBytes) bytes). Use fewer options, "
                + "or lay it out with POST \(SitePaths.apiLayout.pattern).",
            path: "config.options")
    }
}
