import HTML
import MenuCore
import PageRendering
import PlaygroundDomain

/// The configuration controls: the menu's title, its options (text, icon, order, remove, add)
/// and its colours, where it has them, as one form posting to `/menus/{id}/configure`
/// (`ConfigureForm`), answered with 303 to the new state's URL. Every button sends every field,
/// so an edit typed in one row survives a click in another. Rows are one line: the text and the
/// move arrows, with the icon and Remove under a "⋯" disclosure.
struct OptionsPanel<M: PlaygroundMenu> {
    let editing: MenuEditing<M>
    let configuration: M.Configuration
    let token: String
    let icons: IconNames

    func write(into html: inout HTMLWriter) {
        guard editing.title != nil || editing.options != nil || !editing.colours.isEmpty else { return }
        html.startPanelSection(class: "panel-section", heading: "Options", headingID: "options-heading")
        html.beginStartTag("form")
        html.attribute("method", "post")
        html.attribute("action", SitePaths.configure.path(M.id.rawValue))
        html.attribute("class", "config-form")
        html.attribute("id", "config-form")
        html.endStartTag()
        TapForm.writeHidden(TapForm.Field.token, token, into: &html)
        // Save comes first: it is the form's default button, which Return in any field presses
        // (a disabled first arrow would make Return do nothing).
        html.startTag("p", class: "panel-save")
        writeButton("Save", name: "save", value: "1", into: &html)
        html.element("span", class: "muted", text: " applies every field at once")
        html.endTag("p")
        writeTitleField(into: &html)
        writeOptionList(into: &html)
        writeColours(into: &html)
        html.endTag("form")
        html.endTag("section")
    }

    private func writeTextInput(
        id: String, name: String, value: String, maxLength: Int, required: Bool = true, placeholder: String? = nil,
        into html: inout HTMLWriter
    ) {
        html.beginStartTag("input")
        html.attribute("type", "text")
        html.attribute("id", id)
        html.attribute("name", name)
        html.attribute("value", value)
        html.attribute("maxlength", maxLength)
        // Options and titles are labels: the browser refuses a blank one, or a control
        // character, which the server would answer with an error page.
        html.attribute("pattern", TextPattern.nonBlankText)
        html.attribute("title", TextPattern.nonBlankTextHint)
        if required { html.attribute("required") }
        if let placeholder { html.attribute("placeholder", placeholder) }
        html.endStartTag()
    }

    /// A submit button; `label` is its `aria-label`.
    private func writeButton(
        _ text: String, name: String, value: String, label: String? = nil, disabled: Bool = false,
        into html: inout HTMLWriter
    ) {
        html.beginStartTag("button")
        html.attribute("type", "submit")
        html.attribute("name", name)
        html.attribute("value", value)
        if let label { html.attribute("aria-label", label) }
        if disabled { html.attribute("disabled") }
        html.endStartTag()
        html.text(text)
        html.endTag("button")
    }

    private func writeLabel(for id: String, _ text: String, class name: String? = nil, into html: inout HTMLWriter) {
        html.beginStartTag("label")
        html.attribute("for", id)
        if let name { html.attribute("class", name) }
        html.endStartTag()
        html.text(text)
        html.endTag("label")
    }

    private func writeTitleField(into html: inout HTMLWriter) {
        guard let path = editing.title else { return }
        html.startTag("p", class: "title-field")
        writeLabel(for: "title-text", "Title", into: &html)
        writeTextInput(
            id: "title-text", name: "title", value: configuration[keyPath: path], maxLength: Limits.maxTitleLength,
            into: &html)
        html.endTag("p")
    }

    private func writeOptionList(into html: inout HTMLWriter) {
        guard let options = editing.options else { return }
        let rows = options.rows(configuration)
        let choices = options.icons.names(from: icons).map { (names: $0, allowsNone: options.icons.allowsNone) }
        html.beginStartTag("ol")
        html.attribute("class", "option-list")
        html.attribute("aria-label", "Options")
        html.endStartTag()
        for (index, row) in rows.enumerated() {
            writeRow(index, row, count: rows.count, icons: choices, into: &html)
        }
        html.endTag("ol")
        // At the most options the configuration allows there is nothing to add to.
        guard rows.count < options.maxRows else {
            html.element("p", class: "muted option-add", text: "\(options.maxRows) options, the most this menu takes.")
            return
        }
        html.startTag("p", class: "option-add")
        writeLabel(for: "option-new", "New option", into: &html)
        writeTextInput(
            id: "option-new", name: "new", value: "", maxLength: Limits.maxLabelLength, required: false,
            placeholder: "Its text", into: &html)
        writeButton("Add", name: "add", value: "1", into: &html)
        html.endTag("p")
    }

