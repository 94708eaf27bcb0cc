/// JSON string literals, escaped per RFC 8259.
public enum JSONText {
    public static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                // C0 controls must be escaped; DEL and the C1 controls may pass in JSON, but a
                // log line read in a terminal must not carry them raw.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
