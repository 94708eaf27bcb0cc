/// A filled outline (a glyph's, say), as a list of drawing commands in its own units: y grows
/// downwards, as on the screen. A renderer scales and places it; nothing here draws.
public struct Path: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(to: Point)
        case line(to: Point)
        case quadratic(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    public var elements: [Element]

    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }
}
