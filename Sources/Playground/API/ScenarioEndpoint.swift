import HTTPServer
import JSON
import MenuCore
import PlaygroundDomain

/// `POST /api/v1/scenarios`: the body of an actions request plus `"menu"`; answers 201 with the
/// scenario's token, its page's URL, and for each step the action, its delegate events, and the
/// frames and state after it. An action that does not apply is a 422 naming `actions[i]`.
struct ScenarioEndpoint<Measurer: TextMeasurer>: Sendable {
    let layouts: LayoutService<Measurer>

    func create(_ request: Request) throws(HTTPError) -> Response {
        guard case .object(var fields) = try request.json() else {
            throw HTTPError(RequestBodyErrors.invalid("", "must be a JSON object"))
        }
        guard case .string(let name) = fields.removeValue(forKey: "menu") ?? .null else {
            throw HTTPError(
                RequestBodyErrors.invalid("menu", "is required: one of \(MenuRegistry.idList)", code: "missing_field"))
        }
        guard let menu = MenuRegistry.menu(name) else {
            throw HTTPError(
                RequestBodyErrors.invalid("menu", "must be one of \(MenuRegistry.idList), not \(name.debugDescription)")
            )
        }
        return try create(menu, .object(fields))
    }

    private func create<M: PlaygroundMenu>(_ menu: M.Type, _ body: JSONValue) throws(HTTPError) -> Response {
        let parsed = try answering(MenuRequest<M>(body, acceptsActions: true))
        let scenario = try answering(Scenario(start: parsed.page, actions: parsed.actions))
        let token = try answering(ScenarioToken.encode(scenario))
        let viewport = try answering(scenario.start.tokenViewport())
        let work = layouts.startRequest()
        var steps: [StepAnswer<M>] = []
        for step in try answering(scenario.replay()) {
            let layout = try work.layout(M.self, step.page.configuration, step.page.state, on: viewport)
            steps.append(
                StepAnswer(action: step.action, events: step.events, frames: layout.frames, state: step.page.state))
        }
        let url = SitePaths.scenario(token: token)
        var response = try APIJSON.response(Answer(token: token, url: url, steps: steps), status: 201)
        response.headers.add("Location", url)
        return response
    }

    private struct Answer<M: PlaygroundMenu>: Encodable {
        var token: String
        var url: String
        var steps: [StepAnswer<M>]
    }

    struct StepAnswer<M: PlaygroundMenu>: Encodable {
        var action: ActionPayload
        var events: [M.DelegateEvent]
        var frames: [String: Rect]
        var state: M.State
    }
}
