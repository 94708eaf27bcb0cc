@testable import MenuCore

extension Popover {
    static let buttonFrame = Size(width: 160, height: 44)
    static let bubbleWidth: Double = 200
    static let rowHeight: Double = 44

    /// The button at the top of the content area; while open, a backdrop that closes it and the
    /// bubble of items under the button.
    static func layout(
        _ configuration: Configuration, _ state: State, _ viewport: Viewport, _ measurer: some TextMeasurer
    ) -> Layout {
        var layout = Layout(viewport: viewport, capacity: 8 + 2 * configuration.items.count)
        let content = viewport.content
        let button = Rect(
            x: content.x + (content.width - buttonFrame.width) / 2, y: content.y + 20, width: buttonFrame.width,
            height: buttonFrame.height)
        let title = state.chosen.map { configuration.items[$0] } ?? "Edit"
        layout.append(
            Box(
                "show-button", frame: button, parent: FrameName.content, role: .button,
                fill: OpenValues.hostButtonFill, cornerRadius: OpenValues.hostButtonRadius,
                text: TextRun(
                    title,
                    lines: [
                        TextFitting.truncated(
                            title, width: button.width, font: OpenValues.bodyFont,
                            measurer: measurer)
                    ],
                    font: OpenValues.bodyFont, color: OpenValues.hostButtonText),
                action: state.isOpen ? nil : Action.open.payload))
        guard state.isOpen else { return layout }
        layout.append(
            Box(
                "backdrop", frame: viewport.screen, parent: FrameName.screen, role: .backdrop,
                action: Action.close.payload))
        let bubble = Rect(
            x: content.x + (content.width - bubbleWidth) / 2, y: button.maxY + 8, width: bubbleWidth,
            height: rowHeight * Double(configuration.items.count))
        layout.append(
            Box("bubble", frame: bubble, parent: "backdrop", role: .list, fill: RGBA(white: 0.2), cornerRadius: 12))
        for (index, item) in configuration.items.enumerated() {
            let row = Rect(x: bubble.x, y: bubble.y + rowHeight * Double(index), width: bubble.width, height: rowHeight)
            layout.append(
                Box(
                    FrameName.indexed("item", index), frame: row, parent: "bubble", role: .option,
                    text: TextRun(
                        item,
                        lines: [
                            TextFitting.truncated(
                                item, width: row.width - 20, font: OpenValues.bodyFont,
                                measurer: measurer)
                        ],
                        font: OpenValues.bodyFont, color: .white),
                    action: Action.choose(index: index).payload))
        }
        return layout
    }
}
