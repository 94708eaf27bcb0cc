extension TabSplit {
    /// The seed's fixed metrics.
    public enum Metrics {
        /// `kMENU_CELL_HEIGHT` / `kMENU_CELL_WIDTH`: the strip's thickness and a phone cell's length.
        public static let cell: Double = 32
        /// On iPad a cell is 3 × 32 long, to show the scrolling.
        public static let padCellLengthFactor: Double = 3
    }

    /// A cell's length along the strip.
    public static func cellLength(for idiom: Idiom) -> Double {
        idiom == .pad ? Metrics.cell * Metrics.padCellLengthFactor : Metrics.cell
    }

    /// The strip and detail frames: portrait puts a 32-pt strip at the bottom, landscape a 32-pt
    /// column on the left; both leave out the status bar.
    public static func splitFrames(in viewport: Viewport) -> (strip: Rect, detail: Rect) {
        let content = viewport.content
        let cell = Metrics.cell
        if viewport.orientation == .portrait {
            return (
                Rect(x: content.x, y: content.maxY - cell, width: content.width, height: cell),
                Rect(x: content.x, y: content.y, width: content.width, height: content.height - cell)
            )
        }
        return (
            Rect(x: content.x, y: content.y, width: cell, height: content.height),
            Rect(x: content.x + cell, y: content.y, width: content.width - cell, height: content.height)
        )
    }

    public static func layout(
        _ configuration: Configuration, _ state: State, _ viewport: Viewport, _ measurer: some TextMeasurer
    ) -> Layout {
        var layout = Layout(viewport: viewport)
        let (strip, detail) = splitFrames(in: viewport)
        let horizontal = viewport.orientation == .portrait
        let length = cellLength(for: viewport.idiom)
        let tabs = state.tabs(in: configuration)
        let scrolls = Double(tabs.count) * length > (horizontal ? strip.width : strip.height)
        layout.append(
            Box(
                "strip", frame: strip, parent: FrameName.content, role: .tabList, fill: OpenValues.tabStripFill,
                overflow: scrolls ? (horizontal ? .scrollHorizontal : .scrollVertical) : .clip,
                contentOffset: stripOffset(selected: state.selected, tabCount: tabs.count, on: viewport)))
        let iconSize = OpenValues.tabIconSize
        for (index, tab) in tabs.enumerated() {
            let offset = Double(index) * length
            let cell =
                horizontal
                ? Rect(x: strip.x + offset, y: strip.y, width: length, height: strip.height)
                : Rect(x: strip.x, y: strip.y + offset, width: strip.width, height: length)
            let name = FrameName.indexed("tab", index)
            let selected = index == state.selected
            layout.append(
                Box(
                    name, frame: cell, parent: "strip", role: .tab, action: Action.selectTab(index: index).payload,
                    label: tab.title))
            layout.append(
                Box(
                    FrameName.indexed("tab-icon", index),
                    frame: Rect(
                        x: cell.midX - iconSize / 2, y: cell.midY - iconSize / 2, width: iconSize, height: iconSize),
                    parent: name, role: .image, icon: (selected ? "on" : "off") + tab.icon,
                    tint: selected ? OpenValues.tabIconSelectedTint : OpenValues.tabIconTint))
        }
        layout.append(
            Box("detail", frame: detail, parent: FrameName.content, role: .decoration, fill: .white, overflow: .clip))
        let title = navigationTitle(ofTab: min(state.selected, tabs.count - 1), in: state, configuration: configuration)
        let navbar = Rect(x: detail.x, y: detail.y, width: detail.width, height: OpenValues.navbarHeight)
        layout.append(
            Box(
                "navbar", frame: navbar, parent: "detail", role: .navigationBar, fill: OpenValues.navbarFill,
                text: TextRun(title, font: OpenValues.navbarFont, color: .black)))
        let body = Rect(x: detail.x, y: navbar.maxY, width: detail.width, height: detail.height - navbar.height)
        if state.selected == 0 {
            appendSettings(state, tabs: configuration.tabs, in: body, to: &layout, measurer: measurer)
        } else {
            layout.append(
                Box(
                    "detail-body", frame: body, parent: "detail", role: .label,
                    text: TextRun(title, font: OpenValues.bodyFont, color: .black)))
        }
        return layout
    }

    /// Settings: the configuration's `tabs` in the state's order, each with move up / move down
    /// buttons.
    private static func appendSettings(
        _ state: State, tabs: [Kind], in body: Rect, to layout: inout Layout, measurer: some TextMeasurer
    ) {
        let rowHeight = OpenValues.settingsRowHeight
        let scrolls = Double(state.order.count) * rowHeight > body.height
        layout.append(
            Box("detail-body", frame: body, parent: "detail", role: .list, overflow: scrolls ? .scrollVertical : .clip))
        let button = OpenValues.settingsButtonSize
        let inset = OpenValues.hostTextInset
        let last = state.order.count - 1
        for (index, kind) in state.order.enumerated() {
            let row = Rect(x: body.x, y: body.y + Double(index) * rowHeight, width: body.width, height: rowHeight)
            let rowName = FrameName.indexed("settings-row", index)
            let title = tabs.indices.contains(kind) ? tabs[kind].title : "?"
            let textWidth = row.width - 2 * button - 2 * inset
            let line = TextFitting.truncated(title, width: textWidth, font: OpenValues.bodyFont, measurer: measurer)
            layout.append(
                Box(
                    rowName, frame: row, parent: "detail-body", role: .option,
                    text: TextRun(
                        title, lines: [line], font: OpenValues.bodyFont, color: .black, alignment: .leading,
                        leadingInset: inset, trailingInset: 2 * button + inset)))
            for (offset, (name, icon, target)) in [("move-up", "up", index - 1), ("move-down", "down", index + 1)]
                .enumerated()
            {
                let enabled = target >= 0 && target <= last
                layout.append(
                    Box(
                        FrameName.indexed(name, index),
                        frame: Rect(x: row.maxX - Double(2 - offset) * button, y: row.y, width: button, height: button),
                        parent: rowName, role: .button, icon: "arrow-" + icon, tint: OpenValues.hostButtonText,
                        action: enabled ? Action.moveTab(from: index, to: target).payload : nil, isDisabled: !enabled,
                        label: "Move \(title) \(icon)"))
            }
        }
        appendSeparators(rows: state.order.count, in: body, to: &layout)
    }

    /// The Settings table's separators (`separatorColor = [UIColor blackColor]`): a hairline at
    /// the bottom of every row, from UIKit's default separator inset to the trailing edge. A plain
    /// table without a footer view also draws them under the empty rows that fill its bounds.
    private static func appendSeparators(rows: Int, in body: Rect, to layout: inout Layout) {
        let rowHeight = OpenValues.settingsRowHeight
        let fillers = max(0, Int(((body.height - Double(rows) * rowHeight) / rowHeight).rounded(.down)))
        let inset = OpenValues.settingsSeparatorInset
        let height = OpenValues.settingsSeparatorHeight
        for index in 0..<(rows + fillers) {
            let bottom = body.y + Double(index + 1) * rowHeight
            layout.append(
                Box(
                    FrameName.indexed("settings-separator", index),
                    frame: Rect(x: body.x + inset, y: bottom - height, width: body.width - inset, height: height),
                    parent: "detail-body", role: .separator, fill: OpenValues.settingsSeparatorColor))
        }
    }

    public static func transition(from old: State, to new: State) -> Transition? {
        // The seed swaps the detail controller and reorders without animating frames.
        nil
    }
}
