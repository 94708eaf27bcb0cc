extension ActionSheet {
    /// The seed's fixed metrics, with the artwork sizes the issue fixes.
    public enum Metrics {
        public static let sheetWidth: Double = 300
        public static let buttonArt = Size(width: 260, height: 44)
        public static let maxHeight: Double = 300
        public static let backdrop = RGBA(white: 0, alpha: 0.6)
        public static let shownAlpha = 0.95
        public static let fadeDuration = 0.1
        public static let iconX: Double = 70
        public static let hostButtonSize = Size(width: 200, height: 50)
        /// Row height: the button art plus 10.
        public static var rowHeight: Double { buttonArt.height + 10 }
    }

    /// The sheet's frame, the title's height and whether the table scrolls.
    public static func sheetGeometry(_ configuration: Configuration, in viewport: Viewport, measurer: some TextMeasurer)
        -> (sheet: Rect, titleHeight: Double, titleLines: [String], scrolls: Bool)
    {
        let font = OpenValues.sheetFont
        let lines = LineBreaker.lines(
            of: configuration.title, width: Metrics.sheetWidth - 20, font: font, measurer: measurer)
        let titleHeight = Double(lines.count) * measurer.lineHeight(of: font) + 20
        let natural = Metrics.rowHeight * Double(configuration.buttons.count) + titleHeight + 20
        let height = min(natural, Metrics.maxHeight)
        let area = hostArea(viewport)
        // The seed truncates the centred origin with (int), towards zero.
        let sheet = Rect(
            x: area.x + Double(Int((area.width - Metrics.sheetWidth) / 2)),
            y: area.y + Double(Int((area.height - height) / 2)), width: Metrics.sheetWidth, height: height)
        return (sheet, titleHeight, lines, natural > Metrics.maxHeight)
    }

    /// The action sheet view's frame: the host view's bounds.
    static func hostArea(_ viewport: Viewport) -> Rect {
        OpenValues.sheetBackdropCoversStatusBar ? viewport.screen : viewport.content
    }

    /// An icon's size: its natural art scaled down to at most the art height − 10.
    public static func iconSize(natural: Size = OpenValues.sheetIconNaturalSize) -> Size {
        let maxHeight = Double(Int(Metrics.buttonArt.height - 10))
        guard natural.height > maxHeight else { return natural }
        return Size(width: natural.width * maxHeight / natural.height, height: maxHeight)
    }

    public static func layout(
        _ configuration: Configuration, _ state: State, _ viewport: Viewport, _ measurer: some TextMeasurer
    ) -> Layout {
        var layout = Layout(viewport: viewport, capacity: 16 + 4 * configuration.buttons.count)
        layout.update(FrameName.content) { $0.fill = state.background?.rgba ?? OpenValues.hostBackground }
        appendHostButton(to: &layout)
        let geometry = sheetGeometry(configuration, in: viewport, measurer: measurer)
        let sheet = geometry.sheet
        layout.append(
            Box(
                "backdrop", frame: hostArea(viewport), parent: FrameName.screen, role: .backdrop,
                fill: Metrics.backdrop, alpha: state.isShowing ? Metrics.shownAlpha : 0,
                action: Action.tapOutside.payload))
        layout.append(
            Box(
                "sheet", frame: sheet, parent: "backdrop", role: .dialog, fill: OpenValues.sheetFill,
                cornerRadius: OpenValues.sheetCornerRadius, action: Action.tapOutside.payload))
        let table = Rect(x: sheet.x + 10, y: sheet.y + 5, width: sheet.width - 20, height: sheet.height - 20)
        layout.append(
            Box(
                "table", frame: table, parent: "sheet", role: .list,
                overflow: geometry.scrolls ? .scrollVertical : .clip))
        // The title is the plain-style table's section header, so UIKit floats it while the
        // buttons scroll. Its label's background is clear: the rows show through it.
        layout.append(
            Box(
                "title", frame: Rect(x: table.x, y: table.y, width: table.width, height: geometry.titleHeight),
                parent: "table", role: .label,
                text: TextRun(
                    configuration.title, lines: geometry.titleLines, font: OpenValues.sheetFont, color: .white),
                isFloatingHeader: true))
        for index in configuration.buttons.indices {
            let row = Rect(
                x: table.x, y: table.y + geometry.titleHeight + Double(index) * Metrics.rowHeight, width: table.width,
                height: Metrics.rowHeight)
            appendRow(index, frame: row, configuration: configuration, to: &layout, measurer: measurer)
        }
        return layout
    }

    /// One cell: the button art centred in the row, an optional icon at x = 70 and the label.
    private static func appendRow(
        _ index: Int, frame row: Rect, configuration: Configuration, to layout: inout Layout,
        measurer: some TextMeasurer
    ) {
        let rowName = FrameName.indexed("row", index)
        layout.append(
            Box(rowName, frame: row, parent: "table", role: .button, action: Action.tapButton(index: index).payload))
        let art = Rect(
            x: row.x + (row.width - Metrics.buttonArt.width) / 2,
            y: row.y + (row.height - Metrics.buttonArt.height) / 2,
            width: Metrics.buttonArt.width, height: Metrics.buttonArt.height)
        layout.append(
            Box(
                FrameName.indexed("button", index), frame: art, parent: rowName, role: .decoration,
                fill: OpenValues.sheetButtonFill, cornerRadius: OpenValues.sheetButtonCornerRadius))
        var label = art
        var alignment = TextAlignment.center
        if let icons = configuration.icons, icons.indices.contains(index), let icon = icons[index] {
            let size = iconSize()
            let iconFrame = Rect(
                x: art.x + Metrics.iconX, y: art.y + Double(Int(art.height - size.height)) / 2, width: size.width,
                height: size.height)
            layout.append(
                Box(FrameName.indexed("icon", index), frame: iconFrame, parent: rowName, role: .image, icon: icon))
            label = Rect(
                x: iconFrame.maxX + 10, y: art.y, width: art.width - Metrics.iconX - size.width - 90, height: art.height
            )
            alignment = .leading
        }
        let title = configuration.buttons[index]
        let font = TextFitting.shrunkFont(
            for: title, width: label.width, font: OpenValues.sheetFont, minimumSize: OpenValues.minimumShrinkSize,
            measurer: measurer)
        let line = TextFitting.truncated(title, width: label.width, font: font, measurer: measurer)
        layout.append(
            Box(
                FrameName.indexed("label", index), frame: label, parent: rowName, role: .label,
                text: TextRun(title, lines: [line], font: font, color: .black, alignment: alignment)))
    }

    /// The host's "Show Action Sheet" button, centred with the seed's (int) truncation.
    private static func appendHostButton(to layout: inout Layout) {
        let content = layout.viewport.content
        let size = Metrics.hostButtonSize
        let top = min(OpenValues.sheetHostButtonTop, content.height - size.height)
        layout.append(
            Box(
                "show-button",
                frame: Rect(
                    x: content.x + Double(Int((content.width - size.width) / 2)), y: content.y + top,
                    width: size.width, height: size.height),
                parent: FrameName.content, role: .button, fill: OpenValues.hostButtonFill,
                cornerRadius: OpenValues.hostButtonRadius,
                text: TextRun(
                    "Show Action Sheet", font: Font(.sans, .bold, size: 15, lineHeight: 18),
                    color: OpenValues.hostButtonText),
                action: Action.open.payload))
    }

    public static func transition(from old: State, to new: State) -> Transition? {
        // The seed fades the sheet in; on a choice it removes it at once.
        guard !old.isShowing, new.isShowing else { return nil }
        return Transition(names: ["backdrop"], duration: Metrics.fadeDuration, curve: .easeInOut)
    }
}
