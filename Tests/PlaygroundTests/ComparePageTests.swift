import Compression
import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `GET /compare/{id}`, its embed, its posts and Undo: one state on several screens, every tap
/// applied to the shared state, the view (screens, long text) kept through every answer, and
/// every bad link or form a 4xx that changes nothing.
@Suite struct ComparePageTests {
    private let client = TestClient.playground

    private func opened() throws -> PageState<ActionSheet> {
        var page = PageState<ActionSheet>(device: .preset(.iPhone4))
        _ = try page.tap([.open])
        return page
    }

    /// The state a 303's Location carries, with the query fields beside it.
    private func redirect<M: PlaygroundMenu>(_ answer: TestResponse, as menu: M.Type) throws -> (
        page: PageState<M>, fields: [String: String]
    ) {
        #expect(answer.status == 303)
        let location = try #require(answer.headers["Location"])
        let components = try #require(URLComponents(string: location))
        #expect(components.path == "/compare/\(M.id.rawValue)")
        let fields = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        return (try StateToken.decode(try #require(fields["state"]), as: M.self), fields)
    }

    /// The ids of the page's device sections, in order.
    private func deviceIDs(_ html: String) -> [String] {
        html.matches(of: /<section class="device[^"]*" id="([^"]+)"/).map { String($0.1) }
    }

    @Test func theDefaultListIsTheFourPresetsThenOneLandscape() throws {
        let answer = client.get("/compare/action-sheet")
        #expect(answer.status == 200)
        #expect(deviceIDs(answer.text) == ["device-1", "device-2", "device-3", "device-4", "device-5"])
        let screens = answer.text.matches(of: /data-screen="([^"]+)"/).map { String($0.1) }
        #expect(screens == ["iphone-3.5in", "iphone-4in", "iphone-6.1in", "ipad-9.7in", "iphone-6.1in:landscape"])
        #expect(answer.headers["Content-Security-Policy"]?.contains("frame-ancestors 'none'") == true)
    }

    /// Each screen draws the frames of its own device: the screen element has the viewport's size.
    @Test func eachScreenIsLaidOutForItsDevice() throws {
        let token = try StateToken.encode(try opened())
        let answer = client.get("/compare/action-sheet?state=\(token)&devices=iphone-3.5in,ipad-9.7in:landscape")
        #expect(answer.status == 200)
        #expect(deviceIDs(answer.text) == ["device-1", "device-2"])
        for screen in [CompareScreen(.iPhone35), CompareScreen(.iPad97, .landscape)] {
            let size = "width:\(Int(screen.viewport.width))px;height:\(Int(screen.viewport.height))px"
            #expect(answer.text.contains(size), "\(screen.spelling)")
        }
        #expect(answer.text.components(separatedBy: "data-menu=\"open\"").count == 3)
    }

    @Test func aTapOnAnyScreenAppliesToTheSharedStateAndKeepsTheView() throws {
        let page = try opened()
        let answer = client.postForm(
            "/compare/action-sheet/tap",
            [
                ("token", try StateToken.encode(page)), ("type", "tapButton"), ("index", "2"),
                ("devices", "iphone-4in,ipad-9.7in"), ("long-text", "long"),
            ])
        let (next, fields) = try redirect(answer, as: ActionSheet.self)
        var expected = page
        _ = try expected.tap([.tapButton(index: 2)])
        #expect(next == expected)
        #expect(fields["devices"] == "iphone-4in,ipad-9.7in")
        #expect(fields["text"] == "long")
    }

    /// A form's typed words are its `text`, as on the demo page: the long-text view travels as
    /// `long-text`, so the two never meet, and the page's field posts under that name.
    @Test func typedTextIsNotTheLongTextView() throws {
        var page = PageState<Dropdown>(device: .preset(.iPhone4))
        // Editing, as after “Other”: the field is a text input.
        page.state = Dropdown.State(text: "", isEditing: true)
        let token = try StateToken.encode(page)
        let html = client.get("/compare/dropdown?state=\(token)&text=long").text
        #expect(html.contains(#"<input type="hidden" name="long-text" value="long">"#))
        #expect(html.contains(#"type="text" name="text""#))
        // Only the screens form, a GET of the page's URL, spells it `text`.
        #expect(html.components(separatedBy: #"<input type="hidden" name="text" value="long">"#).count == 2)
        let answer = client.postForm(
            "/compare/dropdown/tap",
            [("token", token), ("long-text", "long"), ("type", "typeText"), ("text", "Oat milk")])
        let (next, fields) = try redirect(answer, as: Dropdown.self)
        var expected = page
        // Return in the field submits it: the text, then the end of editing, as on the demo page.
        _ = try expected.tap([.typeText("Oat milk"), .endEditing])
        #expect(next == expected)
        #expect(fields["text"] == "long")
    }

    @Test func dismissIsTheMenusOutsideTapOnEveryScreen() throws {
        let page = try opened()
        let (next, fields) = try redirect(
            client.postForm("/compare/action-sheet/dismiss", [("token", try StateToken.encode(page))]),
            as: ActionSheet.self)
        var expected = page
        _ = try expected.tap([.tapOutside])
        #expect(next == expected)
        #expect(fields["devices"] == nil && fields["text"] == nil)
        let closed = client.postForm("/compare/action-sheet/dismiss", [("token", try StateToken.encode(next))])
        #expect(closed.status == 422)
        #expect(closed.text.contains("Nothing is open to dismiss."))
    }

    @Test func undoStepsBackAndKeepsTheView() throws {
        let page = try opened()
        let token = try StateToken.encode(page)
        let (before, fields) = try redirect(
            client.get("/compare/action-sheet/undo?state=\(token)&devices=iphone-4in"), as: ActionSheet.self)
        #expect(before == page.undoingLastStep())
        #expect(fields["devices"] == "iphone-4in")
        let undoLink = "/compare/action-sheet/undo?state=\(token)&amp;devices=iphone-4in"
        #expect(client.get("/compare/action-sheet?state=\(token)&devices=iphone-4in").text.contains(undoLink))
    }

    /// Each screen beside its long-text copy, whose labels are the pseudo-locale's; the table
    /// gains a column per copy.
    @Test func theLongTextViewShowsACopyOfEachScreen() throws {
        let token = try StateToken.encode(try opened())
        let answer = client.get("/compare/action-sheet?state=\(token)&devices=iphone-3.5in,iphone-4in&text=long")
        #expect(answer.status == 200)
        #expect(deviceIDs(answer.text) == ["device-1", "device-1-long", "device-2", "device-2-long"])
        #expect(answer.text.contains(PseudoLocale.lengthened("Red")))
        #expect(answer.text.contains("iPhone 4-inch · portrait · long text"))
        // The long title wraps where the plain one does not: the table says so.
        #expect(answer.text.contains(#"<tr data-box="title" class="differs">"#))
        let plain = client.get("/compare/action-sheet?state=\(token)&devices=iphone-3.5in,iphone-4in")
        #expect(!plain.text.contains(PseudoLocale.lengthened("Red")))
        #expect(plain.text.contains(#"<tr data-box="title">"#))
    }

    /// The screens form sends a `devices` field a checked box: answered with the one URL.
    @Test func theScreensFormIsRedirectedToTheCanonicalLink() throws {
        let answer = client.get("/compare/dropdown?devices=iphone-4in&devices=ipad-9.7in:landscape&text=long")
        #expect(answer.status == 303)
        #expect(answer.headers["Location"] == "/compare/dropdown?devices=iphone-4in,ipad-9.7in:landscape&text=long")
        let listed = client.get(
            "/compare/dropdown?devices=iphone-3.5in,iphone-4in,iphone-6.1in,ipad-9.7in,iphone-6.1in:landscape")
        #expect(listed.status == 303)
        #expect(listed.headers["Location"] == "/compare/dropdown")
        // Another order of the fields, `:portrait` spelled out, or an escaped list: the same page.
        let token = try StateToken.encode(try opened())
        let canonical = "/compare/action-sheet?state=\(token)&devices=iphone-4in,ipad-9.7in:landscape&text=long"
        for spelling in [
            "/compare/action-sheet?text=long&state=\(token)&devices=iphone-4in,ipad-9.7in:landscape",
            "/compare/action-sheet?state=\(token)&devices=iphone-4in:portrait,ipad-9.7in:landscape&text=long",
            "/compare/action-sheet?state=\(token)&devices=iphone-4in%2Cipad-9.7in%3Alandscape&text=long",
        ] {
            let answer = client.get(spelling)
            #expect(answer.status == 303 && answer.headers["Location"] == canonical, "\(spelling)")
        }
        #expect(client.get(canonical).status == 200)
    }

    @Test(arguments: [
        (
            "devices=iphone-4in,iphone-4in:landscape,ipad-9.7in,ipad-9.7in:landscape,iphone-3.5in,iphone-3.5in:landscape,iphone-6.1in,iphone-6.1in:landscape,iphone-4in",
            "at most 8"
        ),
        ("devices=iphone-4in,iphone-4in", "twice"),
        ("devices=pixel-7", "“pixel-7” at position 1, which is not a device"),
        ("devices=iphone-4in:sideways", "use portrait or landscape"),
        ("devices=", "an empty entry"),
        ("text=short", "takes only “long”"),
        ("zoom=2", "“zoom” is not used here"),
        ("state=nope", "token"),
        ("state=a&state=b", "sent 2 times"),
    ])
    func aBadLinkIsA400ThatSaysWhy(_ query: String, _ words: String) throws {
        let answer = client.get("/compare/accordion?\(query)")
        #expect(answer.status == 400, "\(query)")
        #expect(answer.text.contains(words), "\(query): \(answer.text.prefix(2000))")
        let json = client.get("/compare/accordion?\(query)", accept: "application/json")
        #expect(json.status == 400)
    }

    @Test func aBadPostChangesNothing() throws {
        let token = try StateToken.encode(try opened())
        let outOfRange = client.postForm(
            "/compare/action-sheet/tap", [("token", token), ("type", "tapButton"), ("index", "40")])
        #expect(outOfRange.status == 422)
        #expect(outOfRange.text.contains("/menus/action-sheet?state=\(token)"))
        let badView = client.postForm(
            "/compare/action-sheet/tap", [("token", token), ("type", "tapButton"), ("index", "1"), ("devices", "tv")])
        #expect(badView.status == 400)
        #expect(client.get("/compare/nope").status == 404)
    }

    /// The embed is the screens alone, framable, and its taps lead back to the embed.
    @Test func theEmbedIsTheScreensAloneAndStaysAnEmbed() throws {
        let page = try opened()
        let token = try StateToken.encode(page)
        let answer = client.get("/embed/compare/action-sheet?state=\(token)&devices=iphone-4in")
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Security-Policy"]?.contains("frame-ancestors 'none'") == false)
        #expect(!answer.text.contains("<aside"))
        #expect(answer.text.contains(#"name="return" value="embed""#))
        let tapped = client.postForm(
            "/compare/action-sheet/tap",
            [("token", token), ("type", "tapButton"), ("index", "0"), ("devices", "iphone-4in"), ("return", "embed")])
        #expect(tapped.status == 303)
        #expect(tapped.headers["Location"]?.hasPrefix("/embed/compare/action-sheet?state=") == true)
    }

    /// The share panel's link, embed and image are the compare page's own, and the preview card
    /// is the contact sheet.
    @Test func sharingNamesTheComparePage() throws {
        let token = try StateToken.encode(try opened())
        let html = client.get("/compare/action-sheet?state=\(token)&text=long", headers: [("Host", "play.test")]).text
        #expect(html.contains("/embed/compare/action-sheet?state=\(token)&amp;amp;text=long"))
        #expect(html.contains("/cards/compare/action-sheet.png?state=\(token)&amp;text=long"))
        #expect(html.contains(#"property="og:image" content="http://play.test/cards/compare/action-sheet.png?state="#))
    }

    /// The demo page links to the compare page of its own state.
    @Test func theDemoPageLinksToItsStateCompared() throws {
        let token = try StateToken.encode(try opened())
        let html = client.get("/menus/action-sheet?state=\(token)").text
        #expect(html.contains(#"id="compare-link""#))
        #expect(html.contains("/compare/action-sheet?state=\(token)"))
    }

    /// Every screen is a metered layout charged to one budget, four pages' worth: what one screen
    /// spends fits it, sixteen layouts of the same state do not, and are refused with the work
    /// meter's 422 before anything is drawn.
    @Test func theScreensShareOneBudget() throws {
        let page = try opened()
        let measuring = LayoutService(measurer: apiPlayground.textMeasurer, budget: WorkLimits.budget)
        let work = measuring.startCompareRequest()
        _ = try work.compareLayouts(page, view: CompareView(screens: try CompareScreens(parsing: "ipad-9.7in")))
        let onePage = work.measurer.meter.spent
        #expect(onePage > 0)
        var router = Router()
        CompareRoutes(layouts: LayoutService(measurer: apiPlayground.textMeasurer, budget: onePage * 2))
            .register(in: &router)
        let client = TestClient.router(
            ResponsePipeline(
                router: router, compressor: Compressor(level: 1), compressedBodies: ByteBoundedCache(capacityBytes: 0),
                errorResponder: { ErrorAnswer.response(for: $0, request: $1) }))
        let token = try StateToken.encode(page)
        #expect(client.get("/compare/action-sheet?state=\(token)&devices=ipad-9.7in").status == 200)
        let all =
            "iphone-3.5in,iphone-4in,iphone-6.1in,ipad-9.7in,iphone-3.5in:landscape,iphone-4in:landscape,"
            + "iphone-6.1in:landscape,ipad-9.7in:landscape"
        let answer = client.get(
            "/compare/action-sheet?state=\(token)&devices=\(all)&text=long", accept: "application/json")
        #expect(answer.status == 422)
        #expect(answer.text.contains("too_much_work"), "\(answer.text)")
    }
}
