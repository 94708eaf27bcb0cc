import MenuCore
import Testing

@Suite struct MenuIDTests {
    /// The ids are published in URLs, tokens and the JSON API, so they must never change.
    @Test func idsAreTheSeedsInOrder() {
        #expect(
            MenuID.allCases.map(\.rawValue) == ["accordion", "action-sheet", "dropdown", "context-menu", "tab-split"])
        #expect(Set(MenuID.allCases.map(\.title)).count == 5)
    }
}
