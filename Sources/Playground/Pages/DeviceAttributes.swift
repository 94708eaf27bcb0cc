import HTML
import HTTPServer
import MenuCore
import PlaygroundDomain

extension LayoutWork {
    /// What the page script (Public/js/) needs to animate and dismiss without knowing the menus:
    /// `data-menu` (`open` while the menu is), `data-dismiss-type` (the action an outside tap or
    /// Escape posts, when there is something to dismiss), and, while open, `data-transition`
    /// (how the seed animates from the closed state into this one) and `data-transition-out` (how
    /// it animates from this one back to the closed state; absent when the seed removes the menu
    /// at once). Both come from `M.animation` between this state and `M.closing(state)`, so a
    /// closed page needs no descriptor: the script plays the old page's `-out` when a swap closes
    /// the menu. `layout` is this state's; the closed state is laid out once, for both directions.
    func deviceAttributes<M: PlaygroundMenu>(
        _ menu: M.Type, _ configuration: M.Configuration, _ state: M.State, layout: Layout, on viewport: Viewport
    ) throws(HTTPError) -> Markup {
        var html = HTMLWriter(capacity: 1024)
        let isOpen = M.isMenuOpen(state)
        html.attribute("data-menu", isOpen ? "open" : "closed")
        if let dismissal = M.dismissal(of: state) { html.attribute("data-dismiss-type", dismissal.type) }
        guard isOpen else { return html.markup }
        let closed = M.closing(state)
        let opening = M.transition(from: closed, to: state)
        let closing = M.transition(from: state, to: closed)
        let closedLayout =
            opening == nil && closing == nil
            ? layout : try self.layout(M.self, configuration, closed, on: viewport)
        if let animation = opening?.animation(from: closedLayout, to: layout) {
            html.write(TransitionMarkup.attribute(for: animation, isOut: false))
        }
        if let animation = closing?.animation(from: layout, to: closedLayout) {
            html.write(TransitionMarkup.attribute(for: animation, isOut: true))
        }
        return html.markup
    }
}
