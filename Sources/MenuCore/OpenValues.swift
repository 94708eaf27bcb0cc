/// Every value the seed tutorials leave open, defined once. docs/open-values.md says why each
/// was chosen. Values the seeds (or the issue) fix live with their menu's layout instead.
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

    // MARK: Accordion

    /// The host's sample table (the seed's `_sampleDataArray` comes from an earlier tutorial).
    public static let accordionSampleItems = ["Buy milk", "Call the plumber", "Book flights", "Water the plants"]
    /// Rows keep this much clear at each side before a label is truncated with "…".
    public static let accordionRowTextInset: Double = 10
    /// Georgia 17 → DejaVu Serif 17 with its normal line height.
    public static let accordionFont = Font(.serif, size: 17, lineHeight: 20)
    /// The cover spans the whole screen: the seed shifts it up by the status bar to cover it.
    public static let accordionCoverCoversStatusBar = true
    /// A pressed row (`UITableViewCellSelectionStyleGray`): UIKit's gray selection, #D9D9D9.
    public static let accordionRowHighlight = RGBA(red255: 217, green255: 217, blue255: 217)
    /// The edit view ("custom text input view" of an earlier tutorial): panel size and parts.
    public static let editorPanelSize = Size(width: 280, height: 150)
    public static let editorTitle = "Edit item"
    public static let editorBackdrop = RGBA(white: 0, alpha: 0.5)
    public static let editorPanelFill = RGBA(white: 0.97)
    public static let editorCornerRadius: Double = 10

    // MARK: Action sheet

    /// The sheet artwork (`action_bg.png`): a dark translucent rounded panel.
    public static let sheetFill = RGBA(red: 0.11, green: 0.13, blue: 0.2, alpha: 0.95)
    public static let sheetCornerRadius: Double = 10
    /// The button artwork (`button.png`): a light rounded button.
    public static let sheetButtonFill = RGBA(white: 0.92)
    public static let sheetButtonCornerRadius: Double = 6
    /// Icons' natural artwork size before scaling to the art height − 10.
    public static let sheetIconNaturalSize = Size(width: 48, height: 48)
    /// Bold 18 with DejaVu Sans Bold's normal line height at 18 px.
    public static let sheetFont = Font(.sans, .bold, size: 18, lineHeight: 21)
    /// The backdrop spans the host view (`initWithFrame:self.view.bounds`), i.e. the content area.
    public static let sheetBackdropCoversStatusBar = false
    /// The host's "Show Action Sheet" button is at y = 240 in the content area, or as low as fits.
    public static let sheetHostButtonTop: Double = 240

    // MARK: Dropdown

    /// The dropdown's field while "Other" is typed into: the seed's field has no placeholder, so
    /// the playground says how the typing ends (Return, the seed's textFieldShouldReturn).
    public static let dropdownTypingPlaceholder = "Type, then press Enter"
    /// The triangle's distance from the field's trailing edge (vertically centred).
    public static let dropdownIndicatorInset: Double = 8
    /// Row labels' leading inset.
    public static let dropdownRowTextInset: Double = 16
    /// The list stops this far above the screen's bottom edge and scrolls instead.
    public static let dropdownBottomMargin: Double = 20
    /// Semibold 18 with its normal line height.
    public static let dropdownLineHeight: Double = 21
    /// The list's default background: the seed's grey 0.5 (#808080) under its white row text is
    /// 3.95:1, under WCAG AA's 4.5:1; white 0.46 (#757575, 4.6:1) is the nearest grey that passes.
    public static let dropdownListFill = RGBA(white: 0.46)
    /// The lines between rows: UIKit's hairline is one device pixel; a page has no device scale,
    /// so one CSS pixel, 1 pt.
    public static let dropdownSeparatorHeight: Double = 1
    /// The seed sets `separatorColor` without naming it; its linked code assigns the light colour,
    /// the rows' text colour, which so always reads on the configured list colour.
    public static func dropdownSeparatorColor(for style: Dropdown.Style) -> RGBA {
        style.lightColor
    }

    // MARK: Context menu

    /// `ContextMenuItem.HEIGHT`.
    public static let contextItemHeight: Double = 44
    /// The item's intrinsic height: none, UIView's default, since its nib and class are not shown.
    /// `.fillProportionally` then weighs an item by the `HEIGHT`-high frame the seed gives it.
    public static let contextItemIntrinsicHeight: Double? = nil
    /// The stack is centred in the content area; taller stacks keep this margin and scroll.
    public static let contextStackMargin: Double = 20
    /// `UIColor.divider()`.
    public static let contextSeparatorColor = RGBA(white: 1, alpha: 0.25)
    /// `systemUltraThinMaterialDark` at intensity 0.3: a light blur over a faint dark tint.
    public static let contextCoverBlur: Double = 3
    /// The tint is black 0.35 rather than 0.15 so that the seed's white item text on its black 0.3
    /// stack reads at 4.67:1 over a white host (at 0.15 it is 2.88:1, under WCAG AA's 4.5:1).
    public static let contextCoverTint = RGBA(white: 0, alpha: 0.35)
    /// Item icon size and its leading inset; the label starts after the icon plus the gap.
    public static let contextIconSize: Double = 22
    public static let contextIconInset: Double = 14
    public static let contextIconGap: Double = 12
    public static let contextTextColor = RGBA.white
    /// Showing and dismissing fade the menu over this long.
    public static let contextFadeDuration: Double = 0.2
    /// The demo's options (the seed shows the builder, not a list).
    public static let contextDemoOptions: [(text: String, icon: String?, action: String)] = [
        ("Copy", "copy", "copy"), ("Share", "share", "share"), ("Rename", "pencil", "rename"),
        ("Delete", "trash", "delete"),
    ]

    // MARK: Tab split

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
