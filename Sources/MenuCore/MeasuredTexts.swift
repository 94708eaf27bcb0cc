/// The widths one request measured, by text and font: an open-addressed table keyed by a
/// digest made once per measurement, so that finding a text costs one probe and one comparison
/// of its bytes (a `Dictionary` hashed the digest again, and compared through generic code, at
/// several times that).
///
/// Texts are compared by their exact UTF-8 bytes, not by canonical equivalence: "é" composed and
/// decomposed may shape differently, and the measurer keys its cache by bytes too. The table
/// lives for one request and holds only its texts, so a client choosing texts whose digests
/// collide slows no one but itself, within the texts' own limits.
struct MeasuredTexts {
    private struct Slot {
        var digest: UInt64
        var text: String
        var font: Font
        var width: Double
    }

    private var slots: [Slot?]
    private(set) var count = 0

    init(capacity: Int = 32) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: nil, count: size)
    }

    /// The width kept for `text` in `font`, whose digest is `digest` (`Self.digest`).
    func width(of text: String, in font: Font, digest: UInt64) -> Double? {
        var index = Int(truncatingIfNeeded: digest) & (slots.count - 1)
        while let slot = slots[index] {
            if slot.digest == digest, slot.font == font, Self.sameBytes(slot.text, text) { return slot.width }
            index = (index + 1) & (slots.count - 1)
        }
        return nil
    }

    mutating func insert(_ width: Double, of text: String, in font: Font, digest: UInt64) {
        if (count + 1) * 2 > slots.count { grow() }
        var index = Int(truncatingIfNeeded: digest) & (slots.count - 1)
        while let slot = slots[index] {
            if slot.digest == digest, slot.font == font, Self.sameBytes(slot.text, text) {
                slots[index]?.width = width
                return
            }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = Slot(digest: digest, text: text, font: font, width: width)
        count += 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        count = 0
        for case let slot? in old { insert(slot.width, of: slot.text, in: slot.font, digest: slot.digest) }
    }

    /// FNV-1a over the font's fields and the text's bytes, eight at a time while eight remain.
    /// Sizes are mixed in as `+ 0`, which turns −0 into 0: `Font`'s `==` calls them equal, so
    /// they must share a digest.
    static func digest(of text: String, in font: Font) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        digest = (digest ^ (font.family == .sans ? 1 : 2)) &* prime
        digest = (digest ^ UInt64(font.weight.cssValue)) &* prime
        digest = (digest ^ (font.size + 0).bitPattern) &* prime
        digest = (digest ^ (font.lineHeight + 0).bitPattern) &* prime
        let bytesDigest = text.utf8.withContiguousStorageIfAvailable { bytes in
            var digest = digest
            var index = 0
            if let base = bytes.baseAddress {
                while index + 8 <= bytes.count {
                    let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    digest = (digest ^ word) &* prime
                    index += 8
                }
            }
            while index < bytes.count {
                digest = (digest ^ UInt64(bytes[index])) &* prime
                index += 1
            }
            return digest
        }
        return bytesDigest ?? Self.digest(of: String(decoding: Array(text.utf8), as: UTF8.self), in: font)
    }

    /// Compared as contiguous bytes, eight at a time: comparing the UTF-8 views element by
    /// element, or even the buffers, cost more than hashing them.
    private static func sameBytes(_ left: String, _ right: String) -> Bool {
        let count = left.utf8.count
        guard count == right.utf8.count else { return false }
        let same = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in
                guard let leftBase = leftBytes.baseAddress, let rightBase = rightBytes.baseAddress else { return true }
                var index = 0
                while index + 8 <= count {
                    let leftWord = UnsafeRawPointer(leftBase).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let rightWord = UnsafeRawPointer(rightBase).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    guard leftWord == rightWord else { return false }
                    index += 8
                }
                while index < count {
                    guard leftBytes[index] == rightBytes[index] else { return false }
                    index += 1
                }
                return true
            }
        }
        return (same ?? nil) ?? left.utf8.elementsEqual(right.utf8)
    }
}
