/// Loops over the bytes of strings eight at a time: scanning a token's strings and comparing
/// them with a value's were a byte at a time the largest loops of the canonical check.
enum JSONByteWords {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` below `limit` (at most 0x80), exact for the lowest
    /// such byte: a byte at or above the limit never borrows, and the lowest byte below it sets
    /// its high bit. Higher bits may be set wrongly after a borrow; their presence is exact.
    @inline(__always)
    static func bytes(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    @inline(__always)
    static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        bytes(below: limit, in: word) != 0
    }

    /// The high bit of each byte of `word` that is `byte`, exact for the lowest.
    @inline(__always)
    static func bytes(_ byte: UInt8, in word: UInt64) -> UInt64 {
        bytes(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The first quote or backslash from `position`, found eight bytes at a time, or where fewer
    /// than eight bytes are left: the bytes before it hold neither. (Bytes are loaded little-end
    /// first, so the lowest marked byte is the first.)
    static func skipPlain(_ text: UnsafeBufferPointer<UInt8>, from position: Int) -> Int {
        var position = position
        while position + 8 <= text.count {
            let word = word(text, at: position)
            let found = bytes(UInt8(ascii: "\""), in: word) | bytes(UInt8(ascii: "\\"), in: word)
            if found != 0 { return position + found.trailingZeroBitCount / 8 }
            position += 8
        }
        return position
    }

    /// Whether `text` holds `wanted` at `start` (which the caller has checked fits) and none of
    /// those bytes is a control character (below 0x20).
    static func equalAndPrintable(
        _ text: UnsafeBufferPointer<UInt8>, from start: Int, _ wanted: UnsafeBufferPointer<UInt8>
    )
        -> Bool
    {
        var offset = 0
        while offset + 8 <= wanted.count {
            let word = word(wanted, at: offset)
            if word != Self.word(text, at: start + offset) || hasByte(below: 0x20, in: word) { return false }
            offset += 8
        }
        while offset < wanted.count {
            let byte = wanted[offset]
            if byte != text[start + offset] || byte < 0x20 { return false }
            offset += 1
        }
        return true
    }
}
