/// HTML written straight into one growing byte buffer, for the pages drawn on every request:
/// no node tree and no string per node, which cost a never-seen demo page some 15,000 heap
/// allocations.
///
/// Escaping is by construction, as in `Renderer` (which writes through this type): element and
/// attribute names are `StaticString`s, constants in code that no request can reach; every
/// text and attribute value goes through `escape`, which covers `& < > " '`; and the only
/// markup copied as it is, `Markup`, can only have come from a writer.
///
/// ```swift
/// var html = HTMLWriter(capacity: 4096)
/// html.beginStartTag("p")
/// html.attribute("class", "lead")
/// html.endStartTag()
/// html.text(summary)
/// html.endTag("p")
/// ```
public struct HTMLWriter {
    /// The UTF-8 written so far.
    public var bytes: [UInt8] { storage }
    @usableFromInline var storage: [UInt8]
    /// Where the attribute value being written began.
    @usableFromInline var valueStart = 0

    public init(capacity: Int = 0) {
        storage = []
        storage.reserveCapacity(capacity)
    }

    /// The bytes written so far, as markup another page can splice in.
    public var markup: Markup { Markup(bytes: storage) }

    public var count: Int { storage.count }

    // MARK: Tags

    /// `<name`: attributes follow, then `endStartTag()`.
    @inlinable
    public mutating func beginStartTag(_ name: StaticString) {
        storage.append(UInt8(ascii: "<"))
        append(name)
    }

    /// The `>` that ends a start tag.
    @inlinable
    public mutating func endStartTag() {
        storage.append(UInt8(ascii: ">"))
    }

    /// `<name>`, a start tag without attributes.
    @inlinable
    public mutating func startTag(_ name: StaticString) {
        beginStartTag(name)
        endStartTag()
    }

    /// `<name class="…">`.
    @inlinable
    public mutating func startTag(_ name: StaticString, class value: String) {
        beginStartTag(name)
        attribute("class", value)
        endStartTag()
    }

    /// `</name>`.
    @inlinable
    public mutating func endTag(_ name: StaticString) {
        storage.append(UInt8(ascii: "<"))
        storage.append(UInt8(ascii: "/"))
        append(name)
        storage.append(UInt8(ascii: ">"))
    }

    /// `<name>text</name>`.
    @inlinable
    public mutating func element(_ name: StaticString, text: String) {
        startTag(name)
        self.text(text)
        endTag(name)
    }

    /// `<name class="…">text</name>`.
    @inlinable
    public mutating func element(_ name: StaticString, class value: String, text: String) {
        startTag(name, class: value)
        self.text(text)
        endTag(name)
    }

    // MARK: Attributes

    /// ` name="value"`, the value escaped.
    @inlinable
    public mutating func attribute(_ name: StaticString, _ value: String) {
        beginAttribute(name)
        appendValue(value)
        endAttribute()
    }

    /// ` name="value"` for a number.
    @inlinable
    public mutating func attribute(_ name: StaticString, _ value: Int) {
        beginAttribute(name)
        appendValue(value)
        endAttribute()
    }

    /// ` name`, a boolean attribute (`disabled`, `inert`).
    @inlinable
    public mutating func attribute(_ name: StaticString) {
        storage.append(UInt8(ascii: " "))
        append(name)
    }

    /// ` name="`: the value is written in parts by `appendValue`, then `endAttribute()`.
    @inlinable
    public mutating func beginAttribute(_ name: StaticString) {
        storage.append(UInt8(ascii: " "))
        append(name)
        storage.append(UInt8(ascii: "="))
        storage.append(UInt8(ascii: "\""))
        valueStart = storage.count
    }

    /// A part of an attribute's value, escaped.
    @inlinable
    public mutating func appendValue(_ part: String) {
        appendEscaped(part)
    }

    /// A constant part of an attribute's value, escaped like any other.
    @inlinable
    public mutating func appendValue(_ part: StaticString) {
        part.withUTF8Buffer { appendEscaped($0) }
    }

    /// A number in an attribute's value.
    @inlinable
    public mutating func appendValue(_ number: Int) {
        appendDecimal(number)
    }

    /// The closing quote. Returns where the value's bytes are in `bytes`, for a caller that
    /// keeps or hashes it (the CSP hash of an inline style).
    @discardableResult
    @inlinable
    public mutating func endAttribute() -> Range<Int> {
        let value = valueStart..<storage.count
        storage.append(UInt8(ascii: "\""))
        return value
    }

    // MARK: Content

    /// Text content, escaped.
    @inlinable
    public mutating func text(_ text: String) {
        appendEscaped(text)
    }

    /// A number as text content.
    @inlinable
    public mutating func text(_ number: Int) {
        appendDecimal(number)
    }

    /// Markup a writer made, copied as it is.
    public mutating func write(_ markup: Markup) {
        storage.append(contentsOf: markup.bytes)
    }

    /// The bytes of `range` (as `endAttribute()` returned it), without copying them.
    public func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { all in body(UnsafeBufferPointer(rebasing: all[range])) }
    }

    // MARK: Bytes

    @inlinable
    mutating func append(_ name: StaticString) {
        name.withUTF8Buffer { storage.append(contentsOf: $0) }
    }

    /// Markup punctuation from this module's own constants.
    mutating func appendRaw(_ constant: StaticString) {
        constant.withUTF8Buffer { storage.append(contentsOf: $0) }
    }

    mutating func appendRaw(_ constant: UnsafeBufferPointer<UInt8>) {
        storage.append(contentsOf: constant)
    }

    mutating func appendName(_ name: String) {
        precondition(Self.isValidName(name), "names are constants in code, never user input")
        storage.append(contentsOf: name.utf8)
    }

    @usableFromInline
    mutating func appendDecimal(_ number: Int) {
        if number < 0 {
            storage.append(UInt8(ascii: "-"))
        }
        let magnitude = number.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        var rest = magnitude
        repeat {
            storage.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        } while divisor > 0
    }

    @usableFromInline
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped($0) }
    }

    /// Runs of bytes that need no escaping are copied whole: most values have none, and are
    /// passed over eight bytes at a time.
    @usableFromInline
    mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let count = source.count
        var start = 0
        var index = 0
        while index < count {
            while index + 8 <= count, !Self.mayNeedEscaping(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                index += 8
            }
            let end = min(index + 8, count)
            while index < end {
                let byte = base[index]
                // `>` is the greatest of the five, so most bytes (letters) are passed at one compare.
                if byte <= 0x3E, let entity = Self.entity(for: byte) {
                    storage.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
                    entity.withUTF8Buffer { storage.append(contentsOf: $0) }
                    start = index + 1
                }
                index += 1
            }
        }
        storage.append(contentsOf: UnsafeBufferPointer(start: base + start, count: count - start))
    }

    /// Whether any of eight bytes may be one of `& ' " < >` (`=` passes too, and is looked at
    /// byte by byte): a byte equal to a pattern's leaves a zero byte once XORed with it.
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        // 0x26 `&` and 0x27 `'` differ in their lowest bit, 0x3C `<`, 0x3D and 0x3E `>` in their second.
        return hasZeroByte((word | ones) ^ (0x27 &* ones)) || hasZeroByte((word | 0x02 &* ones) ^ (0x3E &* ones))
            || hasZeroByte(word ^ (0x22 &* ones))
    }

    static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x22: "&quot;"
        case 0x27: "&#39;"
        default: nil
        }
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D
                    || (byte >= 0x41 && byte <= 0x5A)
            }
    }
}
