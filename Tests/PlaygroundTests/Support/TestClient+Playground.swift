import Compression
import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// One playground for every in-process test: building it loads the fonts and static files once.
let apiPlayground: Playground = {
    let configuration = try! PlaygroundConfiguration.load(
        file: ConfigurationTests.repository.appendingPathComponent("Config/playground.json").path)
    return try! Playground(configuration: configuration, accessLog: nil)
}()

/// The demo routes alone with a known icon list, so configure tests do not depend on the icons
/// the repository happens to ship.
private let demoRoutesPipeline: ResponsePipeline = {
    var router = Router()
    MenuPageRoutes(
        layouts: LayoutService(measurer: FixedAdvanceMeasurer()),
        icons: IconNames(["copy", "pencil", "share", "star", "trash"]), entityTags: PageEntityTags(identity: [])
    )
    .register(in: &router)
    return ResponsePipeline(
        router: router, compressor: Compressor(level: 1), compressedBodies: ByteBoundedCache(capacityBytes: 1 << 20),
        errorResponder: { ErrorAnswer.response(for: $0, request: $1) })
}()

/// The device the configure tests edit their pages on.
let configureDevice = DeviceChoice.preset(.iPhone4)

extension TestClient where Failure == Never {
    /// The whole playground, in process.
    static var playground: TestClient { .router(apiPlayground.pipeline) }

    /// The demo routes with a known icon list, in process.
    static var demoRoutes: TestClient { .router(demoRoutesPipeline) }
}

extension TestClient {
    /// GET with an `Accept` header, as the API tests send every request.
    func get(_ target: String, accept: String) throws(Failure) -> TestResponse {
        try get(target, headers: [("Accept", accept)])
    }

    /// Posts `fields` as a browser posts a form (a tap, a dismiss, a configure edit): each name
    /// and value percent-encoded.
    func postForm(_ target: String, _ fields: [(String, String)]) throws(Failure) -> TestResponse {
        func escape(_ text: String) -> String {
            text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        }
        let body = fields.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
        return try post(
            target, headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Array(body.utf8))
    }

    /// Posts `body` to `/api/v1/menus/{menu}/{route}`; the default Accept is a browser's, to
    /// show that API errors are JSON whatever it says.
    func postAPI(
        _ menu: String, _ route: String, _ body: String, contentType: String? = "application/json",
        accept: String = "text/html,*/*"
    ) throws(Failure) -> TestResponse {
        var headers = [("Accept", accept)]
        if let contentType { headers.append(("Content-Type", contentType)) }
        return try post("/api/v1/menus/\(menu)/\(route)", headers: headers, body: Array(body.utf8))
    }

    /// The control panel's form, `POST /menus/{id}/configure`.
    func configure(_ menu: MenuID, _ fields: [(String, String)]) throws(Failure) -> TestResponse {
        try postForm("/menus/\(menu.rawValue)/configure", fields)
    }
}

extension TestClient where Failure == Never {
    /// Posts one configure edit to `page` and decodes the state the 303 points to.
    func configured<M: PlaygroundMenu>(_ page: PageState<M>, _ fields: [(String, String)]) throws -> PageState<M> {
        let response = configure(M.id, [("token", try StateToken.encode(page))] + fields)
        #expect(response.status == 303, "\(response.text)")
        let location = try #require(response.headers["Location"])
        let token = try #require(location.split(separator: "=", maxSplits: 1).last)
        #expect(location == SitePaths.menuPage(M.id, token: String(token)))
        return try StateToken.decode(token, as: M.self)
    }

    /// Posts a configure edit that must be refused: a 422 whose page says `message` and links
    /// back to the state it was made on, with no redirect.
    func refused<M: PlaygroundMenu>(
        _ page: PageState<M>, _ fields: [(String, String)], _ message: String,
        status: HTTPStatus = .unprocessableContent
    ) throws {
        let token = try StateToken.encode(page)
        let response = configure(M.id, [("token", token)] + fields)
        let html = response.text
        #expect(response.status == status, "\(html)")
        #expect(response.headers["Location"] == nil)
        #expect(html.contains(message), "\(html)")
        #expect(html.contains("href=\"\(SitePaths.menuPage(M.id, token: token))\""))
    }
}
