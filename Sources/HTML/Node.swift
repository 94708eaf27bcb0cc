/// A node of an HTML document. Text and attribute values are plain strings: the renderer escapes
/// them, so no caller can forget to.
public indirect enum Node: Sendable, Equatable {
    /// An element with attributes (in source order) and children.
    case element(String, [Attribute], [Node])
    /// An element that never has children or an end tag, such as `<meta>` or `<input>`.
    case voidElement(String, [Attribute])
    /// Text content, escaped when rendered.
    case text(String)
    /// Nodes rendered one after another, with no wrapper.
    case fragment([Node])
    /// Markup an `HTMLWriter` already wrote (and escaped), copied as it is.
    case markup(Markup)
}

/// One attribute. A `nil` value renders as a boolean attribute (`<input disabled>`).
public struct Attribute: Sendable, Equatable {
    public var name: String
    public var value: String?

    public init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }
}

extension Node {
    /// The empty fragment, for optional content.
    public static let empty = Node.fragment([])
}
