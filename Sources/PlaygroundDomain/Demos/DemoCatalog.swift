import JSON
import MenuCore

/// A built-in demo: one of the seeds' own examples, as a state the index links to.
public struct BuiltInDemo: Sendable, Equatable {
    public var file: String
    public var title: String
    public var summary: String
    public var menu: MenuID
    /// The state token of the demo: where its actions lead.
    public var token: String
    /// The scenario token of the demo: its start and its actions, to step through.
    public var scenarioToken: String
    /// How many actions the demo takes.
    public var stepCount: Int
}

/// The built-in demos: `Config/demos/*.json`. A demo file is an API actions request (`device`,
/// `orientation`, `config`, `actions`: the same keys, defaults and checks as
/// `POST /api/v1/menus/{id}/actions`) plus `title`, `description` and `menu`. A broken file
/// stops start-up with a message naming it. The program reads the files (`DemoFiles`).
public enum DemoCatalog {
    /// The demo that file `file`'s bytes describe.
    public static func demo(file: String, bytes data: [UInt8]) throws(ConfigurationError) -> BuiltInDemo {
        let parsed: JSONValue
        do {
            parsed = try JSONValue.parse(data)
        } catch {
            throw ConfigurationError(file: file, key: nil, problem: "is \(error)")
        }
        guard case .object(var fields) = parsed else {
            throw ConfigurationError(file: file, key: nil, problem: "must hold a JSON object")
        }
        func text(_ key: String) throws(ConfigurationError) -> String {
            guard case .string(let value) = fields.removeValue(forKey: key) ?? .null, !value.isEmpty else {
                throw ConfigurationError(file: file, key: key, problem: "expected a non-empty string")
            }
            return value
        }
        let title = try text("title")
        let summary = try text("description")
        let id = try text("menu")
        guard let menu = MenuRegistry.menu(id) else {
            throw ConfigurationError(
                file: file, key: "menu", problem: "expected one of \(MenuRegistry.idList), found \"\(id)\"")
        }
        do {
            let (token, scenarioToken, stepCount) = try tokens(menu, .object(fields))
            return BuiltInDemo(
                file: file, title: title, summary: summary, menu: menu.id, token: token, scenarioToken: scenarioToken,
                stepCount: stepCount)
        } catch {
            throw ConfigurationError(file: file, key: error.path, problem: error.message)
        }
    }

    /// Validates the request part exactly as the API does, then applies its actions: the state
    /// they lead to, and the scenario of the start and the actions.
    private static func tokens<M: PlaygroundMenu>(_ menu: M.Type, _ body: JSONValue) throws(DomainError) -> (
        state: String, scenario: String, steps: Int
    ) {
        let request = try MenuRequest<M>(body, acceptsActions: true)
        let scenario = try Scenario(start: request.page, actions: request.actions)
        return (
            try StateToken.encode(try request.applyingActions().page), try ScenarioToken.encode(scenario),
            request.actions.count
        )
    }
}
