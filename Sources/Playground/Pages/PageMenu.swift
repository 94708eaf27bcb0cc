import HTTPServer
import MenuCore

/// What the pages need of a menu beyond the API's: the action an "outside" tap sends.
protocol PageMenu: ClosableMenu {
    /// The action of a tap outside the menu (the backdrop, the cover, a visible Cancel, Escape),
    /// or nil when nothing is open to dismiss.
    static func dismissal(of state: State) -> ActionPayload?
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
    /// The seed's cover swallows taps; DESIGN.md maps Escape (and so the cover) to Close.
    static func dismissal(of state: State) -> ActionPayload? {
        state.isOpen ? ActionPayload("dismiss") : nil
    }
}

extension ActionSheet: PageMenu {
    static func dismissal(of state: State) -> ActionPayload? {
        state.isShowing ? ActionPayload("tapOutside") : nil
    }
}

extension Dropdown: PageMenu {
    /// An open list closes the way the seed closes it: a tap on the field.
    static func dismissal(of state: State) -> ActionPayload? {
        state.isDroppedDown ? ActionPayload("tapField") : nil
    }
}

extension ContextMenu: PageMenu {
    static func dismissal(of state: State) -> ActionPayload? {
        state.isShown ? ActionPayload("tapOutside") : nil
    }
}

extension TabSplit: PageMenu {
    /// The strip is never dismissed.
    static func dismissal(of state: State) -> ActionPayload? { nil }
}
