import MenuCore

extension Dropdown: PlaygroundMenu {
    public static let title = "Dropdown with a text field"
    public static let summary = "A text field over a list of options, with “Other” for free text that is capitalised."
    public static let hint =
        "Try: tap the field to drop the list down and pick a flavour, or pick “Other”, type your own and press Enter."

    public static func label(of event: DelegateEvent, configuration: Configuration) -> String? {
        switch event {
        case .menuDidAnimate(let up): up ? "the list drew up" : "the list dropped down"
        case .optionSelected: nil
        }
    }

    /// The list's rows are the options, then “Other”.
    public static func target(of action: Action, in state: State, configuration: Configuration) -> String? {
        switch action {
        case .tapRow(let index): numbered("row", index, of: configuration.rows)
        default: nil
        }
    }

    public static func closing(_ state: State) -> State {
        var closed = state
        closed.isDroppedDown = false
        return closed
    }

    public static var opening: ActionPayload { ActionPayload("tapField") }

    /// An open list closes the way the seed closes it: a tap on the field.
    public static func dismissal(of state: State) -> ActionPayload? {
        state.isDroppedDown ? ActionPayload("tapField") : nil
    }

    public static func hostEffects(of state: State, configuration: Configuration) -> [String] {
        ["Field: “\(state.text)”" + (state.isEditing ? " (editing)" : "")]
    }

    public static func relabeled(_ configuration: Configuration, _ relabel: (String) -> String) -> Configuration {
        var relabeled = configuration
        relabeled.title = relabel(configuration.title)
        relabeled.options = configuration.options.map(relabel)
        return relabeled
    }

    public static let comparedBoxes = ["field", "list", "row-0"]

    public static var editing: MenuEditing<Self>? {
        MenuEditing(
            options: .init(
                rows: { $0.options.map { OptionRow(text: $0) } },
                setRows: { rows, configuration in configuration.options = rows.map(\.text) }),
            title: \.title,
            colours: [
                ColourField(name: "boldColor", label: "Text and underline", path: \.style.boldColor),
                ColourField(name: "lightColor", label: "Field and row text", path: \.style.lightColor),
                ColourField(name: "dropDownColor", label: "List background", path: \.style.dropDownColor),
            ],
            // A field still showing the old title shows the new one.
            carryOver: { state, edit in
                var state = state
                if state.text == edit.old.title { state.text = edit.new.title }
                return state
            })
    }
}
