/// Serialises nodes to HTML. Every text node and attribute value goes through `escape`, which
/// covers all five characters that can change the meaning of markup: `& < > " '`.
public enum Renderer {
    /// A whole document, with the HTML5 doctype.
    public static func document(_ root: Node) -> String {
        String(decoding: documentBytes(root), as: UTF8.self)
    }

    /// A whole document as the UTF-8 a response sends, written into one buffer of its exact
    /// size (measured first, which costs far less than growing it).
    public static func documentBytes(_ root: Node) -> [UInt8] {
        let doctype = "<!DOCTYPE html>\n"
        var output: [UInt8] = []
        output.reserveCapacity(doctype.utf8.count + renderedLength(of: root))
        output.append(contentsOf: doctype.utf8)
        write(root, into: &output)
        return output
    }

    /// A fragment, for parts of a page swapped in by script.
    public static func fragment(_ node: Node) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(renderedLength(of: node))
        write(node, into: &output)
        return String(decoding: output, as: UTF8.self)
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
            for byte in bytes {
                switch byte {
                case 0x26: length += 4  // &amp;
                case 0x3C, 0x3E: length += 3  // &lt; &gt;
                case 0x22: length += 5  // &quot;
                case 0x27: length += 4  // &#39;
                default: break
                }
            }
            return length
        }
    }

    public static func escape(_ text: String) -> String {
        var output: [UInt8] = []
        appendEscaped(text, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ node: Node, into output: inout [UInt8]) {
        switch node {
        case .element(let name, let attributes, let children):
            writeStartTag(name, attributes, into: &output)
            for child in children {
                write(child, into: &output)
            }
            output.append(contentsOf: "</".utf8)
            output.append(contentsOf: name.utf8)
            output.append(UInt8(ascii: ">"))
        case .voidElement(let name, let attributes):
            writeStartTag(name, attributes, into: &output)
        case .text(let text):
            appendEscaped(text, into: &output)
        case .fragment(let nodes):
            for child in nodes {
                write(child, into: &output)
            }
        }
    }

    private static func writeStartTag(_ name: String, _ attributes: [Attribute], into output: inout [UInt8]) {
        precondition(isValidName(name), "element names are constants in code, never user input")
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: name.utf8)
        for attribute in attributes {
            precondition(isValidName(attribute.name), "attribute names are constants in code, never user input")
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: attribute.name.utf8)
            if let value = attribute.value {
                output.append(contentsOf: "=\"".utf8)
                appendEscaped(value, into: &output)
                output.append(UInt8(ascii: "\""))
            }
        }
        output.append(UInt8(ascii: ">"))
    }

    /// Runs of bytes that need no escaping are copied whole: most texts have none.
    private static func appendEscaped(_ text: String, into output: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var start = 0
            for index in bytes.indices {
                guard let entity = entity(for: bytes[index]) else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                output.append(contentsOf: entity.utf8)
                start = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        guard copied == nil else { return }
        for byte in text.utf8 {
            if let entity = entity(for: byte) { output.append(contentsOf: entity.utf8) } else { output.append(byte) }
        }
    }

    private static func entity(for byte: UInt8) -> String? {
        switch byte {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x22: "&quot;"
        case 0x27: "&#39;"
        default: nil
        }
    }

    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D
                    || (byte >= 0x41 && byte <= 0x5A)
            }
    }
}
