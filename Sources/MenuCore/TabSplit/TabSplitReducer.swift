extension TabSplit {
    public static func reduce(_ state: inout State, _ action: Action, configuration: Configuration)
        throws(ActionError) -> [DelegateEvent]
    {
        switch action {
        case .selectTab(let index):
            try Check.index(index, count: state.order.count + 1)
            // pushToDetailController: returns early when the controller is already shown.
            guard index != state.selected else { return [] }
            state.selected = index
            return [
                .pushToDetailController(title: navigationTitle(ofTab: index, in: state, configuration: configuration))
            ]
        case .moveTab(let from, let to):
            guard state.selected == 0 else {
                throw .notApplicable(action: "moveTab", reason: "tabs are reordered in Settings, which is not shown")
            }
            try Check.index(from, count: state.order.count, field: "from")
            try Check.index(to, count: state.order.count, field: "to")
            let kind = state.order.remove(at: from)
            state.order.insert(kind, at: to)
            return [.setNavigationOrder(state.order)]
        }
    }

    /// The navigation bar's title for tab `index` of the strip (0 is Settings), whose tabs
    /// `configuration` names.
    public static func navigationTitle(
        ofTab index: Int, in state: State, configuration: Configuration
    ) -> String {
        index == 0 ? settingsNavigationTitle : state.tabs(in: configuration)[index].title
    }

    public static func validate(_ state: State, for configuration: Configuration) throws(ValidationError) {
        try checkPermutation(state.order, count: configuration.tabs.count, field: "order")
        guard (0...state.order.count).contains(state.selected) else {
            throw ValidationError(field: "selected", message: "must be between 0 and \(state.order.count)")
        }
    }
}
