/// The values the accordion seed leaves open (docs/open-values.md), and its own size limits.
extension OpenValues {
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
}

extension Limits {
    /// Characters in the accordion edit view's text (`typeText`): `saveEdit` writes it into the
    /// host's items, which are labels.
    public static let maxEditorTextLength = maxLabelLength
}
