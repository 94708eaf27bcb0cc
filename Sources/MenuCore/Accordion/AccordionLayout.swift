extension Accordion {
    /// The seed's fixed metrics.
    public enum Metrics {
        public static let rowHeight: Double = 40
        public static let menuWidth: Double = 260
        /// An overflowing menu is the content height less this, and scrolls.
        public static let overflowMargin: Double = 50
        public static let animationDuration = 0.25
        /// Closing removes the menu and the cover this long after the animation starts
        /// (`performSelector:… afterDelay:ANIMATION_DURATION + 0.5`).
        public static let removalDelay = animationDuration + 0.5
        public static let coverColor = RGBA(red: 0.33, green: 0.33, blue: 0.33, alpha: 0.75)
        public static let coverAlpha = 0.5
        public static let rowFill = RGBA(red255: 204, green255: 204, blue255: 204)
        public static let closeFill = RGBA(red255: 0, green255: 0, blue255: 104)
        public static let borderWidth: Double = 2
    }

    /// The open menu's frame and whether it scrolls: 260 wide, rows × 40 high (or content − 50 when
    /// that overflows the content area), centred in the content area.
    public static func menuFrame(rowCount: Int, in viewport: Viewport) -> (frame: Rect, scrolls: Bool) {
        let content = viewport.content
        let natural = Double(rowCount) * Metrics.rowHeight
        let scrolls = natural > content.height
        let height = scrolls ? content.height - Metrics.overflowMargin : natural
        let frame = Rect(
            x: (viewport.width - Metrics.menuWidth) / 2, y: content.midY - height / 2, width: Metrics.menuWidth,
            height: height)
        return (frame, scrolls)
    }

    public static func layout(
        _ configuration: Configuration, _ state: State, _ viewport: Viewport, _ measurer: some TextMeasurer
    ) -> Layout {
        var layout = Layout(viewport: viewport, capacity: 16 + state.items.count + configuration.options.count)
        appendHostTable(state, to: &layout, measurer: measurer)
        appendMenu(configuration, isOpen: state.isOpen, to: &layout, measurer: measurer)
        if let editor = state.editor {
            appendEditor(editor, to: &layout, measurer: measurer)
        }
        return layout
    }

    /// The cover, the menu and its rows. A closed menu is collapsed onto its centre line and the
    /// cover is transparent, as the seed leaves them before and after the animation. The menu is
    /// the target view's subview, not the cover's, so only the cover fades; the menu's alpha is
    /// always 1 and a closed menu shows nothing because it is 0 high and clips its rows.
    /// The cover has no action: it swallows taps ("the user is unable to tap on anything else").
    private static func appendMenu(
        _ configuration: Configuration, isOpen: Bool, to layout: inout Layout, measurer: some TextMeasurer
    ) {
        // The options, then Close (`Configuration.rows`), read in place rather than copied.
        let options = configuration.options
        let rowCount = options.count + 1
        let (open, scrolls) = menuFrame(rowCount: rowCount, in: layout.viewport)
        let cover = OpenValues.accordionCoverCoversStatusBar ? layout.viewport.screen : layout.viewport.content
        layout.append(
            Box(
                "cover", frame: cover, parent: FrameName.screen, role: .backdrop, fill: Metrics.coverColor,
                alpha: isOpen ? Metrics.coverAlpha : 0))
        let collapsed = Rect(x: open.x, y: open.midY, width: open.width, height: 0)
        layout.append(
            Box(
                "menu", frame: isOpen ? open : collapsed, parent: FrameName.screen, role: .dialog,
                fill: .darkGray, border: (Metrics.borderWidth, .white),
                overflow: scrolls ? .scrollVertical : .clip))
        let textWidth = Metrics.menuWidth - 2 * OpenValues.accordionRowTextInset
        let font = OpenValues.accordionFont
        for index in 0..<rowCount {
            let isClose = index == rowCount - 1
            let title = isClose ? closeTitle : options[index]
            let line = TextFitting.truncated(title, width: textWidth, font: font, measurer: measurer)
            let text = TextRun(
                title, lines: [line], font: font, color: isClose ? .white : .black,
                leadingInset: OpenValues.accordionRowTextInset, trailingInset: OpenValues.accordionRowTextInset,
                shadow: isClose ? .black : .white)
            layout.append(
                Box(
                    FrameName.indexed("row", index),
                    frame: Rect(
                        x: open.x, y: open.y + Double(index) * Metrics.rowHeight, width: open.width,
                        height: Metrics.rowHeight),
                    parent: "menu", role: isClose ? .button : .option,
                    fill: isClose ? Metrics.closeFill : Metrics.rowFill,
                    text: text, action: Action.tapRow(index: index).payload,
                    highlight: OpenValues.accordionRowHighlight))
        }
    }

    /// Opening and closing: the cover's alpha and the menu's frame, 0.25 s linear. Closing then
    /// leaves the collapsed menu and the transparent cover in place until both are removed.
    public static func transition(from old: State, to new: State) -> Transition? {
        guard old.isOpen != new.isOpen else { return nil }
        let names = ["cover", "menu"]
        return Transition(
            names: names, duration: Metrics.animationDuration, curve: .linear,
            removeAfter: new.isOpen ? [:] : Dictionary(uniqueKeysWithValues: names.map { ($0, Metrics.removalDelay) }))
    }
}
