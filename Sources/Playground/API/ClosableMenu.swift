import MenuCore

/// A menu whose state can be closed: the layout route animates from the closed state to the one
/// asked for, which gives the seed's opening animation (or nil when the menu is already closed).
protocol ClosableMenu: Menu {
    /// The same state with the menu itself put away; host state (items, colours, text) is kept.
    static func closing(_ state: State) -> State
}

extension Accordion: ClosableMenu {
    static func closing(_ state: State) -> State {
        var closed = state
        closed.isOpen = false
        closed.selectedItem = nil
        return closed
    }
}

extension ActionSheet: ClosableMenu {
    static func closing(_ state: State) -> State {
        var closed = state
        closed.isShowing = false
        return closed
    }
}

extension Dropdown: ClosableMenu {
    static func closing(_ state: State) -> State {
        var closed = state
        closed.isDroppedDown = false
        return closed
    }
}

extension ContextMenu: ClosableMenu {
    static func closing(_ state: State) -> State {
        var closed = state
        closed.isShown = false
        return closed
    }
}

extension TabSplit: ClosableMenu {
    /// The strip is always on screen: there is nothing to close.
    static func closing(_ state: State) -> State { state }
}
