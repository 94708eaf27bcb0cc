extension Dropdown {
    public static func reduce(_ state: inout State, _ action: Action, configuration: Configuration)
        throws(ActionError) -> [DelegateEvent]
    {
        switch action {
        case .tapField:
            // The tap view lies over the field, so a tap toggles the list even while editing.
            state.isDroppedDown.toggle()
            return [.menuDidAnimate(up: !state.isDroppedDown)]
        case .tapRow(let index):
            guard state.isDroppedDown else { throw .notApplicable(action: "tapRow", reason: "the list is up") }
            try Check.index(index, count: configuration.options.count + 1)
            state.isDroppedDown = false
            guard index < configuration.options.count else {
                // "Other": draw the list up, clear the field and focus it.
                state.text = ""
                state.isEditing = true
                return [.menuDidAnimate(up: true)]
            }
            let option = configuration.options[index]
            state.text = option
            state.isEditing = false
            return [.optionSelected(option: option), .menuDidAnimate(up: true)]
        case .typeText(let text):
            guard state.isEditing else { throw .notApplicable(action: "typeText", reason: "the field is not editing") }
            try Check.typedText(text, maxLength: Limits.maxDropdownTextLength)
            state.text = text
            return []
        case .endEditing:
            guard state.isEditing else {
                throw .notApplicable(action: "endEditing", reason: "the field is not editing")
            }
            // Capitalising can lengthen the text ("ﬃ" → "FFI"), so the result is checked, not the input.
            let capitalized = capitalizingWords(state.text)
            try Check.typedText(capitalized, maxLength: Limits.maxDropdownTextLength, what: "the capitalised text")
            state.text = capitalized
            state.isEditing = false
            return [.optionSelected(option: capitalized)]
        }
    }

    /// `String.capitalized`: each word's first character upper-cased and the rest lower-cased,
    /// where words are separated by white space.
    public static func capitalizingWords(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var atWordStart = true
        for character in text {
            if character.isWhitespace {
                result.append(character)
                atWordStart = true
            } else {
                result += atWordStart ? character.uppercased() : character.lowercased()
                atWordStart = false
            }
        }
        return result
    }

    public static func validate(_ state: State, for configuration: Configuration) throws(ValidationError) {
        try Check.length(state.text, field: "text", maxLength: Limits.maxDropdownTextLength)
    }
}
