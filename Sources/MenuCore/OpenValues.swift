/// Every value the seed tutorials leave open, defined once. docs/open-values.md says why each
/// was chosen. Values the seeds (or the issue) fix live with their menu's layout instead. The
/// values shared by every menu are here; each menu's own are in its folder
/// (`Accordion/AccordionValues.swift`, …, with its limits), so a new menu adds its values where it lives.
public enum OpenValues {
    // MARK: Shared

    /// The host view's background (UIKit's default white).
    public static let hostBackground = RGBA.white
    /// The status bar strip (iOS 7+ light bar).
    public static let statusBarFill = RGBA(white: 0.97)
    /// Custom viewports whose shorter side is at least this are iPads.
    public static let padMinimumSide: Double = 768
    /// The system font at 17 with the line height Chromium gives DejaVu Sans at 17 px.
    public static let bodyFont = Font(.sans, size: 17, lineHeight: 20)
    /// A UITableView's default row height, for host-demo tables.
    public static let hostRowHeight: Double = 44
    /// A table cell's default text inset.
    public static let hostTextInset: Double = 15
    /// Smallest size a shrink-to-fit label may reach (UILabel `minimumFontSize`).
    public static let minimumShrinkSize: Double = 9
    /// Host-demo buttons: UIKit's rounded-rect look. The text is a darker system blue (#0066CC,
    /// 4.75:1 on the white 0.93 fill) because UIKit's (0, 0.48, 1) reaches only 3.43:1, under
    /// WCAG AA's 4.5:1 (axe-core `color-contrast`, Tests/browser).
    public static let hostButtonFill = RGBA(white: 0.93)
    public static let hostButtonText = RGBA(red: 0, green: 0.4, blue: 0.8)
    public static let hostButtonRadius: Double = 8
}
