import Compression
import HTTPServer
import JSON
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// One state, one token (issue 29): a state holding −0 has the token of the state holding 0,
/// and a token holding `-0`, which no build writes, is not canonical: a 400 naming the field,
/// from every route that reads a token, with nothing changed.
@Suite struct NegativeZeroTokenTests {
    let client = TestClient.playground

    private static func device(statusBar: Double) -> DeviceChoice {
        .custom(width: 320, height: 480, statusBar: statusBar)
    }

    /// A dropdown whose colours and status bar hold `zero` (colours off their defaults, so that
    /// the token writes them).
    private static func dropdown(_ zero: Double) -> PageState<Dropdown> {
        let style = Dropdown.Style(
            boldColor: RGBA(red: zero, green: 0.5, blue: 1, alpha: 1),
            lightColor: RGBA(red: 1, green: 1, blue: 1, alpha: zero))
        return PageState(
            configuration: Dropdown.Configuration(title: "Pick", options: ["A", "B"], style: style),
            device: device(statusBar: zero))
    }

    private func token(ofJSON json: String) -> String {
        Base64URL.encode(Compressor(level: 9, format: .zlib).compress(Array(json.utf8)))
    }

    private func json(_ page: PageState<some Menu>) throws -> String {
        String(decoding: try StateToken.json(page), as: UTF8.self)
    }

    @Test func aStateHoldingMinusZeroHasTheTokenOfZero() throws {
        let zero = PageState<Accordion>(device: Self.device(statusBar: 0))
        let minusZero = PageState<Accordion>(device: Self.device(statusBar: -0.0))
        #expect(try StateToken.json(minusZero) == (try StateToken.json(zero)))
        #expect(try StateToken.encode(minusZero) == (try StateToken.encode(zero)))
        #expect(try SitePaths.menuPage(of: minusZero) == (try SitePaths.menuPage(of: zero)))
        #expect(try StateToken.encode(Self.dropdown(-0.0)) == (try StateToken.encode(Self.dropdown(0))))
        let scenario = { (page: PageState<Accordion>) throws in
            try ScenarioToken.encode(try Scenario(start: page, actions: [.open(item: 0)]))
        }
        #expect(try scenario(minusZero) == (try scenario(zero)))
    }

    /// `json` with its one `zero` (a member and its delimiters, with one digit, `"red":0}`)
    /// holding each spelling of −0 instead, as tokens.
    private func minusZeroTokens(_ json: String, replacing zero: String) -> [String] {
        #expect(json.components(separatedBy: zero).count == 2 && zero.filter(\.isNumber) == "0", "\(zero) in \(json)")
        return ["-0", "-0.0", "-0e0", "-0E+2"].map { spelling in
            token(ofJSON: json.replacingOccurrences(of: zero, with: zero.replacingOccurrences(of: "0", with: spelling)))
        }
    }

    private func refusal(_ token: String) -> HTTPError? {
        do {
            return try StateToken.open(token) { _ throws(HTTPError) in nil }
        } catch {
            return error
        }
    }

    /// Doubles (a status bar, colours) and integers (an index, a tab order) alike.
    @Test func aTokenHoldingMinusZeroIsRefusedNamingTheField() throws {
        let accordion = try json(PageState<Accordion>(device: Self.device(statusBar: 0)))
        let dropdown = try json(Self.dropdown(0))
        let tabs = try json(PageState<TabSplit>(device: .preset(.iPhone4)))
        let cases = [
            (accordion, #""statusBar":0,"#, "device.statusBar"),
            (dropdown, #""red":0}"#, "config.style.boldColor.red"),
            (dropdown, #""alpha":0,"#, "config.style.lightColor.alpha"),
            (tabs, #""selected":0}"#, "state.selected"),
            (tabs, #""state":{"order":[0,"#, "state.order[0]"),
        ]
        for (json, zero, path) in cases {
            let expected = HTTPError.badRequest(
                "The token's \(path) is -0, which canonical JSON writes as 0.", code: "bad_token", path: path)
            for token in minusZeroTokens(json, replacing: zero) {
                #expect(refusal(token) == expected)
            }
        }
        for token in minusZeroTokens(accordion, replacing: #""statusBar":0,"#) {
            #expect(throws: DomainError.self) { try StateToken.decode(token, as: Accordion.self) }
            #expect(refusal(token)?.path == "device.statusBar")
        }
    }

    /// The API (the state, its reading and its frames), the demo page, a tap on it, the embed and
    /// the snapshot all answer 400 with that error (the access log writes its code and message),
    /// and the tap leads nowhere.
    @Test func everyRouteRefusesItAndChangesNothing() throws {
        let message = "The token's device.statusBar is -0, which canonical JSON writes as 0."
        let json = try json(PageState<Accordion>(device: Self.device(statusBar: 0)))
        for token in minusZeroTokens(json, replacing: #""statusBar":0,"#) {
            for api in [
                "/api/v1/state/\(token)", "/api/v1/state/\(token)/accessibility", "/api/v1/state/\(token)/frames",
            ] {
                let answer = TestClient.playground.get(api, accept: "*/*")
                #expect(answer.status == 400, "\(api)")
                #expect(answer.json == API.error(400, "bad_token", message, path: "device.statusBar"), "\(api)")
            }
            for target in ["/menus/accordion?state=\(token)", "/embed/\(token)", "/snapshots/\(token).png"] {
                let response = client.get(target)
                #expect(response.status == 400, "\(target)")
                #expect(response.text.contains("-0, which canonical JSON writes as 0"), "\(target)")
            }
            // The error the access log's line carries, code and message.
            let logged = client.get("/embed/\(token)").error
            #expect(logged?.code == "bad_token" && logged?.message == message)
            let tap = client.postForm("/menus/accordion/tap", [("token", token), ("type", "open"), ("item", "1")])
            #expect(tap.status == 400)
            #expect(tap.headers["Location"] == nil)
        }
    }

    @Test func aScenarioTokenHoldingMinusZeroIsRefusedNamingTheField() throws {
        let start = PageState<Accordion>(device: Self.device(statusBar: 0))
        let token = try ScenarioToken.encode(try Scenario(start: start, actions: [.open(item: 0)]))
        let json = String(decoding: try StateToken.inflate(token), as: UTF8.self)
        for token in minusZeroTokens(json, replacing: #""statusBar":0,"#) {
            let expected = HTTPError.badRequest(
                "The scenario token's device.statusBar is -0, which canonical JSON writes as 0.", code: "bad_token",
                path: "device.statusBar")
            #expect(throws: expected) { try ScenarioToken.open(token) { _ throws(HTTPError) in () } }
            #expect(client.get("/scenarios/\(token)").status == 400)
        }
    }
}
