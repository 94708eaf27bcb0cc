/// A set of code points as a few bytes, for a URL that must say which characters a font file
/// holds: its ranges, each as the gap after the previous range and the range's length, in
/// LEB128 varints. Ranges are disjoint and non-adjacent, so the gap is counted from two past the
/// previous range's end and the length from one; each set then has exactly one encoding, and a
/// decoder that refuses overlong varints gives every byte string at most one set.
extension CodepointSet {
    public var compactBytes: [UInt8] {
        var bytes: [UInt8] = []
        var next: UInt32 = 0
        for range in ranges {
            Self.appendVarint(range.lowerBound - next, to: &bytes)
            Self.appendVarint(range.upperBound - range.lowerBound, to: &bytes)
            next = range.upperBound + 2
        }
        return bytes
    }

    /// The set `bytes` encode, or nil unless they are the one encoding of a set of valid code
    /// points (at most U+10FFFF) with no more than `maxCount` of them.
    public init?(compactBytes bytes: [UInt8], maxCount: Int) {
        self.init()
        var offset = 0
        var next: UInt32 = 0
        var count = 0
        while offset < bytes.count {
            guard let gap = Self.varint(in: bytes, at: &offset), let length = Self.varint(in: bytes, at: &offset)
            else { return nil }
            let (low, lowOverflow) = next.addingReportingOverflow(gap)
            let (high, highOverflow) = low.addingReportingOverflow(length)
            guard !lowOverflow, !highOverflow, high <= 0x10FFFF else { return nil }
            count += Int(length) + 1
            guard count <= maxCount else { return nil }
            // At most `maxCount` code points, so adding them one by one is cheap.
            for codepoint in low...high { appendInOrder(codepoint) }
            next = high + 2
        }
    }

    private static func appendVarint(_ value: UInt32, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The varint at `offset`, moving past it; nil if truncated, overlong (a last byte of 0 after
    /// the first), or wider than a code point needs.
    private static func varint(in bytes: [UInt8], at offset: inout Int) -> UInt32? {
        var value: UInt32 = 0
        for shift in stride(from: 0, through: 21, by: 7) {
            guard offset < bytes.count else { return nil }
            let byte = bytes[offset]
            offset += 1
            value |= UInt32(byte & 0x7F) << UInt32(shift)
            if byte & 0x80 == 0 { return byte == 0 && shift > 0 ? nil : value }
        }
        return nil
    }
}
