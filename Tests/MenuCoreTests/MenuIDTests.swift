import MenuCore
import Testing

/// The menus of MenuCore, in the seeds' order; the playground's registry lists the ones it serves.
enum AllMenus {
    static var types: [any Menu.Type] {
        [Accordion.self, ActionSheet.self, Dropdown.self, ContextMenu.self, TabSplit.self]
    }
    static var ids: [MenuID] { types.map { $0.id } }

    static func type(of id: MenuID) -> any Menu.Type {
        types.first { $0.id == id }!
    }
}

@Suite struct MenuIDTests {
    /// The ids are published in URLs, tokens and the JSON API, so they must never change.
    @Test func idsAreTheSeedsInOrder() {
        #expect(AllMenus.ids.map(\.rawValue) == ["accordion", "action-sheet", "dropdown", "context-menu", "tab-split"])
        #expect(
            [MenuID.accordion, .actionSheet, .dropdown, .contextMenu, .tabSplit] == AllMenus.ids)
    }
}
