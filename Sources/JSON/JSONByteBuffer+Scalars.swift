/// Scalars as Foundation's `JSONEncoder` writes them (swift-foundation's `JSONWriter` and
/// `JSONEncoderValue.number`), byte for byte.
extension JSONByteBuffer {
    /// Decimal digits, with `-` when negative: what `description` gives, without making a String.
    func appendInteger(_ value: Int64) {
        append(maxCount: 20) { out in
            var magnitude = value.magnitude
            var length = 1
            var rest = magnitude / 10
            while rest != 0 {
                length += 1
                rest /= 10
            }
            let sign = value < 0 ? 1 : 0
            if sign == 1 { out[0] = UInt8(ascii: "-") }
            var position = sign + length
            repeat {
                position -= 1
                out[position] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
                magnitude /= 10
            } while magnitude != 0
            return sign + length
        }
    }

    func appendInteger(_ value: UInt64) {
        if value <= UInt64(Int64.max) {
            appendInteger(Int64(value))
        } else {
            appendASCII(value.description)
        }
    }

    /// Swift's shortest round-tripping `description`, less a trailing `.0` (`320`, `0.5`, `1e+16`).
    /// The whole numbers below 2^53, nearly every number a page holds, are written as integers:
    /// their `description` is their digits and `.0`. −0 is one of them, so it is written `0`
    /// (JSONEncoder writes `-0`): one state, one token, whichever zero a layout or a body made.
    func appendDouble(_ value: Double) {
        if value.magnitude < 0x1p53, value == value.rounded(.towardZero) {
            appendInteger(Int64(value))
        } else {
            appendFloatingPoint(value)
        }
    }

    /// `0` for either zero, as `appendDouble` writes it.
    func appendFloatingPoint<T: BinaryFloatingPoint & CustomStringConvertible>(_ value: T) {
        guard value != 0 else { return append(UInt8(ascii: "0")) }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        appendASCII(text)
    }

    /// An integer too wide for `appendInteger`.
    func appendDescription(_ value: some BinaryInteger) {
        appendASCII(value.description)
    }

    /// `[a,b,c]`, each element written by `element`.
    @inline(__always)
    func appendArray<Element>(_ elements: [Element], _ element: (JSONByteBuffer, Element) -> Void) {
        append(UInt8(ascii: "["))
        for (index, value) in elements.enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            element(self, value)
        }
        append(UInt8(ascii: "]"))
    }

    private func appendASCII(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// A string in quotes. Escaped as `JSONWriter` escapes with `.withoutEscapingSlashes`: `"`,
    /// `\`, and the C0 controls (`\b \f \n \r \t`, the others as `\u00xx` in lowercase hex);
    /// everything else, `/`, DEL and every non-ASCII character, as its raw UTF-8.
    func appendQuoted(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            append(UInt8(ascii: "\""))
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(byte)
                runStart = index + 1
            }
            append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
            append(UInt8(ascii: "\""))
        }
    }

    private func appendEscape(_ byte: UInt8) {
        let backslash = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(backslash, byte)
        case 0x08: append(backslash, UInt8(ascii: "b"))
        case 0x0C: append(backslash, UInt8(ascii: "f"))
        case 0x0A: append(backslash, UInt8(ascii: "n"))
        case 0x0D: append(backslash, UInt8(ascii: "r"))
        case 0x09: append(backslash, UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            append("\\u00")
            append(hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0xF)])
        }
    }
}
