extension ContextMenu {
    /// The seed's fixed metrics.
    public enum Metrics {
        public static let widthFraction = 0.8
        /// The separators' frame height, their weight in the stack (see `stackSlots`).
        public static let separatorHeight: Double = 1
        public static let cornerRadius: Double = 12
        public static let borderWidth: Double = 1
        public static let borderColor = RGBA.purple
        public static let stackFill = RGBA(white: 0, alpha: 0.3)
        public static let hostButtonSize = Size(width: 200, height: 44)
    }

    /// The stack's frame: 0.8 × the screen width, `HEIGHT × count` high, centred in the content
    /// area; a stack taller than the content less its margins is clamped and scrolls.
    public static func stackFrame(itemCount: Int, in viewport: Viewport) -> (frame: Rect, scrolls: Bool) {
        let content = viewport.content
        let width = viewport.width * Metrics.widthFraction
        let natural = stackHeight(itemCount: itemCount)
        let available = content.height - 2 * OpenValues.contextStackMargin
        let height = min(natural, available)
        let frame = Rect(x: (viewport.width - width) / 2, y: content.midY - height / 2, width: width, height: height)
        return (frame, natural > available)
    }

    public static func layout(
        _ configuration: Configuration, _ state: State, _ viewport: Viewport, _ measurer: some TextMeasurer
    ) -> Layout {
        var layout = Layout(viewport: viewport, capacity: 16 + 3 * configuration.options.count)
        appendHost(state, to: &layout)
        layout.append(
            Box(
                "cover", frame: viewport.screen, parent: FrameName.screen, role: .backdrop,
                fill: OpenValues.contextCoverTint, alpha: state.isShown ? 1 : 0, blur: OpenValues.contextCoverBlur,
                action: Action.tapOutside.payload))
        let (stack, scrolls) = stackFrame(itemCount: configuration.options.count, in: viewport)
        layout.append(
            Box(
                "stack", frame: stack, parent: "cover", role: .list, fill: Metrics.stackFill,
                border: (Metrics.borderWidth, Metrics.borderColor), cornerRadius: Metrics.cornerRadius,
                overflow: scrolls ? .scrollVertical : .clip))
        let font = OpenValues.bodyFont
        // A clamped stack scrolls over the views laid out along its full HEIGHT × count.
        let slots = stackSlots(
            itemCount: configuration.options.count, top: stack.y,
            height: stackHeight(itemCount: configuration.options.count))
        for (slot, y, height) in slots {
            switch slot {
            case .item(let index):
                appendItem(
                    index, configuration.options[index],
                    frame: Rect(x: stack.x, y: y, width: stack.width, height: height),
                    font: font, to: &layout, measurer: measurer)
            case .separator(let index):
                layout.append(
                    Box(
                        FrameName.indexed("separator", index),
                        frame: Rect(x: stack.x, y: y, width: stack.width, height: height),
                        parent: "stack", role: .separator, fill: OpenValues.contextSeparatorColor))
            }
        }
        return layout
    }

    /// One item: its label after the optional icon, both vertically centred in its share of the stack.
    private static func appendItem(
        _ index: Int, _ option: Option, frame item: Rect, font: Font, to layout: inout Layout,
        measurer: some TextMeasurer
    ) {
        let itemName = FrameName.indexed("item", index)
        let iconSpace = option.icon == nil ? 0 : OpenValues.contextIconSize + OpenValues.contextIconGap
        let leading = OpenValues.contextIconInset + iconSpace
        let trailing = OpenValues.contextIconInset
        let line = TextFitting.truncated(
            option.text, width: item.width - leading - trailing, font: font, measurer: measurer)
        layout.append(
            Box(
                itemName, frame: item, parent: "stack", role: .option,
                text: TextRun(
                    option.text, lines: [line], font: font, color: OpenValues.contextTextColor,
                    alignment: .leading, leadingInset: leading, trailingInset: trailing),
                action: Action.tapItem(index: index).payload))
        if let icon = option.icon {
            let size = OpenValues.contextIconSize
            layout.append(
                Box(
                    FrameName.indexed("icon", index),
                    frame: Rect(
                        x: item.x + OpenValues.contextIconInset, y: item.midY - size / 2, width: size, height: size),
                    parent: itemName, role: .image, icon: icon, tint: OpenValues.contextTextColor))
        }
    }

    /// The host demo: a button that shows the menu and a label with the last action run.
    private static func appendHost(_ state: State, to layout: inout Layout) {
        let content = layout.viewport.content
        let size = Metrics.hostButtonSize
        let button = Rect(
            x: content.midX - size.width / 2, y: content.midY - size.height / 2, width: size.width, height: size.height)
        layout.append(
            Box(
                "show-button", frame: button, parent: FrameName.content, role: .button,
                fill: OpenValues.hostButtonFill, cornerRadius: OpenValues.hostButtonRadius,
                text: TextRun("Show menu", font: OpenValues.bodyFont, color: OpenValues.hostButtonText),
                action: Action.open.payload))
        let text = "Last action: " + (state.lastAction ?? "none")
        layout.append(
            Box(
                "last-action", frame: Rect(x: content.x, y: button.maxY + 12, width: content.width, height: 24),
                parent: FrameName.content, role: .label,
                text: TextRun(text, font: OpenValues.bodyFont, color: RGBA(white: 0.33))))
    }

    public static func transition(from old: State, to new: State) -> Transition? {
        guard old.isShown != new.isShown else { return nil }
        return Transition(names: ["cover"], duration: OpenValues.contextFadeDuration, curve: .easeInOut)
    }
}
