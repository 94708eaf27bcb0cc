/// The custom tab/split controller: Settings then the configured tabs (the seed's ten by
/// default) in a strip at the bottom (portrait) or the left (landscape), with their order kept
/// in the state.
public enum TabSplit: Menu {
    public static let id = MenuID("tab-split")

    /// A tab: one of the seed's ten `MenuKind`s, or one a configuration names.
    /// JSON: `{"title": "One", "icon": "Down"}`.
    public struct Kind: Codable, Sendable, Hashable {
        public var title: String
        /// The icon suffix: `on<icon>` when selected, `off<icon>` otherwise.
        public var icon: String

        public init(title: String, icon: String) {
            self.title = title
            self.icon = icon
        }
    }

    /// The seed's kinds 0…9 (`ONE`…`TEN`) with their titles and icons.
    public static let kinds: [Kind] = [
        ("One", "Down"), ("Two", "DownLeft"), ("Three", "DownRight"), ("Four", "Left"), ("Five", "Next"),
        ("Six", "Previous"), ("Seven", "Right"), ("Eight", "Up"), ("Nine", "UpLeft"), ("Ten", "UpRight"),
    ].map { Kind(title: $0.0, icon: $0.1) }

    /// The icon suffixes a configured tab may use: the seed's ten kinds' icons, in seed order
    /// (the only `on…`/`off…` images the seed ships besides Settings).
    public static let iconSuffixes = kinds.map(\.icon)

    /// The first tab, always present.
    public static let settings = Kind(title: "Settings", icon: "Settings")
    /// The Settings controller's navigation title (`self.navigationItem.title = @"Navigation"`).
    public static let settingsNavigationTitle = "Navigation"

    /// JSON: `{"order": [2, 0, 1, …], "selected": 0}`. `order` is a permutation of the
    /// configuration's tab indices; `selected` indexes the strip: 0 is Settings, 1…n the
    /// configuration's tabs in `order`.
    public struct State: Codable, Sendable, Hashable {
        public var order: [Int]
        public var selected: Int

        public init(order: [Int], selected: Int = 0) {
            self.order = order
            self.selected = selected
        }

        /// The tabs in strip order: Settings, then `configuration`'s tabs in `order`.
        public func tabs(in configuration: Configuration) -> [Kind] {
            let tabs = configuration.tabs
            return [TabSplit.settings] + order.map { tabs.indices.contains($0) ? tabs[$0] : TabSplit.settings }
        }
    }

    /// What the user did.
    public enum Action: PayloadConvertible {
        /// Tapped tab `index` of the strip (0 is Settings).
        case selectTab(index: Int)
        /// In Settings, moved the row at `from` to `to` (indices into the tabs' order).
        case moveTab(from: Int, to: Int)

        public static let types = ["selectTab", "moveTab"]

        public init(payload: ActionPayload) throws(ActionPayloadError) {
            switch payload.type {
            case "selectTab": self = .selectTab(index: try payload.required(payload.index, "index"))
            case "moveTab":
                self = .moveTab(
                    from: try payload.required(payload.from, "from"), to: try payload.required(payload.to, "to"))
            default: throw .unknownType(payload.type, allowed: Self.types)
            }
        }

        public var payload: ActionPayload {
            switch self {
            case .selectTab(let index): ActionPayload("selectTab", index: index)
            case .moveTab(let from, let to): ActionPayload("moveTab", from: from, to: to)
            }
        }
    }

    /// The split controller's calls: showing a controller, and saving the order.
    public enum DelegateEvent: EventPayloadConvertible {
        case pushToDetailController(title: String)
        case setNavigationOrder([Int])

        public init(payload: EventPayload) throws {
            switch payload.call {
            case "pushToDetailController":
                self = .pushToDetailController(title: try payload.required(payload.title, "title"))
            case "setNavigationOrder": self = .setNavigationOrder(try payload.required(payload.order, "order"))
            default: throw EventPayload.unknown(payload.call)
            }
        }

        public var payload: EventPayload {
            switch self {
            case .pushToDetailController(let title): EventPayload("pushToDetailController", title: title)
            case .setNavigationOrder(let order): EventPayload("setNavigationOrder", order: order)
            }
        }

        public var description: String {
            switch self {
            case .pushToDetailController(let title): "pushToDetailController(\(title.debugDescription))"
            case .setNavigationOrder(let order): "setNavigationOrder: \(order)"
            }
        }
    }

    public static func initialState(for configuration: Configuration) -> State {
        State(order: configuration.order)
    }

    /// `order` must hold each of `0..<count` once; the count is compared first, so a long list
    /// is refused before it is sorted.
    static func checkPermutation(_ order: [Int], count: Int, field: String) throws(ValidationError) {
        guard order.count == count, order.sorted() == Array(0..<count) else {
            throw ValidationError(field: field, message: "must be a permutation of 0…\(count - 1), got \(order)")
        }
    }
}

extension MenuID {
    public static let tabSplit = TabSplit.id
}
