import HTTPServer
import MenuCore
import PlaygroundDomain

/// The two menu routes, generic over the menu: request → MenuCore (reduce, layout, animation)
/// → JSON. Pure functions of the request; the measurer is shared and thread-safe, and each
/// request's layouts are metered against `WorkLimits.budget`.
struct MenuEndpoints<Measurer: TextMeasurer>: Sendable {
    let layouts: LayoutService<Measurer>

    /// `POST /api/v1/menus/{id}/layout`.
    func layout<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        let page = try MenuRequest<M>(request, acceptsActions: false).page
        let token = try answering(StateToken.encode(page))
        let viewport = try viewport(of: page)
        let work = layouts.startRequest()
        let layout = try work.layout(M.self, page.configuration, page.state, on: viewport)
        let closed = M.closing(page.state)
        let animation = try M.transition(from: closed, to: page.state).flatMap { transition throws(HTTPError) in
            transition.animation(from: try work.layout(M.self, page.configuration, closed, on: viewport), to: layout)
        }
        return try APIJSON.response(
            LayoutResponse(
                frames: layout.frames, scrollable: layout.scrollable, scrollOffsets: layout.scrollOffsets,
                animation: animation, token: token, url: SitePaths.menuPage(of: page, token: token),
                snapshot: SitePaths.snapshot(token: token)))
    }

    /// `POST /api/v1/menus/{id}/actions`: applies the actions in order; the first that fails
    /// is a 422 naming its index, and nothing after it is applied.
    ///
    /// A state whose token is already too large is refused before any action runs. Each state is
    /// laid out at most once: an animated step reuses the layout of the step before it.
    func actions<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        let parsed = try MenuRequest<M>(request, acceptsActions: true)
        var page = parsed.page
        _ = try answering(StateToken.encode(page))
        let viewport = try viewport(of: page)
        let work = layouts.startRequest()
        /// The layout of `page.state`, while it is known.
        var current: Layout?
        var steps: [ActionsResponse<M>.Step] = []
        for (index, action) in parsed.actions.enumerated() {
            try work.checkBudget()
            let before = page.state
            let events = try answering(MenuRequest.apply(action, at: index, to: &page))
            var animation: Animation?
            if let transition = M.transition(from: before, to: page.state) {
                let old: Layout
                if let current {
                    old = current
                } else {
                    old = try work.layout(M.self, page.configuration, before, on: viewport)
                }
                let new = try work.layout(M.self, page.configuration, page.state, on: viewport)
                animation = transition.animation(from: old, to: new)
                current = new
            } else if page.state != before {
                current = nil
            }
            steps.append(.init(action: action.payload, events: events, animation: animation))
        }
        let token = try answering(StateToken.encode(page))
        let layout: Layout
        if let current {
            layout = current
        } else {
            layout = try work.layout(M.self, page.configuration, page.state, on: viewport)
        }
        return try APIJSON.response(
            ActionsResponse<M>(
                steps: steps, state: page.state, frames: layout.frames, scrollable: layout.scrollable,
                scrollOffsets: layout.scrollOffsets, token: token, url: SitePaths.menuPage(of: page, token: token),
                snapshot: SitePaths.snapshot(token: token)))
    }

    /// The request validated the device already; this only turns the error type.
    private func viewport<M: Menu>(of page: PageState<M>) throws(HTTPError) -> Viewport {
        do {
            return try page.viewport()
        } catch {
            throw HTTPError(RequestBodyErrors.invalid(error, under: "device"))
        }
    }
}
