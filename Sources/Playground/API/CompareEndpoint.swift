import HTTPServer
import MenuCore
import PlaygroundDomain

/// `POST /api/v1/menus/{id}/compare`: applies the actions to one shared state, then lays it out
/// on every screen of the list (and in the pseudo-locale beside each, with `longText`), as the
/// compare page shows it. The whole request is metered against `WorkLimits.compareBudget`.
struct CompareEndpoint<Measurer: TextMeasurer>: Sendable {
    let layouts: LayoutService<Measurer>

    func compare<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        let body = try request.json()
        let parsed = try answering(CompareRequest<M>(body))
        var page = parsed.page
        // A state whose token is already too large is refused before any work is done.
        _ = try answering(StateToken.encode(page))
        let work = layouts.startCompareRequest()
        var steps: [CompareResponse<M>.Step] = []
        for (index, action) in parsed.actions.enumerated() {
            try work.checkBudget()
            let events = try answering(MenuRequest.apply(action, at: index, to: &page))
            steps.append(.init(action: action.payload, events: events))
        }
        let token = try answering(StateToken.encode(page))
        var screens: [CompareResponse<M>.Screen] = []
        for laidOut in try work.compareLayouts(page, view: parsed.view) {
            // Each screen links to the single page of its own device, which is its own token.
            let shown = page.on(laidOut.screen)
            let screenToken = try answering(StateToken.encode(shown))
            screens.append(
                .init(
                    device: laidOut.screen.device.rawValue, orientation: laidOut.screen.orientation,
                    frames: laidOut.layout.frames, scrollOffsets: laidOut.layout.scrollOffsets,
                    snapshot: SitePaths.snapshot(token: screenToken),
                    url: SitePaths.menuPage(of: shown, token: screenToken), longTextFrames: laidOut.longText?.frames))
        }
        return try APIJSON.response(
            CompareResponse<M>(
                screens: screens, token: token, url: SitePaths.compare(M.id, token: token, view: parsed.view),
                steps: steps))
    }
}

/// The answer of `POST /api/v1/menus/{id}/compare`.
struct CompareResponse<M: Menu>: Encodable {
    struct Screen: Encodable {
        /// The preset's id, as `GET /api/v1/devices` lists it.
        var device: String
        var orientation: Orientation
        var frames: [String: Rect]
        var scrollOffsets: [String: Point]
        /// `/snapshots/{token}.png` of the state on this screen.
        var snapshot: String
        /// The single page of the state on this screen.
        var url: String
        /// The frames of the long-text copy; left out unless the request asked for it.
        var longTextFrames: [String: Rect]?
    }

    struct Step: Encodable {
        var action: ActionPayload
        /// The delegate calls the seed's host received, in order.
        var events: [M.DelegateEvent]
    }

    var screens: [Screen]
    /// The shared state after the actions, on the default device.
    var token: String
    /// The compare page of that state with these screens.
    var url: String
    var steps: [Step]
}
