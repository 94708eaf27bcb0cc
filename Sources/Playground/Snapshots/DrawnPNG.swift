import Drawing
import HTTPServer

/// What the PNG routes (snapshots, cards, the compare card) share once a picture is priced.
enum DrawnPNG {
    /// `body`, whose only failure is a surface cairo cannot make (memory), since every picture's
    /// size was checked first: a 503 `code` saying that `what` could not be drawn.
    static func drawing<T>(_ what: String, code: String, _ body: () throws(DrawingError) -> T) throws(HTTPError)
        -> T
    {
        do {
            return try body()
        } catch {
            throw HTTPError(
                status: .serviceUnavailable, code: code, message: "\(what) could not be drawn: \(error.message).")
        }
    }

    /// The picture's answer: a pure function of its URL, so cached for a day and tagged.
    static func response(_ png: [UInt8]) -> Response {
        var response = Response(status: .ok, body: png)
        response.headers.add("Content-Type", "image/png")
        response.headers.add("Cache-Control", "public, max-age=86400")
        return response.withETag()
    }
}
