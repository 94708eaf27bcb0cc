/// A JSON document as a flat list of its values in document order, made in one pass over the
/// bytes for `CanonicalJSONDecoder`: a container is followed by its members (key, value, key,
/// value…) or elements, and each value knows where its next sibling is, so a keyed container
/// finds a member without building a dictionary and a value's text is read only when decoded.
///
/// The scan is lenient where strictness would only cost time (number grammar, raw control
/// characters): the decoder's caller accepts a value only when it encodes back to exactly these
/// bytes, so text that is not canonical JSON never gets through. Whitespace, which canonical
/// JSON never has, is refused.
final class JSONTape {
    enum Kind: UInt8 {
        case object, array, string, escapedString, integer, number, `true`, `false`, null
    }

    struct Entry {
        var kind: Kind
        /// The value's text: a string's without its quotes.
        var start: Int32
        var end: Int32
        /// The entry after this value and everything in it.
        var next: Int32
        /// Members of an object, elements of an array.
        var count: Int32
        /// The container holding this value, or -1 for the document.
        var parent: Int32
    }

    /// Containers nest at most this deep here; a deeper document is left to JSONDecoder.
    static let maxDepth = 64

    struct Refusal: Error {}

    let bytes: [UInt8]
    let entries: [Entry]

    init(_ bytes: [UInt8]) throws(Refusal) {
        guard bytes.count < Int32.max else { throw Refusal() }
        var scanner = JSONTapeScanner()
        scanner.entries.reserveCapacity(bytes.count / 6 + 4)
        let end = try bytes.withUnsafeBufferPointer { (text) throws(Refusal) -> Int in
            try scanner.scanValue(text, at: 0, parent: -1, depth: 0)
        }
        guard end == bytes.count else { throw Refusal() }
        self.bytes = bytes
        entries = scanner.entries
    }
}

/// Makes a tape's entries, each container's before those of its members.
private struct JSONTapeScanner {
    typealias Entry = JSONTape.Entry
    typealias Kind = JSONTape.Kind
    typealias Refusal = JSONTape.Refusal

    var entries: [Entry] = []

    /// Scans the value at `position` into the tape; returns the position after it.
    mutating func scanValue(_ text: UnsafeBufferPointer<UInt8>, at position: Int, parent: Int32, depth: Int)
        throws(Refusal) -> Int
    {
        guard position < text.count else { throw Refusal() }
        let byte = text[position]
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
            guard depth < JSONTape.maxDepth else { throw Refusal() }
            let index = entries.count
            let isObject = byte == UInt8(ascii: "{")
            entries.append(Entry(kind: .null, start: 0, end: 0, next: 0, count: 0, parent: parent))
            let scanned = try scanContainer(text, at: position, isObject: isObject, index: Int32(index), depth: depth)
            // Its entry goes before its members' and is filled in once they are scanned.
            entries[index] = Entry(
                kind: isObject ? .object : .array, start: Int32(position), end: Int32(scanned.end),
                next: Int32(entries.count), count: scanned.count, parent: parent)
            return scanned.end
        }
        let kind: Kind
        var start = position
        let end: Int
        switch byte {
        case UInt8(ascii: "\""):
            (start, end, kind) = try scanString(text, at: position)
        case UInt8(ascii: "t"): (end, kind) = try scanLiteral(text, at: position, "true", .true)
        case UInt8(ascii: "f"): (end, kind) = try scanLiteral(text, at: position, "false", .false)
        case UInt8(ascii: "n"): (end, kind) = try scanLiteral(text, at: position, "null", .null)
        default:
            (end, kind) = try scanNumber(text, at: position)
        }
        entries.append(
            Entry(
                kind: kind, start: Int32(start), end: Int32(end), next: Int32(entries.count + 1), count: 0,
                parent: parent))
        // A string's end is before its closing quote.
        return kind == .string || kind == .escapedString ? end + 1 : end
    }

    private mutating func scanContainer(
        _ text: UnsafeBufferPointer<UInt8>, at position: Int, isObject: Bool, index: Int32, depth: Int
    ) throws(Refusal) -> (end: Int, count: Int32) {
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        var position = position + 1
        var count: Int32 = 0
        if position < text.count, text[position] == close { return (position + 1, 0) }
        while true {
            if isObject {
                guard position < text.count, text[position] == UInt8(ascii: "\"") else { throw Refusal() }
                position = try scanValue(text, at: position, parent: index, depth: depth + 1)
                guard position < text.count, text[position] == UInt8(ascii: ":") else { throw Refusal() }
                position += 1
            }
            position = try scanValue(text, at: position, parent: index, depth: depth + 1)
            count += 1
            guard position < text.count else { throw Refusal() }
            if text[position] == close { return (position + 1, count) }
            guard text[position] == UInt8(ascii: ",") else { throw Refusal() }
            position += 1
        }
    }

    private mutating func scanString(_ text: UnsafeBufferPointer<UInt8>, at position: Int) throws(Refusal)
        -> (start: Int, end: Int, kind: Kind)
    {
        var position = position + 1
        let start = position
        var kind = Kind.string
        while true {
            position = JSONByteWords.skipPlain(text, from: position)
            guard position < text.count else { throw Refusal() }
            switch text[position] {
            case UInt8(ascii: "\""): return (start, position, kind)
            case UInt8(ascii: "\\"):
                kind = .escapedString
                position += 2
            default: position += 1
            }
        }
    }

    private mutating func scanLiteral(
        _ text: UnsafeBufferPointer<UInt8>, at position: Int, _ word: StaticString, _ kind: Kind
    )
        throws(Refusal) -> (end: Int, kind: Kind)
    {
        let length = word.utf8CodeUnitCount
        guard position + length <= text.count else { throw Refusal() }
        for offset in 0..<length where text[position + offset] != word.utf8Start[offset] { throw Refusal() }
        return (position + length, kind)
    }

    /// An integer has neither fraction nor exponent.
    private mutating func scanNumber(_ text: UnsafeBufferPointer<UInt8>, at position: Int) throws(Refusal)
        -> (end: Int, kind: Kind)
    {
        var end = position
        var kind = Kind.integer
        scan: while end < text.count {
            switch text[end] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): break
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"): kind = .number
            default: break scan
            }
            end += 1
        }
        guard end > position else { throw Refusal() }
        return (end, kind)
    }
}
