import MenuCore
import PlaygroundDomain

/// The sample's adapter, as a new menu's `Sources/PlaygroundDomain/Menus/<Menu>+Playground.swift`
/// would hold it.
extension Popover: PlaygroundMenu {
    static let title = "Popover"
    static let summary = "A bubble anchored to its button; a tap outside closes it."
    static let hint = "Try: tap Edit, then an item, or tap outside to close it."

    static func closing(_ state: State) -> State {
        var state = state
        state.isOpen = false
        return state
    }

    static func dismissal(of state: State) -> ActionPayload? {
        state.isOpen ? Action.close.payload : nil
    }

    static var opening: ActionPayload { Action.open.payload }

    static func relabeled(_ configuration: Configuration, _ relabel: (String) -> String) -> Configuration {
        Configuration(items: configuration.items.map(relabel))
    }

    static let comparedBoxes = ["bubble", "item-0", "show-button"]

    static func hostEffects(of state: State, configuration: Configuration) -> [String] {
        state.chosen.map { ["The button shows “\(configuration.items[$0])”."] } ?? []
    }

    static func label(of event: DelegateEvent, configuration: Configuration) -> String? {
        switch event {
        case .didChoose(let index): numbered("item", index, of: configuration.items)
        }
    }

    static func target(of action: Action, in state: State, configuration: Configuration) -> String? {
        switch action {
        case .choose(let index): numbered("item", index, of: configuration.items)
        default: nil
        }
    }
}
