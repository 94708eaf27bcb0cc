import Compression
import Foundation
import HTTPServer
import MenuCore
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The demo routes with a known icon list, through the same pipeline the socket uses.
private let configurePipeline: ResponsePipeline = {
    var router = Router()
    DemoRoutes(
        layouts: LayoutService(measurer: FixedAdvanceMeasurer()),
        icons: IconNames(["copy", "pencil", "share", "star", "trash"]), pageTags: PageTags(identity: [])
    )
    .register(in: &router)
    return ResponsePipeline(
        router: router, compressor: Compressor(level: 1), compressedBodies: ByteBoundedCache(capacityBytes: 1 << 20),
        errorResponder: { ErrorAnswer.response(for: $0, request: $1) })
}()

/// Posts the control panel's forms (`POST /menus/{id}/configure`) and reads the answers.
struct ConfigureClient {
    func get(_ target: String) -> Response {
        configurePipeline.respond(to: Request(method: "GET", target: target)).response
    }

    func post(_ menu: MenuID, _ fields: [(String, String)]) -> Response {
        let body = fields.map { "\(Self.escape($0.0))=\(Self.escape($0.1))" }.joined(separator: "&")
        return configurePipeline.respond(
            to: Request(
                method: "POST", target: "/menus/\(menu.rawValue)/configure",
                headers: Headers([("Content-Type", "application/x-www-form-urlencoded")]), body: Array(body.utf8))
        ).response
    }

    static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    static func text(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    /// Posts one edit to `page` and decodes the state the 303 points to.
    func configured<M: PlaygroundMenu>(_ page: PageState<M>, _ fields: [(String, String)]) throws -> PageState<M> {
        let response = post(M.id, [("token", try StateToken.encode(page))] + fields)
        #expect(response.status == 303, "\(Self.text(response))")
        let location = try #require(response.headers["Location"])
        let token = try #require(location.split(separator: "=", maxSplits: 1).last)
        #expect(location == SitePaths.menuPage(M.id, token: String(token)))
        return try StateToken.decode(token, as: M.self)
    }

    /// Posts an edit that must be refused: a 422 whose page says `message` and links back to the
    /// state it was made on, with no redirect.
    func refused<M: PlaygroundMenu>(
        _ page: PageState<M>, _ fields: [(String, String)], _ message: String, status: Int = 422
    ) throws {
        let token = try StateToken.encode(page)
        let response = post(M.id, [("token", token)] + fields)
        let html = Self.text(response)
        #expect(response.status == status, "\(html)")
        #expect(response.headers["Location"] == nil)
        #expect(html.contains(message), "\(html)")
        #expect(html.contains("href=\"\(SitePaths.menuPage(M.id, token: token))\""))
    }

    static let device = DeviceChoice.preset(.iPhone4)
}
