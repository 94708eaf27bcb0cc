import MenuCore

/// What a compare page shows besides the state: its screens and whether each has its long-text
/// copy beside it. Both are part of the page's link (`devices`, `text=long`).
public struct CompareView: Sendable, Hashable {
    public var screens: CompareScreens
    /// Each screen shown beside a copy in the pseudo-locale (`PseudoLocale`).
    public var showsLongText: Bool

    public init(screens: CompareScreens = .defaults, showsLongText: Bool = false) {
        self.screens = screens
        self.showsLongText = showsLongText
    }

    /// The value of the `text` field that turns the long-text copies on; the only one it takes.
    public static let longTextValue = "long"

    /// The configuration each screen's copy shows: every label lengthened.
    public static func longText<M: PlaygroundMenu>(_ configuration: M.Configuration, of menu: M.Type)
        -> M.Configuration
    {
        M.relabeled(configuration, PseudoLocale.lengthened)
    }
}
