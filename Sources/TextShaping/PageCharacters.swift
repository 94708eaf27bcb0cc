import MenuCore

/// The characters of a page as its fonts depend on them: whether it has any printable ASCII,
/// and every other code point. Every face chain draws all of printable ASCII with its first
/// face, whose shared file holds all of it (`HarfBuzzTextMeasurer.shared`), so which ASCII
/// letters a page has never changes its `@font-face` rules; pages that differ only in them
/// (most never-seen pages) share one key, and one memoised set of rules.
public struct PageCharacters: Hashable, Sendable {
    public private(set) var hasPrintableASCII = false
    /// Code points outside printable ASCII: controls and everything from U+0080.
    public private(set) var others: Set<UInt32> = []

    public init() {}

    public mutating func add(_ text: String) {
        // In place, without the copy (a retain and a release) `withUTF8` needs.
        if text.utf8.withContiguousStorageIfAvailable({ add(utf8: $0) }) == nil {
            var text = text
            text.withUTF8 { add(utf8: $0) }
        }
    }

    /// Markup's bytes: its names and punctuation are printable ASCII, which its attribute values
    /// always have too, so only the rest is looked at byte by byte.
    public mutating func add(markup bytes: UnsafeBufferPointer<UInt8>) {
        add(utf8: bytes)
    }

    /// Valid UTF-8, eight bytes at a time while they are all printable ASCII, which is most of a page.
    private mutating func add(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < bytes.count {
            // Thirty-two bytes a step, in vector registers, while they are all printable ASCII.
            while index + 32 <= bytes.count,
                Self.isPrintableASCII(
                    raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self),
                    raw.loadUnaligned(fromByteOffset: index + 16, as: SIMD16<UInt8>.self))
            {
                hasPrintableASCII = true
                index += 32
            }
            guard index < bytes.count else { break }
            if index + 8 <= bytes.count,
                Self.isPrintableASCII(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                hasPrintableASCII = true
                index += 8
                continue
            }
            index += addScalar(at: index, of: bytes)
        }
    }

    /// The scalar at `index`, and its length in bytes.
    private mutating func addScalar(at index: Int, of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let lead = bytes[index]
        if lead < 0x80 {
            if lead >= 0x20 && lead < 0x7F { hasPrintableASCII = true } else { others.insert(UInt32(lead)) }
            return 1
        }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<min(length, bytes.count - index) {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        others.insert(value)
        return length
    }

    /// Whether all 32 bytes are in 0x20…0x7E: a byte below 0x20 wraps past 0x5E when 0x20 is
    /// taken from it, as does one of 0x7F or more.
    private static func isPrintableASCII(_ first: SIMD16<UInt8>, _ second: SIMD16<UInt8>) -> Bool {
        let space = SIMD16<UInt8>(repeating: 0x20)
        let span = SIMD16<UInt8>(repeating: 0x5F)
        return all((first &- space .< span) .& (second &- space .< span))
    }

    /// Whether all eight bytes are in 0x20…0x7E.
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        TextSize.printableFlags(word) == 0
    }

    /// The code points the rules are made from: all of printable ASCII when the page has any.
    public var codepoints: CodepointSet {
        var ascii: [UInt32] = []
        if hasPrintableASCII { ascii = Array(0x20...0x7E) }
        return CodepointSet(sorted: (ascii + others).sorted())
    }
}
