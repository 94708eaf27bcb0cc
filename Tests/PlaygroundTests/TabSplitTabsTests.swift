import JSON
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// Configured tabs through the playground: the host's words and the JSON API.
@Suite struct TabSplitTabsTests {
    let three = TabSplit.Configuration(
        tabs: [
            TabSplit.Kind(title: "Inbox", icon: "Down"), TabSplit.Kind(title: "Sent", icon: "Up"),
            TabSplit.Kind(title: "Drafts", icon: "Next"),
        ],
        order: [2, 0, 1])
    let threeJSON =
        #"{"tabs": [{"title": "Inbox", "icon": "Down"}, {"title": "Sent", "icon": "Up"}, {"title": "Drafts", "icon": "Next"}], "order": [2, 0, 1]}"#

    @Test func hostEffectsNameTheConfigurationsTabs() {
        #expect(
            TabSplit.hostEffects(of: TabSplit.State(order: [2, 0, 1], selected: 1), configuration: three)
                == ["Showing: Drafts", "Strip: Settings, Drafts, Inbox, Sent"])
        #expect(
            TabSplit.hostEffects(of: TabSplit.initialState(for: .demo), configuration: .demo)
                == ["Showing: Settings", "Strip: Settings, One, Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten"])
    }

    @Test func actionsUseTheConfiguredTabs() throws {
        let answer = TestClient.playground.postAPI(
            "tab-split", "actions",
            #"{"device": "iphone-4in", "config": \#(threeJSON), "actions": [{"type": "selectTab", "index": 1}]}"#)
        #expect(answer.status == 200)
        guard case .array(let steps)? = answer.json?["steps"] else {
            Issue.record("no steps")
            return
        }
        #expect(
            steps.map { $0["events"] }
                == [
                    API.json(
                        #"[{"call": "pushToDetailController", "title": "Drafts", "description": "pushToDetailController(\"Drafts\")"}]"#
                    )
                ])
        #expect(answer.json?["state"] == API.json(#"{"order": [2, 0, 1], "selected": 1}"#))
        let page = try StateToken.decode(try #require(answer.json?["token"]?.string), as: TabSplit.self)
        #expect(page.configuration == three)
        #expect(page.state == TabSplit.State(order: [2, 0, 1], selected: 1))
    }

    @Test func theSeedsTabsSentInFullAreUnderstood() {
        let tabs = TabSplit.kinds.map { #"{"title": "\#($0.title)", "icon": "\#($0.icon)"}"# }
        let body = #"{"device": "iphone-4in", "config": {"tabs": [\#(tabs.joined(separator: ", "))]}}"#
        let full = TestClient.playground.postAPI("tab-split", "layout", body)
        let short = TestClient.playground.postAPI("tab-split", "layout", #"{"device": "iphone-4in"}"#)
        #expect(full.status == 200)
        #expect(full.json?["token"] == short.json?["token"])
    }

    @Test(
        arguments: [
            (#"{"tabs": []}"#, "config.tabs: needs at least 1 entries, has 0.", "config.tabs"),
            (
                #"{"tabs": [{"title": "A", "icon": "Down"}, {"title": " ", "icon": "Up"}]}"#,
                "config.tabs[1].title: must not be empty.", "config.tabs[1].title"
            ),
            (
                #"{"tabs": [{"title": "A", "icon": "Sideways"}]}"#,
                "config.tabs[0].icon: must be one of Down, DownLeft, DownRight, Left, Next, Previous, Right, Up, UpLeft, UpRight.",
                "config.tabs[0].icon"
            ),
            (
                #"{"tabs": [{"title": "A", "icon": "Down"}], "order": [1, 0]}"#,
                "config.order: must be a permutation of 0…0, got [1, 0].", "config.order"
            ),
        ] as [(String, String, String)])
    func badTabsAre422NamingTheField(config: String, message: String, path: String) {
        let answer = TestClient.playground.postAPI(
            "tab-split", "layout", #"{"device": "iphone-4in", "config": \#(config)}"#)
        #expect(answer.status == 422)
        #expect(answer.json == API.error(422, "invalid_value", message, path: path))
    }

    @Test func aStateOfTheSeedsTenDoesNotFitThreeTabs() {
        let answer = TestClient.playground.postAPI(
            "tab-split", "layout",
            #"{"device": "iphone-4in", "config": \#(threeJSON), "state": {"order": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], "selected": 0}}"#
        )
        #expect(
            answer.json
                == API.error(
                    422, "invalid_value",
                    "state.order: must be a permutation of 0…2, got [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].",
                    path: "state.order"))
    }
}
