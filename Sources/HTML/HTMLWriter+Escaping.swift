/// Escaping text and attribute values as they are written: the only place bytes that came from
/// a request reach the markup.
extension HTMLWriter {
    /// A native or small string's bytes are read where they are: `withUTF8` would need a mutable
    /// copy, a retain and a release of the string on every call (a page makes hundreds).
    @usableFromInline
    mutating func appendEscaped(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            var text = text
            text.withUTF8 { appendEscaped($0) }
        }
    }

    /// Runs of bytes that need no escaping are copied whole: most values have none, and are
    /// passed over eight bytes at a time. (Sixteen at a time as `SIMD16` compares came out as a
    /// loop over the bytes, through memory, at five times the cost.)
    @usableFromInline
    mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress else { return }
        let raw = UnsafeRawPointer(source)
        let length = text.count
        var start = 0
        var index = 0
        while index < length {
            while index + 8 <= length, !Self.mayNeedEscaping(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                index += 8
            }
            let end = min(index + 8, length)
            while index < end {
                let byte = source[index]
                // `>` is the greatest of the five, so most bytes (letters) are passed at one compare.
                if byte <= 0x3E, let entity = Self.entity(for: byte) {
                    appendBytes(UnsafeBufferPointer(start: source + start, count: index - start))
                    append(entity)
                    start = index + 1
                }
                index += 1
            }
        }
        appendBytes(UnsafeBufferPointer(start: source + start, count: length - start))
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

    @usableFromInline
    static func needsNoEscaping(_ constant: StaticString) -> Bool {
        constant.withUTF8Buffer { bytes in bytes.allSatisfy { $0 > 0x3E || entity(for: $0) == nil } }
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
}
