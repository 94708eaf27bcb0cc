extension ActionSheet {
    public static func reduce(_ state: inout State, _ action: Action, configuration: Configuration)
        throws(ActionError) -> [DelegateEvent]
    {
        switch action {
        case .open:
            guard !state.isShowing else { throw .notApplicable(action: "open", reason: "the sheet is already showing") }
            state.isShowing = true
            return []
        case .tapButton(let index):
            guard state.isShowing else { throw .notApplicable(action: "tapButton", reason: "the sheet is not showing") }
            try Check.index(index, count: configuration.buttons.count)
            if let color = BackgroundColor(buttonIndex: index) { state.background = color }
            state.isShowing = false
            return [.clickedButtonAtIndex(index)]
        case .tapOutside:
            guard state.isShowing else {
                throw .notApplicable(action: "tapOutside", reason: "the sheet is not showing")
            }
            state.isShowing = false
            return [.clickedButtonAtIndex(-1)]
        }
    }

    public static func validate(_ state: State, for configuration: Configuration) throws(ValidationError) {}
}
