import Compression
import Foundation
import HTTPServer
import MenuCore
import Snapshot
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `GET /cards/{token}.png` and `/cards/scenarios/{token}.png`: 1200 × 630 preview cards, priced
/// and refused as snapshots are; and the preview tags of every kind of page, which name them.
@Suite struct CardRouteTests {
    private let client = TestClient.playground

    /// The width and height of a PNG's IHDR chunk, after its signature.
    private func size(of png: [UInt8]) -> (Int, Int)? {
        guard png.count > 24, png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            png[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    private let phone = PageState<ContextMenu>(device: .preset(.iPhone4))

    /// Every device and orientation, closed and open: always 1200 × 630, tagged, cacheable.
    @Test(arguments: DevicePreset.allCases, Orientation.allCases)
    func aCardIs1200By630(_ preset: DevicePreset, _ orientation: Orientation) throws {
        var page = PageState<ContextMenu>(device: .preset(preset), orientation: orientation)
        _ = try page.tap([.open])
        let answer = client.get("/cards/\(try StateToken.encode(page)).png")
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == "image/png")
        #expect(answer.headers["Cache-Control"] == "public, max-age=86400")
        #expect(size(of: answer.body).map { [$0.0, $0.1] } == [1200, 630])
        let tag = try #require(answer.headers["ETag"])
        #expect(!tag.hasPrefix("W/"))
    }

    /// The same URL draws the same bytes, and a different last tap draws another card.
    @Test func aCardIsAPureFunctionOfItsToken() throws {
        var opened = phone
        _ = try opened.tap([.open])
        let token = try StateToken.encode(opened)
        let first = client.get("/cards/\(token).png").body
        let fresh = TestClient.router(PageFontsTests.makePlayground().pipeline).get("/cards/\(token).png").body
        #expect(first == fresh)
        #expect(first != client.get("/cards/\(try StateToken.encode(phone)).png").body)
    }

    /// The words beside the device are the Events panel's for the last tap.
    @Test func theCardSaysTheLastTapAsTheEventsPanelDoes() throws {
        #expect(phone.lastStepInWords == ("Last tap", "Nothing tapped yet"))
        var page = phone
        _ = try page.tap([.open])
        _ = try page.tap([.tapItem(index: 1)])
        let (heading, words) = page.lastStepInWords
        #expect(heading == "Last tap")
        #expect(words.hasPrefix("tapItem index 1"), "\(words)")
        let replayed = try page.trail.replay(configuration: page.configuration).steps.last
        let step = try #require(replayed)
        #expect(
            words == ContextMenu.describe(tap: step.actions, from: step.stateBefore, configuration: step.configuration))
    }

    /// After an edit of the Options panel, the card says what the edit changed.
    @Test func theCardSaysTheLastEdit() throws {
        var page = phone
        var configuration = page.configuration
        configuration.options[0].text = "Duplicate"
        page.edit(to: configuration, state: page.state)
        let (heading, words) = page.lastStepInWords
        #expect(heading == "Last edit")
        #expect(words.hasPrefix("Options: ") && words.contains("Duplicate"), "\(words)")
        let card = client.get("/cards/\(try StateToken.encode(page)).png")
        let unedited = client.get("/cards/\(try StateToken.encode(phone)).png")
        #expect(card.status == 200 && card.body != unedited.body)
    }

    /// A scenario's card is the card of its last step's page, whichever step the page shows.
    @Test func aScenarioCardShowsItsLastStep() throws {
        let scenario = try Scenario<ContextMenu>(start: phone, actions: [.open, .tapItem(index: 1), .open])
        let token = try ScenarioToken.encode(scenario)
        let card = client.get("/cards/scenarios/\(token).png")
        #expect(card.status == 200)
        let last = try StateToken.encode(try scenario.page(after: 3))
        #expect(card.body == client.get("/cards/\(last).png").body)
        let first = try StateToken.encode(try scenario.page(after: 1))
        #expect(card.body != client.get("/cards/\(first).png").body)
    }

    /// Every built-in demo's card, and its scenario's, is drawn within the card's allowance
    /// (half a snapshot's), with room to spare.
    @Test func everyDemoHasACard() throws {
        #expect(!apiPlayground.demos.isEmpty)
        for demo in apiPlayground.demos {
            for target in ["/cards/\(demo.token).png", "/cards/scenarios/\(demo.scenarioToken).png"] {
                let card = client.get(target)
                #expect(card.status == 200, "\(demo.title): \(card.text.prefix(300))")
                #expect(size(of: card.body).map { [$0.0, $0.1] } == [1200, 630])
            }
        }
    }

