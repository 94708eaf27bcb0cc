import Foundation
import MenuCore

extension ActionSheet: PlaygroundMenu {
    public static let title = "iPad-style action sheet"
    public static let summary = "A titled sheet of buttons with optional icons; a tap outside reports index −1."
    public static let hint =
        "Try: tap “Show Action Sheet”, then a colour to paint the background, or tap outside the sheet to cancel."

    public static func label(of event: DelegateEvent, configuration: Configuration) -> String? {
        switch event {
        case .clickedButtonAtIndex(let index):
            index == -1 ? "a tap outside the sheet" : numbered("button", index, of: configuration.buttons)
        }
    }

    public static func target(of action: Action, in state: State, configuration: Configuration) -> String? {
        switch action {
        case .tapButton(let index): numbered("button", index, of: configuration.buttons)
        default: nil
        }
    }

    public static func closing(_ state: State) -> State {
        var closed = state
        closed.isShowing = false
        return closed
    }

    public static var opening: ActionPayload { ActionPayload("open") }

    public static func dismissal(of state: State) -> ActionPayload? {
        state.isShowing ? ActionPayload("tapOutside") : nil
    }

    public static func hostEffects(of state: State, configuration: Configuration) -> [String] {
        ["Background: " + (state.background.map { $0.rawValue.capitalized } ?? "white (not set yet)")]
    }

    public static func relabeled(_ configuration: Configuration, _ relabel: (String) -> String) -> Configuration {
        var relabeled = configuration
        relabeled.title = relabel(configuration.title)
        relabeled.buttons = configuration.buttons.map(relabel)
        return relabeled
    }

    /// The title wraps on narrow screens, and the sheet grows with it.
    public static let comparedBoxes = ["sheet", "title", "row-0", "show-button"]

    public static var editing: MenuEditing<Self>? {
        MenuEditing(
            options: .init(
                icons: .files,
                rows: { configuration in
                    configuration.buttons.indices.map { index in
                        let icons = configuration.icons ?? []
                        return OptionRow(
                            text: configuration.buttons[index], icon: icons.indices.contains(index) ? icons[index] : nil
                        )
                    }
                },
                // `icons` stays absent until a button has one, and then has one entry per button.
                setRows: { rows, configuration in
                    let hadIcons = configuration.icons != nil
                    configuration.buttons = rows.map(\.text)
                    configuration.icons = hadIcons || rows.contains { $0.icon != nil } ? rows.map(\.icon) : nil
                }),
            title: \.title)
    }
}
