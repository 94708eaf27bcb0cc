import HTTPServer
import JSON
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `GET /api/v1/state/{token}/frames`: the frames of the token's layout, written as the layout
/// route writes them (the demo page's hover label shows this text, so the numbers' spelling
/// matters, not just their values), with each box's parent; a bad token is a JSON 400.
@Suite struct FramesRouteTests {
    /// The text of the object member `key` of a canonical JSON `text`: the object from its `{`
    /// to the matching `}` (frame names hold no braces).
    private func member(_ key: String, of text: String) -> Substring? {
        guard let start = text.range(of: "\"\(key)\":{") else { return nil }
        var depth = 0
        var index = text.index(before: start.upperBound)
        while index < text.endIndex {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return text[text.index(before: start.upperBound)...index] }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Lays out `body` with the layout route, then asks this route for the token it answered.
    private func check(_ menu: MenuID, _ body: String) {
        let layout = TestClient.playground.postAPI(menu.rawValue, "layout", body)
        #expect(layout.status == 200)
        guard case .string(let token) = layout.json?["token"] else {
            Issue.record("no token for \(menu)")
            return
        }
        let answer = TestClient.playground.get(SitePaths.apiFrames.path(token))
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == "application/json")
        let frames = member("frames", of: answer.text)
        #expect(frames != nil)
        #expect(frames == member("frames", of: layout.text), "\(menu)")
        #expect(answer.json?["menu"] == .string(menu.rawValue))
        #expect(answer.json?["url"] == layout.json?["url"])
        // Every box has a parent entry, the screen's null, the others naming a box of the layout.
        guard case .object(let parents) = answer.json?["parents"], case .object(let rects) = answer.json?["frames"]
        else {
            Issue.record("no parents for \(menu)")
            return
        }
        #expect(Set(parents.map(\.key)) == Set(rects.map(\.key)))
        for (name, parent) in parents {
            if name == FrameName.screen {
                #expect(parent == .null)
            } else if case .string(let parentName) = parent {
                #expect(rects.contains { $0.key == parentName }, "\(name)'s parent \(parentName)")
            } else {
                Issue.record("\(name) has no parent")
            }
        }
    }

    @Test(arguments: MenuRegistry.ids)
    func eachMenuAnswersTheLayoutRoutesFrames(menu: MenuID) {
        check(menu, #"{"device": "iphone-6.1in"}"#)
        check(menu, #"{"device": "iphone-4in", "orientation": "landscape"}"#)
    }

    @Test func anOpenAccordionAnswersItsRows() {
        check(
            MenuID("accordion"),
            #"{"device": "iphone-4in", "state": {"isOpen": true, "items": ["Buy milk"]}, "config": {"items": ["Buy milk"]}}"#
        )
    }

    @Test(arguments: [("eNq!", "bad_token"), (String(repeating: "A", count: 3073), "token_too_large")])
    func aBadTokenIsA400(token: String, code: String) {
        let answer = TestClient.playground.get(SitePaths.apiFrames.path(token), accept: "text/html,*/*")
        #expect(answer.status == 400)
        #expect(answer.headers["Content-Type"] == "application/json")
        #expect(answer.json?["error"]?["code"] == .string(code))
    }
}
