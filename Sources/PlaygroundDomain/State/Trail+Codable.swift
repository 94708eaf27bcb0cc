import JSON
import MenuCore

extension Trail {
    /// Why this trail cannot be the one that led to `state` under `configuration`, as a
    /// validation error naming the field; nil when it replays to exactly them.
    func problem(endingIn state: M.State, configuration: M.Configuration) -> ValidationError? {
        if entries.count > StateTokenLimits.maxTrailTaps {
            return ValidationError(
                field: "trail.taps",
                message: "has \(entries.count) taps; at most \(StateTokenLimits.maxTrailTaps) allowed")
        }
        for (index, entry) in entries.enumerated() {
            switch entry {
            case .tap(let actions):
                guard (1...StateTokenLimits.maxActionsPerTap).contains(actions.count) else {
                    return ValidationError(
                        field: "trail.taps[\(index)]",
                        message: "has \(actions.count) actions; a tap has 1 to \(StateTokenLimits.maxActionsPerTap)")
                }
            case .edit(let edit):
                if let problem = Self.problem(edit.configuration, edit.state, at: "trail.taps[\(index)]") {
                    return problem
                }
            }
        }
        // Present exactly when an edit is on the trail, so one trail has one encoding.
        if (startConfiguration != nil) != hasEdits {
            return ValidationError(
                field: "trail.config",
                message: hasEdits
                    ? "is missing: a trail with an edit holds the configuration it started under"
                    : "is only held by a trail with an edit")
        }
        if let problem = Self.problem(startConfiguration ?? configuration, start, at: "trail", stateKey: "start") {
            return problem
        }
        do {
            let end = try replay(configuration: configuration)
            guard end.state == state, end.configuration == configuration else {
                return ValidationError(field: "trail", message: "does not lead to the state the token holds")
            }
        } catch {
            return ValidationError(field: path(ofAction: error.index), message: "does not apply: \(error.error)")
        }
        return nil
    }

    /// A configuration the trail holds and a state under it, checked as a token's are.
    private static func problem(
        _ configuration: M.Configuration, _ state: M.State, at path: String, stateKey: String = "state"
    ) -> ValidationError? {
        do {
            try configuration.validate()
        } catch {
            return ValidationError(field: JSONPath.join(path + ".config", error.field), message: error.message)
        }
        do {
            try M.validate(state, for: configuration)
        } catch {
            return ValidationError(field: JSONPath.join(path + "." + stateKey, error.field), message: error.message)
        }
        return nil
    }

    /// `trail.taps[i][j]` of the action at `index` among the taps' actions.
    private func path(ofAction index: Int) -> String {
        var remaining = index
        for (position, entry) in entries.enumerated() {
            guard case .tap(let actions) = entry else { continue }
            if remaining < actions.count { return "trail.taps[\(position)][\(remaining)]" }
            remaining -= actions.count
        }
        return "trail.taps"
    }
}

extension Trail: Codable {
    private enum CodingKeys: String, CodingKey {
        case start, taps
        case startConfiguration = "config"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let start = try container.decode(M.State.self, forKey: .start)
        let startConfiguration = try container.decodeIfPresent(M.Configuration.self, forKey: .startConfiguration)
        // One entry at a time, so a long list stops at the limit rather than after decoding it all.
        var list = try container.nestedUnkeyedContainer(forKey: .taps)
        var entries: [Entry] = []
        while !list.isAtEnd {
            guard entries.count < StateTokenLimits.maxTrailTaps else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: list.codingPath,
                        debugDescription: "has more than \(StateTokenLimits.maxTrailTaps) taps"))
            }
            entries.append(try list.decode(Entry.self))
        }
        self.init(start: start, startConfiguration: startConfiguration, entries: entries)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encodeIfPresent(startConfiguration, forKey: .startConfiguration)
        try container.encode(entries, forKey: .taps)
    }
}

/// A tap is its list of actions, as trails were before edits joined them; an edit is an object.
extension Trail.Entry: Codable {
    public init(from decoder: any Decoder) throws {
        if let actions = try? decoder.unkeyedContainer() {
            var actions = actions
            var tap: [M.Action] = []
            while !actions.isAtEnd { tap.append(try actions.decode(M.Action.self)) }
            self = .tap(tap)
        } else {
            self = .edit(try Trail.Edit(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .tap(let actions): try actions.encode(to: encoder)
        case .edit(let edit): try edit.encode(to: encoder)
        }
    }
}
