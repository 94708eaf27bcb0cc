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
public struct HTMLWriter: ~Copyable {
    /// The buffer, owned: a page makes thousands of small appends, each a bounds check and a few
    /// stores here rather than an array's uniqueness check and a `memcpy` call.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    /// Bytes written so far.
    public var count: Int { written }
    @usableFromInline var written: Int
    @usableFromInline var capacity: Int
    /// Where the attribute value being written began.
    @usableFromInline var valueStart = 0

    public init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        written = 0
    }

    deinit {
        base.deallocate()
    }

    /// The UTF-8 written so far, copied out.
    public var bytes: [UInt8] { [UInt8](UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes written so far, as markup another page can splice in.
    public var markup: Markup { Markup(bytes: bytes) }

    /// The bytes of `range` (as `endAttribute()` returned it) as markup, to be written again
    /// where they were written (an attribute's value into an attribute's value).
    public func markup(of range: Range<Int>) -> Markup {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        return Markup(bytes: Array(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)))
    }

    /// The bytes written so far cut at every occurrence of `marker` (which is not kept): the
    /// pieces of a template that a page fills with its own values (`appendValue`) between them.
    public func markup(cutAt marker: String) -> [Markup] {
        let marker = Array(marker.utf8)
        precondition(!marker.isEmpty)
        var pieces: [Markup] = []
        var start = 0
        var index = 0
        while index + marker.count <= count {
            if base[index] == marker[0], marker.indices.allSatisfy({ base[index + $0] == marker[$0] }) {
                pieces.append(Markup(bytes: Array(UnsafeBufferPointer(start: base + start, count: index - start))))
                index += marker.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(Markup(bytes: Array(UnsafeBufferPointer(start: base + start, count: count - start))))
        return pieces
    }

    /// What several writers wrote, one after another, as one array made at its exact size.
    public static func joined(
        _ first: borrowing HTMLWriter, _ second: borrowing HTMLWriter, _ third: borrowing HTMLWriter
    )
        -> [UInt8]
    {
        let total = first.count + second.count + third.count
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            guard let start = buffer.baseAddress else { return }
            start.initialize(from: first.base, count: first.count)
            (start + first.count).initialize(from: second.base, count: second.count)
            (start + first.count + second.count).initialize(from: third.base, count: third.count)
            initialized = total
        }
    }

    /// The bytes written so far, without copying them.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    // MARK: Tags

    /// `<name`: attributes follow, then `endStartTag()`.
    @inlinable
    public mutating func beginStartTag(_ name: StaticString) {
        appendByte(UInt8(ascii: "<"))
        append(name)
    }

    /// The `>` that ends a start tag.
    @inlinable
    public mutating func endStartTag() {
        appendByte(UInt8(ascii: ">"))
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
        appendByte(UInt8(ascii: "<"))
        appendByte(UInt8(ascii: "/"))
        append(name)
        appendByte(UInt8(ascii: ">"))
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

    /// ` name="value"` for a value that is a constant in code (`hidden`, `true`), appended as it
    /// is: the escaping scan of a value that never varies was much of a page's cost. Debug builds
    /// check it as `appendConstant` does.
    @inlinable
    public mutating func attribute(_ name: StaticString, constant value: StaticString) {
        beginAttribute(name)
        appendConstant(value)
        endAttribute()
    }

    /// ` name`, a boolean attribute (`disabled`, `inert`).
    @inlinable
    public mutating func attribute(_ name: StaticString) {
        appendByte(UInt8(ascii: " "))
        append(name)
    }

    /// ` name="`: the value is written in parts by `appendValue`, then `endAttribute()`.
    @inlinable
    public mutating func beginAttribute(_ name: StaticString) {
        appendByte(UInt8(ascii: " "))
        append(name)
        appendByte(UInt8(ascii: "="))
        appendByte(UInt8(ascii: "\""))
        valueStart = count
    }

    /// A part of an attribute's value, escaped.
    @inlinable
    public mutating func appendValue(_ part: String) {
        appendEscaped(part)
    }

    /// A constant part of an attribute's value (`px`, `;`, a property name), appended as it is:
    /// a constant is code, never what a request sent, and debug builds (every test run) check
    /// that it holds no character that would need escaping.
    @inlinable
    public mutating func appendConstant(_ part: StaticString) {
        assert(Self.needsNoEscaping(part), "a constant value part holds a character that needs escaping")
        append(part)
    }

    /// A part of an attribute's value given as UTF-8 bytes (JSON another module wrote), escaped.
    @inlinable
    public mutating func appendValue(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        appendEscaped(bytes)
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
        let value = valueStart..<count
        appendByte(UInt8(ascii: "\""))
        return value
    }

    // MARK: Content

    /// Text content, escaped.
    @inlinable
    public mutating func text(_ text: String) {
        appendEscaped(text)
    }

    /// Text content given as UTF-8 bytes (a number another module wrote), escaped.
    @inlinable
    public mutating func text(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        appendEscaped(bytes)
    }

    /// A number as text content.
    @inlinable
    public mutating func text(_ number: Int) {
        appendDecimal(number)
    }

    /// Markup a writer made, copied as it is.
    public mutating func write(_ markup: Markup) {
        markup.bytes.withUnsafeBufferPointer { appendBytes($0) }
    }

    /// What another writer wrote, copied as it is.
    public mutating func write(_ other: borrowing HTMLWriter) {
        appendBytes(UnsafeBufferPointer(start: other.base, count: other.count))
    }

    /// The bytes of `range` (as `endAttribute()` returned it), without copying them.
    public func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        return body(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }
}
