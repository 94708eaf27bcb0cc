import Digests

/// The state token's base64url (RFC 4648 §5, no padding): the shared encoder, and a strict decoder
/// that gives every byte string exactly one text.
enum Base64URL {
    /// Each 6-bit value by ASCII byte, or 0xFF for bytes outside the alphabet.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, byte) in Base64.urlAlphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        return table
    }()

    static func encode(_ bytes: [UInt8]) -> String {
        Base64.urlEncoded(bytes)
    }

    /// Why a text is not base64url, for the error message.
    enum Failure: Error, Equatable {
        case invalidCharacter(offset: Int)
        case invalidLength
        /// Bits set after the last whole byte: another encoding of the same bytes, so tampered.
        case trailingBits
    }

    /// Strict decoding: no padding, no white space, and no set bits after the last whole byte,
    /// so every byte string has exactly one encoding and a tampered tail is noticed.
    static func decode(_ text: some StringProtocol) throws(Failure) -> [UInt8] {
        let ascii = Array(text.utf8)
        guard ascii.count % 4 != 1 else { throw .invalidLength }
        var output: [UInt8] = []
        output.reserveCapacity(ascii.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        for (offset, byte) in ascii.enumerated() {
            let value = values[Int(byte)]
            guard value != 0xFF else { throw .invalidCharacter(offset: offset) }
            buffer = (buffer << 6) | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        guard buffer & ((1 << UInt32(bits)) - 1) == 0 else { throw .trailingBits }
        return output
    }
}
