import HTTPServer
import MenuCore
import PlaygroundDomain

/// The Options panel's one form (`POST /menus/{id}/configure`). Every post carries every field,
/// so whichever button sends it, no edit typed elsewhere in the panel is lost:
///
/// - values: `text.N` and `icon.N` (an icon name or `none`) for option `N`, `title`, and the
///   colour fields by name;
/// - at most one change of the list's shape, by its button: `up=N`, `down=N` or `remove=N`;
///   a non-empty `new` is added by any button, `add` among them (which with `new` empty adds
///   nothing);
/// - `save` (or no button: a script applying a changed field) applies the values alone.
///
/// The values are applied first, then the change, as the panel shows them.
enum ConfigureForm {
    /// The buttons that change the list's shape; at most one is sent.
    static let changeButtons = ["up", "down", "remove", "add"]

    /// What the form is read against: the menu's option rows as they are, the icons an
    /// option's icon may take (nil: options have none) and whether `none` is one of them, the
    /// colour fields, and the names of the edits the menu has (`MenuEditing.edits`).
    struct Panel {
        var menu: String
        var rows: [OptionRow]
        var icons: [String]?
        var allowsNoIcon: Bool
        var colours: [String]
        var edits: [String]
    }

    static func edits(_ form: FormFields, for panel: Panel) throws(HTTPError) -> [ConfigurationEdit] {
        let rowCount = panel.rows.count
        let colours = panel.colours
        // A field no panel sends is a form from elsewhere (or an old page), not one to guess at.
        let fields = ["token", "save", "title", "new"] + changeButtons + colours
        if let unknown = form.pairs.first(where: { !fields.contains($0.name) && indexedField($0.name) == nil }) {
            throw HTTPError(
                status: .unprocessableContent, code: "unknown_field",
                message: "The field “\(unknown.name)” is not one of the Options panel’s: text.N, icon.N, title, "
                    + (colours.isEmpty ? "" : colours.joined(separator: ", ") + ", ")
                    + "new, and the buttons save, up, down, remove and add.",
                path: unknown.name)
        }
        var edits: [ConfigurationEdit] = []
        func append(_ edit: ConfigurationEdit, field: String) throws(HTTPError) {
            guard panel.edits.contains(edit.name) else {
                let allowed =
                    panel.edits.isEmpty ? "it has none" : "its edits are " + panel.edits.joined(separator: ", ")
                throw HTTPError(
                    status: .unprocessableContent, code: "invalid_value",
                    message: "The edit “\(edit.name)” does not apply to the \(panel.menu) menu; \(allowed).",
                    path: field)
            }
            edits.append(edit)
        }
        var seen: Set<String> = []
        for (name, value) in form.pairs {
            guard let (field, index) = indexedField(name) else { continue }
            // Sent twice, which value counts would be a guess (as for any other field).
            guard seen.insert("\(field).\(index)").inserted else {
                throw HTTPError(
                    status: .badRequest, code: "duplicate_field",
                    message: "The field “\(field).\(index)” is sent more than once.",
                    path: name)
            }
            switch field {
            case "text":
                try check(index, of: name, rowCount: rowCount)
                try append(.rename(index: index, text: value), field: name)
            case "icon":
                guard panel.icons != nil else { try append(.icon(index: index, name: nil), field: name); continue }
                try check(index, of: name, rowCount: rowCount)
                // A row's own icon is always accepted back, offered or not (a link may set any).
                guard value != (panel.rows[index].icon ?? "none") else { continue }
                let icon = try icon(value, name, panel.icons, allowsNone: panel.allowsNoIcon)
                try append(.icon(index: index, name: icon), field: name)
            default: break
            }
        }
        if let title = try form.single("title") { try append(.title(title), field: "title") }
        if let first = colours.first(where: { form[$0] != nil }) {
            var values: [String: String] = [:]
            for colour in colours { values[colour] = try form.required(colour) }
            try append(.colours(values), field: first)
        }
        let sent = changeButtons.filter { form[$0] != nil }
        guard sent.count <= 1 else {
            throw HTTPError(
                status: .unprocessableContent, code: "invalid_value",
                message: "Only one of the buttons \(sent.joined(separator: ", ")) can be sent at a time.",
                path: sent[1])
        }
        let newText = try form.single("new") ?? ""
        switch sent.first {
        case "up":
            let index = try form.requiredInteger("up")
            try check(index, of: "up", rowCount: rowCount, excluding: 0, "the first option cannot move up")
            try append(.move(index: index, to: index - 1), field: "up")
        case "down":
            let index = try form.requiredInteger("down")
            try check(
                index, of: "down", rowCount: rowCount, excluding: rowCount - 1, "the last option cannot move down")
            try append(.move(index: index, to: index + 1), field: "down")
        case "remove":
            let index = try form.requiredInteger("remove")
            try check(index, of: "remove", rowCount: rowCount)
            try append(.remove(index: index), field: "remove")
        // Add with nothing typed adds nothing, as Save with nothing changed changes nothing.
        default: break
        }
        if !newText.isEmpty { try append(.add(text: newText), field: "new") }
        return edits
    }

