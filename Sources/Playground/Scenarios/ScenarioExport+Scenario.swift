import HTTPServer
import MenuCore
import PlaygroundDomain

extension ScenarioExport {
    /// What the exported tests of `scenario` check: its replay's events, and the state and
    /// changed frames after its last step (the start and the end are laid out, metered).
    init<M: PlaygroundMenu>(_ scenario: Scenario<M>, token: String, work: LayoutWork<some TextMeasurer>)
        throws(HTTPError)
    {
        let steps = try answering(scenario.replay())
        let start = scenario.start
        let end = steps.last?.page ?? start
        let viewport = try answering(start.tokenViewport())
        let before = try work.layout(M.self, start.configuration, start.state, on: viewport)
        let after = try work.layout(M.self, end.configuration, end.state, on: viewport)
        var frames: [(name: String, frame: String?)] = []
        for (name, frame) in Self.changedFrames(from: before.frames, to: after.frames) {
            frames.append((name, try frame.map { rect throws(HTTPError) in try Self.json(rect) }))
        }
        self.init(
            title: "\(M.title), \(steps.count) step\(steps.count == 1 ? "" : "s")",
            scenarioPath: SitePaths.scenario(token: token), menu: M.id.rawValue,
            request: try Self.json(ActionsRequest(scenario)),
            steps: try steps.map { step throws(HTTPError) in
                Step(label: step.action.label, events: try Self.json(step.events))
            },
            finalState: try Self.json(end.state), finalFrames: frames)
    }

    private static func json(_ value: some Encodable) throws(HTTPError) -> String {
        String(decoding: try answering(CanonicalJSON.encode(value)), as: UTF8.self)
    }

    /// The body of `POST /api/v1/menus/{id}/actions` that replays the scenario.
    private struct ActionsRequest<M: PlaygroundMenu>: Encodable {
        var device: DeviceChoice
        var orientation: Orientation
        var config: M.Configuration
        var state: M.State
        var actions: [ActionPayload]

        init(_ scenario: Scenario<M>) {
            device = scenario.start.device
            orientation = scenario.start.orientation
            config = scenario.start.configuration
            state = scenario.start.state
            actions = scenario.actions.map(\.payload)
        }
    }
}
