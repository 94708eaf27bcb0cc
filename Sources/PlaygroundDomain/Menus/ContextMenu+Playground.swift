import MenuCore

extension ContextMenu: PlaygroundMenu {
    public static let title = "Tap context menu"
    public static let summary =
        "A builder-made menu on a blurred cover; tapping an item dismisses it, then runs its action."
    public static let hint =
        "Try: tap “Show menu”, then an item to run its action, or tap the blurred cover to dismiss."

    public static func label(of event: DelegateEvent, configuration: Configuration) -> String? {
        switch event {
        case .dismissed: nil
        case .optionAction(let index, _): numbered("item", index, of: configuration.options.map(\.text))
        }
    }

    public static func target(of action: Action, in state: State, configuration: Configuration) -> String? {
        switch action {
        case .tapItem(let index): numbered("item", index, of: configuration.options.map(\.text))
        default: nil
        }
    }

    public static func closing(_ state: State) -> State {
        var closed = state
        closed.isShown = false
        return closed
    }

    public static var opening: ActionPayload { ActionPayload("open") }

    public static func dismissal(of state: State) -> ActionPayload? {
        state.isShown ? ActionPayload("tapOutside") : nil
    }

    public static func hostEffects(of state: State, configuration: Configuration) -> [String] {
        ["Last action: " + (state.lastAction ?? "none")]
    }

    /// Option texts only: each option's `action` is the name its delegate call reports.
    public static func relabeled(_ configuration: Configuration, _ relabel: (String) -> String) -> Configuration {
        var relabeled = configuration
        for index in relabeled.options.indices {
            relabeled.options[index].text = relabel(configuration.options[index].text)
        }
        return relabeled
    }

    public static let comparedBoxes = ["stack", "item-0", "show-button"]

    public static var editing: MenuEditing<Self>? {
        MenuEditing(
            options: .init(
                icons: .files,
                rows: { $0.options.map { OptionRow(text: $0.text, icon: $0.icon, action: $0.action) } },
                // A new option's action is its text, cut to the longest action name allowed.
                setRows: { rows, configuration in
                    configuration.options = rows.map { row in
                        Option(
                            text: row.text, icon: row.icon,
                            action: row.action ?? String(row.text.prefix(Limits.maxNameLength)))
                    }
                }))
    }
}
