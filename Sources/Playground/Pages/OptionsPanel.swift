import HTML
import MenuCore
import PageRendering

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

    var nodes: [Node] {
        let parts = [titleField, optionList, coloursFieldset].compactMap { $0 }
        guard !parts.isEmpty else { return [] }
        return [
            .el(
                "section", [.class("panel-section"), Attribute("aria-labelledby", "options-heading")],
                [
                    .el("h2", [.id("options-heading")], text: "Options"),
                    .el(
                        "form",
                        [
                            Attribute("method", "post"), Attribute("action", "/menus/\(M.id.rawValue)/configure"),
                            .class("config-form"), .id("config-form"),
                        ],
                        // Save comes first: it is the form's default button, which Return in any
                        // field presses (a disabled first arrow would make Return do nothing).
                        [hidden(TapForm.Field.token, token), saveButton] + parts),
                ])
        ]
    }

    private var saveButton: Node {
        .el(
            "p", [.class("panel-save")],
            [
                button("Save", name: "save", value: "1"),
                .el("span", [.class("muted")], text: " applies every field at once"),
            ])
    }

    private func hidden(_ name: String, _ value: String) -> Node {
        .voidElement("input", [Attribute("type", "hidden"), Attribute("name", name), Attribute("value", value)])
    }

    private func textInput(
        id: String, name: String, value: String, maxLength: Int, required: Bool = true, placeholder: String? = nil
    ) -> Node {
        var attributes = [
            Attribute("type", "text"), .id(id), Attribute("name", name), Attribute("value", value),
            Attribute("maxlength", String(maxLength)),
            // Options and titles are labels: the browser refuses a blank one, or a control
            // character, which the server would answer with an error page.
            Attribute("pattern", TextPattern.nonBlankText), Attribute("title", TextPattern.nonBlankTextHint),
        ]
        if required { attributes.append(Attribute("required", nil)) }
        if let placeholder { attributes.append(Attribute("placeholder", placeholder)) }
        return .voidElement("input", attributes)
    }

    private func button(_ text: String, name: String, value: String, extra: [Attribute] = []) -> Node {
        .el(
            "button", [Attribute("type", "submit"), Attribute("name", name), Attribute("value", value)] + extra,
            text: text)
    }

    private var titleField: Node? {
        guard let path = editing.title else { return nil }
        return .el(
            "p", [.class("title-field")],
            [
                .el("label", [Attribute("for", "title-text")], text: "Title"),
                textInput(
                    id: "title-text", name: "title", value: configuration[keyPath: path],
                    maxLength: Limits.maxTitleLength),
            ])
    }

    private var optionList: Node? {
        guard let options = editing.options else { return nil }
        let rows = options.rows(configuration)
        let choices = options.icons.names(from: icons).map { (names: $0, allowsNone: options.icons.allowsNone) }
        let items = rows.indices.map { row($0, rows[$0], count: rows.count, icons: choices) }
        // At the most options the configuration allows there is nothing to add to.
        let add: Node =
            rows.count < options.maxRows
            ? .el(
                "p", [.class("option-add")],
                [
                    .el("label", [Attribute("for", "option-new")], text: "New option"),
                    textInput(
                        id: "option-new", name: "new", value: "", maxLength: Limits.maxLabelLength, required: false,
                        placeholder: "Its text"),
                    button("Add", name: "add", value: "1"),
                ])
            : .el("p", [.class("muted option-add")], text: "\(options.maxRows) options, the most this menu takes.")
        return .fragment([.el("ol", [.class("option-list"), Attribute("aria-label", "Options")], items), add])
    }

    private func row(_ index: Int, _ row: OptionRow, count: Int, icons: (names: [String], allowsNone: Bool)?)
        -> Node
    {
        let label = "Option \(index + 1)"
        func move(_ text: String, _ name: String, _ verb: String, enabled: Bool) -> Node {
            button(
                text, name: name, value: String(index),
                extra: [Attribute("aria-label", "\(verb) option \(index + 1)")]
                    + (enabled ? [] : [Attribute("disabled", nil)]))
        }
        var more: [Node] = []
        if let icons {
            more += [
                .el("label", [Attribute("for", "option-\(index)-icon")], text: "Icon"),
                iconPicker(
                    id: "option-\(index)-icon", name: "icon.\(index)", selected: row.icon, names: icons.names,
                    allowsNone: icons.allowsNone),
            ]
        }
        more.append(
            button(
                "Remove", name: "remove", value: String(index),
                extra: [Attribute("aria-label", "Remove option \(index + 1)")]
                    + (count == 1 ? [Attribute("disabled", nil)] : [])))
        return .el(
            "li", [.class("option-row")],
            [
                .el("span", [.class("option-number"), Attribute("aria-hidden", "true")], text: String(index + 1)),
                .el("label", [Attribute("for", "option-\(index)-text"), .class("visually-hidden")], text: label),
                textInput(
                    id: "option-\(index)-text", name: "text.\(index)", value: row.text,
                    maxLength: Limits.maxLabelLength),
                move("↑", "up", "Move up", enabled: index > 0),
                move("↓", "down", "Move down", enabled: index < count - 1),
                .el(
                    "details", [.class("option-more")],
                    [
                        .el("summary", [Attribute("aria-label", "More for option \(index + 1)")], text: "⋯"),
                        .el("div", [.class("option-more-body")], more),
                    ]),
            ])
    }

    private func iconPicker(id: String, name: String, selected: String?, names: [String], allowsNone: Bool) -> Node {
        var names = names
        if let selected, !names.contains(selected) { names.insert(selected, at: 0) }
        let none: Node =
            allowsNone
            ? .el(
                "option", [Attribute("value", "none")] + (selected == nil ? [Attribute("selected", nil)] : []),
                text: "no icon") : .empty
        return .el(
            "select", [.id(id), Attribute("name", name)],
            [none]
                + names.map { name in
                    .el(
                        "option", [Attribute("value", name)] + (name == selected ? [Attribute("selected", nil)] : []),
                        text: name)
                })
    }

    private var coloursFieldset: Node? {
        guard !editing.colours.isEmpty else { return nil }
        let fields: [Node] = editing.colours.map { field in
            .el(
                "label", [.class("colour")],
                [
                    .voidElement(
                        "input",
                        [
                            Attribute("type", "color"), Attribute("name", field.name),
                            Attribute("value", ColourHex.hex(configuration[keyPath: field.path])),
                        ]),
                    .text(" " + field.label),
                ])
        }
        return .el("fieldset", [.class("colours")], [.el("legend", [], text: "Colours")] + fields)
    }
}

extension PlaygroundMenu {
    /// The Options section for this menu's `configuration`; none for a menu the panel does not
    /// edit.
    static func optionsPanel(_ configuration: Configuration, token: String, icons: IconNames) -> [Node] {
        guard let editing else { return [] }
        return OptionsPanel(editing: editing, configuration: configuration, token: token, icons: icons).nodes
    }
}
