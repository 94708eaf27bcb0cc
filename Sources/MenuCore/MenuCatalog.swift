extension MenuID {
    /// The menu's model, for generic code: `func handle<M: Menu>(_ menu: M.Type)` can be called
    /// as `handle(id.menu)` (the existential opens implicitly).
    public var menu: any Menu.Type {
        switch self {
        case .accordion: Accordion.self
        case .actionSheet: ActionSheet.self
        case .dropdown: Dropdown.self
        case .contextMenu: ContextMenu.self
        case .tabSplit: TabSplit.self
        }
    }

    /// The action `type`s the menu accepts, as the JSON API lists them.
    public var actionTypes: [String] {
        menu.actionTypes
    }
}

extension Menu {
    /// The action `type`s this menu accepts.
    public static var actionTypes: [String] { Action.types }
}
