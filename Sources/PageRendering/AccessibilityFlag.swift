import MenuCore

/// What a reviewer would raise about one element of a `ScreenReading`, naming its box.
///
/// The message is made from its parts when asked for (`message`, or `writeMessage` piece by
/// piece): a demo page lists every flag, and building each message as a string showed in the
/// page's allocations.
public struct AccessibilityFlag: Sendable, Hashable, Encodable {
    public enum Kind: String, Sendable, Hashable, Encodable {
        /// A control whose only name is its frame name, humanized (`AccessibleNames`' last resort).
        case unnamedControl = "unnamed_control"
        /// A control under `ScreenReading.minimumTarget` either way.
        case smallTarget = "small_target"
    }

    public var kind: Kind
    /// The box that draws the flagged element.
    public var box: String
    /// The flagged element's position in `ScreenReading.elements`.
    public var element: Int
    /// What the message quotes: the element's role, its name and its frame's size.
    private var role: AccessibleRole
    private var name: String
    private var size: Size

    public init(kind: Kind, of element: AccessibleElement, at position: Int) {
        self.kind = kind
        box = element.box
        self.element = position
        role = element.role
        name = element.name
        size = Size(width: element.frame.width, height: element.frame.height)
    }

    /// The flag in words, for people: `row-0: tap target 260 × 40 pt, under 44 × 44 pt.`
    public var message: String {
        var message = ""
        writeMessage { message += $0 }
        return message
    }

    /// `message`, handed to `write` in pieces.
    public func writeMessage(_ write: (String) -> Void) {
        write(box)
        switch kind {
        case .unnamedControl:
            write(": a ")
            write(role.rawValue)
            write(" with no name of its own; a screen reader reads its frame name, “")
            write(name)
            write("”.")
        case .smallTarget:
            let minimum = ScreenReading.points(ScreenReading.minimumTarget)
            write(": tap target ")
            write(ScreenReading.points(size.width))
            write(" × ")
            write(ScreenReading.points(size.height))
            write(" pt, under ")
            write(minimum)
            write(" × ")
            write(minimum)
            write(" pt.")
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, box, element, message
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(box, forKey: .box)
        try container.encode(element, forKey: .element)
        try container.encode(message, forKey: .message)
    }
}
