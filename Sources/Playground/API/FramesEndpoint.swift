import HTTPServer
import MenuCore
import PlaygroundDomain

/// `GET /api/v1/state/{token}/frames`: the token's layout frames exactly as
/// `POST /api/v1/menus/{id}/layout` writes them (the same `Rect`s through the same encoder), and
/// each box's parent, which the layout answer leaves out. The demo page's hover inspector asks
/// for it, so that the page carries none of these numbers itself (issue 34's hot path). One
/// layout, metered and priced as the accessibility route's.
struct FramesEndpoint<Measurer: TextMeasurer>: Sendable {
    let layouts: LayoutService<Measurer>

    func response(token: String) throws(HTTPError) -> Response {
        let work = layouts.startRequest()
        var response = try StateToken.open(token) { decoded throws(HTTPError) in
            try frames(decoded, token: token, work: work)
        }
        // A pure function of the URL and the build, as the state route's answer is.
        response.headers.add("Cache-Control", "public, max-age=86400")
        return response.withETag()
    }

    private func frames<Decoded: DecodedPage>(
        _ decoded: Decoded, token: String, work: LayoutWork<Measurer>
    ) throws(HTTPError) -> Response {
        typealias M = Decoded.M
        let page = decoded.page
        let layout = try work.layout(ofToken: decoded).layout
        return try APIJSON.response(
            FramesResponse(
                menu: M.id.rawValue, url: SitePaths.menuPage(of: page, token: token), frames: layout.frames,
                parents: FramesResponse.parents(of: layout)))
    }
}

/// The answer: the menu, its demo page, the frames by name as the layout route writes them, and
/// each box's parent by name (null for the screen, the root).
struct FramesResponse: Encodable {
    var menu: String
    var url: String
    var frames: [String: Rect]
    var parents: [String: String?]

    /// Keyed as `frames` is: a name drawn twice keeps its first box's parent, as its frame does.
    static func parents(of layout: Layout) -> [String: String?] {
        var parents: [String: String?] = [:]
        for box in layout.boxes where parents[box.name] == nil { parents[box.name] = .some(box.parent) }
        return parents
    }
}
