import JSON
import MenuCore

/// Limits of API requests that MenuCore's and the token's limits do not already cover.
package enum APILimits {
    /// Actions in one request. Each is reduced and laid out twice (for its animation).
    static let maxActions = 100
}

/// The body of `POST /api/v1/menus/{id}/layout` and `…/actions`, decoded and validated for menu `M`.
///
/// `{"device": "iphone-4in" or {"width", "height", "statusBar"}, "orientation": "portrait",
/// "config": {…}, "state": {…}, "actions": [{"type": …}]}`; only `device` is required. Every
/// problem is a 422 naming its path in the body; unknown keys are problems too.
package struct MenuRequest<M: Menu> {
    package var page: PageState<M>
    package var actions: [M.Action]

    /// Reads a body already parsed: a request's, or a built-in demo file's.
    package init(_ sent: JSONValue, acceptsActions: Bool) throws(DomainError) {
        let body = try MenuBodyChecks<M>.decode(Body.self, from: sent)
        if !acceptsActions, body.actions != nil {
            throw RequestBodyErrors.invalid(
                "actions", "is not a field of a layout request; post to …/actions", code: "unknown_field")
        }
        try MenuBodyChecks<M>.rejectUnknownKeys(sent, understood: body)
        let (configuration, state) = try MenuBodyChecks<M>.configurationAndState(body.config, body.state)
        page = PageState(
            configuration: configuration, state: state, device: body.device,
            orientation: body.orientation ?? .portrait)
        do {
            _ = try page.viewport()
        } catch {
            throw RequestBodyErrors.invalid(error, under: "device")
        }
        actions = try MenuBodyChecks<M>.actions(body.actions ?? [])
    }

    /// Applies the request's actions to its page, in order: the events of each. The first that
    /// fails is a 422 naming its index, and nothing after it is applied.
    func applyingActions() throws(DomainError) -> (page: PageState<M>, events: [[M.DelegateEvent]]) {
        var page = page
        var events: [[M.DelegateEvent]] = []
        for index in actions.indices {
            events.append(try Self.apply(actions[index], at: index, to: &page))
        }
        return (page, events)
    }

    /// Applies action `index` of a request to `page` and records its events.
    package static func apply(_ action: M.Action, at index: Int, to page: inout PageState<M>) throws(DomainError)
        -> [M.DelegateEvent]
    {
        do {
            let events = try M.reduce(&page.state, action, configuration: page.configuration)
            page.record(events)
            return events
        } catch {
            throw RequestBodyErrors.actionFailed(
                ActionSequenceError(index: index, error: error), type: action.payload.type)
        }
    }

    /// The body's fields, as decoded before validation.
    package struct Body: Codable {
        var device: DeviceChoice
        var orientation: Orientation?
        var config: M.Configuration?
        var state: M.State?
        var actions: [ActionPayload]?
    }
}
