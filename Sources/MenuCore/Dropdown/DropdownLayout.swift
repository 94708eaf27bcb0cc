extension Dropdown {
    /// The seed's fixed metrics and the host demo's field frame.
    public enum Metrics {
        public static let fieldHeight: Double = 40
        public static let rowHeight: Double = 40
        public static let indicatorSize: Double = 12
        public static let underlineHeight: Double = 2
        public static let animationDuration = 0.3
        /// The host places the field at x = 12, 60 below the content top, screen width − 24 wide.
        public static let fieldInset: Double = 12
        public static let fieldTop: Double = 60
    }

    /// The field's frame in the host demo.
    public static func fieldFrame(in viewport: Viewport) -> Rect {
        Rect(
            x: Metrics.fieldInset, y: viewport.content.y + Metrics.fieldTop,
            width: viewport.width - 2 * Metrics.fieldInset, height: Metrics.fieldHeight)
    }

    /// The dropped-down list's frame under `field`: rows × 40, or as much as fits above the
    /// screen's bottom margin (at least one row), in which case it scrolls.
    public static func listFrame(rowCount: Int, below field: Rect, in viewport: Viewport) -> (
        frame: Rect, scrolls: Bool
    ) {
        let natural = Double(rowCount) * Metrics.rowHeight
        let available = max(Metrics.rowHeight, viewport.height - OpenValues.dropdownBottomMargin - field.maxY)
        let height = min(natural, available)
        return (Rect(x: field.x, y: field.maxY, width: field.width, height: height), natural > available)
    }

    public static func layout(
        _ configuration: Configuration, _ state: State, _ viewport: Viewport, _ measurer: some TextMeasurer
    ) -> Layout {
        var layout = Layout(viewport: viewport, capacity: 16 + 2 * configuration.options.count)
        let style = configuration.style
        let font = style.font
        let field = fieldFrame(in: viewport)
        let rows = configuration.rows
        let (list, scrolls) = listFrame(rowCount: rows.count, below: field, in: viewport)
        let down = state.isDroppedDown
        layout.append(
            Box(
                "animation", frame: Rect(x: list.x, y: list.y, width: list.width, height: down ? list.height : 0),
                parent: FrameName.content, role: .decoration, fill: style.dropDownColor, overflow: .clip))
        layout.append(
            Box(
                "list", frame: list, parent: "animation", role: .list, alpha: down ? 1 : 0,
                overflow: scrolls ? .scrollVertical : .clip))
        let inset = OpenValues.dropdownRowTextInset
        for (index, title) in rows.enumerated() {
            let line = TextFitting.truncated(title, width: list.width - 2 * inset, font: font, measurer: measurer)
            layout.append(
                Box(
                    FrameName.indexed("row", index),
                    frame: Rect(
                        x: list.x, y: list.y + Double(index) * Metrics.rowHeight, width: list.width,
                        height: Metrics.rowHeight),
                    parent: "list", role: .option,
                    text: TextRun(
                        title, lines: [line], font: font, color: style.lightColor, alignment: .leading,
                        leadingInset: inset, trailingInset: inset),
                    action: Action.tapRow(index: index).payload))
            if index < rows.count - 1 {
                appendSeparator(
                    index, bottomOfRowAt: list.y + Double(index + 1) * Metrics.rowHeight, list: list, style: style,
                    to: &layout)
            }
        }
        appendField(field, state: state, style: style, to: &layout, measurer: measurer)
        return layout
    }

    /// The line between row `index` and the next: inside the row at its bottom, as a table cell
    /// draws its separator, and across the whole list (the seed's zero `separatorInset`).
    private static func appendSeparator(
        _ index: Int, bottomOfRowAt bottom: Double, list: Rect, style: Style, to layout: inout Layout
    ) {
        let height = OpenValues.dropdownSeparatorHeight
        layout.append(
            Box(
                FrameName.indexed("separator", index),
                frame: Rect(x: list.x, y: bottom - height, width: list.width, height: height), parent: "list",
                role: .separator, fill: OpenValues.dropdownSeparatorColor(for: style)))
    }

    /// The field, its triangle and underline. While editing, the field takes typed text.
    private static func appendField(
        _ field: Rect, state: State, style: Style, to layout: inout Layout, measurer: some TextMeasurer
    ) {
        let size = Metrics.indicatorSize
        let indicator = Rect(
            x: field.maxX - OpenValues.dropdownIndicatorInset - size, y: field.midY - size / 2, width: size,
            height: size)
        let textWidth = indicator.x - field.x - 2 * OpenValues.dropdownIndicatorInset
        let line = TextFitting.truncated(state.text, width: textWidth, font: style.font, measurer: measurer)
        layout.append(
            Box(
                "field", frame: field, parent: FrameName.content, role: .textField, fill: style.lightColor,
                text: TextRun(
                    state.text, lines: [line], font: style.font, color: style.boldColor, alignment: .leading,
                    trailingInset: field.maxX - indicator.x + OpenValues.dropdownIndicatorInset),
                action: state.isEditing ? Action.typeText(state.text).payload : Action.tapField.payload,
                textEntry: state.isEditing
                    ? TextEntry(
                        maxLength: Limits.maxDropdownTextLength, allowsBlank: true,
                        placeholder: OpenValues.dropdownTypingPlaceholder) : nil))
        layout.append(
            Box(
                "indicator", frame: indicator, parent: "field", role: .button, icon: "triangle",
                tint: style.boldColor, action: Action.tapField.payload))
        layout.append(
            Box(
                "underline",
                frame: Rect(
                    x: field.x, y: field.maxY - Metrics.underlineHeight, width: field.width,
                    height: Metrics.underlineHeight),
                parent: "field", role: .decoration, fill: style.boldColor))
    }

    public static func transition(from old: State, to new: State) -> Transition? {
        guard old.isDroppedDown != new.isDroppedDown else { return nil }
        return Transition(names: ["animation", "list"], duration: Metrics.animationDuration, curve: .easeInOut)
    }
}
