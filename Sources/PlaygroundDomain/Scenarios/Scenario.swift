import MenuCore

/// Limits of scenarios beyond those of state tokens (`StateTokenLimits`), which their tokens
/// share.
public enum ScenarioLimits {
    /// Actions in one scenario. Each step is laid out on the scenario page and in the API's
    /// answer, so this bounds a scenario's work as `APILimits.maxActions` bounds a request's.
    public static let maxActions = 50
}

/// A recorded tap sequence: where it starts (exactly what an actions request holds: menu,
/// device, orientation, configuration, state) and the actions taken from there, in order.
package struct Scenario<M: PlaygroundMenu>: Sendable {
    /// The first page; its event log is empty.
    package let start: PageState<M>
    package let actions: [M.Action]

    /// A scenario of at most `ScenarioLimits.maxActions` actions, from `start` with its log
    /// cleared (a scenario shows the events its own actions make).
    package init(start: PageState<M>, actions: [M.Action]) throws(DomainError) {
        guard actions.count <= ScenarioLimits.maxActions else {
            throw DomainError(
                .invalid, code: "invalid_value",
                message:
                    "actions: has \(actions.count) entries; a scenario holds at most \(ScenarioLimits.maxActions).",
                path: "actions")
        }
        self.start = PageState(
            configuration: start.configuration, state: start.state, device: start.device,
            orientation: start.orientation)
        self.actions = actions
    }

    /// One step of a replay: the action, the delegate calls it made, and the page after it.
    package struct Step: Sendable {
        package var action: ActionPayload
        package var events: [M.DelegateEvent]
        package var page: PageState<M>
    }

    /// Replays the actions from the start. The first that does not apply is a 422 naming
    /// `actions[i]`, as in an actions request.
    package func replay() throws(DomainError) -> [Step] {
        var page = start
        var steps: [Step] = []
        steps.reserveCapacity(actions.count)
        for (index, action) in actions.enumerated() {
            let events = try MenuRequest<M>.apply(action, at: index, to: &page)
            steps.append(Step(action: action.payload, events: events, page: page))
        }
        return steps
    }

    /// The page after `count` steps (0: the start), as the playground has it when the steps are
    /// tapped there: with them on its trail, so that a demo page opened from it shows them and
    /// goes on from them.
    package func page(after count: Int) throws(DomainError) -> PageState<M> {
        var page = start
        for (index, action) in actions.prefix(count).enumerated() {
            do {
                _ = try page.tap([action])
            } catch {
                throw RequestBodyErrors.actionFailed(
                    ActionSequenceError(index: index, error: error.error), type: action.payload.type)
            }
        }
        return page
    }
}
