import Digests

/// Short-link ids: 8 to 10 characters from an alphabet without look-alikes, derived from the
/// SHA-256 of the URL, so the same URL always gets the same id without asking the store first,
/// and every replica derives the same one.
public enum LinkID {
    /// Digits and letters without 0/O/o, 1/l/I: 56 characters, read aloud or typed from a
    /// screenshot without doubt.
    public static let alphabet = Array("23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ".utf8)
    public static let lengths = 8...10

    /// The ids `url` may take, shortest first: the next length is for a collision with another
    /// URL. Each is a prefix of the digest's base-56 digits (56^8 ≈ 9.7 × 10^13 ids of 8).
    public static func candidates(for url: String) -> [String] {
        let digits = base56Digits(of: SHA256.digest(Array(url.utf8)), count: lengths.upperBound)
        return lengths.map { length in String(decoding: digits.prefix(length).map { alphabet[Int($0)] }, as: UTF8.self)
        }
    }

    /// Whether `text` could be an id: the right length and alphabet. Anything else is refused
    /// before the store is asked.
    public static func isWellFormed(_ text: String) -> Bool {
        lengths.contains(text.utf8.count) && text.utf8.allSatisfy { alphabetSet.contains($0) }
    }

    private static let alphabetSet = Set(alphabet)

    /// The first `count` base-56 digits of the big-endian number `bytes`, least significant first
    /// (long division by 56 over the bytes).
    static func base56Digits(of bytes: [UInt8], count: Int) -> [UInt8] {
        var number = bytes
        var digits: [UInt8] = []
        digits.reserveCapacity(count)
        let base = UInt32(alphabet.count)
        for _ in 0..<count {
            var remainder: UInt32 = 0
            for index in number.indices {
                let value = remainder << 8 | UInt32(number[index])
                number[index] = UInt8(value / base)
                remainder = value % base
            }
            digits.append(UInt8(remainder))
        }
        return digits
    }
}
