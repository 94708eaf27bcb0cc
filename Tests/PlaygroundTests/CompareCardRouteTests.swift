import Compression
import HTTPServer
import MenuCore
import Snapshot
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `GET /cards/compare/{id}.png?state=…&devices=…&text=long`: the compare page's 1200 × 630
/// contact sheet, a pure function of its URL; its query read strictly; drawing charged as a
/// card's.
@Suite struct CompareCardRouteTests {
    private let client = TestClient.playground
    private let json = [("Accept", "application/json")]

    private func size(of png: [UInt8]) -> [Int]? {
        guard png.count > 24, png[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [bigEndian(16), bigEndian(20)]
    }

    private var opened: PageState<ContextMenu> {
        get throws {
            var page = PageState<ContextMenu>(device: .preset(.iPhone4))
            _ = try page.tap([.open])
            return page
        }
    }

    /// Every menu's default state on the default screens: a tagged, cacheable 1200 × 630 PNG.
    @Test(arguments: MenuRegistry.ids)
    func everyMenuHasASheet(_ id: MenuID) throws {
        let answer = client.get(SitePaths.compareCard(id, token: nil, view: CompareView()))
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == "image/png")
        #expect(answer.headers["Cache-Control"] == "public, max-age=86400")
        #expect(size(of: answer.body) == [1200, 630])
        let tag = try #require(answer.headers["ETag"])
        #expect(!tag.hasPrefix("W/"))
    }

    /// Without `state` the sheet is the menu's default state's; the long-text copies, the list
    /// of screens and the state each change the picture; the same URL draws the same bytes.
    @Test func theQueryChangesThePicture() throws {
        let token = try StateToken.encode(try opened)
        let plain = client.get(SitePaths.compareCard(ContextMenu.id, token: token, view: CompareView()))
        let long = client.get(
            SitePaths.compareCard(ContextMenu.id, token: token, view: CompareView(showsLongText: true)))
        let two = try CompareView(screens: CompareScreens(parsing: "iphone-4in,ipad-9.7in:landscape"))
        let fewer = client.get(SitePaths.compareCard(ContextMenu.id, token: token, view: two))
        #expect([plain.status, long.status, fewer.status] == [200, 200, 200])
        #expect(size(of: long.body) == [1200, 630] && size(of: fewer.body) == [1200, 630])
        #expect(plain.body != long.body && plain.body != fewer.body)
        let fresh = TestClient.router(PageFontsTests.makePlayground().pipeline)
        #expect(fresh.get(SitePaths.compareCard(ContextMenu.id, token: token, view: CompareView())).body == plain.body)
        let defaultToken = try StateToken.encode(ContextMenu.defaultPage)
        #expect(
            client.get("/cards/compare/context-menu.png").body
                == client.get("/cards/compare/context-menu.png?state=\(defaultToken)").body)
        #expect(client.get("/cards/compare/context-menu.png").body != plain.body)
    }

    /// The state's own device does not matter: the screens are the list's.
    @Test func theStatesDeviceIsNotDrawn() throws {
        var elsewhere = try opened
        elsewhere.device = .preset(.iPad97)
        let path = SitePaths.compareCard(ContextMenu.id, token: try StateToken.encode(try opened), view: CompareView())
        let other = SitePaths.compareCard(ContextMenu.id, token: try StateToken.encode(elsewhere), view: CompareView())
        #expect(client.get(path).body == client.get(other).body)
    }

    @Test func badQueriesAre400sNamingTheField() throws {
        let token = try StateToken.encode(try opened)
        let base = "/cards/compare/context-menu.png"
        let cases: [(String, String, String)] = [
            ("?scale=2", "unknown_parameter", "scale"),
            ("?state=\(token)&state=\(token)", "duplicate_field", "state"),
            ("?text=long&text=long", "duplicate_field", "text"),
            ("?devices=iphone-4in&devices=ipad-9.7in", "duplicate_field", "devices"),
            ("?text=short", "invalid_value", "text"),
            ("?devices=iphone-5in", "unknown_device", "devices"),
            ("?devices=", "invalid_value", "devices"),
            ("?devices=iphone-4in,iphone-4in", "duplicate_screen", "devices"),
            ("?devices=iphone-4in:sideways", "invalid_value", "devices"),
            // The token's own error, as the demo pages answer it.
            ("?state=AAAA", "bad_token", "token"),
        ]
        for (query, code, field) in cases {
            let answer = client.get(base + query, headers: json)
            #expect(answer.status == 400, "\(query)")
            #expect(answer.text.contains(code), "\(query): \(answer.text)")
            #expect(answer.text.contains("\"\(field)\""), "\(query): \(answer.text)")
        }
        // Nine screens are one too many.
        let nine =
            (DevicePreset.allCases.map(\.rawValue) + DevicePreset.allCases.map { $0.rawValue + ":landscape" }
            + ["iphone-4in:portrait"]).joined(separator: ",")
        #expect(client.get(base + "?devices=" + nine, headers: json).text.contains("too_many_screens"))
        // Another menu's token is not this menu's state.
        let accordion = try StateToken.encode(Accordion.defaultPage)
        #expect(client.get(base + "?state=" + accordion, headers: json).status == 400)
    }

    @Test func unknownMenusAndFilesAre404s() {
        let unknown = client.get("/cards/compare/popover-x.png", headers: json)
        #expect(unknown.status == 404 && unknown.text.contains("unknown_menu"))
        #expect(client.get("/cards/compare/context-menu", headers: json).status == 404)
        #expect(client.get("/cards/compare/context-menu.jpg", headers: json).status == 404)
        #expect(client.get("/cards/compare/.png", headers: json).status == 404)
    }

    /// Drawing the sheet counts against the request's work, with a card's allowance.
    @Test func drawingTheSheetIsChargedToTheWorkBudget() throws {
        var router = Router()
        var layouts = LayoutService(measurer: apiPlayground.textMeasurer, budget: 1_000_000)
        layouts.snapshotBudget = 0
        let snapshots = SnapshotRenderer(measurer: apiPlayground.textMeasurer) { _ in nil }
        CompareCardRoute(layouts: layouts, renderer: ContactSheetRenderer(snapshots: snapshots)).register(in: &router)
        let pipeline = ResponsePipeline(
            router: router, compressor: Compressor(level: 1), compressedBodies: ByteBoundedCache(capacityBytes: 0),
            errorResponder: { ErrorAnswer.response(for: $0, request: $1) })
        let answer = TestClient.router(pipeline).get("/cards/compare/context-menu.png", accept: "application/json")
        #expect(answer.status == 422)
        #expect(answer.text.contains("too_much_work"), "\(answer.text)")
    }
}
