import HTML
import HTTPServer
import MenuCore
import QRCode
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The share panel's texts, on its own and on the demo and scenario pages.
@Suite struct SharePanelTests {
    let client = TestClient.playground

    static let panel = SharePanel(
        url: "/menus/tab-split?state=abc#tab-3", origin: "https://play.example", embedPath: "/embed/abc",
        width: 320, height: 568, title: "Tab \"split\" [beta]", snapshotPath: "/snapshots/abc.png")

    static func html(_ panel: SharePanel) -> String {
        var html = HTMLWriter(capacity: 4096)
        panel.write(into: &html)
        return String(decoding: html.markup.bytes, as: UTF8.self)
    }

    @Test func theEmbedCodeFramesTheScreenAtItsSizeWithATitle() {
        #expect(
            Self.panel.embedCode
                == "<iframe src=\"https://play.example/embed/abc\" width=\"320\" height=\"568\" "
                + "title=\"Tab &quot;split&quot; [beta]\" loading=\"lazy\"></iframe>")
    }

    @Test func theMarkdownLinkIsTheSnapshotLinkedToTheFullLink() {
        #expect(
            Self.panel.markdownLink
                == "[![Tab \"split\" \\[beta\\]](https://play.example/snapshots/abc.png)]"
                + "(https://play.example/menus/tab-split?state=abc#tab-3)")
    }

    @Test func withoutAShortLinkAFormCreatesOneForTheURLWithoutItsFragment() {
        let html = Self.html(Self.panel)
        #expect(html.contains(#"<form method="post" action="/s" class="short-link-form" id="short-link-form""#))
        #expect(html.contains(#"data-api="/api/v1/links""#))
        #expect(html.contains(#"<input type="hidden" name="url" value="/menus/tab-split?state=abc">"#))
        #expect(html.contains(">Create short link</button>"))
        #expect(!html.contains("share-qr"))
    }

    @Test func withAShortLinkTheLinkAndItsQRCodeAreShown() {
        var panel = Self.panel
        panel.shortLinkID = "7kQmX2pZ"
        let html = Self.html(panel)
        #expect(html.contains(#"id="share-short" type="text" readonly value="https://play.example/s/7kQmX2pZ""#))
        #expect(
            html.contains(#"src="/s/7kQmX2pZ/qr.svg" alt="QR code of the short link https://play.example/s/7kQmX2pZ""#))
        #expect(!html.contains("short-link-form"))
    }

    @Test func everyFieldIsLabelledAndHasACopyButtonHiddenUntilTheScriptRuns() {
        let html = Self.html(Self.panel)
        for id in ["share-url", "share-embed", "share-markdown"] {
            #expect(html.contains("<label for=\"\(id)\">"), "\(id)")
            #expect(html.contains("data-copy=\"\(id)\""), "\(id)")
        }
        #expect(html.components(separatedBy: "class=\"copy\"").count == 4)
        #expect(html.components(separatedBy: " hidden>Copy</button>").count == 4)
        #expect(html.contains(#"<p class="share-status" id="share-status" role="status" aria-live="polite"></p>"#))
    }

    @Test func withoutAnOriginTheURLsStayRelative() {
        var panel = Self.panel
        panel.origin = nil
        #expect(panel.embedCode.hasPrefix("<iframe src=\"/embed/abc\""))
        #expect(panel.markdownLink.hasSuffix("(/snapshots/abc.png)](/menus/tab-split?state=abc#tab-3)"))
    }

    @Test func theDemoPageSharesItsStateAtTheDevicesSize() throws {
        let page = PageState<Accordion>(device: .preset(.iPhone4))
        let token = try StateToken.encode(page)
        let viewport = try page.viewport()
        let html = client.get("/menus/accordion?state=\(token)", headers: [("Host", "example.test")]).text
        let (width, height) = (Int(viewport.width.rounded(.up)), Int(viewport.height.rounded(.up)))
        #expect(
            html.contains(
                "&lt;iframe src=&quot;http://example.test/embed/\(token)&quot; width=&quot;\(width)&quot; "
                    + "height=&quot;\(height)&quot; title=&quot;\(Accordion.title)&quot;"))
        #expect(html.contains("[![\(Accordion.title)](http://example.test/snapshots/\(token).png)]"))
        #expect(
            html.contains(#"id="share-url" type="text" readonly value="http://example.test/menus/accordion?state="#))
        // The page's own links stay.
        #expect(html.contains(#"id="share-link">Link to this exact state</a>"#))
    }

    @Test func theScenarioPageSharesItsStep() throws {
        let scenario = try Scenario<Accordion>(
            start: PageState(device: .preset(.iPhone4)), actions: [.open(item: 0), .tapRow(index: 3)])
        let token = try ScenarioToken.encode(scenario)
        let html = client.get("/scenarios/\(token)?step=1", headers: [("Host", "example.test")]).text
        #expect(html.contains(#"<h3 id="share-heading">Share this step</h3>"#))
        #expect(html.contains("src=&quot;http://example.test/embed/scenarios/\(token)?step=1&quot;"))
        #expect(html.contains(#"<input type="hidden" name="url" value="/scenarios/\#(token)?step=1">"#))
        let step = try StateToken.encode(scenario.page(after: 1))
        #expect(html.contains("(http://example.test/snapshots/\(step).png)]"))
    }

    @Test func theQRCodeResponseIsTheSVGOfTheText() throws {
        let response = try QRCodeResponse.svg(encoding: "http://example.test/s/7kQmX2pZ")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "image/svg+xml")
        #expect(response.headers["Cache-Control"] == QRCodeResponse.cacheControl)
        #expect(response.headers["ETag"] != nil)
        #expect(response.body == (try qrSVG(for: "http://example.test/s/7kQmX2pZ")))
    }

    @Test func aTextTooLongForAQRCodeIsA400NamingTheLimit() {
        let text = String(repeating: "x", count: QRCodeLimits.maxTextBytes + 1)
        #expect {
            try QRCodeResponse.svg(encoding: text)
        } throws: { error in
            let error = error as? HTTPError
            return error?.status == .badRequest && error?.message.contains("at most 1024") == true
        }
    }
}
