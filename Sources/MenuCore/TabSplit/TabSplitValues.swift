/// The values the tab split seed leaves open (docs/open-values.md), and its own size limits.
extension OpenValues {
    /// Icon size inside a 32-pt cell.
    public static let tabIconSize: Double = 24
    /// The strip's colour (the menu controller's black view).
    public static let tabStripFill = RGBA.black
    /// The tab icons' colours on the black strip: the seed's on/off artwork is light on dark.
    public static let tabIconSelectedTint = RGBA.white
    public static let tabIconTint = RGBA(white: 0.65)
    /// UINavigationBar's height and look.
    public static let navbarHeight: Double = 44
    public static let navbarFill = RGBA(white: 0.97)
    public static let navbarFont = Font(.sans, .bold, size: 17, lineHeight: 20)
    /// Settings' title (`self.navigationItem.title = @"Navigation"`) is the seed's; its row height is UIKit's.
    public static let settingsRowHeight: Double = 44
    /// Move up / move down buttons at the trailing edge of each Settings row.
    public static let settingsButtonSize: Double = 44
    /// Settings' separators: the seed's black, UIKit's default 15-pt leading inset (iOS 7+) and a
    /// hairline (1 device pixel on the presets' 2× screens).
    public static let settingsSeparatorColor = RGBA.black
    public static let settingsSeparatorInset: Double = 15
    public static let settingsSeparatorHeight: Double = 0.5
}

extension Limits {
    /// Tabs of the tab/split strip after Settings. The strip scrolls, so any count fits on
    /// screen, but the layout (a cell, an icon and a Settings row per tab) and the work of every
    /// request are linear in it: three times the seed's ten is room to edit without flooding.
    public static let maxTabs = 30
}
