import HTTPServer
import MenuCore
import PlaygroundDomain

/// One screen of a compare request, laid out: the state on the screen's device, and its
/// long-text copy when the view shows them.
struct CompareScreenLayout {
    let screen: CompareScreen
    let layout: Layout
    let longText: Layout?
}

extension LayoutWork {
    /// Every screen of `view` laid out for `page`'s configuration and state, in the list's order,
    /// each layout charged to this request's meter: the request is refused as `too_much_work` as
    /// soon as the screens together pass its budget.
    func compareLayouts<M: PlaygroundMenu>(_ page: PageState<M>, view: CompareView) throws(HTTPError)
        -> [CompareScreenLayout]
    {
        let longConfiguration = view.showsLongText ? CompareView.longText(page.configuration, of: M.self) : nil
        var screens: [CompareScreenLayout] = []
        for screen in view.screens.screens {
            let viewport = screen.viewport
            let layout = try layout(M.self, page.configuration, page.state, on: viewport)
            let longText = try longConfiguration.map { (configuration) throws(HTTPError) in
                try self.layout(M.self, configuration, page.state, on: viewport)
            }
            screens.append(
                CompareScreenLayout(screen: screen, layout: layout, longText: longText))
        }
        return screens
    }
}

extension PageState {
    /// The same state shown on `screen`.
    func on(_ screen: CompareScreen) -> PageState {
        var page = self
        page.device = .preset(screen.device)
        page.orientation = screen.orientation
        return page
    }
}
