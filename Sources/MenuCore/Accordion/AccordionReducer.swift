extension Accordion {
    public static func reduce(_ state: inout State, _ action: Action, configuration: Configuration)
        throws(ActionError) -> [DelegateEvent]
    {
        switch action {
        case .open(let item):
            guard state.editor == nil else { throw .notApplicable(action: "open", reason: "the edit view is showing") }
            guard !state.isOpen else { throw .notApplicable(action: "open", reason: "the menu is already open") }
            if let item { try Check.index(item, count: state.items.count, field: "item") }
            state.isOpen = true
            state.selectedItem = item
            return []
        case .tapRow(let index):
            guard state.isOpen else { throw .notApplicable(action: "tapRow", reason: "the menu is closed") }
            try Check.index(index, count: configuration.options.count + 1)
            return select(index, in: &state, configuration: configuration)
        case .dismiss:
            if state.isOpen {
                return select(configuration.options.count, in: &state, configuration: configuration)
            }
            guard state.editor != nil else {
                throw .notApplicable(action: "dismiss", reason: "neither the menu nor the edit view is showing")
            }
            state.editor = nil
            return []
        case .typeText(let text):
            guard state.editor != nil else {
                throw .notApplicable(action: "typeText", reason: "the edit view is not showing")
            }
            try Check.typedText(text, maxLength: Limits.maxEditorTextLength)
            state.editor?.text = text
            return []
        case .saveEdit(let text):
            guard var editor = state.editor else {
                throw .notApplicable(action: "saveEdit", reason: "the edit view is not showing")
            }
            if let text { editor.text = text }
            guard !editor.text.allSatisfy(\.isWhitespace) else {
                throw .invalidText(reason: "an item cannot be empty")
            }
            try Check.typedText(editor.text, maxLength: Limits.maxEditorTextLength)
            if state.items.indices.contains(editor.item) { state.items[editor.item] = editor.text }
            state.editor = nil
            return []
        case .cancelEdit:
            guard state.editor != nil else {
                throw .notApplicable(action: "cancelEdit", reason: "the edit view is not showing")
            }
            state.editor = nil
            return []
        }
    }

    /// The seed's `didSelectRowAtIndexPath` and the host's `userSelectedOptionWithIndex:`.
    private static func select(_ index: Int, in state: inout State, configuration: Configuration) -> [DelegateEvent] {
        if index != configuration.options.count, let item = state.selectedItem, state.items.indices.contains(item) {
            switch index {
            case editOptionIndex: state.editor = Editor(item: item, text: state.items[item])
            case deleteOptionIndex: state.items.remove(at: item)
            default: break
            }
        }
        state.isOpen = false
        state.selectedItem = nil
        return [.userSelectedOptionWithIndex(index)]
    }

    public static func validate(_ state: State, for configuration: Configuration) throws(ValidationError) {
        try Check.count(state.items.count, field: "items", min: 0, max: Limits.maxSampleItems)
        for (index, item) in state.items.enumerated() {
            try Check.label(item, field: "items[\(index)]")
        }
        if let item = state.selectedItem, !state.items.indices.contains(item) {
            throw ValidationError(field: "selectedItem", message: "\(item) is not a row of items")
        }
        if let editor = state.editor {
            guard state.items.indices.contains(editor.item) else {
                throw ValidationError(field: "editor.item", message: "\(editor.item) is not a row of items")
            }
            try Check.length(editor.text, field: "editor.text", maxLength: Limits.maxEditorTextLength)
            if state.isOpen {
                throw ValidationError(field: "isOpen", message: "the menu cannot be open while the edit view shows")
            }
        }
    }
}
