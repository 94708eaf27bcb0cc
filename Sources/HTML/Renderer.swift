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
