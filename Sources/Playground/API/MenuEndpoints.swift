import HTTPServer
import MenuCore

/// The two menu routes, generic over the menu: request → MenuCore (reduce, layout, animation)
/// → JSON. Pure functions of the request; the measurer is shared and thread-safe.
struct MenuEndpoints<Measurer: TextMeasurer>: Sendable {
    let measurer: Measurer

    /// `POST /api/v1/menus/{id}/layout`.
    func layout<M: ClosableMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        let page = try MenuRequest<M>(request, acceptsActions: false).page
        let token = try StateToken.encode(page)
        let viewport = try viewport(of: page)
        let layout = M.layout(page.configuration, page.state, viewport, measurer)
        let animation = M.animation(
            page.configuration, from: M.closing(page.state), to: page.state, viewport: viewport, measurer: measurer)
        return try APIJSON.response(
            LayoutResponse(
                frames: layout.frames, scrollable: layout.scrollable, animation: animation, token: token,
                url: StateToken.url(menu: M.id, token: token)))
    }

    /// `POST /api/v1/menus/{id}/actions`: applies the actions in order; the first that fails
    /// is a 422 naming its index, and nothing after it is applied.
    func actions<M: ClosableMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        let parsed = try MenuRequest<M>(request, acceptsActions: true)
        var page = parsed.page
        let viewport = try viewport(of: page)
        var steps: [ActionsResponse<M>.Step] = []
        for (index, action) in parsed.actions.enumerated() {
            let before = page.state
            let events: [M.DelegateEvent]
            do {
                events = try M.reduce(&page.state, action, configuration: page.configuration)
            } catch {
                throw APIErrors.actionFailed(ActionSequenceError(index: index, error: error), type: action.payload.type)
            }
            page.record(events)
            let animation = M.animation(
                page.configuration, from: before, to: page.state, viewport: viewport, measurer: measurer)
            steps.append(.init(action: action.payload, events: events, animation: animation))
        }
        let token = try StateToken.encode(page)
        let layout = M.layout(page.configuration, page.state, viewport, measurer)
        return try APIJSON.response(
            ActionsResponse<M>(
                steps: steps, state: page.state, frames: layout.frames, scrollable: layout.scrollable, token: token,
                url: StateToken.url(menu: M.id, token: token)))
    }

    /// The request validated the device already; this only turns the error type.
    private func viewport<M: Menu>(of page: PageState<M>) throws(HTTPError) -> Viewport {
        do {
            return try page.viewport()
        } catch {
            throw APIErrors.invalid(error, under: "device")
        }
    }
}
