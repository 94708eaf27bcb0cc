/// The five menus of the seed tutorials. The raw value is the id used in URLs, the JSON API and
/// `data-` attributes, so it must never change once published.
public enum MenuID: String, CaseIterable, Sendable, Codable {
    case accordion
    case actionSheet = "action-sheet"
    case dropdown
    case contextMenu = "context-menu"
    case tabSplit = "tab-split"

    /// The name a person sees in lists and headings.
    public var title: String {
        switch self {
        case .accordion: "Accordion menu"
        case .actionSheet: "iPad-style action sheet"
        case .dropdown: "Dropdown with a text field"
        case .contextMenu: "Tap context menu"
        case .tabSplit: "Custom tab/split controller"
        }
    }

    /// One sentence on what the seed's menu does.
    public var summary: String {
        switch self {
        case .accordion:
            "A modal list that opens from its centre line, with a Close row appended."
        case .actionSheet:
            "A titled sheet of buttons with optional icons; a tap outside reports index −1."
        case .dropdown:
            "A text field over a list of options, with “Other” for free text that is capitalised."
        case .contextMenu:
            "A builder-made menu on a blurred cover; tapping an item dismisses it, then runs its action."
        case .tabSplit:
            "More than five tabs in a strip at the bottom (portrait) or the left (landscape), reorderable."
        }
    }
}
