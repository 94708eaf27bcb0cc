import MenuCore

/// What the seed's host app visibly did, in words, for the event log panel: the delegate calls
/// say what the menu reported, these lines say what the host shows because of them.
extension Accordion {
    static func hostEffects(of state: State, configuration: Configuration) -> [String] {
        var lines = ["Table: " + (state.items.isEmpty ? "empty" : state.items.joined(separator: ", "))]
        // Edit renames rows and Delete removes them, so only the count tells deletions apart.
        let deleted = configuration.items.count - state.items.count
        if deleted > 0 { lines.append("Rows deleted: \(deleted)") }
        if let editor = state.editor { lines.append("Editing item \(editor.item + 1): “\(editor.text)”") }
        return lines
    }
}

extension ActionSheet {
    static func hostEffects(of state: State, configuration: Configuration) -> [String] {
        ["Background: " + (state.background.map { $0.rawValue.capitalized } ?? "white (not set yet)")]
    }
}

extension Dropdown {
    static func hostEffects(of state: State, configuration: Configuration) -> [String] {
        ["Field: “\(state.text)”" + (state.isEditing ? " (editing)" : "")]
    }
}

extension ContextMenu {
    static func hostEffects(of state: State, configuration: Configuration) -> [String] {
        ["Last action: " + (state.lastAction ?? "none")]
    }
}

extension TabSplit {
    static func hostEffects(of state: State, configuration: Configuration) -> [String] {
        let tabs = state.tabs
        let shown = tabs.indices.contains(state.selected) ? tabs[state.selected].title : "?"
        return ["Showing: \(shown)", "Strip: " + tabs.map(\.title).joined(separator: ", ")]
    }
}
