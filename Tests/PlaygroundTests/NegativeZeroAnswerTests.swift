import Foundation
import HTTPServer
import JSON
import MenuCore
import Snapshot
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// −0 is 0 to every answer (issue 29): a body holding it anywhere a number goes gets the bytes
/// the body with 0 gets, token included, and no JSON answer or page holds a `-0`, whatever the
/// inputs.
@Suite struct NegativeZeroAnswerTests {
    /// The paths of the −0s in a JSON text (the strict parser keeps the sign).
    static func minusZeros(in bytes: [UInt8]) -> [String] {
        guard let value = try? JSONValue.parse(bytes) else { return ["(not JSON)"] }
        return minusZeros(in: value, at: "")
    }

    static func minusZeros(in value: JSONValue, at path: String) -> [String] {
        switch value {
        case .number(let number): number == 0 && number.sign == .minus ? [path] : []
        case .array(let elements):
            elements.enumerated().flatMap { minusZeros(in: $0.element, at: "\(path)[\($0.offset)]") }
        case .object(let members):
            members.sorted { $0.key < $1.key }.flatMap { minusZeros(in: $0.value, at: JSONPath.join(path, $0.key)) }
        default: []
        }
    }

    /// Whether `html` holds a number `-0` after a `:` (a style's or a transition's), not `-0.5`.
    static func holdsMinusZero(_ html: String) -> Bool {
        html.split(separator: ":-0", omittingEmptySubsequences: false).dropFirst().contains { rest in
            guard let next = rest.first else { return true }
            return next != "." && !next.isNumber
        }
    }

