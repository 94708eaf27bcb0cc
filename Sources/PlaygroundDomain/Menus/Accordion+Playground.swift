import MenuCore

extension Accordion: PlaygroundMenu {
    public static let title = "Accordion menu"
    public static let summary = "A modal list that opens from its centre line, with a Close row appended."
    public static let hint =
        "Try: tap a row of the table to open the menu over it, then “Edit” to rename that row, "
        + "“Delete” to remove it, or “Close”."

    /// The selection index counts the menu's rows from 0, Close last.
    public static func label(of event: DelegateEvent, configuration: Configuration) -> String? {
        switch event {
        case .userSelectedOptionWithIndex(let index): numbered("row", index, of: configuration.rows)
        }
    }

    public static func target(of action: Action, in state: State, configuration: Configuration) -> String? {
        switch action {
        case .open(let item?): numbered("row", item, of: state.items)
        case .tapRow(let index): numbered("row", index, of: configuration.rows)
        default: nil
        }
    }

    public static func closing(_ state: State) -> State {
        var closed = state
        closed.isOpen = false
        closed.selectedItem = nil
        return closed
    }

    public static var opening: ActionPayload { ActionPayload("open", item: 0) }

    /// The seed's cover, and the edit view's backdrop, swallow taps; Escape (this project's
    /// addition) is `dismiss`: Close on the menu, Cancel on the edit view.
    public static func dismissal(of state: State) -> ActionPayload? {
        state.isOpen || state.editor != nil ? ActionPayload("dismiss") : nil
    }

    public static func isMenuOpen(_ state: State) -> Bool { state.isOpen }

    public static func hostEffects(of state: State, configuration: Configuration) -> [String] {
        var lines = ["Table: " + (state.items.isEmpty ? "empty" : state.items.joined(separator: ", "))]
        // Edit renames rows and Delete removes them, so only the count tells deletions apart.
        let deleted = configuration.items.count - state.items.count
        if deleted > 0 { lines.append("Rows deleted: \(deleted)") }
        if let editor = state.editor { lines.append("Editing row \(editor.item + 1): “\(editor.text)”") }
        return lines
    }

    public static func relabeled(_ configuration: Configuration, _ relabel: (String) -> String) -> Configuration {
        var relabeled = configuration
        relabeled.options = configuration.options.map(relabel)
        relabeled.items = configuration.items.map(relabel)
        return relabeled
    }

    /// The menu is clamped to short screens.
    public static let comparedBoxes = ["menu", "row-0", "item-0"]

    public static var editing: MenuEditing<Self>? {
        MenuEditing(
            options: .init(
                rows: { $0.options.map { OptionRow(text: $0) } },
                setRows: { rows, configuration in configuration.options = rows.map(\.text) }))
    }
}
