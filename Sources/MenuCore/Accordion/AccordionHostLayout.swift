extension Accordion {
    /// The host's table of sample items: tapping a row opens the menu for it.
    static func appendHostTable(_ state: State, to layout: inout Layout, measurer: some TextMeasurer) {
        let content = layout.viewport.content
        let rowHeight = OpenValues.hostRowHeight
        let overflows = Double(state.items.count) * rowHeight > content.height
        layout.append(
            Box(
                "table", frame: content, parent: FrameName.content, role: .list, fill: .white,
                overflow: overflows ? .scrollVertical : .clip))
        let inset = OpenValues.hostTextInset
        let font = OpenValues.bodyFont
        for (index, item) in state.items.enumerated() {
            let line = TextFitting.truncated(item, width: content.width - 2 * inset, font: font, measurer: measurer)
            layout.append(
                Box(
                    FrameName.indexed("item", index),
                    frame: Rect(
                        x: 0, y: content.y + Double(index) * rowHeight, width: content.width, height: rowHeight),
                    parent: "table", role: .option, fill: .white,
                    text: TextRun(
                        item, lines: [line], font: font, color: .black, alignment: .leading, leadingInset: inset,
                        trailingInset: inset),
                    action: Action.open(item: index).payload,
                    isDisabled: state.isOpen || state.editor != nil))
        }
    }

    /// The host's edit view: a panel with the item's text in a field, Cancel and Save. It is
    /// modal: its backdrop has no action and swallows taps; Cancel and Save are the ways out.
    /// The field sends what Save sends, with the text it shows, so Save (and Return in the
    /// field) saves what was typed; it accepts what an item may hold.
    static func appendEditor(_ editor: Editor, to layout: inout Layout, measurer: some TextMeasurer) {
        let content = layout.viewport.content
        let size = OpenValues.editorPanelSize
        let width = min(size.width, content.width - 20)
        let panel = Rect(
            x: content.midX - width / 2, y: content.midY - size.height / 2, width: width, height: size.height)
        layout.append(
            Box(
                "editor-backdrop", frame: content, parent: FrameName.content, role: .backdrop,
                fill: OpenValues.editorBackdrop))
        layout.append(
            Box(
                "editor", frame: panel, parent: "editor-backdrop", role: .dialog, fill: OpenValues.editorPanelFill,
                cornerRadius: OpenValues.editorCornerRadius, overflow: .clip))
        let bold = Font(.sans, .bold, size: 17, lineHeight: 20)
        layout.append(
            Box(
                "editor-title", frame: Rect(x: panel.x, y: panel.y + 10, width: panel.width, height: 30),
                parent: "editor", role: .label,
                text: TextRun(OpenValues.editorTitle, font: bold, color: .black)))
        let fieldWidth = panel.width - 20
        let line = TextFitting.truncated(
            editor.text, width: fieldWidth - 16, font: OpenValues.bodyFont, measurer: measurer)
        layout.append(
            Box(
                "editor-field", frame: Rect(x: panel.x + 10, y: panel.y + 50, width: fieldWidth, height: 40),
                parent: "editor", role: .textField, fill: .white, border: (1, RGBA(white: 0.8)), cornerRadius: 5,
                text: TextRun(
                    editor.text, lines: [line], font: OpenValues.bodyFont, color: .black, alignment: .leading,
                    leadingInset: 8, trailingInset: 8),
                action: Action.saveEdit(text: editor.text).payload,
                textEntry: TextEntry(maxLength: Limits.maxEditorTextLength, allowsBlank: false)))
        let buttonWidth = (panel.width - 30) / 2
        for (index, (name, title, action)) in [
            ("editor-cancel", "Cancel", Action.cancelEdit), ("editor-save", "Save", Action.saveEdit(text: nil)),
        ].enumerated() {
            layout.append(
                Box(
                    name,
                    frame: Rect(
                        x: panel.x + 10 + Double(index) * (buttonWidth + 10), y: panel.y + 100, width: buttonWidth,
                        height: 40),
                    parent: "editor", role: .button, fill: OpenValues.hostButtonFill,
                    cornerRadius: OpenValues.hostButtonRadius,
                    text: TextRun(title, font: OpenValues.bodyFont, color: OpenValues.hostButtonText),
                    action: action.payload))
        }
    }
}
