/// The values the action sheet seed leaves open (docs/open-values.md).
extension OpenValues {
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
}
