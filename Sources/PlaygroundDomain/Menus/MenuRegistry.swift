import MenuCore

/// The menus the playground serves, in the order the pages list them. Adding a menu is one line
/// here, one adapter file in this folder and its MenuCore folder.
public enum MenuRegistry {
    /// Calls `visitor` with each menu's type, in order: the one list of the menus. Generic code
    /// run from here is compiled for each concrete menu, where a call through
    /// `any PlaygroundMenu.Type` runs it unspecialized, looking up types and witnesses as it goes.
    /// Inlinable, so that the visiting is compiled in the caller's module, for the caller's
    /// visitor: called across the module boundary, a visitor would get each menu's type as
    /// runtime metadata and run its generic code unspecialized.
    @inlinable
    package static func visitEach<Visitor: MenuVisitor>(_ visitor: inout Visitor) {
        visitor.visit(Accordion.self)
        visitor.visit(ActionSheet.self)
        visitor.visit(Dropdown.self)
        visitor.visit(ContextMenu.self)
        visitor.visit(TabSplit.self)
        for menu in additionalMenus { visit(menu, &visitor) }
    }

    /// Menus registered for the current task only, after the five: how a test proves that a
    /// menu built outside the product (`docs/adding-a-menu.md`'s sample) reaches every route by
    /// this list alone, without changing the menus any other test or request sees. Empty in the
    /// product; a server thread outside the task never sees them.
    @TaskLocal @usableFromInline package static var additionalMenus: [any PlaygroundMenu.Type] = []

    @usableFromInline
    static func visit<M: PlaygroundMenu, Visitor: MenuVisitor>(_ menu: M.Type, _ visitor: inout Visitor) {
        visitor.visit(menu)
    }

    public static var menus: [any PlaygroundMenu.Type] {
        var collect = MenuCollector()
        visitEach(&collect)
        return collect.menus
    }

    public static var ids: [MenuID] { menus.map { $0.id } }

    /// The menu whose id is `id`, or nil.
    public static func menu(_ id: some StringProtocol) -> (any PlaygroundMenu.Type)? {
        menus.first { $0.id.rawValue == id }
    }

    /// The menu whose id is `id`, or nil.
    public static func menu(_ id: MenuID) -> (any PlaygroundMenu.Type)? {
        menus.first { $0.id == id }
    }

    /// The menus' ids for a message: "accordion, action-sheet, …".
    package static var idList: String { ids.map(\.rawValue).joined(separator: ", ") }

    package static func unknownMenu(_ id: String) -> DomainError {
        DomainError(
            .unknown, code: "unknown_menu",
            message: "There is no menu \(id.debugDescription); the menus are \(idList).", path: "id")
    }
}

/// The menus in a list. At file level, not local to `menus`: a type local to a function is not
/// exported, and code other modules specialise from this one may name it.
@usableFromInline
struct MenuCollector: MenuVisitor {
    @usableFromInline var menus: [any PlaygroundMenu.Type] = []

    @usableFromInline init() {}

    @usableFromInline mutating func visit<M: PlaygroundMenu>(_ menu: M.Type) { menus.append(menu) }
}

/// Something done with each menu's type (`MenuRegistry.visitEach`).
@usableFromInline
package protocol MenuVisitor {
    mutating func visit<M: PlaygroundMenu>(_ menu: M.Type)
}
