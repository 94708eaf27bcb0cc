import Digests

/// The state token's base64url (RFC 4648 §5, no padding): the shared encoder, and a strict decoder
/// that gives every byte string exactly one text.
package enum Base64URL {
    /// Each 6-bit value by ASCII byte, or 0xFF for bytes outside the alphabet.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, byte) in Base64.urlAlphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        return table
    }()

    package static func encode(_ bytes: [UInt8]) -> String {
        Base64.urlEncoded(bytes)
    }

    /// Why a text is not base64url, for the error message.
    package enum Failure: Error, Equatable {
        case invalidCharacter(offset: Int)
        case invalidLength
        /// Bits set after the last whole byte: another encoding of the same bytes, so tampered.
        case trailingBits
    }

    /// Strict decoding: no padding, no white space, and no set bits after the last whole byte,
    /// so every byte string has exactly one encoding and a tampered tail is noticed.
    package static func decode(_ text: some StringProtocol) throws(Failure) -> [UInt8] {
        let decoded = text.utf8.withContiguousStorageIfAvailable { ascii in
            Result { () throws(Failure) in try decode(ascii) }
        }
        if let decoded { return try decoded.get() }
        return try Array(text.utf8).withUnsafeBufferPointer { (ascii) throws(Failure) in try decode(ascii) }
    }

    /// Four characters at a time into three bytes, through the table in place: a token is
    /// decoded on every never-seen page. A group with a character outside the alphabet (its
    /// value 0xFF sets the high bits of the group's OR) is looked at again to name it.
    private static func decode(_ ascii: UnsafeBufferPointer<UInt8>) throws(Failure) -> [UInt8] {
        let count = ascii.count
        guard count % 4 != 1 else { throw .invalidLength }
        return try values.withUnsafeBufferPointer { (table) throws(Failure) in
            func value(_ offset: Int) throws(Failure) -> UInt32 {
                let value = table[Int(ascii[offset])]
                guard value != 0xFF else { throw .invalidCharacter(offset: offset) }
                return UInt32(value)
            }
            var output = [UInt8](repeating: 0, count: count * 3 / 4)
            try output.withUnsafeMutableBufferPointer { (output) throws(Failure) in
                var read = 0
                var written = 0
                while read + 4 <= count {
                    let a = table[Int(ascii[read])]
                    let b = table[Int(ascii[read + 1])]
                    let c = table[Int(ascii[read + 2])]
                    let d = table[Int(ascii[read + 3])]
                    if (a | b | c | d) & 0xC0 != 0 {
                        for offset in read..<read + 4 { _ = try value(offset) }
                    }
                    let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                    output[written] = UInt8(truncatingIfNeeded: group >> 16)
                    output[written + 1] = UInt8(truncatingIfNeeded: group >> 8)
                    output[written + 2] = UInt8(truncatingIfNeeded: group)
                    read += 4
                    written += 3
                }
                // Two or three characters left: one or two bytes, and bits that must be clear.
                guard read < count else { return }
                let first = try value(read) << 6 | (try value(read + 1))
                if read + 2 < count {
                    let group = first << 6 | (try value(read + 2))
                    guard group & 0x3 == 0 else { throw .trailingBits }
                    output[written] = UInt8(truncatingIfNeeded: group >> 10)
                    output[written + 1] = UInt8(truncatingIfNeeded: group >> 2)
                } else {
                    guard first & 0xF == 0 else { throw .trailingBits }
                    output[written] = UInt8(truncatingIfNeeded: first >> 4)
                }
            }
            return output
        }
    }
}
