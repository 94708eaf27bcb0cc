/// Strong entity tags. A 64-bit FNV-1a hash is enough to tell versions of one resource apart;
/// it is not used for anything an attacker could profit from forging.
public enum ETag {
    public static func strong(for bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "-\(bytes.count)\""
    }

    /// True when an `If-None-Match` value names this tag (or is `*`).
    public static func matches(_ ifNoneMatch: String, _ etag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingSpaces()
            if tag.hasPrefix("W/") { tag.removeFirst(2) }  // weak comparison, as RFC 9110 asks for If-None-Match
            return tag == etag || tag == "*"
        }
    }
}
