import JSON
import MenuCore

/// The scenario token: an actions request plus its menu and version,
/// `{"v": 1, "menu": …, "device": …, "orientation": …, "config": {…}, "state": {…}, "actions": […]}`,
/// as canonical JSON (sorted keys, every field present), deflated and in base64url like a state
/// token, under the same length and inflation limits.
///
/// Decoding checks the start and the actions exactly as `POST …/actions` checks a body, then that
/// the token is canonical, so one scenario has one URL. Every failure is a 400 naming the field.
package enum ScenarioToken {
    package static func encode<M: PlaygroundMenu>(_ scenario: Scenario<M>) throws(DomainError) -> String {
        let json = try CanonicalJSON.encode(Document(scenario))
        let token = StateToken.pack(json)
        if let problem = StateToken.sizeProblem(json: json, token: token) {
            throw DomainError(
                .invalid, code: "state_too_large",
                message: "This scenario's \(problem). Use fewer actions or options.", path: "actions")
        }
        return token
    }

    /// Decodes a token of any menu, with its menu's type.
    package static func decodeAnyMenu(_ token: some StringProtocol) throws(DomainError) -> any DecodedScenario {
        let json = try StateToken.inflate(token)
        let parsed: JSONValue
        do {
            parsed = try JSONValue.parse(json)
        } catch {
            throw .malformed(
                "The scenario token is not valid JSON: \(error.message).", code: "bad_token", path: "token")
        }
        guard case .object(var fields) = parsed else {
            throw .malformed("The scenario token does not hold a JSON object.", code: "bad_token", path: "token")
        }
        guard case .integer(let version) = fields.removeValue(forKey: "v") ?? .null else {
            throw .malformed("The scenario token has no version “v”.", code: "bad_token", path: "v")
        }
        guard version == StateTokenLimits.version else {
            throw .malformed(
                "The scenario token's version \(version) is not supported; this server reads version "
                    + "\(StateTokenLimits.version).", code: "unsupported_token_version", path: "v")
        }
        guard case .string(let name) = fields.removeValue(forKey: "menu") ?? .null,
            let menu = MenuRegistry.menu(name)
        else {
            throw .malformed(
                "The scenario token's menu is not one of \(MenuRegistry.idList).", code: "bad_token", path: "menu")
        }
        return try decode(menu, .object(fields), sent: parsed, json: json)
    }

    /// `request` is the token's document `sent` without its version and menu.
    private static func decode<M: PlaygroundMenu>(_ menu: M.Type, _ request: JSONValue, sent: JSONValue, json: [UInt8])
        throws(DomainError) -> any DecodedScenario
    {
        let scenario: Scenario<M>
        do {
            let parsed = try MenuRequest<M>(request, acceptsActions: true)
            scenario = try Scenario(start: parsed.page, actions: parsed.actions)
        } catch {
            throw .malformed(
                "The scenario token's \(error.message.prefix(1).lowercased())\(error.message.dropFirst())",
                code: "bad_token", path: error.path ?? "token")
        }
        // One scenario, one URL: a field this server would drop or fill in makes another token,
        // and so does a value it reads as another (−0, written 0), named when it can be.
        let document = Document(scenario)
        guard try CanonicalJSON.encode(document) == json else {
            if let difference = StrictKeys.firstDifference(
                in: sent, canonical: try CanonicalJSON.document(of: document))
            {
                throw .malformed(
                    "The scenario token's \(difference.path) \(difference.message).", code: "bad_token",
                    path: difference.path)
            }
            throw .malformed(
                "The scenario token is not in canonical form (sorted keys, every field, nothing else).",
                code: "bad_token", path: "token")
        }
        return scenario
    }

    /// The token's JSON.
    private struct Document<M: PlaygroundMenu>: Encodable {
        var v = StateTokenLimits.version
        var menu = M.id.rawValue
        var config: M.Configuration
        var state: M.State
        var device: DeviceChoice
        var orientation: Orientation
        var actions: [ActionPayload]

        init(_ scenario: Scenario<M>) {
            config = scenario.start.configuration
            state = scenario.start.state
            device = scenario.start.device
            orientation = scenario.start.orientation
            actions = scenario.actions.map(\.payload)
        }
    }
}

/// A decoded scenario whose menu is known only at run time.
package protocol DecodedScenario: Sendable {
    associatedtype M: PlaygroundMenu
    var scenario: Scenario<M> { get }
}

extension Scenario: DecodedScenario {
    package var scenario: Scenario<M> { self }
}