    /// A broken token is the pages' own 400; a name without `.png` a 404; a query a 400.
    @Test func badCardURLsAre4xx() throws {
        let json = [("Accept", "application/json")]
        let card = client.get("/cards/AAAA.png", headers: json)
        let embed = client.get("/embed/AAAA", headers: json)
        #expect(card.status == 400 && card.body == embed.body)
        #expect(client.get("/cards/scenarios/AAAA.png", headers: json).status == 400)
        let token = try StateToken.encode(phone)
        #expect(client.get("/cards/\(token)").status == 404)
        #expect(client.get("/cards/.png").status == 404)
        #expect(client.get("/cards/scenarios/.png").status == 404)
        #expect(client.get("/cards/\(token).png?scale=2").status == 400)
        #expect(client.get("/cards/scenarios/\(token).png").status == 400)
    }

    /// Drawing a card counts against the request's work, as a snapshot's does.
    @Test func drawingACardIsChargedToTheWorkBudget() throws {
        var router = Router()
        var layouts = LayoutService(measurer: apiPlayground.textMeasurer, budget: 1_000_000)
        layouts.snapshotBudget = 0
        let snapshots = SnapshotRenderer(measurer: apiPlayground.textMeasurer) { _ in nil }
        CardRoutes(layouts: layouts, renderer: CardRenderer(snapshots: snapshots)).register(in: &router)
        let pipeline = ResponsePipeline(
            router: router, compressor: Compressor(level: 1), compressedBodies: ByteBoundedCache(capacityBytes: 0),
            errorResponder: { ErrorAnswer.response(for: $0, request: $1) })
        let answer = TestClient.router(pipeline).get(
            "/cards/\(try StateToken.encode(phone)).png", accept: "application/json")
        #expect(answer.status == 422)
        #expect(answer.text.contains("too_much_work"), "\(answer.text)")
    }

    /// Every kind of page names its card with absolute URLs from the request's origin, and each
    /// card it names answers a 1200 × 630 PNG.
    @Test func everyPageKindNamesACardThatAnswers() throws {
        let token = try StateToken.encode(phone)
        let scenario = try ScenarioToken.encode(Scenario<ContextMenu>(start: phone, actions: [.open]))
        let pages = [
            "/", "/grid", "/scenarios", SitePaths.menuPage(ContextMenu.id), SitePaths.menuPage(of: phone, token: token),
            "/embed/\(token)", "/scenarios/\(scenario)", "/scenarios/\(scenario)?step=1",
        ]
        let origin = "http://menus.test:8080"
        for target in pages {
            let html = client.get(target, headers: [("Host", "menus.test:8080")]).text
            let image = try #require(meta("og:image", in: html), "\(target)")
            #expect(image.hasPrefix(origin + "/cards/") && image.hasSuffix(".png"), "\(target): \(image)")
            #expect(meta("og:url", in: html)?.hasPrefix(origin + "/") == true, "\(target)")
            #expect(meta("og:image:width", in: html) == "1200" && meta("og:image:height", in: html) == "630")
            #expect(meta("og:image:alt", in: html)?.isEmpty == false, "\(target)")
            #expect(meta("og:title", in: html)?.isEmpty == false && meta("og:description", in: html) != nil)
            #expect(html.contains(#"<meta name="twitter:card" content="summary_large_image">"#), "\(target)")
            let card = client.get(String(image.dropFirst(origin.count)))
            #expect(card.status == 200, "\(target): \(image)")
            #expect(size(of: card.body).map { [$0.0, $0.1] } == [1200, 630], "\(target)")
        }
    }

    /// The pages rendered once take each request's origin, escaped; without one, no tags.
    @Test func pagesRenderedOnceTakeTheRequestsOrigin() throws {
        for target in ["/", "/grid", "/scenarios"] {
            let one = client.get(target, headers: [("Host", "one.test")])
            let two = client.get(target, headers: [("Host", "two.test:81")])
            #expect(meta("og:url", in: one.text) == "http://one.test" + target)
            #expect(meta("og:url", in: two.text) == "http://two.test:81" + target)
            #expect(!one.text.contains(PreviewedPage.placeholderOrigin))
            #expect(one.headers["ETag"] != two.headers["ETag"])
            #expect(client.get(target, headers: [("Host", "one.test")]).body == one.body)
            let odd = client.get(target, headers: [("Host", "a/<b>")])
            #expect(odd.status == 200 && !odd.text.contains("og:image"), "\(target)")
        }
        let page = PreviewedPage(publicURL: "https://x.test/?a&b") { origin in
            Response.html(Array("<meta content=\"\(origin ?? "none")/\">".utf8))
        }
        let answer = page.response(to: Request(method: .get, target: "/"))
        #expect(String(decoding: answer.body, as: UTF8.self) == #"<meta content="https://x.test/?a&amp;b/">"#)
    }

    /// The `content` of the first `<meta property="…">` named `property`.
    private func meta(_ property: String, in html: String) -> String? {
        let opening = "<meta property=\"\(property)\" content=\""
        guard let start = html.range(of: opening)?.upperBound,
            let end = html[start...].firstIndex(of: "\"")
        else { return nil }
        return String(html[start..<end]).replacingOccurrences(of: "&amp;", with: "&")
    }
}
