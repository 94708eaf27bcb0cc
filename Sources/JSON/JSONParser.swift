/// A strict RFC 8259 parser into `JSONValue`, in one pass over the bytes.
///
/// Foundation's `JSONDecoder` can only build an untyped value by trying each type in turn and
/// catching the errors, which cost about ten times the parse; request bodies are parsed before
/// any other work, so that cost was paid by every API request. This parser also refuses what the
/// decoder would let through silently: a key given twice (the decoder keeps the last) and
/// nesting deeper than `maxDepth`.
struct JSONParser {
    /// Arrays and objects inside each other. Real bodies nest 5 deep; recursion is bounded by it.
    static let maxDepth = 64

    private let bytes: [UInt8]
    private var position = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else {
            throw parser.failure("unexpected \(parser.describeNext()) after the value")
        }
        return value
    }

    private mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard position < bytes.count else { throw failure("the text ends where a value was expected") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected \(describeNext()) where a value was expected")
        }
    }

    private mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw failure("arrays and objects nest deeper than \(Self.maxDepth)") }
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw failure("expected a key in quotes, found \(describeNext())")
            }
            let keyStart = position
            let key = try string()
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw failure("expected “:” after a key, found \(describeNext())") }
            skipWhitespace()
            let member = try value(depth: depth)
            guard members.updateValue(member, forKey: key) == nil else {
                throw JSONParseError(
                    offset: keyStart,
                    message: "the key \(JSONText.quoted(key)) appears twice in one object (byte \(keyStart))")
            }
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return .object(members) }
            guard consume(UInt8(ascii: ",")) else {
                throw failure("expected “,” or “}” in an object, found \(describeNext())")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw failure("arrays and objects nest deeper than \(Self.maxDepth)") }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            guard consume(UInt8(ascii: ",")) else {
                throw failure("expected “,” or “]” in an array, found \(describeNext())")
            }
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        let length = word.utf8CodeUnitCount
        guard position + length <= bytes.count,
            bytes[position..<position + length].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: length))
        else { throw failure("unexpected \(describeNext()) where a value was expected") }
        position += length
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`: an integer when it has neither
    /// fraction nor exponent and fits in `Int`.
    private mutating func number() throws(JSONParseError) -> JSONValue {
        let start = position
        var isInteger = true
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if position < bytes.count, isDigit(bytes[position]) { throw failure("a number has a leading zero") }
        } else {
            guard try digits() > 0 else { throw failure("a number has no digits") }
        }
        if consume(UInt8(ascii: ".")) {
            isInteger = false
            guard try digits() > 0 else { throw failure("a number has no digits after its decimal point") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard try digits() > 0 else { throw failure("a number has no digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        // `-0` stays a Double: an Int would lose its sign, which a Double field keeps.
        if isInteger, text != "-0", let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else {
            throw JSONParseError(offset: start, message: "the number \(text) at byte \(start) is too large")
        }
        // A nonzero number that underflows to 0 would be read as another number than the one sent.
        if number == 0, text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { ("1"..."9").contains($0) }) {
            throw JSONParseError(offset: start, message: "the number \(text) at byte \(start) is too small")
        }
        return .number(number)
    }

    private mutating func digits() throws(JSONParseError) -> Int {
        let start = position
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        return position - start
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A quoted string, with its escapes decoded. Its bytes must be UTF-8, with no raw control
    /// characters and no unpaired surrogate escapes.
    private mutating func string() throws(JSONParseError) -> String {
        let start = position
        position += 1
        var decoded: [UInt8] = []
        var runStart = position
        while true {
            guard position < bytes.count else {
                throw JSONParseError(offset: start, message: "a string from byte \(start) is not closed")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw failure("a string holds a raw control character; escape it") }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            decoded.append(contentsOf: bytes[runStart..<position])
            position += 1
            try escape(into: &decoded)
            runStart = position
        }
        decoded.append(contentsOf: bytes[runStart..<position])
        position += 1
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw JSONParseError(offset: start, message: "the string at byte \(start) is not valid UTF-8")
        }
        return text
    }

    private mutating func escape(into decoded: inout [UInt8]) throws(JSONParseError) {
        guard position < bytes.count else { throw failure("a string ends inside an escape") }
        let byte = bytes[position]
        position += 1
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            decoded.append(simple)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw failure("“\\\(Character(Unicode.Scalar(byte)))” is not an escape")
        }
        var scalar = try hexQuad()
        if (0xD800..<0xDC00).contains(scalar) {
            guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                throw failure("a high surrogate escape is not followed by a low one")
            }
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else {
                throw failure("a high surrogate escape is not followed by a low one")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
            throw failure("a low surrogate escape has no high one before it")
        }
        decoded.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
    }

    private mutating func hexQuad() throws(JSONParseError) -> UInt32 {
        guard position + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
            bytes[position..<position + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw failure("“\\u” is not followed by four hexadecimal digits") }
        position += 4
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private func describeNext() -> String {
        guard position < bytes.count else { return "the end of the text" }
        let byte = bytes[position]
        guard (0x21..<0x7F).contains(byte) else {
            return "byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return "“\(Character(Unicode.Scalar(byte)))”"
    }

    private func failure(_ message: String) -> JSONParseError {
        JSONParseError(offset: position, message: "\(message) (byte \(position))")
    }
}
