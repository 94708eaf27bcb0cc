/// Serialises nodes to HTML. Every text node and attribute value goes through `escape`, which
/// covers all five characters that can change the meaning of markup: `& < > " '`.
public enum Renderer {
    /// A whole document, with the HTML5 doctype.
    public static func document(_ root: Node) -> String {
        var output = "<!DOCTYPE html>\n"
        output.reserveCapacity(8192)
        write(root, into: &output)
        return output
    }

    /// A fragment, for parts of a page swapped in by script.
    public static func fragment(_ node: Node) -> String {
        var output = ""
        write(node, into: &output)
        return output
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
        var output = ""
        appendEscaped(text, into: &output)
        return output
    }

    private static func write(_ node: Node, into output: inout String) {
        switch node {
        case .element(let name, let attributes, let children):
            writeStartTag(name, attributes, into: &output)
            for child in children {
                write(child, into: &output)
            }
            output += "</\(name)>"
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

    private static func writeStartTag(_ name: String, _ attributes: [Attribute], into output: inout String) {
        precondition(isValidName(name), "element names are constants in code, never user input")
        output += "<" + name
        for attribute in attributes {
            precondition(isValidName(attribute.name), "attribute names are constants in code, never user input")
            output += " " + attribute.name
            if let value = attribute.value {
                output += "=\""
                appendEscaped(value, into: &output)
                output += "\""
            }
        }
        output += ">"
    }

    private static func appendEscaped(_ text: String, into output: inout String) {
        // Fast path: most strings need no escaping, and appending them whole is much cheaper.
        if !text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
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
