import MenuCore

/// The Options panel edits the tabs themselves (their titles, icons, count and order); the
/// strip's live order is also changed on the seed's own Settings screen.
extension TabSplit: PlaygroundMenu {
    public static let title = "Custom tab/split controller"
    public static let summary =
        "More than five tabs in a strip at the bottom (portrait) or the left (landscape), reorderable."
    public static let hint =
        "Try: tap an arrow in the strip to show that tab, open Settings (the gear) to move tabs up or down, "
        + "and rotate to move the strip to the left."

    public static func label(of event: DelegateEvent, configuration: Configuration) -> String? {
        switch event {
        case .pushToDetailController: nil
        case .setNavigationOrder(let order):
            "“"
                + order.map { configuration.tabs.indices.contains($0) ? configuration.tabs[$0].title : "?" }
                .joined(separator: ", ") + "”"
        }
    }

    /// The strip's tabs count from Settings, tab 1; Settings lists the others from row 1.
    public static func target(of action: Action, in state: State, configuration: Configuration) -> String? {
        let tabs = state.tabs(in: configuration).map(\.title)
        switch action {
        case .selectTab(let index): return numbered("tab", index, of: tabs)
        case .moveTab(let from, let to):
            let rows = Array(tabs.dropFirst())
            guard rows.indices.contains(from), rows.indices.contains(to) else { return nil }
            return "row \(from + 1) “\(rows[from])” to row \(to + 1)"
        }
    }

    public static func relabeled(_ configuration: Configuration, _ relabel: (String) -> String) -> Configuration {
        var relabeled = configuration
        for index in relabeled.tabs.indices { relabeled.tabs[index].title = relabel(configuration.tabs[index].title) }
        return relabeled
    }

    /// The strip runs along the bottom in portrait and down the left in landscape.
    public static let comparedBoxes = ["strip", "tab-0", "navbar", "detail"]

    /// Rows are the tabs in the configuration's order, each with one of the seed's arrow icons;
    /// saving them makes that the tabs' own order. A new tab takes the next arrow in turn.
    public static var editing: MenuEditing<Self>? {
        MenuEditing(
            options: .init(
                icons: .names(iconSuffixes), maxRows: Limits.maxTabs,
                rows: { configuration in
                    configuration.order.map { index in
                        let tab = configuration.tabs.indices.contains(index) ? configuration.tabs[index] : settings
                        return OptionRow(text: tab.title, icon: tab.icon)
                    }
                },
                setRows: { rows, configuration in
                    configuration.tabs = rows.indices.map { index in
                        Kind(
                            title: rows[index].text,
                            icon: rows[index].icon ?? iconSuffixes[index % iconSuffixes.count])
                    }
                    configuration.order = Array(rows.indices)
                }),
            carryOver: carryOver)
    }

    /// The strip after an edit of its tabs. Left as configured, it shows them as the panel now
    /// lists them; reordered on Settings, it keeps that order for the tabs that are left (added
    /// ones at its end). Either way the tab shown stays shown, or Settings when it is gone.
    static func carryOver(_ state: State, _ edit: EditedConfiguration<Configuration>) -> State {
        // Row r of the panel was tab old.order[r]; after the edit, row i is tab i.
        var moved: [Int: Int] = [:]
        for (row, origin) in edit.origins.enumerated() {
            if let origin, edit.old.order.indices.contains(origin) { moved[edit.old.order[origin]] = row }
        }
        var order = edit.new.order
        if state.order != edit.old.order {
            let kept = state.order.compactMap { moved[$0] }
            order = kept + edit.new.tabs.indices.filter { !kept.contains($0) }
        }
        var selected = 0
        if state.order.indices.contains(state.selected - 1), let tab = moved[state.order[state.selected - 1]],
            let position = order.firstIndex(of: tab)
        {
            selected = position + 1
        }
        return State(order: order, selected: selected)
    }

    /// The strip is always on screen: there is nothing to close.
    public static func closing(_ state: State) -> State { state }

    /// The strip is always shown; selecting a tab shows its detail under the navigation bar.
    public static var opening: ActionPayload { ActionPayload("selectTab", index: 3) }

    /// The strip is never dismissed.
    public static func dismissal(of state: State) -> ActionPayload? { nil }

    public static func hostEffects(of state: State, configuration: Configuration) -> [String] {
        let tabs = state.tabs(in: configuration)
        let shown = tabs.indices.contains(state.selected) ? tabs[state.selected].title : "?"
        return ["Showing: \(shown)", "Strip: " + tabs.map(\.title).joined(separator: ", ")]
    }

    /// Tabs draw their selection with an icon; the renderer also needs it for `aria-selected`.
    public static func selectedFrames(in state: State) -> Set<String> { ["tab-\(state.selected)"] }
}
