import MenuCore
import PlaygroundDomain
import Testing

/// The menus, from the playground's registry (the one list of them), in its order.
enum AllMenus {
    static var types: [any Menu.Type] { MenuRegistry.menus }
    static var ids: [MenuID] { types.map { $0.id } }

    static func type(of id: MenuID) -> any Menu.Type {
        types.first { $0.id == id }!
    }
}

@Suite struct MenuIDTests {
    /// The ids are published in URLs, tokens and the JSON API, so they must never change; a new
    /// menu comes after the seeds'.
    @Test func idsAreTheSeedsInOrder() {
        let seeds = Array(AllMenus.ids.prefix(5))
        #expect(seeds.map(\.rawValue) == ["accordion", "action-sheet", "dropdown", "context-menu", "tab-split"])
        #expect([MenuID.accordion, .actionSheet, .dropdown, .contextMenu, .tabSplit] == seeds)
    }
}
