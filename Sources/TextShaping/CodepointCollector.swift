/// The code points of many texts, gathered for a `CodepointSet`: a page's fonts are chosen from
/// every character of its text and attribute values, most of them ASCII (the state tokens its
/// forms carry), so ASCII is a 128-bit mask read straight from the UTF-8, and only the rest go
/// into a set.
public struct CodepointCollector {
    private var asciiLow: UInt64 = 0
    private var asciiHigh: UInt64 = 0
    private var others: Set<UInt32> = []

    public init() {}

    public mutating func add(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ add(utf8: $0) }) == nil {
            for scalar in text.unicodeScalars { add(scalar.value) }
        }
    }

    /// Valid UTF-8, as a `String`'s is: a lead byte says how many bytes follow.
    private mutating func add(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead < 64 { asciiLow |= 1 << lead } else { asciiHigh |= 1 << (lead - 64) }
                index += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = UInt32(lead) & (0x7F >> length)
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            others.insert(value)
            index += length
        }
    }

    private mutating func add(_ codepoint: UInt32) {
        if codepoint < 64 {
            asciiLow |= 1 << codepoint
        } else if codepoint < 128 {
            asciiHigh |= 1 << (codepoint - 64)
        } else {
            others.insert(codepoint)
        }
    }

    public var codepoints: CodepointSet {
        var ascii: [UInt32] = []
        for bit in 0..<64 where asciiLow & (1 << bit) != 0 { ascii.append(UInt32(bit)) }
        for bit in 0..<64 where asciiHigh & (1 << bit) != 0 { ascii.append(UInt32(64 + bit)) }
        return CodepointSet(sorted: ascii + others.sorted())
    }
}
