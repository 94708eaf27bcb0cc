import MenuCore

/// What the control panel can edit of a menu's configuration, as a value: the option list, the
/// title and the colours it has. Each part is optional, so a menu states only what it has.
/// Public only because `PlaygroundMenu` (public for the fuzz targets) names it; its members stay
/// internal.
public struct MenuEditing<M: PlaygroundMenu> {
    /// The option list: how its rows are read from and written back to the configuration.
    package struct Options {
        /// The icons an option may carry.
        package var icons = IconChoice.none
        /// The most options the configuration allows: Add is disabled there.
        package var maxRows = Limits.maxOptions
        package var rows: (M.Configuration) -> [OptionRow]
        package var setRows: ([OptionRow], inout M.Configuration) -> Void
    }

    package var options: Options?
    /// The title's place in the configuration, or nil for no Title form.
    package var title: WritableKeyPath<M.Configuration, String>?
    /// The colours of the Colours form; empty for none.
    package var colours: [ColourField<M.Configuration>] = []
    /// Host state the menu keeps across an edit, such as a field still showing the old title,
    /// or the tab it shows: given the state and the edit.
    var carryOver: ((M.State, EditedConfiguration<M.Configuration>) -> M.State)?

    package init(
        options: Options? = nil, title: WritableKeyPath<M.Configuration, String>? = nil,
        colours: [ColourField<M.Configuration>] = [],
        carryOver: ((M.State, EditedConfiguration<M.Configuration>) -> M.State)? = nil
    ) {
        self.options = options
        self.title = title
        self.colours = colours
        self.carryOver = carryOver
    }

    /// The menu state to show after `edit`: as it was, so an open menu stays open while someone
    /// edits what it shows; with the menu put away (`closing`) when the open menu no longer fits
    /// the new configuration; the initial state when neither does. Host state is carried over
    /// first.
    package func state(_ state: M.State, after edit: EditedConfiguration<M.Configuration>) -> M.State {
        let carried = carryOver?(state, edit) ?? state
        for candidate in [carried, M.closing(carried)] where (try? M.validate(candidate, for: edit.new)) != nil {
            return candidate
        }
        return M.initialState(for: edit.new)
    }
}

/// A configuration the Options panel changed: before, after, and where each option row after
/// the change stood before it (nil for an added row), so host state can follow its rows.
package struct EditedConfiguration<Configuration> {
    var old: Configuration
    package var new: Configuration
    var origins: [Int?]
}

/// Which icons the Options panel offers an option.
package enum IconChoice: Sendable, Hashable {
    /// Options have no icons.
    case none
    /// The menu icons of Public/icons (`IconNames.menuIcons`).
    case files
    /// One of the menu's own names, such as the tab strip's arrows; an option always has one.
    case names([String])

    /// Whether an option may have no icon.
    package var allowsNone: Bool { self == .files }

    /// The names offered, or nil when options have no icons.
    package func names(from files: IconNames) -> [String]? {
        switch self {
        case .none: nil
        case .files: files.menuIcons
        case .names(let names): names
        }
    }
}

/// One row of a menu's option list as the Options panel edits it. `action` is the context
/// menu's action name, carried through edits unchanged; other menus leave it nil.
package struct OptionRow: Sendable, Hashable {
    package var text: String
    package var icon: String?
    var action: String?

    package init(text: String, icon: String? = nil, action: String? = nil) {
        self.text = text
        self.icon = icon
        self.action = action
    }
}

/// One colour of a configuration the Colours form edits.
package struct ColourField<Configuration> {
    /// The form field and the JSON key under `style`.
    package let name: String
    package let label: String
    package let path: WritableKeyPath<Configuration, RGBA>
}
