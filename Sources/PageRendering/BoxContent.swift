import HTML
import MenuCore

/// What a box draws inside itself: its icon and text lines, wrapped in the control its face calls for.
extension ScreenBuilder {
    /// `box` points at `tree.boxes[index]`. The box is read through the pointer, field by field,
    /// here and below: a box passed whole out of the buffer was copied for every box drawn.
    mutating func writeFace(_ index: Int, _ box: UnsafePointer<Box>, into html: inout HTMLWriter) {
        let form = renderer.form
        switch faces[index] {
        case .plain:
            writeIcon(box, into: &html)
            writeLines(box.pointee.text?.lines, into: &html)
        case .tap:
            if let field = fieldSubmitters[index] {
                writeButton(index, box, formID: formID(field), into: &html)
            } else {
                form.writeForm(postingActionOf: box, to: form.tapURL, into: &html) { html in
                    writeButton(index, box, into: &html)
                }
            }
        case .dismiss:
            form.writeForm(postingActionOf: box, to: form.dismissURL, into: &html) { html in
                writeButton(index, box, into: &html)
            }
        case .cover:
            form.writeForm(postingActionOf: nil, to: form.dismissURL, into: &html) { _ in }
        case .disabledButton:
            writeButton(index, box, into: &html)
        case .textInput:
            let id = fieldSubmitters.values.contains(index) ? formID(index) : nil
            writeIcon(box, into: &html)
            form.writeForm(postingActionOf: box, to: form.tapURL, includesText: false, id: id, into: &html) {
                html in
                writeTextInput(index, box, into: &html)
            }
        }
    }

    /// A button covering the box (`.hit`), drawing the box's icon and text, so that its
    /// content names it and the whole frame takes the tap.
    private mutating func writeButton(
        _ index: Int, _ box: UnsafePointer<Box>, formID: String? = nil, into html: inout HTMLWriter
    ) {
        let lines = box.pointee.text?.lines
        html.beginStartTag("button")
        if semantics.isDisabled(index) {
            html.attribute("type", constant: "button")
        } else {
            html.attribute("type", constant: "submit")
        }
        if lines == nil {
            html.attribute("class", constant: "hit")
        } else {
            html.attribute("class", constant: "hit t")
        }
        if let formID {
            html.attribute("form", formID)
        }
        if semantics.isDisabled(index) {
            html.attribute("disabled")
        }
        if let label = names.controlLabels[index] {
            html.attribute("aria-label", label)
        }
        if BoxFace.isOutsideLayer(role: box.pointee.role) {
            html.attribute("tabindex", -1)
        }
        if semantics.controlRole(of: index) == .tab {
            html.attribute("role", constant: "tab")
            if semantics.isSelected(index) {
                html.attribute("aria-selected", constant: "true")
            } else {
                html.attribute("aria-selected", constant: "false")
            }
        }
        html.endStartTag()
        writeIcon(box, into: &html)
        writeLines(lines, into: &html)
        html.endTag("button")
    }

    /// A real text input holding the full text (the drawn lines may be truncated); Return
    /// submits its form, which posts the box's action with the typed `text`.
    private func writeTextInput(_ index: Int, _ box: UnsafePointer<Box>, into html: inout HTMLWriter) {
        html.beginStartTag("input")
        html.attribute("type", "text")
        html.attribute("name", TapForm.Field.text)
        html.attribute("value", box.pointee.action?.text ?? box.pointee.text?.string ?? "")
        html.attribute("class", "field")
        html.attribute("aria-label", semantics.controlName(of: index))
        html.attribute("autocomplete", "off")
        html.attribute("spellcheck", "false")
        // The browser refuses what the server would, before any post, in every text field (a
        // pasted tab would otherwise end on a 422 page). `maxlength` counts UTF-16 units, never
        // fewer than the server's characters.
        let entry = box.pointee.textEntry ?? TextEntry(maxLength: Limits.maxTypedTextLength, allowsBlank: true)
        html.attribute("maxlength", entry.maxLength)
        if !entry.allowsBlank {
            html.attribute("required")
        }
        html.attribute("pattern", entry.allowsBlank ? TextPattern.anyText : TextPattern.nonBlankText)
        html.attribute("title", entry.allowsBlank ? TextPattern.anyTextHint : TextPattern.nonBlankTextHint)
        if let placeholder = entry.placeholder { html.attribute("placeholder", placeholder) }
        html.endStartTag()
    }

    /// The lines as given (already broken and truncated by the server), stacked and centred as
    /// a block by `.t`.
    private func writeLines(_ lines: [String]?, into html: inout HTMLWriter) {
        guard let lines else { return }
        for line in lines {
            html.beginStartTag("span")
            html.attribute("class", constant: "line")
            html.endStartTag()
            html.text(line)
            html.endTag("span")
        }
    }

    /// The icon scaled to the frame. Untinted icons are images; tinted ones are the icon used as
    /// a mask over the tint colour, the way a template image takes `tintColor`.
    private mutating func writeIcon(_ box: UnsafePointer<Box>, into html: inout HTMLWriter) {
        guard let icon = box.pointee.icon else { return }
        guard let tint = box.pointee.tint else {
            html.beginStartTag("img")
            html.attribute("class", constant: "icon")
            html.beginAttribute("src")
            writeIconURL(icon, into: &html)
            html.endAttribute()
            html.attribute("alt", constant: "")
            html.attribute("aria-hidden", constant: "true")
            html.endStartTag()
            return
        }
        html.beginStartTag("span")
        html.attribute("class", constant: "icon mask")
        html.attribute("aria-hidden", constant: "true")
        html.beginAttribute("style")
        html.appendConstant("background-color:")
        CSSValue.writeColor(tint, into: &html)
        html.appendConstant(";mask-image:url(")
        writeIconURL(icon, into: &html)
        html.appendConstant(")")
        styles.append(html.endAttribute())
        html.endStartTag()
        html.endTag("span")
    }

    private func writeIconURL(_ icon: String, into html: inout HTMLWriter) {
        html.appendValue(renderer.iconPath)
        html.appendValue(Self.pathSegment(icon))
        html.appendConstant(".svg")
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
