import MenuCore

/// One row of a menu's option list as the Options panel edits it. `action` is the context
/// menu's action name, carried through edits unchanged; other menus leave it nil.
struct OptionRow: Sendable, Hashable {
    var text: String
    var icon: String?
    var action: String?
}

/// One colour of a configuration the Colours form edits.
struct ColourField<Configuration> {
    /// The form field and the JSON key under `style`.
    let name: String
    let label: String
    let path: WritableKeyPath<Configuration, RGBA>
}

/// What the control panel can edit of a menu's configuration. Every member has a default that
/// means "this menu has none", so each menu states only what it has.
protocol ConfigurableMenu: PageMenu {
    /// The JSON key of the option list (`options`, `buttons`), or nil for no Options section.
    static var optionsField: String? { get }
    /// Whether each option may carry an icon from Public/icons.
    static var hasIcons: Bool { get }
    static func optionRows(of configuration: Configuration) -> [OptionRow]
    static func setOptionRows(_ rows: [OptionRow], in configuration: inout Configuration)
    /// The title's place in the configuration, or nil for no Title form.
    static var titlePath: WritableKeyPath<Configuration, String>? { get }
    /// The colours of the Colours form; empty for none.
    static var colourFields: [ColourField<Configuration>] { get }
    /// The menu state to show after the configuration changed from `old` to `new`: the menu is
    /// put away (`closing`), host state survives when it is still valid, else the initial state.
    static func state(_ state: State, after old: Configuration, _ new: Configuration) -> State
}

extension ConfigurableMenu {
    static var optionsField: String? { nil }
    static var hasIcons: Bool { false }
    static func optionRows(of configuration: Configuration) -> [OptionRow] { [] }
    static func setOptionRows(_ rows: [OptionRow], in configuration: inout Configuration) {}
    static var titlePath: WritableKeyPath<Configuration, String>? { nil }
    static var colourFields: [ColourField<Configuration>] { [] }

    static func state(_ state: State, after old: Configuration, _ new: Configuration) -> State {
        closedState(state, for: new)
    }

    /// `closing(state)` when it is valid for `configuration`, else the initial state.
    static func closedState(_ state: State, for configuration: Configuration) -> State {
        let closed = closing(state)
        do {
            try validate(closed, for: configuration)
            return closed
        } catch {
            return initialState(for: configuration)
        }
    }
}

extension Accordion: ConfigurableMenu {
    static var optionsField: String? { "options" }
    static func optionRows(of configuration: Configuration) -> [OptionRow] {
        configuration.options.map { OptionRow(text: $0) }
    }
    static func setOptionRows(_ rows: [OptionRow], in configuration: inout Configuration) {
        configuration.options = rows.map(\.text)
    }
}

extension ActionSheet: ConfigurableMenu {
    static var optionsField: String? { "buttons" }
    static var hasIcons: Bool { true }
    static var titlePath: WritableKeyPath<Configuration, String>? { \.title }

    static func optionRows(of configuration: Configuration) -> [OptionRow] {
        configuration.buttons.indices.map { index in
            OptionRow(text: configuration.buttons[index], icon: configuration.icons?[safe: index] ?? nil)
        }
    }

    /// `icons` stays absent until a button has one, and otherwise has one entry per button.
    static func setOptionRows(_ rows: [OptionRow], in configuration: inout Configuration) {
        let hadIcons = configuration.icons != nil
        configuration.buttons = rows.map(\.text)
        configuration.icons = hadIcons || rows.contains { $0.icon != nil } ? rows.map(\.icon) : nil
    }
}

extension Dropdown: ConfigurableMenu {
    static var optionsField: String? { "options" }
    static var titlePath: WritableKeyPath<Configuration, String>? { \.title }
    static var colourFields: [ColourField<Configuration>] {
        [
            ColourField(name: "boldColor", label: "Text and underline", path: \.style.boldColor),
            ColourField(name: "lightColor", label: "Field and row text", path: \.style.lightColor),
            ColourField(name: "dropDownColor", label: "List background", path: \.style.dropDownColor),
        ]
    }

    static func optionRows(of configuration: Configuration) -> [OptionRow] {
        configuration.options.map { OptionRow(text: $0) }
    }
    static func setOptionRows(_ rows: [OptionRow], in configuration: inout Configuration) {
        configuration.options = rows.map(\.text)
    }

    /// A field still showing the old title shows the new one.
    static func state(_ state: State, after old: Configuration, _ new: Configuration) -> State {
        var state = state
        if state.text == old.title { state.text = new.title }
        return closedState(state, for: new)
    }
}

extension ContextMenu: ConfigurableMenu {
    static var optionsField: String? { "options" }
    static var hasIcons: Bool { true }

    static func optionRows(of configuration: Configuration) -> [OptionRow] {
        configuration.options.map { OptionRow(text: $0.text, icon: $0.icon, action: $0.action) }
    }

    /// A new option's action is its text, cut to the longest action name allowed.
    static func setOptionRows(_ rows: [OptionRow], in configuration: inout Configuration) {
        configuration.options = rows.map { row in
            Option(text: row.text, icon: row.icon, action: row.action ?? String(row.text.prefix(Limits.maxNameLength)))
        }
    }
}

/// The strip's order is edited on its own Settings screen.
extension TabSplit: ConfigurableMenu {}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
