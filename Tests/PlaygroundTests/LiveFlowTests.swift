import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The no-JavaScript flow over a real socket: a page, a tap posted as a form, the 303, and the
/// new state's page with the delegate event in its log.
@Suite struct LiveFlowTests {
    @Test func tapDismissAndRotateOverASocket() throws {
        var configuration = try PlaygroundConfiguration.load(
            file: ConfigurationTests.repository.appendingPathComponent("Config/playground.json").path)
        configuration.server.port = 0
        let playground = try Playground(configuration: configuration, accessLog: nil)
        try playground.start()
        defer { playground.server.shutdown(grace: .seconds(1)) }
        let client = TestClient.live(port: playground.server.port)

        let start = try StateToken.encode(PageState<ActionSheet>(device: .preset(.iPhone4)))
        let page = try client.get("/menus/action-sheet?state=\(start)")
        #expect(page.status == 200)
        #expect(page.text.contains("data-frame=\"screen\""))

        let opened = try client.postForm("/menus/action-sheet/tap", [("token", start), ("type", "open")])
        #expect(opened.status == 303)
        let openURL = try #require(opened.headers["location"])
        let openToken = String(openURL.split(separator: "=", maxSplits: 1)[1])

        let dismissed = try client.postForm("/menus/action-sheet/dismiss", [("token", openToken)])
        #expect(dismissed.status == 303)
        let closedURL = try #require(dismissed.headers["location"])
        let closed = try client.get(closedURL)
        #expect(closed.status == 200)
        #expect(closed.text.contains("clickedButtonAtIndex: -1"))

        let rotated = try client.postForm("/menus/action-sheet/rotate", [("token", openToken)])
        let rotatedToken = String(try #require(rotated.headers["location"]).split(separator: "=", maxSplits: 1)[1])
        #expect(try StateToken.decode(rotatedToken, as: ActionSheet.self).orientation == .landscape)

        let tampered = try client.postForm(
            "/menus/action-sheet/tap", [("token", String(openToken.dropLast(4))), ("type", "open")])
        #expect(tampered.status == 400)
        #expect(tampered.text.contains("Open “iPad-style action sheet” in its default state"))
    }
}
