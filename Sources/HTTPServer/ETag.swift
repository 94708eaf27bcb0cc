import Digests

/// Strong entity tags: the first 128 bits of the body's SHA-256, and its length. Tags key the
/// caches of compressed bodies and prepared responses, whose content a client can influence
/// (labels come from the URL), so a tag must not be forgeable: a fast non-cryptographic hash
/// would let a crafted page collide with another and be served in its place.
public enum ETag {
    public static func strong(for bytes: [UInt8]) -> String {
        "\"" + Hex.encode(SHA256.digest(bytes).prefix(16)) + "-\(bytes.count)\""
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
