import Compression
import Foundation
import HTTPServer
import MenuCore
import Snapshot
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `GET /snapshots/{token}.png`: a PNG of the screen at 1×, 2× or 3×, strongly tagged and
/// cached, refused with the pages' own 4xx for what is wrong; and the link previews that name it.
@Suite struct SnapshotRouteTests {
    private let client = TestClient.playground

    /// The width and height of a PNG's IHDR chunk.
    private func size(of png: [UInt8]) -> (Int, Int) {
        func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    private let phone = PageState<ContextMenu>(device: .preset(.iPhone4))

    @Test(arguments: [1, 2, 3])
    func aSnapshotIsAPNGOfTheScreenAtItsScale(_ scale: Int) throws {
        let token = try StateToken.encode(phone)
        let answer = client.get("/snapshots/\(token).png" + (scale == 1 ? "" : "?scale=\(scale)"))
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == "image/png")
        #expect(answer.headers["Cache-Control"] == "public, max-age=86400")
        #expect(answer.body.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(size(of: answer.body) == (320 * scale, 568 * scale))
        // A strong tag, answered with 304 when it matches.
        let tag = try #require(answer.headers["ETag"])
        #expect(!tag.hasPrefix("W/"))
        let again = client.get(
            "/snapshots/\(token).png" + (scale == 1 ? "" : "?scale=\(scale)"), headers: [("If-None-Match", tag)])
        #expect(again.status == 304 && again.body.isEmpty)
    }

    @Test(arguments: [
        ("?scale=0", "“scale” must be 1, 2 or 3, not “0”."), ("?scale=4", "not “4”"), ("?scale=1.5", "not “1.5”"),
        ("?scale=02", "not “02”"), ("?size=2", "The query parameter “size” is not used here"),
    ])
    func aScaleThatIsNotOneTwoOrThreeIsA400(_ query: String, _ message: String) throws {
        let answer = client.get("/snapshots/\(try StateToken.encode(phone)).png\(query)")
        #expect(answer.status == 400)
        #expect(answer.text.contains(message), "\(answer.text)")
    }

