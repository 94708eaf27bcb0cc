import MenuCore
import PlaygroundDomain

extension ActionPayload {
    /// The action as the code writes it, for the event log's taps and a scenario's steps and
    /// exported tests: "tapRow index 3", "open item 0", "typeText text "Other"".
    var label: String {
        var parts = [type]
        if let index { parts.append("index \(index)") }
        if let item { parts.append("item \(item)") }
        if let text { parts.append("text \(text.debugDescription)") }
        if let from { parts.append("from \(from)") }
        if let to { parts.append("to \(to)") }
        return parts.joined(separator: " ")
    }
}

extension PlaygroundMenu {
    /// An action as the code writes it, 0-based, then what it taps as people count it:
    /// `tapRow index 1 — row 2, “Vanilla”`. `state` is the one it is applied to.
    static func describe(_ action: Action, in state: State, configuration: Configuration) -> String {
        let code = action.payload.label
        guard let target = target(of: action, in: state, configuration: configuration) else { return code }
        return code + " — " + target
    }

    /// A tap's actions described in turn, each against the state the one before it left.
    static func describe(tap actions: [Action], from state: State, configuration: Configuration) -> String {
        var state = state
        var words: [String] = []
        for action in actions {
            words.append(describe(action, in: state, configuration: configuration))
            _ = try? reduce(&state, action, configuration: configuration)
        }
        return words.joined(separator: ", then ")
    }
}
