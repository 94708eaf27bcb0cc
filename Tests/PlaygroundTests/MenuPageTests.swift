import Compression
import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The demo pages and their form posts, through the same pipeline the socket uses.
@Suite struct MenuPageTests {
    let client = TestClient.playground

    /// The token of a page URL `/menus/{id}?state=…`.
    private static func token(of location: String?) throws -> String {
        let location = try #require(location)
        return String(try #require(location.split(separator: "=", maxSplits: 1).last))
    }

    @Test(arguments: MenuRegistry.ids)
    func everyDemoPageDrawsEveryFrameWithItsStyleHashes(menu: MenuID) throws {
        let response = client.get("/menus/\(menu.rawValue)")
        #expect(response.status == 200)
        let html = response.text
        for name in ["screen", "status-bar", "content"] {
            #expect(html.contains("data-frame=\"\(name)\""))
        }
        let policy = try #require(response.headers["Content-Security-Policy"])
        #expect(policy.contains("'unsafe-hashes' 'sha256-"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(!policy.contains("unsafe-inline"))
        #expect(html.contains("/static/css/screen.css"))
        #expect(response.headers["ETag"] != nil)
    }

    @Test func aTapIsAnsweredWithSeeOtherToTheNewState() throws {
        let start = try Self.token(
            of: "/menus/accordion?state=" + StateToken.encode(PageState<Accordion>(device: .preset(.iPhone4))))
        let opened = client.postForm("/menus/accordion/tap", [("token", start), ("type", "open"), ("item", "1")])
        #expect(opened.status == 303)
        let openToken = try Self.token(of: opened.headers["Location"])
        let openPage = try StateToken.decode(openToken, as: Accordion.self)
        #expect(openPage.state.isOpen)
        #expect(openPage.state.selectedItem == 1)

        // Delete (row 1) removes the item the menu was opened from and reports the index.
        let deleted = client.postForm(
            "/menus/accordion/tap", [("token", openToken), ("type", "tapRow"), ("index", "1")])
        let after = try StateToken.decode(try Self.token(of: deleted.headers["Location"]), as: Accordion.self)
        #expect(!after.state.isOpen)
        #expect(after.state.items == ["Buy milk", "Book flights", "Water the plants"])
        #expect(after.events.map(\.description) == ["userSelectedOptionWithIndex: 1"])

        // The new state's page shows the event in its log.
        let page = client.get(try #require(deleted.headers["Location"])).text
        #expect(page.contains("userSelectedOptionWithIndex: 1"))
    }

    /// The dropdown seed's "Other" flow without script: the text field's form is sent by Return,
    /// which ends the edit, so the text is capitalised and reported.
    @Test func otherThenReturnCommitsTheCapitalisedText() throws {
        var token = try StateToken.encode(PageState<Dropdown>(device: .preset(.iPhone4)))
        for fields in [
            [("type", "tapField")], [("type", "tapRow"), ("index", "5")],
            [("type", "typeText"), ("text", "mint chip")],
        ] {
            let answer = client.postForm("/menus/dropdown/tap", [("token", token)] + fields)
            #expect(answer.status == 303)
            token = try Self.token(of: answer.headers["Location"])
        }
        let page = try StateToken.decode(token, as: Dropdown.self)
        #expect(page.state.text == "Mint Chip")
        #expect(!page.state.isEditing)
        #expect(page.events.last?.description == #"optionSelected(option: "Mint Chip")"#)
    }

    @Test func dismissSendsTheMenusOutsideTap() throws {
        var page = PageState<ActionSheet>(device: .preset(.iPhone4))
        page.state.isShowing = true
        let answer = client.postForm("/menus/action-sheet/dismiss", [("token", try StateToken.encode(page))])
        #expect(answer.status == 303)
        let after = try StateToken.decode(try Self.token(of: answer.headers["Location"]), as: ActionSheet.self)
        #expect(!after.state.isShowing)
        #expect(after.events.map(\.description) == ["clickedButtonAtIndex: -1"])

        let closed = try StateToken.encode(PageState<ActionSheet>(device: .preset(.iPhone4)))
        let nothing = client.postForm("/menus/action-sheet/dismiss", [("token", closed)])
        #expect(nothing.status == 422)
        #expect(nothing.text.contains("Nothing is open to dismiss."))
    }

    @Test func badPostsSayWhatWasWrongAndLinkToTheLastGoodState() throws {
        let good = try StateToken.encode(PageState<Dropdown>(device: .preset(.iPhone4)))
        let lastGood = "/menus/dropdown?state=\(good)"

        let outOfRange = client.postForm("/menus/dropdown/tap", [("token", good), ("type", "tapRow"), ("index", "99")])
        #expect(outOfRange.status == 422)
        #expect(outOfRange.text.contains("href=\"\(lastGood)\""))
        #expect(outOfRange.text.contains("tapRow does not apply: the list is up."))
        #expect(outOfRange.text.contains("<code>type</code>"))
        var open = PageState<Dropdown>(device: .preset(.iPhone4))
        open.state.isDroppedDown = true
        let pastTheEnd = client.postForm(
            "/menus/dropdown/tap", [("token", try StateToken.encode(open)), ("type", "tapRow"), ("index", "99")])
        #expect(pastTheEnd.status == 422)
        #expect(pastTheEnd.text.contains("index 99 is out of range 0…5."))
        #expect(pastTheEnd.text.contains("<code>index</code>"))

        let notANumber = client.postForm(
            "/menus/dropdown/tap", [("token", good), ("type", "tapRow"), ("index", "two")])
        #expect(notANumber.status == 422)
        #expect(notANumber.text.contains("must be a whole number"))

        let noType = client.postForm("/menus/dropdown/tap", [("token", good)])
        #expect(noType.status == 422)

        let tampered = client.postForm("/menus/dropdown/tap", [("token", good + "x"), ("type", "tapField")])
        #expect(tampered.status == 400)
        #expect(tampered.text.contains("href=\"/menus/dropdown\""))

        let noToken = client.postForm("/menus/dropdown/tap", [("type", "tapField")])
        #expect(noToken.status == 400)
        #expect(noToken.text.contains("“token” is missing"))

        let otherMenu = client.postForm("/menus/accordion/tap", [("token", good), ("type", "open")])
        #expect(otherMenu.status == 400)

        #expect(client.get("/menus/nope").status == 404)
        #expect(client.get("/menus/dropdown?state=%%%").status == 400)
        #expect(client.get("/menus/dropdown?state=AAAA").status == 400)
    }

    @Test func inputThatWouldMakeASecondURLOrAGuessIsRefused() throws {
        let token = try StateToken.encode(PageState<ContextMenu>(device: .preset(.iPhone4)))
        let unknown = client.get("/menus/context-menu?state=\(token)&r=1")
        #expect(unknown.status == 400)
        #expect(unknown.text.contains("“r” is not used here"))
        #expect(client.get("/menus/context-menu?state=\(token)&state=\(token)").status == 400)

        let twice = client.postForm(
            "/menus/context-menu/tap", [("token", token), ("type", "open"), ("type", "tapOutside")])
        #expect(twice.status == 400)
        #expect(twice.text.contains("“type” is sent 2 times"))

        // /dismiss does what an outside tap does, whatever the form says.
        let closed = client.postForm("/menus/context-menu/dismiss", [("token", token), ("type", "open")])
        #expect(closed.status == 422)
        #expect(closed.text.contains("Nothing is open to dismiss."))
    }

    @Test func aTokenWithFieldsTheServerWouldDropIsRefused() throws {
        let page = PageState<Dropdown>(device: .preset(.iPhone4))
        var json = String(decoding: try StateToken.json(page), as: UTF8.self)
        json.insert(contentsOf: #""extra":1,"#, at: json.index(after: json.startIndex))
        let token = Base64URL.encode(Compressor(level: 9, format: .zlib).compress(Array(json.utf8)))
        let answer = client.get("/menus/dropdown?state=\(token)")
        #expect(answer.status == 400)
        #expect(answer.text.contains("extra is not a known field"))
    }

    @Test func aStateTooBigToDrawIsA422NotAHugePage() throws {
        var configuration = Accordion.Configuration.demo
        configuration.options = (0..<400).map { "o\($0)" }
        var page = PageState<Accordion>(configuration: configuration, device: .preset(.iPhone4))
        page.state.isOpen = true
        let answer = client.get(try SitePaths.menuPage(of: page))
        #expect(answer.status == 422)
        #expect(answer.text.contains("too many boxes to draw as a page"))
        #expect(answer.text.contains("the limits are 300 distinct frames and 1048576 bytes"))
        #expect(!answer.text.contains("\\("))
    }

    /// A page whose forms alone pass the size limit is refused before its screen is drawn.
    @Test func aStateWhoseFormsPassTheSizeLimitIsRefusedBeforeDrawing() throws {
        var configuration = Accordion.Configuration.demo
        // The most options, of two random letters each (cheap to lay out, and they deflate
        // poorly): a large token in each of a thousand forms.
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var seed: UInt64 = 2_026
        configuration.options = (0..<Limits.maxOptions).map { _ in
            String(
                (0..<2).map { _ in
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return letters[Int(seed >> 33) % letters.count]
                })
        }
        var page = PageState<Accordion>(configuration: configuration, device: .preset(.iPhone4))
        page.state.isOpen = true
        let answer = client.get(try SitePaths.menuPage(of: page))
        #expect(answer.status == 422)
        #expect(answer.text.contains("(at least "))
    }

    @Test func deviceAndRotationKeepTheMenuState() throws {
        var page = PageState<Accordion>(device: .preset(.iPhone4))
        page.state.isOpen = true
        let token = try StateToken.encode(page)

        let rotated = client.postForm("/menus/accordion/rotate", [("token", token)])
        let landscape = try StateToken.decode(try Self.token(of: rotated.headers["Location"]), as: Accordion.self)
        #expect(landscape.orientation == .landscape)
        #expect(landscape.state == page.state)

        let custom = client.postForm(
            "/menus/accordion/device",
            [
                ("token", token), ("device", "custom"), ("width", "500"), ("height", "700"), ("statusBar", "24"),
                ("orientation", "portrait"),
            ])
        let resized = try StateToken.decode(try Self.token(of: custom.headers["Location"]), as: Accordion.self)
        #expect(resized.device == .custom(width: 500, height: 700, statusBar: 24))
        #expect(resized.state == page.state)

        let tooSmall = client.postForm(
            "/menus/accordion/device",
            [("token", token), ("device", "custom"), ("width", "100"), ("height", "700"), ("statusBar", "20")])
        #expect(tooSmall.status == 422)
        let unknown = client.postForm("/menus/accordion/device", [("token", token), ("device", "pixel")])
        #expect(unknown.status == 422)
        let hex = client.postForm(
            "/menus/accordion/device",
            [("token", token), ("device", "custom"), ("width", "0x100"), ("height", "700"), ("statusBar", "20")])
        #expect(hex.status == 422)
    }

    @Test func renderedPagesAreCachedByURL() throws {
        var page = PageState<Dropdown>(device: .custom(width: 333, height: 777, statusBar: 21))
        page.state.isDroppedDown = true
        let url = try SitePaths.menuPage(of: page)
        let before = apiPlayground.finishedPages.statistics
        let first = client.get(url)
        let second = client.get(url)
        let after = apiPlayground.finishedPages.statistics
        #expect(after.hits >= before.hits + 1)
        #expect(first.body == second.body)
        #expect(first.headers["ETag"] == second.headers["ETag"])
        page.state.isDroppedDown = false
        #expect(client.get(try SitePaths.menuPage(of: page)).status == 200)  // another URL is another entry
    }

    @Test func theSameStateAlwaysGivesTheSameURL() throws {
        let page = PageState<TabSplit>(device: .preset(.iPad97), orientation: .landscape)
        #expect(try SitePaths.menuPage(of: page) == (try SitePaths.menuPage(of: page)))
        let first = client.postForm(
            "/menus/tab-split/tap", [("token", try StateToken.encode(page)), ("type", "selectTab"), ("index", "5")])
        let second = client.postForm(
            "/menus/tab-split/tap", [("token", try StateToken.encode(page)), ("type", "selectTab"), ("index", "5")])
        #expect(first.headers["Location"] == second.headers["Location"])
    }

    @Test func embedIsTheScreenAloneAndMayBeFramed() throws {
        let token = try StateToken.encode(PageState<ContextMenu>(device: .preset(.iPhone61)))
        let response = client.get("/embed/\(token)")
        #expect(response.status == 200)
        #expect(response.headers["Content-Security-Policy"]?.contains("frame-ancestors *") == true)
        let html = response.text
        #expect(html.contains("data-frame=\"screen\""))
        #expect(!html.contains("Delegate events"))
        #expect(client.get("/embed/nonsense").status == 400)
    }
}

@Suite struct GridPageTests {
    /// Forty snapshots, each an image of its size with a text alternative, linked to its demo.
    @Test func everyMenuOnEveryPresetInBothOrientationsIsASnapshotLinkedToItsDemo() throws {
        let client = TestClient.playground
        let response = client.get("/grid")
        #expect(response.status == 200)
        let html = response.text
        let images = html.components(separatedBy: "src=\"/snapshots/").dropFirst().map {
            String($0.prefix { $0 != "." })
        }
        #expect(images.count == MenuRegistry.ids.count * DevicePreset.allCases.count * 2)
        #expect(Set(images).count == images.count)
        for token in images.prefix(4) {
            let snapshot = client.get("/snapshots/\(token).png")
            #expect(snapshot.status == 200 && snapshot.headers["Content-Type"] == "image/png")
            #expect(html.contains("<a href=\"/menus/") && html.contains("state=\(token)\" class=\"grid-frame\""))
        }
        // Fitted to 200 × 210 points, named as people name the device.
        #expect(html.contains(#"width="118" height="210" alt="Accordion menu, open, on iPhone 4-inch, portrait""#))
        #expect(html.contains(#"width="200" height="150" alt="Accordion menu, open, on iPad 9.7-inch, landscape""#))
        #expect(html.contains("<figcaption><a href=\"/menus/accordion?state="))
        #expect(html.contains("\">iPhone 4-inch · portrait</a></figcaption>"))
        #expect(!html.contains("iphone-4in, portrait"))
        #expect(!html.contains("<iframe"))
        #expect(response.headers["Content-Security-Policy"]?.contains("frame-src") == false)
    }
}

@Suite struct EmbedTapTests {
    /// The demo page may not be framed, so a tap inside an embedded screen leads back to the
    /// embed route, which may.
    @Test func tapsInsideAnEmbedStayEmbedded() throws {
        let token = try StateToken.encode(PageState<ContextMenu>(device: .preset(.iPhone4)))
        let client = TestClient.playground
        let html = client.get("/embed/\(token)").text
        #expect(html.contains(#"<input type="hidden" name="return" value="embed">"#))
        let answer = client.postForm(
            "/menus/context-menu/tap", [("token", token), ("return", "embed"), ("type", "open")])
        #expect(answer.status == 303)
        let location = try #require(answer.headers["Location"])
        #expect(location.hasPrefix("/embed/"))
        let next = client.get(location)
        #expect(next.headers["Content-Security-Policy"]?.contains("frame-ancestors *") == true)
        #expect(try StateToken.decode(String(location.dropFirst("/embed/".count)), as: ContextMenu.self).state.isShown)
    }
}
