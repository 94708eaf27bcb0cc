import JSON

/// The two line formats of the access log, written as bytes: string interpolation was a
/// measurable share of a cached request's cost. A text line is written into memory on the stack
/// and copied into the log's buffer whole; the request's target comes as bytes, so a cached
/// answer's line never needs the target as a `String`.
extension AccessLog {
    /// What one line says. `target` holds valid UTF-8: a `String`'s, or a target the server
    /// found to be printable ASCII.
    struct Fields {
        var method: HTTPMethod
        var target: UnsafeRawBufferPointer
        /// `ASCIIScan.isPrintable(target)`, which the server knows already.
        var targetIsPrintable: Bool
        var status: Int
        var bytes: Int
        var microseconds: Int
        var remoteAddress: String
        var error: (code: String, message: String)?
    }

    static func withFields<Result>(of entry: Entry, _ body: (Fields) -> Result) -> Result {
        var target = entry.target
        return target.withUTF8 { bytes in
            body(
                Fields(
                    method: entry.method, target: UnsafeRawBufferPointer(bytes),
                    targetIsPrintable: ASCIIScan.isPrintable(UnsafeRawBufferPointer(bytes)), status: entry.status,
                    bytes: entry.bytes, microseconds: entry.microseconds, remoteAddress: entry.remoteAddress,
                    error: entry.error))
        }
    }

    static func text(_ entry: Entry) -> [UInt8] {
        withFields(of: entry) { fields in withText(of: fields) { Array($0) } }
    }

    /// Calls `body` with the text line, written in temporary memory (on the stack when small).
    static func withText<Result>(of fields: borrowing Fields, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        let quotedMessage = fields.error.map { JSONText.quoted($0.message) }
        return withUnsafeTemporaryAllocation(
            byteCount: textBound(of: fields, quotedMessage: quotedMessage), alignment: 1
        ) { memory in
            let count = writeText(of: fields, quotedMessage: quotedMessage, into: memory)
            return body(UnsafeRawBufferPointer(rebasing: memory[..<count]))
        }
    }

    /// Writes the text line of `fields` straight into `output`'s buffer.
    static func appendText(of fields: borrowing Fields, to output: AccessLogOutput) {
        let quotedMessage = fields.error.map { JSONText.quoted($0.message) }
        output.append(bound: textBound(of: fields, quotedMessage: quotedMessage)) { memory in
            writeText(of: fields, quotedMessage: quotedMessage, into: memory)
        }
    }

    /// The most bytes the text line of `fields` can take. `quotedMessage` is the error's message
    /// as `JSONText.quoted` writes it.
    static func textBound(of fields: borrowing Fields, quotedMessage: String?) -> Int {
        // Escaping triples a byte at most; three decimals of at most 20 characters.
        fields.remoteAddress.utf8.count + 3 * (fields.method.rawValue.utf8.count + fields.target.count) + 96
            + (fields.error.map { $0.code.utf8.count } ?? 0) + 3 * (quotedMessage?.utf8.count ?? 0)
    }

    /// Writes the text line of `fields` into `memory`, which holds at least `textBound` bytes;
    /// returns how many it wrote.
    static func writeText(
        of fields: borrowing Fields, quotedMessage: String?, into memory: UnsafeMutableRawBufferPointer
    ) -> Int {
        var line = LineWriter(memory)
        line.append(fields.remoteAddress)
        line.append(byte: 0x20)
        line.appendPrintable(fields.method.rawValue)
        line.append(byte: 0x20)
        if fields.targetIsPrintable {
            line.append(fields.target)
        } else {
            line.appendPrintable(fields.target)
        }
        line.append(byte: 0x20)
        line.appendDecimal(fields.status)
        line.append(byte: 0x20)
        line.appendDecimal(fields.bytes)
        line.append("B ")
        line.appendDecimal(fields.microseconds)
        line.append("µs")
        if let error = fields.error, let quotedMessage {
            line.append(" error=")
            line.append(error.code)
            line.append(byte: 0x20)
            // Messages quote client text (a path, a label), so they are held to the target's rule.
            line.appendQuotedText(quotedMessage)
        }
        line.append(byte: 0x0A)
        return line.written.count
    }

    static func json(_ entry: Entry) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(128 + entry.target.utf8.count)
        line += "{\"method\":".utf8
        line += JSONText.quoted(entry.method.rawValue).utf8
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
        withUnsafeTemporaryAllocation(byteCount: 20, alignment: 1) { memory in
            var digits = LineWriter(memory)
            digits.appendDecimal(value)
            line.append(contentsOf: digits.written)
        }
    }
}

/// Bytes written into memory sized beforehand for the line.
struct LineWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var count = 0

    init(_ memory: UnsafeMutableRawBufferPointer) {
        start = memory.baseAddress!.assumingMemoryBound(to: UInt8.self)
    }

    var written: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: start, count: count) }

    mutating func append(byte: UInt8) {
        start[count] = byte
        count &+= 1
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(start + count).copyMemory(from: source, byteCount: bytes.count)
        count &+= bytes.count
    }

    mutating func append(_ text: String) {
        // In place, without the copy (a retain and a release) `withUTF8` needs.
        if text.utf8.withContiguousStorageIfAvailable({ append(UnsafeRawBufferPointer($0)) }) == nil {
            var text = text
            text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        }
    }

    mutating func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func appendPrintable(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendPrintable(UnsafeRawBufferPointer($0)) }) == nil {
            var text = text
            text.withUTF8 { appendPrintable(UnsafeRawBufferPointer($0)) }
        }
    }

    /// Client text, with every byte outside printable ASCII (controls, spaces, non-ASCII)
    /// percent-encoded: a request must not be able to forge log lines or send terminal escapes.
    mutating func appendPrintable(_ bytes: UnsafeRawBufferPointer) {
        // Nearly every target is printable already, and goes in as one copy.
        if ASCIIScan.isPrintable(bytes) { return append(bytes) }
        let hex: StaticString = "0123456789ABCDEF"
        for byte in bytes {
            if byte > 0x20 && byte < 0x7F {
                append(byte: byte)
            } else {
                append(byte: 0x25)
                append(byte: hex.utf8Start[Int(byte >> 4)])
                append(byte: hex.utf8Start[Int(byte & 0x0F)])
            }
        }
    }

    /// A quoted message: spaces kept, every other byte outside printable ASCII percent-encoded,
    /// so no client text in it reaches a terminal raw (a bidi override could make a line read as
    /// another).
    mutating func appendQuotedText(_ text: String) {
        let hex: StaticString = "0123456789ABCDEF"
        for byte in text.utf8 {
            if byte >= 0x20 && byte < 0x7F {
                append(byte: byte)
            } else {
                append(byte: 0x25)
                append(byte: hex.utf8Start[Int(byte >> 4)])
                append(byte: hex.utf8Start[Int(byte & 0x0F)])
            }
        }
    }

    /// A decimal of up to 20 characters, sign included: its digits counted first, then written
    /// from the last.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(byte: 0x2D) }
        var remaining = value.magnitude
        var digits = 1
        var power: UInt = 10
        while digits < 20 && remaining >= power {
            digits &+= 1
            power = digits < 20 ? power &* 10 : power
        }
        count &+= digits
        var index = count
        repeat {
            index &-= 1
            start[index] = UInt8(truncatingIfNeeded: 0x30 &+ remaining % 10)
            remaining /= 10
        } while remaining > 0
    }
}
