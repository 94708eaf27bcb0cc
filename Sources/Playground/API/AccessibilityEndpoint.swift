import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// `GET /api/v1/state/{token}/accessibility`: what a screen reader reads on the token's screen,
/// in reading order, and what a reviewer would flag (`ScreenReading`), the list the demo page's
/// panel shows. One layout, metered and priced as the embed route's (the reading walks the boxes
/// as drawing does), so its worst case is that route's.
struct AccessibilityEndpoint<Measurer: TextMeasurer>: Sendable {
    let layouts: LayoutService<Measurer>

    func response(token: String) throws(HTTPError) -> Response {
        let work = layouts.startRequest()
        var response = try StateToken.open(token) { decoded throws(HTTPError) in
            try reading(decoded, token: token, work: work)
        }
        // A pure function of the URL and the build, as the state route's answer is.
        response.headers.add("Cache-Control", "public, max-age=86400")
        return response.withETag()
    }

    private func reading<Decoded: DecodedPage>(
        _ decoded: Decoded, token: String, work: LayoutWork<Measurer>
    ) throws(HTTPError) -> Response {
        typealias M = Decoded.M
        let page = decoded.page
        let layout = try work.layout(ofToken: decoded).layout
        try work.willDraw(layout)
        let reading = ScreenReading(layout, selectedFrames: M.selectedFrames(in: page.state))
        return try APIJSON.response(
            AccessibilityResponse(
                menu: M.id.rawValue, url: SitePaths.menuPage(of: page, token: token), elements: reading.elements,
                flags: reading.flags))
    }
}

/// The answer: the menu, its demo page, then the elements and the flags.
struct AccessibilityResponse: Encodable {
    var menu: String
    var url: String
    var elements: [AccessibleElement]
    var flags: [AccessibilityFlag]
}
