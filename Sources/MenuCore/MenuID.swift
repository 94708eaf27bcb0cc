/// A menu's identity: the id used in URLs, the JSON API, tokens and `data-` attributes, so it
/// must never change once published. Each menu declares its own (`Accordion.id`); the product's
/// registry lists the menus it serves, so adding a menu edits no list here.
public struct MenuID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
