import Foundation
import MenuCore
import Testing

/// The tabs are part of the configuration: their JSON, their checks, and states checked against them.
@Suite struct TabSplitConfigurationTests {
    static let three = TabSplit.Configuration(
        tabs: [
            TabSplit.Kind(title: "Inbox", icon: "Down"), TabSplit.Kind(title: "Sent", icon: "Up"),
            TabSplit.Kind(title: "Drafts", icon: "Next"),
        ],
        order: [2, 0, 1])

    func decode(_ json: String) throws -> TabSplit.Configuration {
        try JSONDecoder().decode(TabSplit.Configuration.self, from: Data(json.utf8))
    }

    func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Numbered tabs cycling through the seed's icons.
    static func tabs(_ count: Int) -> [TabSplit.Kind] {
        (0..<count).map { TabSplit.Kind(title: "Tab \($0 + 1)", icon: TabSplit.iconSuffixes[$0 % 10]) }
    }

    @Test func theSeedsIconsInSeedOrder() {
        #expect(
            TabSplit.iconSuffixes == [
                "Down", "DownLeft", "DownRight", "Left", "Next", "Previous", "Right", "Up", "UpLeft", "UpRight",
            ])
        #expect(TabSplit.Configuration.demo.tabs == TabSplit.kinds)
        #expect(TabSplit.Configuration.demo.order == Array(0..<10))
    }

    @Test func anOldConfigurationWithoutTabsMeansTheSeedsTen() throws {
        let old = try decode(#"{"order": [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]}"#)
        #expect(old == TabSplit.Configuration(tabs: TabSplit.kinds, order: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]))
        #expect(
            old.tabs.map(\.title) == ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"])
        try old.validate()
    }

    @Test func aMissingOrderIsTheTabsAsListed() throws {
        let decoded = try decode(#"{"tabs": [{"title": "A", "icon": "Left"}, {"title": "B", "icon": "Right"}]}"#)
        #expect(
            decoded
                == TabSplit.Configuration(
                    tabs: [TabSplit.Kind(title: "A", icon: "Left"), TabSplit.Kind(title: "B", icon: "Right")],
                    order: [0, 1]))
    }

    @Test func customTabsRoundTrip() throws {
        let json = try encode(Self.three)
        #expect(
            json
                == #"{"order":[2,0,1],"tabs":[{"icon":"Down","title":"Inbox"},{"icon":"Up","title":"Sent"},"#
                + #"{"icon":"Next","title":"Drafts"}]}"#)
        #expect(try decode(json) == Self.three)
    }

    @Test func theSeedsTabsAreNotWritten() throws {
        #expect(try encode(TabSplit.Configuration.demo) == #"{"order":[0,1,2,3,4,5,6,7,8,9]}"#)
        let reordered = TabSplit.Configuration(order: [1, 0, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(try encode(reordered) == #"{"order":[1,0,2,3,4,5,6,7,8,9]}"#)
        // One title changed is no longer the seed's list: all ten are written.
        var renamed = TabSplit.kinds
        renamed[0].title = "Uno"
        let json = try encode(TabSplit.Configuration(tabs: renamed))
        #expect(json.hasPrefix(#"{"order":[0,1,2,3,4,5,6,7,8,9],"tabs":[{"icon":"Down","title":"Uno"},"#))
        #expect(try decode(json).tabs == renamed)
    }

    /// For telling a default sent in full from an unknown field, an encoder can ask for every field.
    @Test func theSeedsTabsAreWrittenOnRequest() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.userInfo[.writesDefaults] = true
        let json = String(decoding: try encoder.encode(TabSplit.Configuration.demo), as: UTF8.self)
        #expect(json.hasPrefix(#"{"order":[0,1,2,3,4,5,6,7,8,9],"tabs":[{"icon":"Down","title":"One"},"#))
        #expect(try decode(json) == .demo)
        encoder.userInfo[.writesDefaults] = false
        #expect(try encoder.encode(TabSplit.Configuration.demo) == Data(#"{"order":[0,1,2,3,4,5,6,7,8,9]}"#.utf8))
    }

    @Test func oneToThirtyTabsAreValid() throws {
        try TabSplit.Configuration(tabs: Self.tabs(1)).validate()
        try TabSplit.Configuration(tabs: Self.tabs(Limits.maxTabs)).validate()
        try Self.three.validate()
        #expect(Limits.maxTabs == 30)
    }

    @Test func validationNamesTheField() {
        #expect(throws: ValidationError(field: "tabs", message: "has 31 entries; at most 30 allowed")) {
            try TabSplit.Configuration(tabs: Self.tabs(31)).validate()
        }
        #expect(throws: ValidationError(field: "tabs", message: "needs at least 1 entries, has 0")) {
            try TabSplit.Configuration(tabs: []).validate()
        }
        var tabs = Self.tabs(5)
        tabs[3].title = "   "
        #expect(throws: ValidationError(field: "tabs[3].title", message: "must not be empty")) {
            try TabSplit.Configuration(tabs: tabs).validate()
        }
        tabs[3].title = "Line\nbreak"
        #expect(throws: ValidationError(field: "tabs[3].title", message: "must not contain control characters")) {
            try TabSplit.Configuration(tabs: tabs).validate()
        }
        tabs[3].title = String(repeating: "x", count: 81)
        #expect(throws: ValidationError(field: "tabs[3].title", message: "is 81 characters; at most 80 allowed")) {
            try TabSplit.Configuration(tabs: tabs).validate()
        }
        tabs[3].title = "Four"
        tabs[4].icon = "Settings"
        #expect(
            throws: ValidationError(
                field: "tabs[4].icon",
                message: "must be one of Down, DownLeft, DownRight, Left, Next, Previous, Right, Up, UpLeft, UpRight")
        ) {
            try TabSplit.Configuration(tabs: tabs).validate()
        }
    }

    @Test func theOrderFollowsTheTabCount() {
        #expect(
            throws: ValidationError(
                field: "order", message: "must be a permutation of 0…2, got [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]")
        ) {
            try TabSplit.Configuration(tabs: Self.three.tabs, order: Array(0..<10)).validate()
        }
        #expect(throws: ValidationError(field: "order", message: "must be a permutation of 0…2, got [0, 2, 2]")) {
            try TabSplit.Configuration(tabs: Self.three.tabs, order: [0, 2, 2]).validate()
        }
        #expect(throws: ValidationError(field: "order", message: "must be a permutation of 0…29, got [0, 1, 2]")) {
            try TabSplit.Configuration(tabs: Self.tabs(30), order: [0, 1, 2]).validate()
        }
    }

    @Test func aStateIsCheckedAgainstTheConfigurationsTabs() throws {
        try TabSplit.validate(TabSplit.State(order: [1, 2, 0], selected: 3), for: Self.three)
        #expect(
            throws: ValidationError(
                field: "order", message: "must be a permutation of 0…2, got [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]")
        ) {
            try TabSplit.validate(TabSplit.initialState(for: .demo), for: Self.three)
        }
        #expect(
            throws: ValidationError(field: "order", message: "must be a permutation of 0…9, got [2, 0, 1]")
        ) {
            try TabSplit.validate(TabSplit.initialState(for: Self.three), for: .demo)
        }
        #expect(throws: ValidationError(field: "selected", message: "must be between 0 and 3")) {
            try TabSplit.validate(TabSplit.State(order: [2, 0, 1], selected: 4), for: Self.three)
        }
    }
}
