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
        guard case .object = sent else {
            throw RequestBodyErrors.invalid("", "must be a JSON object")
        }
        let body: Body
        do {
            body = try JSONValueDecoder().decode(Body.self, from: sent)
        } catch let error as DecodingError {
            throw RequestBodyErrors.invalid(error)
        } catch {
            throw RequestBodyErrors.invalid("", "cannot be decoded")
        }
        if !acceptsActions, body.actions != nil {
            throw RequestBodyErrors.invalid(
                "actions", "is not a field of a layout request; post to …/actions", code: "unknown_field")
        }
        try Self.rejectUnknownKeys(sent, body)

        let configuration = body.config ?? .demo
        do {
            try configuration.validate()
        } catch {
            throw RequestBodyErrors.invalid(error, under: "config")
        }
        let state = body.state ?? M.initialState(for: configuration)
        do {
            try M.validate(state, for: configuration)
        } catch {
            throw RequestBodyErrors.invalid(error, under: "state")
        }
        page = PageState(
            configuration: configuration, state: state, device: body.device,
            orientation: body.orientation ?? .portrait)
        do {
            _ = try page.viewport()
        } catch {
            throw RequestBodyErrors.invalid(error, under: "device")
        }
        actions = try Self.actions(body.actions ?? [])
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

    private static func actions(_ payloads: [ActionPayload]) throws(DomainError) -> [M.Action] {
        guard payloads.count <= APILimits.maxActions else {
            throw RequestBodyErrors.invalid(
                "actions", "has \(payloads.count) entries; at most \(APILimits.maxActions) allowed")
        }
        var actions: [M.Action] = []
        for (index, payload) in payloads.enumerated() {
            let action: M.Action
            do {
                action = try M.Action(payload: payload)
            } catch {
                throw RequestBodyErrors.invalid("actions[\(index)].\(error.field)", error.message)
            }
            if let field = extraField(of: payload, understood: action.payload) {
                throw RequestBodyErrors.invalid(
                    "actions[\(index)].\(field)", "is not a field of the \(payload.type) action", code: "unknown_field")
            }
            actions.append(action)
        }
        return actions
    }

    /// A field the action's type does not read (`{"type": "open", "index": 2}`): sending it is a
    /// mistake the client should hear about, not a value silently dropped.
    private static func extraField(of sent: ActionPayload, understood: ActionPayload) -> String? {
        let fields: [(String, Bool, Bool)] = [
            ("index", sent.index != nil, understood.index != nil), ("item", sent.item != nil, understood.item != nil),
            ("text", sent.text != nil, understood.text != nil), ("from", sent.from != nil, understood.from != nil),
            ("to", sent.to != nil, understood.to != nil),
        ]
        return fields.first { $0.1 && !$0.2 }?.0
    }

    /// Encodes what was understood and compares it with what was sent. Defaults are written, so
    /// a field sent at its default (the seed's tabs) is known though a token leaves it out.
    private static func rejectUnknownKeys(_ sent: JSONValue, _ body: Body) throws(DomainError) {
        let understood = try CanonicalJSON.document(of: body, writingDefaults: true)
        if let problem = StrictKeys.firstProblem(in: sent, canonical: understood) {
            throw RequestBodyErrors.invalid(problem.path, problem.message, code: "unknown_field")
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
