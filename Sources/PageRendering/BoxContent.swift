import HTML
import MenuCore

/// What a box draws inside itself: its icon and text lines, wrapped in the control its face calls for.
extension ScreenBuilder {
    mutating func faceNodes(_ index: Int) -> [Node] {
        let box = tree.boxes[index]
        let form = renderer.form
        switch faces[index] {
        case .plain:
            return iconNodes(box) + lineNodes(box.text)
        case .tap:
            if let field = fieldSubmitters[index] {
                return [button(index, submits: true, formID: formID(field))]
            }
            return [form.form(posting: box.action, to: form.tapURL, controls: [button(index, submits: true)])]
        case .dismiss:
            return [form.form(posting: box.action, to: form.dismissURL, controls: [button(index, submits: true)])]
        case .cover:
            return [form.form(posting: nil, to: form.dismissURL, controls: [])]
        case .disabledButton:
            return [button(index, submits: false)]
        case .textInput:
            let id = fieldSubmitters.values.contains(index) ? formID(index) : nil
            return iconNodes(box) + [
                form.form(
                    posting: box.action, to: form.tapURL, includesText: false, id: id, controls: [textInput(index)])
            ]
        }
    }

    /// A button covering the box (`.hit`), drawing the box's icon and text, so that its
    /// content names it and the whole frame takes the tap.
    private mutating func button(_ index: Int, submits: Bool, formID: String? = nil) -> Node {
        let box = tree.boxes[index]
        var attributes = [
            Attribute("type", submits ? "submit" : "button"),
            Attribute("class", box.text == nil ? "hit" : "hit t"),
        ]
        if let formID {
            attributes.append(Attribute("form", formID))
        }
        if !submits {
            attributes.append(Attribute("disabled", nil))
        }
        if let label = names.controlLabels[index] {
            attributes.append(Attribute("aria-label", label))
        }
        if BoxFace.isOutsideLayer(box) {
            attributes.append(Attribute("tabindex", "-1"))
        }
        if box.role == .tab {
            let selected = renderer.selectedFrames.contains(box.name)
            attributes += [Attribute("role", "tab"), Attribute("aria-selected", selected ? "true" : "false")]
        }
        return .el("button", attributes, iconNodes(box) + lineNodes(box.text))
    }

    /// A real text input holding the full text (the drawn lines may be truncated); Return
    /// submits its form, which posts the box's action with the typed `text`.
    private func textInput(_ index: Int) -> Node {
        let box = tree.boxes[index]
        var attributes = [
            Attribute("type", "text"), Attribute("name", TapForm.Field.text),
            Attribute("value", box.action?.text ?? box.text?.string ?? ""), Attribute("class", "field"),
            Attribute("aria-label", names.controlLabels[index] ?? AccessibleNames.humanized(box.name)),
            Attribute("autocomplete", "off"), Attribute("spellcheck", "false"),
        ]
        // The browser refuses what the server would, before any post, in every text field (a
        // pasted tab would otherwise end on a 422 page). `maxlength` counts UTF-16 units, never
        // fewer than the server's characters.
        let entry = box.textEntry ?? TextEntry(maxLength: Limits.maxTypedTextLength, allowsBlank: true)
        attributes.append(Attribute("maxlength", String(entry.maxLength)))
        if !entry.allowsBlank {
            attributes.append(Attribute("required", nil))
        }
        attributes.append(Attribute("pattern", entry.allowsBlank ? TextPattern.anyText : TextPattern.nonBlankText))
        attributes.append(
            Attribute("title", entry.allowsBlank ? TextPattern.anyTextHint : TextPattern.nonBlankTextHint))
        if let placeholder = entry.placeholder { attributes.append(Attribute("placeholder", placeholder)) }
        return .voidElement("input", attributes)
    }

    /// The lines as given (already broken and truncated by the server), stacked and centred as
    /// a block by `.t`.
    private func lineNodes(_ text: TextRun?) -> [Node] {
        guard let text else { return [] }
        return text.lines.map { .el("span", [.class("line")], text: $0) }
    }

    /// The icon scaled to the frame. Untinted icons are images; tinted ones are the icon used as
    /// a mask over the tint colour, the way a template image takes `tintColor`.
    private mutating func iconNodes(_ box: Box) -> [Node] {
        guard let icon = box.icon else { return [] }
        let url = renderer.iconPath + Self.pathSegment(icon) + ".svg"
        guard let tint = box.tint else {
            return [
                .voidElement(
                    "img",
                    [
                        Attribute("class", "icon"), Attribute("src", url), Attribute("alt", ""),
                        Attribute("aria-hidden", "true"),
                    ])
            ]
        }
        let style = "background-color:\(CSSValue.color(tint));mask-image:url(\(url))"
        styles.insert(style)
        return [
            .el("span", [Attribute("class", "icon mask"), Attribute("aria-hidden", "true"), Attribute("style", style)])
        ]
    }

    /// `name` percent-encoded as one URL path segment. Icon names come from configurations, so
    /// everything but unreserved characters is encoded: with `/` encoded and `.svg` appended the
    /// segment can never be `.` or `..`, so no name leaves the icon folder, and the unquoted
    /// CSS `url(…)` can hold no quote, bracket or space.
    static func pathSegment(_ name: String) -> String {
        var segment = ""
        for byte in name.utf8 {
            let isUnreserved =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            if isUnreserved {
                segment.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                segment += "%"
                segment.unicodeScalars.append(hex[Int(byte >> 4)])
                segment.unicodeScalars.append(hex[Int(byte & 15)])
            }
        }
        return segment
    }
}
