extension ContextMenu {
    public static func reduce(_ state: inout State, _ action: Action, configuration: Configuration)
        throws(ActionError) -> [DelegateEvent]
    {
        switch action {
        case .open:
            guard !state.isShown else { throw .notApplicable(action: "open", reason: "the menu is already shown") }
            state.isShown = true
            return []
        case .tapItem(let index):
            guard state.isShown else { throw .notApplicable(action: "tapItem", reason: "the menu is hidden") }
            try Check.index(index, count: configuration.options.count)
            // The seed dismisses first, then runs the item's action.
            let name = configuration.options[index].action
            state.isShown = false
            state.lastAction = name
            return [.dismissed, .optionAction(index: index, action: name)]
        case .tapOutside:
            guard state.isShown else { throw .notApplicable(action: "tapOutside", reason: "the menu is hidden") }
            state.isShown = false
            return [.dismissed]
        }
    }

    public static func validate(_ state: State, for configuration: Configuration) throws(ValidationError) {
        if let action = state.lastAction {
            try Check.length(action, field: "lastAction", maxLength: Limits.maxNameLength)
        }
    }
}
