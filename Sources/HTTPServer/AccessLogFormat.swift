/// The two line formats of the access log, written as bytes: string interpolation was a
/// measurable share of a cached request's cost.
extension AccessLog {
    static func text(_ entry: Entry) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(96 + entry.target.utf8.count)
        line += entry.remoteAddress.utf8
        line.append(0x20)
        line += entry.method.utf8
        line.append(0x20)
        line += entry.target.utf8
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
