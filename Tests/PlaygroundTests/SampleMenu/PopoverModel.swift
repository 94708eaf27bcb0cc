@testable import MenuCore

/// docs/adding-a-menu.md's "popover", built only in the tests (`SampleMenuTests`): a bubble of
/// items anchored to a button; an item is chosen, and a tap outside closes it. Its MenuCore part,
/// as a new menu's folder would hold it.
enum Popover: Menu {
    static let id = MenuID("popover")

    /// JSON: `{"items": ["Copy", …]}`.
    struct Configuration: MenuConfiguration {
        var items: [String]

        static let demo = Configuration(items: ["Copy", "Paste", "Select All"])

        func validate() throws(ValidationError) {
            try Check.labels(items, field: "items")
        }
    }

    /// JSON: `{"isOpen": true, "chosen": 1}`.
    struct State: Codable, Sendable, Hashable {
        var isOpen = false
        var chosen: Int?
    }

    enum Action: PayloadConvertible {
        case open
        case choose(index: Int)
        case close

        static let types = ["open", "choose", "close"]

        init(payload: ActionPayload) throws(ActionPayloadError) {
            switch payload.type {
            case "open": self = .open
            case "choose": self = .choose(index: try payload.required(payload.index, "index"))
            case "close": self = .close
            default: throw .unknownType(payload.type, allowed: Self.types)
            }
        }

        var payload: ActionPayload {
            switch self {
            case .open: ActionPayload("open")
            case .choose(let index): ActionPayload("choose", index: index)
            case .close: ActionPayload("close")
            }
        }
    }

    enum DelegateEvent: EventPayloadConvertible {
        case didChoose(Int)

        init(payload: EventPayload) throws {
            guard payload.call == "didChoose" else { throw EventPayload.unknown(payload.call) }
            self = .didChoose(try payload.required(payload.index, "index"))
        }

        var payload: EventPayload {
            switch self {
            case .didChoose(let index): EventPayload("didChoose", index: index)
            }
        }

        var description: String {
            switch self {
            case .didChoose(let index): "didChoose: \(index)"
            }
        }
    }

    static func initialState(for configuration: Configuration) -> State { State() }

    static func validate(_ state: State, for configuration: Configuration) throws(ValidationError) {
        if let chosen = state.chosen, !configuration.items.indices.contains(chosen) {
            throw ValidationError(
                field: "chosen", message: "is \(chosen); there are \(configuration.items.count) items")
        }
    }

    static func reduce(_ state: inout State, _ action: Action, configuration: Configuration)
        throws(ActionError) -> [DelegateEvent]
    {
        switch action {
        case .open:
            guard !state.isOpen else { throw .notApplicable(action: "open", reason: "the popover is already open") }
            state.isOpen = true
            return []
        case .choose(let index):
            guard state.isOpen else { throw .notApplicable(action: "choose", reason: "the popover is closed") }
            try Check.index(index, count: configuration.items.count)
            state.isOpen = false
            state.chosen = index
            return [.didChoose(index)]
        case .close:
            guard state.isOpen else { throw .notApplicable(action: "close", reason: "the popover is closed") }
            state.isOpen = false
            return []
        }
    }

    static func transition(from old: State, to new: State) -> Transition? { nil }
}
