import MenuCore

extension MenuEditing {
    /// What an edit changed, in words for the Events log, rows counted from 1 as the Options
    /// panel counts them: “row 2 renamed to “Mint””, “row 4 moved to row 1”, “title set to …”.
    /// Read from the two configurations alone, so an edit a link carries describes itself.
    /// At most `limit` changes are named; the rest are counted.
    package func changes(from old: M.Configuration, to new: M.Configuration, limit: Int = 3) -> [String] {
        var changes: [String] = []
        if let options { changes += Self.rowChanges(options.rows(old), options.rows(new)) }
        if let title, old[keyPath: title] != new[keyPath: title] {
            changes.append("title set to “\(new[keyPath: title])”")
        }
        for field in colours where old[keyPath: field.path] != new[keyPath: field.path] {
            changes.append("\(field.label.lowercased()) set to \(ColourHex.hex(new[keyPath: field.path]))")
        }
        guard changes.count > limit else { return changes }
        return changes.prefix(limit) + ["\(changes.count - limit) more"]
    }

    /// The one text field an edit changed (`text.2`, `title`), or nil when it changed anything
    /// else or more than that.
    func changedText(from old: M.Configuration, to new: M.Configuration) -> String? {
        var changed: [String] = []
        if let options {
            let (oldRows, newRows) = (options.rows(old), options.rows(new))
            guard oldRows.count == newRows.count else { return nil }
            for index in oldRows.indices where oldRows[index] != newRows[index] {
                guard oldRows[index].icon == newRows[index].icon else { return nil }
                changed.append("text.\(index)")
            }
        }
        if let title, old[keyPath: title] != new[keyPath: title] { changed.append("title") }
        guard changed.count == 1, !colours.contains(where: { old[keyPath: $0.path] != new[keyPath: $0.path] }) else {
            return nil
        }
        return changed[0]
    }

    /// The rows' changes: one added, removed or moved row when that is all that happened (the
    /// panel's buttons make one at a time), else each row whose text or icon changed.
    private static func rowChanges(_ old: [OptionRow], _ new: [OptionRow]) -> [String] {
        guard old != new else { return [] }
        let common = min(old.count, new.count)
        let first = (0..<common).first { old[$0] != new[$0] } ?? common
        if new.count == old.count + 1, first == old.count {
            return ["row \(new.count) “\(new[new.count - 1].text)” added"]
        }
        if new.count + 1 == old.count, old.dropFirst(first + 1).elementsEqual(new.dropFirst(first)) {
            return ["row \(first + 1) “\(old[first].text)” removed"]
        }
        if new.count == old.count, let move = move(old, new, from: first) {
            return ["row \(move.from + 1) “\(old[move.from].text)” moved to row \(move.to + 1)"]
        }
        var changes: [String] = []
        for index in new.indices {
            guard old.indices.contains(index) else {
                changes.append("row \(index + 1) “\(new[index].text)” added")
                continue
            }
            if old[index].text != new[index].text {
                changes.append("row \(index + 1) renamed to “\(new[index].text)”")
            }
            if old[index].icon != new[index].icon {
                changes.append("row \(index + 1) icon " + (new[index].icon.map { "set to \($0)" } ?? "removed"))
            }
        }
        if old.count > new.count { changes.append("\(old.count - new.count) rows removed from row \(new.count + 1)") }
        return changes
    }

    /// The one move of a row that turns `old` into `new`, both differing first at `first`.
    private static func move(_ old: [OptionRow], _ new: [OptionRow], from first: Int) -> (from: Int, to: Int)? {
        guard let last = old.indices.last(where: { old[$0] != new[$0] }), last > first else { return nil }
        // Moved down: the first row went to the last place, the rest shifted up; or the reverse.
        if new[last] == old[first], new[first..<last] == old[(first + 1)...last] { return (first, last) }
        if new[first] == old[last], new[(first + 1)...last] == old[first..<last] { return (last, first) }
        return nil
    }
}
