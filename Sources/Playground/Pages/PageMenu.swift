import HTTPServer
import MenuCore

/// What the pages need of a menu beyond the API's: the action an "outside" tap sends.
protocol PageMenu: ClosableMenu {
    /// The action of a tap outside the menu (the backdrop, the cover, a visible Cancel, Escape),
    /// or nil when nothing is open to dismiss.
    static func dismissal(of state: State) -> ActionPayload?
    /// The action that shows the menu from its demo's first state (for the grid of open menus).
    static var opening: ActionPayload { get }
    /// The host app's visible state in words (the background colour, a deleted row, the
    /// field's text), shown with the delegate-event log.
    static func hostEffects(of state: State, configuration: Configuration) -> [String]
}

extension PageMenu {
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

    /// The seed's cover swallows taps; DESIGN.md maps Escape (and so the cover) to Close.
    static func dismissal(of state: State) -> ActionPayload? {
        state.isOpen ? ActionPayload("dismiss") : nil
    }
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
