import MenuCore

/// One change the Options panel makes to a menu's configuration; a post of the panel
/// (`ConfigureForm`) is a list of them.
package enum ConfigurationEdit: Sendable, Hashable {
    case rename(index: Int, text: String)
    case move(index: Int, to: Int)
    case remove(index: Int)
    case add(text: String)
    /// Sets or, with nil, clears an option's icon.
    case icon(index: Int, name: String?)
    case title(String)
    /// New colours by field name (`boldColor` …), each `#rrggbb`.
    case colours([String: String])

    static let names = ["rename", "move", "remove", "add", "icon", "title", "colours"]

    package var name: String {
        switch self {
        case .rename: "rename"
        case .move: "move"
        case .remove: "remove"
        case .add: "add"
        case .icon: "icon"
        case .title: "title"
        case .colours: "colours"
        }
    }
}

extension MenuEditing {
    /// The names of the edits this menu has.
    package var edits: [String] {
        (options == nil ? [] : ["rename", "move", "remove", "add"])
            + (options?.icons == IconChoice.none ? [] : ["icon"])
            + (title == nil ? [] : ["title"]) + (colours.isEmpty ? [] : ["colours"])
    }

    /// `configuration` with `edits` applied in order, then validated. Throws a 422 naming the
    /// field: an edit this menu does not have, an index out of range, or a value the
    /// configuration refuses.
    func applying(_ edits: [ConfigurationEdit], to configuration: M.Configuration) throws(DomainError)
        -> EditedConfiguration<M.Configuration>
    {
        var next = configuration
        var rows = options?.rows(configuration) ?? []
        var origins: [Int?] = Array(rows.indices)
        for edit in edits { try apply(edit, to: &next, rows: &rows, origins: &origins, original: configuration) }
        if let options, rows != options.rows(configuration) { options.setRows(rows, &next) }
        do {
            try next.validate()
        } catch {
            throw invalid(error.field, "The configuration’s \(error.field) \(error.message).")
        }
        return EditedConfiguration(old: configuration, new: next, origins: origins)
    }

    private func apply(
        _ edit: ConfigurationEdit, to next: inout M.Configuration, rows: inout [OptionRow], origins: inout [Int?],
        original: M.Configuration
    ) throws(DomainError) {
        guard edits.contains(edit.name) else {
            let allowed = edits.isEmpty ? "it has none" : "its edits are " + edits.joined(separator: ", ")
            throw DomainError(
                .invalid, code: "invalid_value",
                message: "The edit “\(edit.name)” does not apply to the \(M.id.rawValue) menu; \(allowed).",
                path: "edit")
        }
        switch edit {
        case .rename(let index, let text):
            try check(index, "index", rows)
            rows[index].text = text
        case .move(let index, let to):
            try check(index, "index", rows)
            try check(to, "to", rows)
            rows.insert(rows.remove(at: index), at: to)
            origins.insert(origins.remove(at: index), at: to)
        case .remove(let index):
            try check(index, "index", rows)
            rows.remove(at: index)
            origins.remove(at: index)
        case .add(let text):
            rows.append(OptionRow(text: text))
            origins.append(nil)
        case .icon(let index, let name):
            try check(index, "index", rows)
            rows[index].icon = name
        case .title(let text):
            if let title { next[keyPath: title] = text }
        case .colours(let hex):
            for field in colours {
                let text = hex[field.name] ?? ""
                guard let colour = ColourHex.rgba(text, alpha: original[keyPath: field.path].alpha) else {
                    throw invalid(field.name, "The field “\(field.name)” must be a colour #rrggbb, not “\(text)”.")
                }
                // An unchanged swatch keeps the exact colour rather than its 8-bit rounding.
                if ColourHex.hex(original[keyPath: field.path]) != text.lowercased() {
                    next[keyPath: field.path] = colour
                }
            }
        }
    }

    /// The page after `edits`: the new configuration and a menu state valid for it, the edit on
    /// the trail (Undo takes it back). Edits that change nothing leave the page as it was.
    ///
    /// Typing is applied at every pause, so an edit that goes on typing into the one text the
    /// trail's last edit changed takes that edit's place, as a text editor's Undo takes back a
    /// word rather than a letter; typed back to what it was, it leaves no edit at all.
    package func configured(_ page: PageState<M>, _ edits: [ConfigurationEdit]) throws(DomainError) -> PageState<M> {
        let edit = try applying(edits, to: page.configuration)
        guard edit.new != page.configuration else { return page }
        var next = page
        if let last = try? page.trail.replay(configuration: page.configuration).steps.last, case .edit = last.entry,
            let field = changedText(from: last.configurationBefore, to: last.configuration),
            changedText(from: page.configuration, to: edit.new) == field
        {
            next = page.undoingLastStep()
            guard edit.new != next.configuration else { return next }
        }
        next.edit(to: edit.new, state: state(page.state, after: edit))
        return next
    }

    private func check(_ index: Int, _ field: String, _ rows: [OptionRow]) throws(DomainError) {
        guard rows.indices.contains(index) else {
            throw invalid(
                field, "The field “\(field)” is \(index); the menu has \(rows.count) options (0…\(rows.count - 1)).")
        }
    }

    private func invalid(_ field: String, _ message: String) -> DomainError {
        DomainError(.invalid, code: "invalid_value", message: message, path: field)
    }
}

/// `<input type="color">` values: `#rrggbb`, lower case.
package enum ColourHex {
    package static func hex(_ colour: RGBA) -> String {
        "#"
            + [colour.red, colour.green, colour.blue].map { component in
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    static func rgba(_ text: String, alpha: Double) -> RGBA? {
        let digits = Array(text.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var bytes: [Int] = []
        for start in stride(from: 1, to: 7, by: 2) {
            guard let byte = Int(String(decoding: digits[start..<start + 2], as: UTF8.self), radix: 16) else {
                return nil
            }
            bytes.append(byte)
        }
        return RGBA(red255: bytes[0], green255: bytes[1], blue255: bytes[2], alpha: alpha)
    }
}
