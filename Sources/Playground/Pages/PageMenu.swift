import HTTPServer
import MenuCore

/// What the pages need of a menu beyond the API's: the action an "outside" tap sends.
protocol PageMenu: ClosableMenu {
    /// The action of a tap outside the menu (a backdrop, a visible Cancel) and of Escape, or nil
    /// when nothing is open to dismiss.
    static func dismissal(of state: State) -> ActionPayload?
    /// Whether the menu itself is open (the page animates opening and closing it); by default,
    /// whether there is something to dismiss.
    static func isMenuOpen(_ state: State) -> Bool
    /// The action that shows the menu from its demo's first state (for the grid of open menus).
    static var opening: ActionPayload { get }
    /// The host app's visible state in words (the background colour, a deleted row, the
    /// field's text), shown with the delegate-event log.
    static func hostEffects(of state: State, configuration: Configuration) -> [String]
}

extension PageMenu {
    static func isMenuOpen(_ state: State) -> Bool {
        dismissal(of: state) != nil
    }

    /// The token of the seed's demo, closed, on the default device.
    static func defaultToken() throws(HTTPError) -> String {
        try StateToken.encode(PageState<Self>(device: .preset(PageDefaults.device)))
    }
}

extension MenuID {
    var pageMenu: any PageMenu.Type {
        switch self {
        case .accordion: Accordion.self
        case .actionSheet: ActionSheet.self
        case .dropdown: Dropdown.self
        case .contextMenu: ContextMenu.self
        case .tabSplit: TabSplit.self
        }
    }
}

extension Accordion: PageMenu {
    static var opening: ActionPayload { ActionPayload("open", item: 0) }

    /// The seed's cover, and the edit view's backdrop, swallow taps; Escape (this project's
    /// addition) is `dismiss`: Close on the menu, Cancel on the edit view.
    static func dismissal(of state: State) -> ActionPayload? {
        state.isOpen || state.editor != nil ? ActionPayload("dismiss") : nil
    }

    static func isMenuOpen(_ state: State) -> Bool { state.isOpen }
}

extension ActionSheet: PageMenu {
    static var opening: ActionPayload { ActionPayload("open") }

    static func dismissal(of state: State) -> ActionPayload? {
        state.isShowing ? ActionPayload("tapOutside") : nil
    }
}

extension Dropdown: PageMenu {
    static var opening: ActionPayload { ActionPayload("tapField") }

    /// An open list closes the way the seed closes it: a tap on the field.
    static func dismissal(of state: State) -> ActionPayload? {
        state.isDroppedDown ? ActionPayload("tapField") : nil
    }
}

extension ContextMenu: PageMenu {
    static var opening: ActionPayload { ActionPayload("open") }

    static func dismissal(of state: State) -> ActionPayload? {
        state.isShown ? ActionPayload("tapOutside") : nil
    }
}

extension TabSplit: PageMenu {
    /// The strip is always shown; selecting a tab shows its detail under the navigation bar.
    static var opening: ActionPayload { ActionPayload("selectTab", index: 3) }

    /// The strip is never dismissed.
    static func dismissal(of state: State) -> ActionPayload? { nil }
}
