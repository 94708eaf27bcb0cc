/// Serialises nodes to HTML, through `HTMLWriter`: every text node and attribute value is
/// escaped, covering all five characters that can change the meaning of markup: `& < > " '`.
public enum Renderer {
    /// A whole document, with the HTML5 doctype.
    public static func document(_ root: Node) -> String {
        String(decoding: documentBytes(root), as: UTF8.self)
    }

    /// A whole document as the UTF-8 a response sends, written into one buffer of its exact
    /// size (measured first, which costs far less than growing it).
    public static func documentBytes(_ root: Node) -> [UInt8] {
        var html = HTMLWriter(capacity: doctype.utf8CodeUnitCount + renderedLength(of: root))
        html.writeDoctype()
        html.write(root)
        return html.bytes
    }

    static let doctype: StaticString = "<!DOCTYPE html>\n"

    /// A fragment, for parts of a page swapped in by script.
    public static func fragment(_ node: Node) -> String {
        var html = HTMLWriter(capacity: renderedLength(of: node))
        html.write(node)
        return String(decoding: html.bytes, as: UTF8.self)
    }

    /// The UTF-8 length `fragment(node)` would have, without building it: a page's size can be
    /// checked against its limit before the costly part of drawing it.
    public static func renderedLength(of node: Node) -> Int {
        switch node {
        case .element(let name, let attributes, let children):
            startTagLength(name, attributes) + children.reduce(0) { $0 + renderedLength(of: $1) } + name.utf8.count + 3
        case .voidElement(let name, let attributes):
            startTagLength(name, attributes)
        case .text(let text):
            escapedLength(text)
        case .fragment(let nodes):
            nodes.reduce(0) { $0 + renderedLength(of: $1) }
        case .markup(let markup):
            markup.bytes.count
        }
    }

    private static func startTagLength(_ name: String, _ attributes: [Attribute]) -> Int {
        attributes.reduce(name.utf8.count + 2) { length, attribute in
            length + 1 + attribute.name.utf8.count + (attribute.value.map { escapedLength($0) + 3 } ?? 0)
        }
    }

    private static func escapedLength(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var length = bytes.count
            for byte in bytes where byte <= 0x3E {
                if let entity = HTMLWriter.entity(for: byte) { length += entity.utf8CodeUnitCount - 1 }
            }
            return length
        }
    }

    public static func escape(_ text: String) -> String {
        var html = HTMLWriter()
        html.text(text)
        return String(decoding: html.bytes, as: UTF8.self)
    }
}

extension HTMLWriter {
    /// `<!DOCTYPE html>` and a line break, what every document starts with.
    public mutating func writeDoctype() {
        Renderer.doctype.withUTF8Buffer { appendRaw($0) }
    }

    /// A node tree, escaped as it is written.
    public mutating func write(_ node: Node) {
        switch node {
        case .element(let name, let attributes, let children):
            writeStartTag(name, attributes)
            for child in children {
                write(child)
            }
            appendRaw("</")
            appendName(name)
            appendRaw(">")
        case .voidElement(let name, let attributes):
            writeStartTag(name, attributes)
        case .text(let text):
            appendEscaped(text)
        case .fragment(let nodes):
            for child in nodes {
                write(child)
            }
        case .markup(let markup):
            write(markup)
        }
    }

    /// One attribute of a start tag being written: ` name="value"`, or ` name` alone.
    public mutating func write(_ attribute: Attribute) {
        appendRaw(" ")
        appendName(attribute.name)
        if let value = attribute.value {
            appendRaw("=\"")
            appendEscaped(value)
            appendRaw("\"")
        }
    }

    private mutating func writeStartTag(_ name: String, _ attributes: [Attribute]) {
        appendRaw("<")
        appendName(name)
        for attribute in attributes {
            write(attribute)
        }
        appendRaw(">")
    }
}