    /// `text.3` → ("text", 3); nil for any other field.
    private static func indexedField(_ name: String) -> (String, Int)? {
        let parts = name.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, parts[0] == "text" || parts[0] == "icon" else { return nil }
        // A plain decimal as the panel writes it: Int(_:) would also read "+3", and "03" is a
        // second name for option 3.
        guard parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(parts[1]), String(index) == parts[1]
        else {
            return (String(parts[0]), -1)
        }
        return (String(parts[0]), index)
    }

    private static func check(
        _ index: Int, of name: String, rowCount: Int, excluding edge: Int, _ reason: String
    ) throws(HTTPError) {
        try check(index, of: name, rowCount: rowCount)
        guard index != edge else {
            throw HTTPError(
                status: .unprocessableContent, code: "invalid_value",
                message: "The field “\(name)” is \(index): \(reason).", path: name)
        }
    }

    private static func check(_ index: Int, of name: String, rowCount: Int) throws(HTTPError) {
        guard (0..<rowCount).contains(index) else {
            let options =
                rowCount == 0 ? "the menu has no options" : "the menu has \(rowCount) options (0…\(rowCount - 1))"
            throw HTTPError(
                status: .unprocessableContent, code: "invalid_value",
                message: "The field “\(name)” names no option: \(options).",
                path: name)
        }
    }

    private static func icon(_ value: String, _ name: String, _ icons: [String]?, allowsNone: Bool)
        throws(HTTPError) -> String?
    {
        if value == "none", allowsNone { return nil }
        guard let icons, icons.contains(value) else {
            throw HTTPError(
                status: .unprocessableContent, code: "invalid_value",
                message:
                    "The field “\(name)” must be \(allowsNone ? "none or " : "")one of the icons the panel offers, "
                    + "not “\(value)”.",
                path: name)
        }
        return value
    }
}

extension PlaygroundMenu {
    /// Reads the panel's fields from `form` and applies them to `page`. A menu the panel does not
    /// edit has no edits, so any field posted to it is the same 422 as an edit another menu lacks.
    static func configured(_ page: PageState<Self>, form: FormFields, icons: IconNames) throws(HTTPError)
        -> PageState<Self>
    {
        let editing = self.editing ?? MenuEditing()
        let panel = ConfigureForm.Panel(
            menu: id.rawValue, rows: editing.options?.rows(page.configuration) ?? [],
            icons: editing.options?.icons.names(from: icons),
            allowsNoIcon: editing.options?.icons.allowsNone ?? false, colours: editing.colours.map(\.name),
            edits: editing.edits)
        let edits = try ConfigureForm.edits(form, for: panel)
        return try answering(editing.configured(page, edits))
    }
}
