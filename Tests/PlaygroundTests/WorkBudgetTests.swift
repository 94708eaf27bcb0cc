import Compression
import Foundation
import HTTPServer
import JSON
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// Every request's work is bounded: text by its bytes and scalars, layout and shaping by a
/// budget, and the token's size before any action runs. What is over a bound is a clear 4xx.
@Suite struct WorkBudgetTests {
    static let marks = String(repeating: "\u{0300}", count: 30_000)

    /// The issue's 474-character link: a dropdown whose only option is `a` and 30,000 marks.
    @Test func theCraftedLinkIsARefusedToken() throws {
        let page = PageState<Dropdown>(
            configuration: .init(title: "T", options: ["a" + Self.marks]), device: .preset(.iPhone4))
        let token = try StateToken.encode(page)
        #expect(token.count < 500)
        let answer = TestClient.playground.get("/menus/dropdown?state=\(token)", accept: "application/json")
        #expect(answer.status == 400)
        #expect(
            answer.json?["error"]?["message"]?.string
                == "The token's config.options[0] is 60001 bytes of UTF-8; at most 320 allowed.")
    }

    @Test func theSameLabelInABodyIsRefusedByItsBytes() {
        let answer = TestClient.playground.postAPI(
            "dropdown", "layout",
            #"{"device": "iphone-4in", "config": {"title": "T", "options": ["a"# + Self.marks + #""]}}"#)
        #expect(answer.status == 422)
        #expect(answer.json?["error"]?["path"]?.string == "config.options[0]")
        #expect(
            answer.json?["error"]?["message"]?.string?.contains("60001 bytes of UTF-8; at most 320 allowed") == true)
    }

    /// 700 options opened and closed 50 times: each layout is cheap, but not 100 of them.
    @Test func aRequestOverTheBudgetIsA422NamingIt() {
        let options = (0..<700).map { "\"Option \($0)\"" }.joined(separator: ",")
        let actions = Array(repeating: #"{"type": "open"}, {"type": "dismiss"}"#, count: 50).joined(separator: ",")
        let answer = TestClient.playground.postAPI(
            "accordion", "actions",
            #"{"device": "iphone-4in", "config": {"options": [\#(options)]}, "actions": [\#(actions)]}"#)
        #expect(
            answer.json
                == API.error(
                    422, "too_much_work",
                    "This request needs more layout and text-shaping work than one request may do (the budget is "
                        + "12,000,000 work units, about 12 ms of CPU). Use fewer options, fewer actions or shorter "
                        + "texts, or split the actions over several requests."))
    }

    /// The same request with a few actions is well inside the budget.
    @Test func aLargeButReasonableRequestIsAnswered() {
        let options = (0..<700).map { "\"Option \($0)\"" }.joined(separator: ",")
        let answer = TestClient.playground.postAPI(
            "accordion", "actions",
            #"{"device": "iphone-4in", "config": {"options": [\#(options)]}, "actions": [{"type": "open"}, {"type": "dismiss"}]}"#
        )
        #expect(answer.status == 200)
    }

    /// A state whose token is already too large is refused before its actions run: the first
    /// action here would fail, and it is not what the answer reports.
    @Test func theTokenSizeIsCheckedBeforeAnyAction() {
        var generator = SystemRandomNumberGenerator()
        let options = (0..<200).map { _ in
            "\"" + String((0..<60).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &generator)! }) + "\""
        }
        let answer = TestClient.playground.postAPI(
            "dropdown", "actions",
            #"{"device": "iphone-4in", "config": {"title": "T", "options": [\#(options.joined(separator: ","))]}, "#
                + #""actions": [{"type": "tapRow", "index": 0}]}"#)
        #expect(answer.status == 422)
        #expect(answer.json?["error"]?["code"]?.string == "state_too_large")
    }

    /// Pages are metered too: a page over a small budget is refused as a page, with its reason.
    @Test func aPageOverItsBudgetIsRefusedWithALinkBack() throws {
        let response = TestClient.menuPageRoutes(budget: 10_000).get("/menus/accordion")
        #expect(response.status == 422)
        #expect(response.text.contains("more layout and text-shaping work than one request may do"))
        #expect(TestClient.menuPageRoutes(budget: WorkLimits.budget).get("/menus/accordion").status == 200)
    }

    /// An actions request lays each state out once; the answer is what laying out every state
    /// afresh gives.
    @Test func sharedLayoutsGiveTheSameAnimations() throws {
        let answer = TestClient.playground.postAPI(
            "dropdown", "actions",
            #"{"device": "iphone-4in", "actions": [{"type": "tapField"}, {"type": "tapRow", "index": 5}, {"type": "typeText", "text": "Mint"}, {"type": "endEditing"}, {"type": "tapField"}, {"type": "tapField"}]}"#
        )
        #expect(answer.status == 200)
        var state = Dropdown.initialState(for: .demo)
        var expected: [JSONValue] = []
        let actions: [Dropdown.Action] = [
            .tapField, .tapRow(index: 5), .typeText("Mint"), .endEditing, .tapField, .tapField,
        ]
        for action in actions {
            let before = state
            _ = try Dropdown.reduce(&state, action, configuration: .demo)
            let animation = Dropdown.animation(
                .demo, from: before, to: state, viewport: Viewport(.iPhone4, .portrait),
                measurer: apiPlayground.textMeasurer)
            expected.append(API.json(of: animation))
        }
        guard case .array(let steps) = answer.json?["steps"] else {
            Issue.record("no steps")
            return
        }
        #expect(steps.map { $0["animation"] ?? .null } == expected)
    }
}

extension TestClient where Failure == Never {
    /// The menu pages' routes alone, in process, laying out within `budget`.
    fileprivate static func menuPageRoutes(budget: Int) -> TestClient {
        var router = Router()
        MenuPageRoutes(
            layouts: LayoutService(measurer: FixedAdvanceMeasurer(), budget: budget), icons: IconNames([]),
            entityTags: PageEntityTags(identity: [])
        )
        .register(in: &router)
        let pipeline = ResponsePipeline(
            router: router, compressor: Compressor(level: 1),
            compressedBodies: ByteBoundedCache(capacityBytes: 1 << 20),
            errorResponder: { ErrorAnswer.response(for: $0, request: $1) }
        )
        return .router(pipeline)
    }
}
