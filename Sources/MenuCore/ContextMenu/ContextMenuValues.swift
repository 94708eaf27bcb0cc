/// The values the context menu seed leaves open (docs/open-values.md).
extension OpenValues {
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
}
