import MenuCore

/// What an exported scenario test checks, as canonical JSON texts (the API's own encoding, so
/// the expected values read exactly as the answers the test compares them with).
struct ScenarioExport: Sendable {
    /// One step: a readable name of its action, and the delegate events it makes.
    struct Step: Sendable {
        var label: String
        var events: String
    }

    var title: String
    /// `/scenarios/{token}`.
    var scenarioPath: String
    /// The server the test was exported from (`SnapshotLink.origin`), which it calls unless
    /// `PLAYGROUND_URL` names another; a local run's address when the request named none.
    var serverURL: String = Self.localServerURL
    var menu: String
    /// The body of `POST /api/v1/menus/{menu}/actions`: the start and the actions.
    var request: String
    var steps: [Step]
    /// The state after the last step.
    var finalState: String
    /// The frames the scenario changed, by box name; nil for a box that is gone at the end.
    var finalFrames: [(name: String, frame: String?)]

    /// The most frames a test pins: the ones the scenario moved, resized, showed or hid, so a
    /// test fails on what the taps did rather than on every row of a long list.
    static let maxFrames = 20

    /// Where `make run` serves: the default of a test exported without a known origin.
    static let localServerURL = "http://127.0.0.1:8080"

    /// The frames that differ between `start` and `end` (sorted by name, at most `maxFrames`);
    /// when none does, the first few of the end, so the test still pins the screen.
    static func changedFrames(from start: [String: Rect], to end: [String: Rect]) -> [(name: String, frame: Rect?)] {
        let names = Set(start.keys).union(end.keys).filter { start[$0] != end[$0] }.sorted()
        let picked = names.isEmpty ? Array(end.keys.sorted().prefix(5)) : Array(names.prefix(maxFrames))
        return picked.map { ($0, end[$0]) }
    }

    /// A file name pytest collects.
    var fileStem: String { "test_\(menu.replacingOccurrences(of: "-", with: "_"))_scenario" }
}
