import JSON
import MenuCore

/// The taps made on a page since its state was first loaded: the menu state they started from
/// and the actions of each tap, oldest first. A tap is one action, or two when Return also ends
/// the editing it typed into (`PostedAction`). The page shows them with the delegate calls each
/// made, Undo steps back through them, and they open as a scenario.
///
/// Bounded like the event log: past `StateTokenLimits.maxTrailTaps` the oldest tap is folded
/// into the start. A trail only holds for one configuration, so editing the configuration
/// starts a new one; the device does not enter a reducer, so it may change under a trail.
///
/// JSON: `{"start": {…}, "taps": [[{"type": "open", "item": 0}], …]}`.
public struct Trail<M: Menu>: Sendable, Hashable {
    public private(set) var start: M.State
    public private(set) var taps: [[M.Action]]

    /// An empty trail from `start`.
    public init(start: M.State) {
        self.start = start
        self.taps = []
    }

    init(start: M.State, taps: [[M.Action]]) {
        self.start = start
        self.taps = taps
    }

    public var isEmpty: Bool { taps.isEmpty }

    /// Every action in order: what a scenario of these taps replays.
    public var actions: [M.Action] { taps.flatMap { $0 } }

    /// One tap replayed: its actions, the delegate calls they made and the state after them.
    public struct Step: Sendable, Hashable {
        public var actions: [M.Action]
        public var events: [M.DelegateEvent]
        public var state: M.State
    }

    /// Replays the taps from the start: each tap's events, and the state they end in.
    public func replay(configuration: M.Configuration) throws(ActionSequenceError) -> (
        steps: [Step], state: M.State
    ) {
        var state = start
        var steps: [Step] = []
        steps.reserveCapacity(taps.count)
        var index = 0
        for tap in taps {
            var events: [M.DelegateEvent] = []
            for action in tap {
                do {
                    events += try M.reduce(&state, action, configuration: configuration)
                } catch {
                    throw ActionSequenceError(index: index, error: error)
                }
                index += 1
            }
            steps.append(Step(actions: tap, events: events, state: state))
        }
        return (steps, state)
    }

    /// Adds a tap; past the limit the oldest is replayed into the start.
    mutating func append(_ tap: [M.Action], configuration: M.Configuration) {
        taps.append(tap)
        while taps.count > StateTokenLimits.maxTrailTaps { dropOldest(configuration: configuration) }
    }

    /// Folds the oldest tap into the start, so the trail is one tap shorter and ends where it did.
    /// A trail's taps applied when they were made, from this very start, so they apply again;
    /// were one ever not to, the trail would no longer lead to its state and is emptied instead.
    mutating func dropOldest(configuration: M.Configuration) {
        guard let oldest = taps.first else { return }
        var state = start
        do {
            _ = try M.reduce(&state, oldest, configuration: configuration)
            start = state
            taps.removeFirst()
        } catch {
            taps = []
        }
    }

    /// The trail without its last tap.
    func droppingLast() -> Trail {
        Trail(start: start, taps: Array(taps.dropLast()))
    }

    /// Why this trail cannot be the one that led to `state` under `configuration`, as a
    /// validation error naming the field; nil when it replays to exactly `state`.
    func problem(endingIn state: M.State, configuration: M.Configuration) -> ValidationError? {
        if taps.count > StateTokenLimits.maxTrailTaps {
            return ValidationError(
                field: "trail.taps", message: "has \(taps.count) taps; at most \(StateTokenLimits.maxTrailTaps) allowed"
            )
        }
        if let index = taps.firstIndex(where: { !(1...StateTokenLimits.maxActionsPerTap).contains($0.count) }) {
            return ValidationError(
                field: "trail.taps[\(index)]",
                message: "has \(taps[index].count) actions; a tap has 1 to \(StateTokenLimits.maxActionsPerTap)")
        }
        do {
            try M.validate(start, for: configuration)
        } catch {
            return ValidationError(field: JSONPath.join("trail.start", error.field), message: error.message)
        }
        do {
            guard try replay(configuration: configuration).state == state else {
                return ValidationError(field: "trail", message: "does not lead to the state the token holds")
            }
        } catch {
            return ValidationError(field: path(ofAction: error.index), message: "does not apply: \(error.error)")
        }
        return nil
    }

    /// `trail.taps[i][j]` of the action at `index` of `actions`.
    private func path(ofAction index: Int) -> String {
        var remaining = index
        for (tap, actions) in taps.enumerated() {
            if remaining < actions.count { return "trail.taps[\(tap)][\(remaining)]" }
            remaining -= actions.count
        }
        return "trail.taps"
    }
}

extension Trail: Codable {
    private enum CodingKeys: String, CodingKey {
        case start, taps
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        start = try container.decode(M.State.self, forKey: .start)
        // One tap at a time, so a long list stops at the limit rather than after decoding it all.
        var list = try container.nestedUnkeyedContainer(forKey: .taps)
        var taps: [[M.Action]] = []
        while !list.isAtEnd {
            guard taps.count < StateTokenLimits.maxTrailTaps else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: list.codingPath,
                        debugDescription: "has more than \(StateTokenLimits.maxTrailTaps) taps"))
            }
            taps.append(try list.decode([M.Action].self))
        }
        self.taps = taps
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(taps, forKey: .taps)
    }
}