    private func writeRow(
        _ index: Int, _ row: OptionRow, count: Int, icons: (names: [String], allowsNone: Bool)?,
        into html: inout HTMLWriter
    ) {
        let number = String(index + 1)
        let value = String(index)
        html.startTag("li", class: "option-row")
        html.beginStartTag("span")
        html.attribute("class", "option-number")
        html.attribute("aria-hidden", "true")
        html.endStartTag()
        html.text(number)
        html.endTag("span")
        writeLabel(for: "option-\(index)-text", "Option " + number, class: "visually-hidden", into: &html)
        writeTextInput(
            id: "option-\(index)-text", name: "text.\(index)", value: row.text, maxLength: Limits.maxLabelLength,
            into: &html)
        writeButton(
            "↑", name: "up", value: value, label: "Move up option " + number, disabled: index == 0, into: &html)
        writeButton(
            "↓", name: "down", value: value, label: "Move down option " + number, disabled: index == count - 1,
            into: &html)
        html.startTag("details", class: "option-more")
        html.beginStartTag("summary")
        html.attribute("aria-label", "More for option " + number)
        html.endStartTag()
        html.text("⋯")
        html.endTag("summary")
        html.startTag("div", class: "option-more-body")
        if let icons {
            writeLabel(for: "option-\(index)-icon", "Icon", into: &html)
            writeIconPicker(
                id: "option-\(index)-icon", name: "icon.\(index)", selected: row.icon, names: icons.names,
                allowsNone: icons.allowsNone, into: &html)
        }
        writeButton(
            "Remove", name: "remove", value: value, label: "Remove option " + number, disabled: count == 1,
            into: &html)
        html.endTag("div")
        html.endTag("details")
        html.endTag("li")
    }

    private func writeIconPicker(
        id: String, name: String, selected: String?, names: [String], allowsNone: Bool, into html: inout HTMLWriter
    ) {
        var names = names
        if let selected, !names.contains(selected) { names.insert(selected, at: 0) }
        html.beginStartTag("select")
        html.attribute("id", id)
        html.attribute("name", name)
        html.endStartTag()
        if allowsNone {
            writeOption(value: "none", text: "no icon", selected: selected == nil, into: &html)
        }
        for name in names {
            writeOption(value: name, text: name, selected: name == selected, into: &html)
        }
        html.endTag("select")
    }

    private func writeOption(value: String, text: String, selected: Bool, into html: inout HTMLWriter) {
        html.beginStartTag("option")
        html.attribute("value", value)
        if selected { html.attribute("selected") }
        html.endStartTag()
        html.text(text)
        html.endTag("option")
    }

    private func writeColours(into html: inout HTMLWriter) {
        guard !editing.colours.isEmpty else { return }
        html.startTag("fieldset", class: "colours")
        html.element("legend", text: "Colours")
        for field in editing.colours {
            html.startTag("label", class: "colour")
            html.beginStartTag("input")
            html.attribute("type", "color")
            html.attribute("name", field.name)
            html.attribute("value", ColourHex.hex(configuration[keyPath: field.path]))
            html.endStartTag()
            html.text(" ")
            html.text(field.label)
            html.endTag("label")
        }
        html.endTag("fieldset")
    }
}

extension OptionsPanel {
    /// Everything the panel draws from the configuration, as the texts it writes: with the
    /// menu, the icons the server offers and the token, they make the panel's bytes (the key of
    /// its template, `TokenTemplates`). A nul, which no valid text holds, stands for an absent one.
    var drawnInputs: ExactStrings {
        var inputs = [editing.title.map { configuration[keyPath: $0] } ?? "\u{0}"]
        if let rows = editing.options?.rows(configuration) {
            inputs.append(String(rows.count))
            for row in rows { inputs += [row.text, row.icon ?? "\u{0}"] }
        }
        for field in editing.colours { inputs.append(ColourHex.hex(configuration[keyPath: field.path])) }
        return ExactStrings(inputs)
    }
}

extension PlaygroundMenu {
    /// The Options section for this menu's `configuration`, from its template; nothing for a
    /// menu the panel does not edit.
    static func writeOptionsPanel(
        _ configuration: Configuration, token: String, icons: IconNames, templates: TokenTemplates,
        into html: inout HTMLWriter
    ) {
        guard let editing else { return }
        let panel = OptionsPanel(editing: editing, configuration: configuration, token: token, icons: icons)
        templates.write(.options(menu: id.rawValue, inputs: panel.drawnInputs), token: token, into: &html) {
            token, html in
            OptionsPanel(editing: editing, configuration: configuration, token: token, icons: icons).write(into: &html)
        }
    }
}
