import JSON
import MenuCore

/// What was done on a page since its state was first loaded: the menu state it started from,
/// then each tap and each edit of the Options panel, oldest first. A tap is one action, or two
/// when Return also ends the editing it typed into (`PostedAction`); an edit is the
/// configuration the panel made and the menu state it left. The page shows them with the
/// delegate calls each tap made, Undo steps back through taps and edits alike, and the taps since
/// the last edit open as a scenario.
///
/// Bounded like the event log: past `StateTokenLimits.maxTrailTaps` entries the oldest is folded
/// into the start. The device does not enter a reducer, so it may change under a trail.
///
/// JSON: `{"start": {…}, "taps": [[{"type": "open", "item": 0}], {"config": {…}, "state": {…}}, …]}`,
/// a tap as its list of actions and an edit as an object; with an edit on it the trail also holds
/// the configuration it started under (`"config"`), which the page no longer has.
public struct Trail<M: Menu>: Sendable, Hashable {
    public private(set) var start: M.State
    /// The configuration the trail starts under; nil while no edit is on the trail (it is then
    /// the page's).
    public private(set) var startConfiguration: M.Configuration?
    public private(set) var entries: [Entry]

    /// One thing done on the page.
    public enum Entry: Sendable, Hashable {
        case tap([M.Action])
        case edit(Edit)
    }

    /// An edit of the Options panel: the configuration it made, and the menu state the page
    /// showed after it (the open menu stays open when it still can).
    public struct Edit: Sendable, Hashable, Codable {
        public var configuration: M.Configuration
        public var state: M.State

        public init(configuration: M.Configuration, state: M.State) {
            self.configuration = configuration
            self.state = state
        }

        private enum CodingKeys: String, CodingKey {
            case configuration = "config"
            case state
        }
    }

    /// An empty trail from `start`.
    public init(start: M.State) {
        self.start = start
        self.entries = []
    }

    init(start: M.State, startConfiguration: M.Configuration?, entries: [Entry]) {
        self.start = start
        self.startConfiguration = startConfiguration
        self.entries = entries
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The actions of every tap, oldest first, edits left out.
    public var taps: [[M.Action]] {
        entries.compactMap { entry in
            if case .tap(let actions) = entry { actions } else { nil }
        }
    }

    var hasEdits: Bool {
        entries.contains { entry in
            if case .edit = entry { true } else { false }
        }
    }

    /// The taps after the trail's last edit, from the configuration and state that edit left (or
    /// the trail's start): what a scenario of the trail replays, since a scenario runs under one
    /// configuration. `configuration` is the page's.
    public func tapsSinceLastEdit(configuration: M.Configuration) -> (
        configuration: M.Configuration, start: M.State, actions: [M.Action]
    ) {
        var run = (configuration: startConfiguration ?? configuration, start: start, actions: [M.Action]())
        for entry in entries {
            switch entry {
            case .tap(let actions): run.actions += actions
            case .edit(let edit): run = (edit.configuration, edit.state, [])
            }
        }
        return run
    }

    /// One entry replayed: the tap's actions (none for an edit) and the delegate calls they
    /// made, with the configuration and state before and after it.
    public struct Step: Sendable, Hashable {
        public var entry: Entry
        public var events: [M.DelegateEvent]
        public var configurationBefore: M.Configuration
        public var stateBefore: M.State
        public var configuration: M.Configuration
        public var state: M.State

        /// The tap's actions; empty for an edit.
        public var actions: [M.Action] {
            if case .tap(let actions) = entry { actions } else { [] }
        }
    }

    /// Replays the entries from the start under `configuration`, the page's, unless the trail
    /// holds its own: each step, and the configuration and state they end in. An action's error
    /// carries its index among all the taps' actions.
    public func replay(configuration: M.Configuration) throws(ActionSequenceError) -> (
        steps: [Step], configuration: M.Configuration, state: M.State
    ) {
        var configuration = startConfiguration ?? configuration
        var state = start
        var steps: [Step] = []
        steps.reserveCapacity(entries.count)
        var index = 0
        for entry in entries {
            let (configurationBefore, stateBefore) = (configuration, state)
            var events: [M.DelegateEvent] = []
            switch entry {
            case .tap(let actions):
                for action in actions {
                    do {
                        events += try M.reduce(&state, action, configuration: configuration)
                    } catch {
                        throw ActionSequenceError(index: index, error: error)
                    }
                    index += 1
                }
            case .edit(let edit):
                (configuration, state) = (edit.configuration, edit.state)
            }
            steps.append(
                Step(
                    entry: entry, events: events, configurationBefore: configurationBefore, stateBefore: stateBefore,
                    configuration: configuration, state: state))
        }
        return (steps, configuration, state)
    }

    /// Adds a tap; past the limit the oldest entry is folded into the start.
    mutating func append(_ tap: [M.Action], configuration: M.Configuration) {
        entries.append(.tap(tap))
        shed(configuration: configuration)
    }

    /// Adds an edit from `configuration`, the page's until now, to the edit's.
    mutating func append(_ edit: Edit, from configuration: M.Configuration) {
        if startConfiguration == nil { startConfiguration = configuration }
        entries.append(.edit(edit))
        shed(configuration: edit.configuration)
    }

    private mutating func shed(configuration: M.Configuration) {
        while entries.count > StateTokenLimits.maxTrailTaps { dropOldest(configuration: configuration) }
    }

    /// Folds the oldest entry into the start, so the trail is one entry shorter and ends where it
    /// did. A trail's taps applied when they were made, from this very start, so they apply again;
    /// were one ever not to, the trail would no longer lead to its state and is emptied instead.
    mutating func dropOldest(configuration: M.Configuration) {
        guard let oldest = entries.first else { return }
        switch oldest {
        case .tap(let actions):
            var state = start
            do {
                _ = try M.reduce(&state, actions, configuration: startConfiguration ?? configuration)
                start = state
            } catch {
                self = Trail(start: start)
                return
            }
        case .edit(let edit):
            (start, startConfiguration) = (edit.state, edit.configuration)
        }
        entries.removeFirst()
        // With no edit left, the configuration the trail starts under is the page's.
        if !hasEdits { startConfiguration = nil }
    }

    /// The trail without its last entry.
    func droppingLast() -> Trail {
        var shorter = Trail(start: start, startConfiguration: startConfiguration, entries: Array(entries.dropLast()))
        if !shorter.hasEdits { shorter.startConfiguration = nil }
        return shorter
    }
}
