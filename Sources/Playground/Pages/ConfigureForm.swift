import HTTPServer
import MenuCore

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

    /// `icons` are the names an option's icon may take (nil: options have none), and
    /// `allowsNoIcon` whether `none` is one of them.
    static func edits(
        _ form: FormFields, rowCount: Int, icons: [String]?, allowsNoIcon: Bool, colours: [String]
    ) throws(HTTPError) -> [ConfigurationEdit] {
        // A field no panel sends is a form from elsewhere (or an old page), not one to guess at.
        let fields = ["token", "save", "title", "new"] + changeButtons + colours
        if let unknown = form.pairs.first(where: { !fields.contains($0.name) && indexedField($0.name) == nil }) {
            throw HTTPError(
                status: 422, code: "unknown_field",
                message: "The field “\(unknown.name)” is not one of the Options panel’s: text.N, icon.N, title, "
                    + (colours.isEmpty ? "" : colours.joined(separator: ", ") + ", ")
                    + "new, and the buttons save, up, down, remove and add.",
                path: unknown.name)
        }
        var edits: [ConfigurationEdit] = []
        for (name, value) in form.pairs {
            guard let (field, index) = indexedField(name) else { continue }
            try check(index, of: name, rowCount: rowCount)
            switch field {
            case "text": edits.append(.rename(index: index, text: value))
            // A menu without icons refuses the edit itself, which says what the menu has.
            case "icon" where icons == nil: edits.append(.icon(index: index, name: nil))
            case "icon":
                edits.append(.icon(index: index, name: try icon(value, name, icons, allowsNone: allowsNoIcon)))
            default: break
            }
        }
        if let title = try form.single("title") { edits.append(.title(title)) }
        if colours.contains(where: { form[$0] != nil }) {
            var values: [String: String] = [:]
            for colour in colours { values[colour] = try form.required(colour) }
            edits.append(.colours(values))
        }
        let sent = changeButtons.filter { form[$0] != nil }
        guard sent.count <= 1 else {
            throw HTTPError(
                status: 422, code: "invalid_value",
                message: "Only one of the buttons \(sent.joined(separator: ", ")) can be sent at a time.",
                path: sent[1])
        }
        let newText = try form.single("new") ?? ""
        switch sent.first {
        case "up":
            let index = try form.requiredInteger("up")
            try check(index, of: "up", rowCount: rowCount, excluding: 0, "the first option cannot move up")
            edits.append(.move(index: index, to: index - 1))
        case "down":
            let index = try form.requiredInteger("down")
            try check(
                index, of: "down", rowCount: rowCount, excluding: rowCount - 1, "the last option cannot move down")
            edits.append(.move(index: index, to: index + 1))
        case "remove":
            let index = try form.requiredInteger("remove")
            try check(index, of: "remove", rowCount: rowCount)
            edits.append(.remove(index: index))
        // Add with nothing typed adds nothing, as Save with nothing changed changes nothing.
        default: break
        }
        if !newText.isEmpty { edits.append(.add(text: newText)) }
        return edits
    }

    /// `text.3` → ("text", 3); nil for any other field.
    private static func indexedField(_ name: String) -> (String, Int)? {
        let parts = name.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, parts[0] == "text" || parts[0] == "icon" else { return nil }
        // A plain decimal: Int(_:) would also read "+3".
        guard parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(parts[1]) else {
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
                status: 422, code: "invalid_value", message: "The field “\(name)” is \(index): \(reason).", path: name)
        }
    }

    private static func check(_ index: Int, of name: String, rowCount: Int) throws(HTTPError) {
        guard (0..<rowCount).contains(index) else {
            let options =
                rowCount == 0 ? "the menu has no options" : "the menu has \(rowCount) options (0…\(rowCount - 1))"
            throw HTTPError(
                status: 422, code: "invalid_value",
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
                status: 422, code: "invalid_value",
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
        let edits = try ConfigureForm.edits(
            form, rowCount: editing.options?.rows(page.configuration).count ?? 0,
            icons: editing.options?.icons.names(from: icons), allowsNoIcon: editing.options?.icons.allowsNone ?? false,
            colours: editing.colours.map(\.name))
        return try editing.configured(page, edits)
    }
}
