import JSON

/// The two line formats of the access log, written as bytes: string interpolation was a
/// measurable share of a cached request's cost.
extension AccessLog {
    static func text(_ entry: Entry) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(96 + entry.target.utf8.count)
        line += entry.remoteAddress.utf8
        line.append(0x20)
        appendPrintable(entry.method, to: &line)
        line.append(0x20)
        appendPrintable(entry.target, to: &line)
        line.append(0x20)
        appendDecimal(entry.status, to: &line)
        line.append(0x20)
        appendDecimal(entry.bytes, to: &line)
        line += "B ".utf8
        appendDecimal(entry.microseconds, to: &line)
        line += "µs".utf8
        if let error = entry.error {
            line += " error=".utf8
            line += error.code.utf8
            line.append(0x20)
            line += JSONText.quoted(error.message).utf8
        }
        line.append(0x0A)
        return line
    }

    static func json(_ entry: Entry) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(128 + entry.target.utf8.count)
        line += "{\"method\":".utf8
        line += JSONText.quoted(entry.method).utf8
        line += ",\"path\":".utf8
        line += JSONText.quoted(entry.target).utf8
        line += ",\"status\":".utf8
        appendDecimal(entry.status, to: &line)
        line += ",\"bytes\":".utf8
        appendDecimal(entry.bytes, to: &line)
        line += ",\"duration_us\":".utf8
        appendDecimal(entry.microseconds, to: &line)
        line += ",\"remote\":".utf8
        line += JSONText.quoted(entry.remoteAddress).utf8
        if let error = entry.error {
            line += ",\"error\":".utf8
            line += JSONText.quoted(error.code).utf8
            line += ",\"message\":".utf8
            line += JSONText.quoted(error.message).utf8
        }
        line += "}\n".utf8
        return line
    }

    /// Client text, with every byte outside printable ASCII (controls, spaces, non-ASCII)
    /// percent-encoded: a request must not be able to forge log lines or send terminal escapes.
    static func appendPrintable(_ text: String, to line: inout [UInt8]) {
        // Nearly every target is already printable: check and copy it as one contiguous buffer
        // (a generic walk over the UTF-8 view showed up in the profile of long URLs).
        let copied =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                guard !bytes.contains(where: { $0 <= 0x20 || $0 >= 0x7F }) else { return false }
                line.append(contentsOf: bytes)
                return true
            } ?? false
        if copied { return }
        for byte in text.utf8 {
            if byte > 0x20 && byte < 0x7F {
                line.append(byte)
            } else {
                let hex = Array("0123456789ABCDEF".utf8)
                line += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
    }

    static func appendDecimal(_ value: Int, to line: inout [UInt8]) {
        var remaining = value.magnitude
        if value < 0 { line.append(0x2D) }
        let start = line.count
        repeat {
            line.append(UInt8(0x30 + remaining % 10))
            remaining /= 10
        } while remaining > 0
        line[start...].reverse()
    }
}
