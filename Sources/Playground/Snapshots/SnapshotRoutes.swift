import Drawing
import HTTPServer
import MenuCore
import PlaygroundDomain
import Snapshot

/// `GET /snapshots/{token}.png[?scale=1|2|3]`: the device screen of a state as a PNG drawn by
/// the server (`SnapshotRenderer`), for link previews, light thumbnails and visual tests. A pure
/// function of its URL: strongly tagged, kept finished like a page.
struct SnapshotRoutes<Measurer: TextMeasurer>: Sendable {
    let layouts: LayoutService<Measurer>
    let renderer: SnapshotRenderer

    func register(in router: inout Router) {
        router.get(SitePaths.snapshot) { request throws(HTTPError) in
            var response = try self.snapshot(request)
            response.isPureFunctionOfURL = true
            return response
        }
    }

    private func snapshot(_ request: Request) throws(HTTPError) -> Response {
        let file = request.pathParameters["file"] ?? ""
        guard file.hasSuffix(".png"), file.count > 4 else {
            throw HTTPError(
                status: .notFound, code: "not_found",
                message: "A snapshot's URL is /snapshots/{token}.png: the state token, then .png.", path: "token")
        }
        let scale = try SnapshotLimits.scale(of: request)
        return try StateToken.open(file.dropLast(4)) { decoded throws(HTTPError) in
            try render(decoded, scale: scale)
        }
    }

    private func render<Decoded: DecodedPage>(_ decoded: Decoded, scale: Int) throws(HTTPError) -> Response {
        typealias M = Decoded.M
        let page = decoded.page
        let viewport = try answering(page.tokenViewport())
        try SnapshotLimits.checkPixels(of: viewport, scale: scale)
        let work = layouts.startRequest()
        let layout = try work.layout(M.self, page.configuration, page.state, on: viewport)
        // Priced by the painter's own walk over a surface that only counts, and drawn only if
        // that fits: a refused snapshot costs its layout and that walk.
        let price = try DrawnPNG.drawing("The snapshot", code: "snapshot_failed") { () throws(DrawingError) in
            try renderer.price(of: layout, on: viewport, scale: Double(scale))
        }
        try work.willSnapshot(price: price, allowance: layouts.snapshotBudget)
        let png = try DrawnPNG.drawing("The snapshot", code: "snapshot_failed") { () throws(DrawingError) in
            try renderer.png(of: layout, on: viewport, scale: Double(scale))
        }
        return DrawnPNG.response(png)
    }
}