    /// An iPad at 3× is 7.1 million pixels: past the 4 million a snapshot may be.
    @Test func moreThanFourMegapixelsIsA400() throws {
        let iPad = try StateToken.encode(PageState<Accordion>(device: .preset(.iPad97)))
        let answer = client.get("/snapshots/\(iPad).png?scale=3", headers: [("Accept", "application/json")])
        #expect(answer.status == 400)
        #expect(
            answer.text.contains(
                "A snapshot of this screen at scale 3 is 7077888 pixels; at most 4000000 are drawn. Ask for a smaller scale."
            ))
        #expect(client.get("/snapshots/\(iPad).png?scale=2").status == 200)
    }

    /// A broken token gets the pages' own answer; a name without `.png` is no snapshot.
    @Test func aBadTokenIsThePagesOwn400() throws {
        let snapshot = client.get("/snapshots/AAAA.png", headers: [("Accept", "application/json")])
        let embed = client.get("/embed/AAAA", headers: [("Accept", "application/json")])
        #expect(snapshot.status == 400 && embed.status == 400)
        #expect(snapshot.body == embed.body)
        #expect(client.get("/snapshots/\(try StateToken.encode(phone))").status == 404)
        #expect(client.get("/snapshots/.png").status == 404)
    }

    /// Drawing counts against the request's work: a budget too small for it is a 422.
    @Test func drawingIsChargedToTheWorkBudget() throws {
        var router = Router()
        // A page's layout fits a million units; drawing it at 1× does not.
        var layouts = LayoutService(measurer: apiPlayground.textMeasurer, budget: 1_000_000)
        layouts.snapshotBudget = 0
        SnapshotRoutes(layouts: layouts, renderer: SnapshotRenderer(measurer: apiPlayground.textMeasurer) { _ in nil })
            .register(in: &router)
        let pipeline = ResponsePipeline(
            router: router, compressor: Compressor(level: 1), compressedBodies: ByteBoundedCache(capacityBytes: 0),
            errorResponder: { ErrorAnswer.response(for: $0, request: $1) })
        let answer = TestClient.router(pipeline).get(
            "/snapshots/\(try StateToken.encode(phone)).png", accept: "application/json")
        #expect(answer.status == 422)
        let text = answer.text
        #expect(text.contains("too_much_work") && text.contains("Drawing this state needs more work"), "\(text)")
    }

    @Test func theAPISaysWhereTheSnapshotIs() throws {
        let answer = client.postAPI("dropdown", "layout", #"{"device": "iphone-4in"}"#)
        guard case .string(let token) = answer.json?["token"] else { throw SnapshotTestError.noToken }
        #expect(answer.json?["snapshot"] == .string("/snapshots/\(token).png"))
        let actions = client.postAPI(
            "dropdown", "actions", #"{"device": "iphone-4in", "actions": [{"type": "tapField"}]}"#)
        guard case .string(let opened) = actions.json?["token"] else { throw SnapshotTestError.noToken }
        #expect(actions.json?["snapshot"] == .string("/snapshots/\(opened).png"))
    }

    /// Link previews: `og:image` is the state's card, absolute from the request's Host, on the
    /// demo, embed and scenario pages (the scenario's card); a Host that is no host name gives no tags.
    @Test func pagesCarryLinkPreviewsOfTheirCard() throws {
        let token = try StateToken.encode(phone)
        let image = #"<meta property="og:image" content="http://menus.test:8080/cards/\#(token).png">"#
        for target in [SitePaths.menuPage(of: phone, token: token), "/embed/\(token)"] {
            let html = client.get(target, headers: [("Host", "menus.test:8080")]).text
            #expect(html.contains(image), "\(target)")
            #expect(html.contains(#"<meta property="og:title" content="Tap context menu">"#), "\(target)")
            #expect(html.contains(#"<meta name="twitter:card" content="summary_large_image">"#), "\(target)")
            #expect(html.contains(#"<meta property="og:description" content="\#(ContextMenu.summary)">"#), "\(target)")
        }
        let scenario = try ScenarioToken.encode(Scenario<ContextMenu>(start: phone, actions: [.open]))
        let step = client.get("/scenarios/\(scenario)?step=1", headers: [("Host", "menus.test")]).text
        #expect(
            step.contains(#"<meta property="og:image" content="http://menus.test/cards/scenarios/\#(scenario).png">"#))
        #expect(step.contains(#"<meta property="og:title" content="Scenario: Tap context menu">"#))
        let odd = client.get(SitePaths.menuPage(of: phone, token: token), headers: [("Host", "menus.test/<x>")]).text
        #expect(!odd.contains("og:image"))
    }

    /// A page that names its host is kept once per host.
    @Test func theFinishedPageCacheTellsHostsApart() throws {
        let playground = PageFontsTests.makePlayground()
        let url = SitePaths.menuPage(of: phone, token: try StateToken.encode(phone))
        let first = TestClient.router(playground.pipeline).get(url, headers: [("Host", "one.test")]).text
        let second = TestClient.router(playground.pipeline).get(url, headers: [("Host", "two.test")]).text
        #expect(first.contains("http://one.test/cards/") && second.contains("http://two.test/cards/"))
    }

    /// A configured public URL is used whatever the Host says.
    @Test func aConfiguredPublicURLWins() throws {
        var configuration = try PlaygroundConfiguration.load(
            file: ConfigurationTests.repository.appendingPathComponent("Config/playground.json").path)
        configuration.publicURL = "https://menus.example.org/"
        let playground = try Playground(configuration: configuration, accessLog: nil)
        let html = TestClient.router(playground.pipeline).get(
            SitePaths.menuPage(of: phone, token: try StateToken.encode(phone)), headers: [("Host", "x.test")]
        ).text
        #expect(html.contains(#"content="https://menus.example.org/cards/"#))
        // The pages rendered once too.
        let home = TestClient.router(playground.pipeline).get("/", headers: [("Host", "x.test")]).text
        #expect(home.contains(#"<meta property="og:url" content="https://menus.example.org/">"#))
        #expect(PlaygroundConfiguration.isPublicURL("https://menus.example.org:8443/play"))
        for bad in ["ftp://x", "https://", "https:///x", "http://a b", "menus.example.org"] {
            #expect(!PlaygroundConfiguration.isPublicURL(bad), "\(bad)")
        }
    }
}

private enum SnapshotTestError: Error {
    case noToken
}
