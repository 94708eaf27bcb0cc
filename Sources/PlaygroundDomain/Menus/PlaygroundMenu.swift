import MenuCore

/// What the playground needs of a menu beyond MenuCore: its name on the pages, how it opens and
/// closes, what the host app visibly does, and what the control panel can edit. Each menu's
/// conformance is one file in this folder, and `MenuRegistry` lists them.
public protocol PlaygroundMenu: Menu, SendableMetatype {
    /// The name a person sees in lists and headings.
    static var title: String { get }
    /// One sentence on what the seed's menu does.
    static var summary: String { get }
    /// What to try first, in a sentence that names what to tap ("Try: tap …").
    static var hint: String { get }
    /// The same state with the menu itself put away; host state (items, colours, text) is kept.
    /// The layout route animates from it to the state asked for: the seed's opening animation.
    static func closing(_ state: State) -> State
    /// The action of a tap outside the menu (a backdrop, a visible Cancel) and of Escape, or nil
    /// when nothing is open to dismiss.
    static func dismissal(of state: State) -> ActionPayload?
    /// Whether the menu itself is open (the page animates opening and closing it); by default,
    /// whether there is something to dismiss.
    static func isMenuOpen(_ state: State) -> Bool
    /// The action that shows the menu from its demo's first state (for the grid of open menus).
    static var opening: ActionPayload { get }
    /// The host app's visible state in words (the background colour, a deleted row, the field's
    /// text), shown with the delegate-event log.
    static func hostEffects(of state: State, configuration: Configuration) -> [String]
    /// What a delegate call refers to, in the words the screen shows, with rows counted from 1
    /// as people count them (`row 4, “Option 2”` for the selection index 3), or nil when the call
    /// says it itself. `configuration` is the one the call was made under.
    static func label(of event: DelegateEvent, configuration: Configuration) -> String?
    /// What an action taps, in the same words (`row 2, “Vanilla”` for `tapRow index 1`), or nil
    /// when it names no row. `state` is the one the action was applied to.
    static func target(of action: Action, in state: State, configuration: Configuration) -> String?
    /// The boxes drawn as selected (`aria-selected`), such as the tab strip's current tab.
    static func selectedFrames(in state: State) -> Set<String>
    /// What the control panel edits of the configuration, or nil for a menu it does not edit.
    static var editing: MenuEditing<Self>? { get }
    /// The configuration with every label it shows passed through `relabel` (the compare page's
    /// long-text copy), its structure and everything else unchanged, so the same actions apply.
    static func relabeled(_ configuration: Configuration, _ relabel: (String) -> String) -> Configuration
    /// The boxes a designer compares across screens (the compare page's table of differences),
    /// the menu's own first: the sheet, its title, the strip.
    static var comparedBoxes: [String] { get }
}

/// A row, button or tab named as people count them, from 1, with the text it shows.
package func numbered(_ noun: String, _ index: Int, of texts: [String]) -> String? {
    texts.indices.contains(index) ? "\(noun) \(index + 1), “\(texts[index])”" : nil
}

extension PlaygroundMenu {
    public static func isMenuOpen(_ state: State) -> Bool {
        dismissal(of: state) != nil
    }

    public static func selectedFrames(in state: State) -> Set<String> { [] }

    public static var editing: MenuEditing<Self>? { nil }
}
