import MenuCore
import Testing

@testable import Playground
@testable import PlaygroundDomain

@Suite struct MenuRegistryTests {
    /// The ids are published in URLs, tokens and the JSON API, and the order is the pages' order:
    /// the seeds' five first, never changed; a new menu comes after them.
    @Test func listsTheSeedsMenusOnceInTheirOrder() {
        #expect(
            MenuRegistry.ids.prefix(5).map(\.rawValue) == [
                "accordion", "action-sheet", "dropdown", "context-menu", "tab-split",
            ])
        #expect(Set(MenuRegistry.ids).count == MenuRegistry.ids.count)
        #expect(Set(MenuRegistry.menus.map { $0.title }).count == MenuRegistry.menus.count)
    }

    @Test func findsAMenuByItsIdAndNothingElse() {
        for id in MenuRegistry.ids {
            #expect(MenuRegistry.menu(id)?.id == id)
            #expect(MenuRegistry.menu(id.rawValue)?.id == id)
        }
        #expect(MenuRegistry.menu("Accordion") == nil)
        #expect(MenuRegistry.menu(MenuID("popover")) == nil)
    }
}
