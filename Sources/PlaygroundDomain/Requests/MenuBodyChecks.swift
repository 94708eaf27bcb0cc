import JSON
import MenuCore

/// The checks the menu routes' bodies share (`MenuRequest`, `CompareRequest`): each body type
/// calls them in the same order, so one problem is named the same way by every route.
package enum MenuBodyChecks<M: Menu> {
    /// `sent` decoded as `Body`: a JSON object whose values have the types `Body` reads. Keys
    /// `Body` lacks are `rejectUnknownKeys(_:understood:)`'s.
    static func decode<Body: Decodable>(_ type: Body.Type, from sent: JSONValue) throws(DomainError) -> Body {
        guard case .object = sent else {
            throw RequestBodyErrors.invalid("", "must be a JSON object")
        }
        do {
            return try JSONValueDecoder().decode(Body.self, from: sent)
        } catch let error as DecodingError {
            throw RequestBodyErrors.invalid(error)
        } catch {
            throw RequestBodyErrors.invalid("", "cannot be decoded")
        }
    }

    /// Encodes what was understood and compares it with what was sent. Defaults are written, so
    /// a field sent at its default (the seed's tabs) is known though a token leaves it out.
    static func rejectUnknownKeys(_ sent: JSONValue, understood body: some Encodable) throws(DomainError) {
        let understood = try CanonicalJSON.document(of: body, writingDefaults: true)
        if let problem = StrictKeys.firstProblem(in: sent, canonical: understood) {
            throw RequestBodyErrors.invalid(problem.path, problem.message, code: "unknown_field")
        }
    }

    /// The configuration (the seed's demo when missing) and the state (the configuration's
    /// initial one when missing), each checked: a problem names `config.…` or `state.…`.
    static func configurationAndState(_ config: M.Configuration?, _ state: M.State?) throws(DomainError)
        -> (configuration: M.Configuration, state: M.State)
    {
        let configuration = config ?? .demo
        do {
            try configuration.validate()
        } catch {
            throw RequestBodyErrors.invalid(error, under: "config")
        }
        let state = state ?? M.initialState(for: configuration)
        do {
            try M.validate(state, for: configuration)
        } catch {
            throw RequestBodyErrors.invalid(error, under: "state")
        }
        return (configuration, state)
    }

    /// The actions of `payloads`, at most `APILimits.maxActions`; a problem names `actions[i].…`.
    static func actions(_ payloads: [ActionPayload]) throws(DomainError) -> [M.Action] {
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
}
