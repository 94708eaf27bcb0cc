import HTML
import MenuCore
import PageRendering

/// The configuration controls: the menu's options (rename, icon, move, remove, add), its title
/// and its colours, where it has them. Plain forms posting to `/menus/{id}/configure`, answered
/// with 303 to the new state's URL.
struct OptionsPanel<M: PlaygroundMenu> {
    let editing: MenuEditing<M>
    let configuration: M.Configuration
    let token: String
    let icons: IconNames

    var nodes: [Node] {
        [optionsSection, titleSection, coloursSection].compactMap { $0 }
    }

    private var action: String { "/menus/\(M.id.rawValue)/configure" }

    private func form(_ edit: String?, _ className: String, _ children: [Node]) -> Node {
        var fields = [hidden(TapForm.Field.token, token)]
        if let edit { fields.append(hidden("edit", edit)) }
        return .el(
            "form", [Attribute("method", "post"), Attribute("action", action), .class(className)], fields + children)
    }

    private func hidden(_ name: String, _ value: String) -> Node {
        .voidElement("input", [Attribute("type", "hidden"), Attribute("name", name), Attribute("value", value)])
    }

    private func textInput(id: String, name: String = "text", value: String, maxLength: Int) -> Node {
        .voidElement(
            "input",
            [
                Attribute("type", "text"), .id(id), Attribute("name", name), Attribute("value", value),
                Attribute("maxlength", String(maxLength)), Attribute("required", nil),
                // Options and titles are labels: the browser refuses a blank one, or a control
                // character, which the server would answer with an error page.
                Attribute("pattern", TextPattern.nonBlankText), Attribute("title", TextPattern.nonBlankTextHint),
            ])
    }

    private func button(_ text: String, name: String? = nil, value: String? = nil, extra: [Attribute] = []) -> Node {
        var attributes = [Attribute("type", "submit")]
        if let name, let value { attributes += [Attribute("name", name), Attribute("value", value)] }
        return .el("button", attributes + extra, text: text)
    }

    private func section(_ id: String, _ title: String, _ children: [Node]) -> Node {
        .el(
            "section", [.class("panel-section"), Attribute("aria-labelledby", "\(id)-heading")],
            [.el("h2", [.id("\(id)-heading")], text: title)] + children)
    }

    private var optionsSection: Node? {
        guard let options = editing.options else { return nil }
        let rows = options.rows(configuration)
        let items = rows.indices.map { row($0, rows[$0], count: rows.count, hasIcons: options.hasIcons) }
        let add = form(
            "add", "option-add",
            [
                .el("label", [Attribute("for", "option-new")], text: "New option"),
                textInput(id: "option-new", value: "", maxLength: Limits.maxLabelLength),
                button("Add"),
            ])
        return section("options", "Options", [.el("ol", [.class("option-list")], items), add])
    }

    private func row(_ index: Int, _ row: OptionRow, count: Int, hasIcons: Bool) -> Node {
        let label = "Option \(index + 1)"
        var edit: [Node] = [
            hidden("index", String(index)),
            .el("label", [Attribute("for", "option-\(index)-text"), .class("visually-hidden")], text: label),
            textInput(id: "option-\(index)-text", value: row.text, maxLength: Limits.maxLabelLength),
            button("Save", name: "edit", value: "rename"),
        ]
        if hasIcons {
            edit += [
                .el(
                    "label", [Attribute("for", "option-\(index)-icon"), .class("visually-hidden")],
                    text: label + " icon"),
                iconPicker(id: "option-\(index)-icon", selected: row.icon),
                button("Set icon", name: "edit", value: "icon", extra: [Attribute("formnovalidate", nil)]),
            ]
        }
        edit.append(
            button(
                "Remove", name: "edit", value: "remove",
                extra: [Attribute("formnovalidate", nil)] + (count == 1 ? [Attribute("disabled", nil)] : [])))
        func move(_ text: String, _ label: String, to: Int) -> Node {
            button(
                text, name: "to", value: String(to),
                extra: [Attribute("aria-label", "\(label) option \(index + 1)")]
                    + ((0..<count).contains(to) ? [] : [Attribute("disabled", nil)]))
        }
        return .el(
            "li", [.class("option-row")],
            [
                form(nil, "option-edit", edit),
                form(
                    "move", "option-move",
                    [
                        hidden("index", String(index)), move("↑", "Move up", to: index - 1),
                        move("↓", "Move down", to: index + 1),
                    ]),
            ])
    }

    private func iconPicker(id: String, selected: String?) -> Node {
        var names = icons.names
        if let selected, !names.contains(selected) { names.insert(selected, at: 0) }
        let none: Node = .el(
            "option", [Attribute("value", "none")] + (selected == nil ? [Attribute("selected", nil)] : []),
            text: "no icon")
        return .el(
            "select", [.id(id), Attribute("name", "icon")],
            [none]
                + names.map { name in
                    .el(
                        "option", [Attribute("value", name)] + (name == selected ? [Attribute("selected", nil)] : []),
                        text: name)
                })
    }

    private var titleSection: Node? {
        guard let path = editing.title else { return nil }
        return section(
            "title", "Title",
            [
                form(
                    "title", "title-form",
                    [
                        .el("label", [Attribute("for", "title-text"), .class("visually-hidden")], text: "Title"),
                        textInput(
                            id: "title-text", value: configuration[keyPath: path], maxLength: Limits.maxTitleLength),
                        button("Save"),
                    ])
            ])
    }

    private var coloursSection: Node? {
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
        return section("colours", "Colours", [form("colours", "colours-form", fields + [button("Apply")])])
    }
}

extension PlaygroundMenu {
    /// The Options, Title and Colours sections for this menu's `configuration`; none for a menu
    /// the panel does not edit.
    static func optionsPanel(_ configuration: Configuration, token: String, icons: IconNames) -> [Node] {
        guard let editing else { return [] }
        return OptionsPanel(editing: editing, configuration: configuration, token: token, icons: icons).nodes
    }
}
