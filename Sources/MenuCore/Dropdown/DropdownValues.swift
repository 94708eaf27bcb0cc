/// The values the dropdown seed leaves open (docs/open-values.md), and its own size limits.
extension OpenValues {
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
}

extension Limits {
    /// Characters in the dropdown field's text (`typeText`, and its capitalisation by
    /// `endEditing`): it also holds the title, so it allows a title's length.
    public static let maxDropdownTextLength = maxTitleLength
}
