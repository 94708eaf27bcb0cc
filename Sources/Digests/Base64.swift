/// Base64 encoding (RFC 4648): the standard alphabet with padding (§4), as CSP hash sources are
/// written, and base64url without padding (§5), which needs no escaping in a URL. One encoder,
/// two alphabets.
public enum Base64 {
    private static let standardAlphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    /// The 64 ASCII bytes of base64url, by 6-bit value; decoders build their tables from it.
    public static let urlAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Standard base64, padded with `=` to a multiple of four characters.
    public static func encoded(_ bytes: [UInt8]) -> String {
        encoded(bytes, alphabet: standardAlphabet, padded: true)
    }

    /// Base64url without padding.
    public static func urlEncoded(_ bytes: [UInt8]) -> String {
        encoded(bytes, alphabet: urlAlphabet, padded: false)
    }

    private static func encoded(_ bytes: [UInt8], alphabet: [UInt8], padded: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            // n bytes fill n + 1 characters; padding completes the group of four.
            for position in 0...count {
                output.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)])
            }
            if padded && count < 3 {
                output.append(contentsOf: repeatElement(UInt8(ascii: "="), count: 3 - count))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