    /// Bodies of each route with `Z` wherever a number may be 0: a custom device's status bar,
    /// colours, indices, a tab order.
    static let bodies: [(route: String, body: String)] = [
        (
            "accordion/layout",
            #"{"device":{"width":320,"height":480,"statusBar":Z},"state":{"isOpen":true,"items":["a","b"]}}"#
        ),
        (
            "accordion/actions",
            #"{"device":{"width":320,"height":480,"statusBar":Z},"actions":[{"type":"open","item":Z},"#
                + #"{"type":"tapRow","index":Z}]}"#
        ),
        (
            "tab-split/actions",
            #"{"device":{"width":320,"height":480,"statusBar":Z},"orientation":"landscape","#
                + #""state":{"order":[Z,1,2,3,4,5,6,7,8,9],"selected":Z},"#
                + #""actions":[{"type":"moveTab","from":Z,"to":1},{"type":"selectTab","index":10}]}"#
        ),
        (
            "dropdown/actions",
            #"{"device":{"width":390,"height":844,"statusBar":Z},"config":{"style":{"#
                + #""boldColor":{"red":Z,"green":Z,"blue":0.5,"alpha":1},"lightColor":{"red":1,"green":1,"blue":1,"alpha":Z}}},"#
                + #""actions":[{"type":"tapField"},{"type":"tapRow","index":Z}]}"#
        ),
        ("action-sheet/actions", #"{"device":{"width":768,"height":1024,"statusBar":Z},"actions":[{"type":"open"}]}"#),
        ("context-menu/layout", #"{"device":{"width":200,"height":300,"statusBar":Z},"state":{"isShown":true}}"#),
        (
            "scenarios",
            #"{"menu":"accordion","device":{"width":320,"height":480,"statusBar":Z},"#
                + #""actions":[{"type":"open","item":Z},{"type":"dismiss"}]}"#
        ),
    ]

    static func post(_ route: String, _ body: String) -> TestResponse {
        let target = route == "scenarios" ? "/api/v1/scenarios" : "/api/v1/menus/\(route)"
        return TestClient.playground.post(
            target, headers: [("Content-Type", "application/json")], body: Array(body.utf8))
    }

    @Test(arguments: bodies)
    func aBodyWithMinusZeroGetsTheAnswerOfZero(route: String, body: String) {
        let expected = Self.post(route, body.replacingOccurrences(of: "Z", with: "0"))
        #expect(expected.status == 200 || expected.status == 201, "\(String(decoding: expected.body, as: UTF8.self))")
        for spelling in ["-0", "-0.0", "-0e0", "-0E+2", "-0.000e-5"] {
            let answer = Self.post(route, body.replacingOccurrences(of: "Z", with: spelling))
            #expect(answer.status == expected.status, "\(spelling)")
            #expect(
                answer.body == expected.body,
                "\(spelling): \(String(decoding: answer.body, as: UTF8.self))")
            #expect(Self.minusZeros(in: answer.body) == [], "\(spelling)")
        }
    }

    /// Random states of every menu laid out on every preset and on custom screens whose status
    /// bar is −0, both ways up: no `-0` in the answer, and the bytes of the answer for 0.
    @Test(arguments: MenuRegistry.ids)
    func noAnswerHoldsMinusZero(menu: MenuID) throws {
        let type = try #require(MenuRegistry.menu(menu))
        try sweep(type)
    }

    private func sweep<M: PlaygroundMenu>(_ menu: M.Type) throws {
        var pages = RandomPages<M>(seed: 29 + UInt64(M.id.rawValue.utf8.count))
        let devices =
            DevicePreset.allCases.map { "\"\($0.rawValue)\"" }
            + [(320, 480), (768, 1024), (200, 2048)].map { #"{"width":\#($0),"height":\#($1),"statusBar":Z}"# }
        for _ in 0..<8 {
            let page = pages.page().0
            let config = String(decoding: try CanonicalJSON.encode(page.configuration), as: UTF8.self)
            let state = String(decoding: try CanonicalJSON.encode(page.state), as: UTF8.self)
            for device in devices {
                for orientation in ["portrait", "landscape"] {
                    let body =
                        #"{"device":\#(device),"orientation":"\#(orientation)","config":\#(config),"state":\#(state)}"#
                    let zero = Self.post("\(M.id.rawValue)/layout", body.replacingOccurrences(of: ":Z", with: ":0"))
                    #expect(zero.status == 200, "\(body)")
                    #expect(Self.minusZeros(in: zero.body) == [], "\(body)")
                    guard device.contains(":Z") else { continue }
                    let minusZero = Self.post(
                        "\(M.id.rawValue)/layout", body.replacingOccurrences(of: ":Z", with: ":-0"))
                    #expect(minusZero.body == zero.body, "\(body)")
                }
            }
        }
    }

    /// A page drawn from a state holding −0 (which no token now carries) is byte for byte the
    /// page of 0, with the same CSP hashes, and so is its snapshot: inline styles, transitions and
    /// the memos keyed by numbers see one value.
    @Test(arguments: MenuRegistry.ids)
    func aPageOfMinusZeroIsThePageOfZero(menu: MenuID) throws {
        let type = try #require(MenuRegistry.menu(menu))
        try drawBoth(type)
    }

    private func drawBoth<M: PlaygroundMenu>(_ menu: M.Type) throws {
        var pages = RandomPages<M>(seed: 2900 + UInt64(M.id.rawValue.utf8.count))
        let layouts = LayoutService(measurer: apiPlayground.textMeasurer, pageFonts: apiPlayground.pageFonts)
        let snapshots = SnapshotRenderer(measurer: apiPlayground.textMeasurer) { _ in nil }
        for index in 0..<6 {
            var page = pages.page().0
            page.orientation = index % 2 == 0 ? .portrait : .landscape
            var drawn: [(body: [UInt8], policy: String?, png: [UInt8])] = []
            for zero in [0.0, -0.0] {
                page.device = .custom(width: 390, height: 844, statusBar: zero)
                let token = try StateToken.encode(page)
                let response = try MenuPage(
                    page: page, token: token, work: layouts.startRequest(), icons: IconNames([]),
                    templates: TokenTemplates(), origin: nil
                ).response()
                let viewport = try page.viewport()
                let layout = M.layout(page.configuration, page.state, viewport, apiPlayground.textMeasurer)
                let png = try snapshots.png(of: layout, on: viewport, scale: 1)
                drawn.append((response.body, response.headers["Content-Security-Policy"], png))
                #expect(!Self.holdsMinusZero(String(decoding: response.body, as: UTF8.self)))
            }
            #expect(drawn[0].body == drawn[1].body, "\(M.id.rawValue) page \(index)")
            #expect(drawn[0].policy == drawn[1].policy)
            #expect(drawn[0].png == drawn[1].png)
        }
    }
}
