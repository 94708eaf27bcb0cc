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
    /// The step whose screen is the menu's picture on the home page, when the file names one.
    public var thumbnailStep: Int?
    /// The state after `thumbnailStep` steps.
    public var thumbnailToken: String?
}

/// The built-in demos: `Config/demos/*.json`. A demo file is an API actions request (`device`,
/// `orientation`, `config`, `actions`: the same keys, defaults and checks as
/// `POST /api/v1/menus/{id}/actions`) plus `title`, `description`, `menu` and, optionally,
/// `thumbnailStep`: the step (0 for the start) whose screen is the menu's picture on the home
/// page. A broken file stops start-up with a message naming it. The program reads the files
/// (`DemoFiles`).
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
        let thumbnailStep: Int?
        switch fields.removeValue(forKey: "thumbnailStep") {
        case nil: thumbnailStep = nil
        case .integer(let step) where step >= 0: thumbnailStep = step
        default:
            throw ConfigurationError(
                file: file, key: "thumbnailStep",
                problem: "expected a step number: 0 for the start, 1 for the first action…")
        }
        let tokens: Tokens
        do {
            tokens = try Self.tokens(menu, .object(fields), thumbnailStep: thumbnailStep)
        } catch {
            throw ConfigurationError(file: file, key: error.path, problem: error.message)
        }
        if let thumbnailStep, tokens.thumbnail == nil {
            throw ConfigurationError(
                file: file, key: "thumbnailStep",
                problem: "is \(thumbnailStep), past the last step (\(tokens.steps))")
        }
        return BuiltInDemo(
            file: file, title: title, summary: summary, menu: menu.id, token: tokens.state,
            scenarioToken: tokens.scenario, stepCount: tokens.steps, thumbnailStep: thumbnailStep,
            thumbnailToken: tokens.thumbnail)
    }

    private struct Tokens {
        var state: String
        var scenario: String
        var steps: Int
        /// The state after `thumbnailStep` steps; nil without one, or past the last.
        var thumbnail: String?
    }

    /// Validates the request part exactly as the API does, then applies its actions: the state
    /// they lead to, the scenario of the start and the actions, and the state after
    /// `thumbnailStep` of them.
    private static func tokens<M: PlaygroundMenu>(_ menu: M.Type, _ body: JSONValue, thumbnailStep: Int?)
        throws(DomainError) -> Tokens
    {
        let request = try MenuRequest<M>(body, acceptsActions: true)
        let scenario = try Scenario(start: request.page, actions: request.actions)
        let steps = try scenario.replay()
        var thumbnail: String?
        if let thumbnailStep, thumbnailStep <= steps.count {
            thumbnail = try StateToken.encode(thumbnailStep == 0 ? scenario.start : steps[thumbnailStep - 1].page)
        }
        return Tokens(
            state: try StateToken.encode(steps.last?.page ?? scenario.start),
            scenario: try ScenarioToken.encode(scenario), steps: request.actions.count, thumbnail: thumbnail)
    }
}
