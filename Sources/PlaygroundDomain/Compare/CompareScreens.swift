import MenuCore

/// One screen of a compare page: a device preset and how it is held.
public struct CompareScreen: Sendable, Hashable {
    public var device: DevicePreset
    public var orientation: Orientation

    public init(_ device: DevicePreset, _ orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// `iphone-4in` in portrait, `iphone-6.1in:landscape` otherwise: the spelling of the
    /// `devices` list.
    public var spelling: String {
        orientation == .portrait ? device.rawValue : device.rawValue + ":" + orientation.rawValue
    }

    public var viewport: Viewport { Viewport(device, orientation) }

    /// "iPhone 4-inch · portrait".
    public var caption: String { DeviceChoice.preset(device).caption(orientation) }
}

/// The screens a compare page shows, as its `devices` query field spells them:
/// `iphone-4in,iphone-6.1in:landscape,ipad-9.7in`.
public struct CompareScreens: Sendable, Hashable {
    /// Each screen is a full layout (two with the long-text copy): the page's work grows with it.
    public static let maxScreens = 8

    /// Every preset in portrait, then the 6.1-inch phone in landscape: the list a designer checks
    /// first, from the smallest phone to the tablet, and the strip that moves when turned.
    public static let defaults = CompareScreens(
        unchecked: DevicePreset.allCases.map { CompareScreen($0) } + [CompareScreen(.iPhone61, .landscape)])

    public let screens: [CompareScreen]

    private init(unchecked screens: [CompareScreen]) {
        self.screens = screens
    }

    /// Reads the list; every problem is a malformed request naming `field`, and says what is
    /// allowed.
    public init(parsing list: String, field: String = "devices") throws(DomainError) {
        let items = list.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count <= Self.maxScreens else {
            throw Self.problem(
                "lists \(items.count) screens; a compare page shows at most \(Self.maxScreens)", field: field,
                code: "too_many_screens")
        }
        var screens: [CompareScreen] = []
        for (position, item) in items.enumerated() {
            let screen = try Self.screen(String(item), position: position + 1, field: field)
            guard !screens.contains(screen) else {
                throw Self.problem("lists “\(screen.spelling)” twice", field: field, code: "duplicate_screen")
            }
            screens.append(screen)
        }
        self.screens = screens
    }

    /// The screens from a list already split (the API's array), with the same checks.
    public init(spellings: [String], field: String = "devices") throws(DomainError) {
        guard !spellings.contains(where: { $0.contains(",") }) else {
            throw Self.problem(
                "has an entry with a comma; give one screen an entry", field: field, code: "invalid_value")
        }
        guard !spellings.isEmpty else {
            throw Self.problem("is empty; list at least one screen", field: field, code: "invalid_value")
        }
        try self.init(parsing: spellings.joined(separator: ","), field: field)
    }

    /// The canonical spelling, which `init(parsing:)` reads back as the same list.
    public var spelling: String { screens.map(\.spelling).joined(separator: ",") }

    public var isDefault: Bool { self == Self.defaults }

    private static func screen(_ item: String, position: Int, field: String) throws(DomainError) -> CompareScreen {
        let parts = item.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard !name.isEmpty else {
            throw problem("has an empty entry at position \(position)", field: field, code: "invalid_value")
        }
        guard let device = DevicePreset(rawValue: name) else {
            throw problem(
                "names “\(name)” at position \(position), which is not a device; use "
                    + DevicePreset.allCases.map(\.rawValue).joined(separator: ", "), field: field,
                code: "unknown_device")
        }
        guard parts.count == 2 else { return CompareScreen(device) }
        guard let orientation = Orientation(rawValue: String(parts[1])) else {
            throw problem(
                "gives “\(parts[1])” as the orientation of \(name); use portrait or landscape", field: field,
                code: "invalid_value")
        }
        return CompareScreen(device, orientation)
    }

    private static func problem(_ text: String, field: String, code: String) -> DomainError {
        .malformed("The list of devices \(text).", code: code, path: field)
    }
}
