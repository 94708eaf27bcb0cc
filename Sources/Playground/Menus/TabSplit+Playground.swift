import MenuCore

/// The strip's order is edited on its own Settings screen, so the control panel edits nothing.
extension TabSplit: PlaygroundMenu {
    public static let title = "Custom tab/split controller"
    public static let summary =
        "More than five tabs in a strip at the bottom (portrait) or the left (landscape), reorderable."

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
