import Digests
import Glibc

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
        var ifNoneMatch = ifNoneMatch
        var etag = etag
        return ifNoneMatch.withUTF8 { candidates in
            etag.withUTF8 { tag in
                anyCandidate(in: UnsafeRawBufferPointer(candidates)) {
                    $0.hasSameBytes(as: UnsafeRawBufferPointer(tag))
                }
            }
        }
    }

    /// True when an `If-None-Match` value names either representation of a resource: the tag
    /// or its gzip variant (`"…-gzip"`), whichever of the two `etag` is. Octets are compared, as
    /// RFC 9110 §8.8.3.2 says, and nothing is allocated: a revalidating browser sends this on
    /// every request for a cached page.
    static func matchesEitherEncoding(_ ifNoneMatch: UnsafeRawBufferPointer, _ etag: String) -> Bool {
        var etag = etag
        return etag.withUTF8 { tag in
            let tag = UnsafeRawBufferPointer(tag)
            let gzipSuffix = UnsafeRawBufferPointer(start: Self.gzipSuffix.utf8Start, count: 6)
            let quote = UnsafeRawBufferPointer(start: Self.gzipSuffix.utf8Start + 5, count: 1)
            // The tag's text before its closing quote or its `-gzip"`: the plain tag is that and a
            // quote, the gzip tag that and `-gzip"` (a tag without a closing quote is its own plain tag).
            let stem: UnsafeRawBufferPointer
            let plainHasQuote: Bool
            if tag.count >= 6, UnsafeRawBufferPointer(rebasing: tag.suffix(6)).hasSameBytes(as: gzipSuffix) {
                stem = UnsafeRawBufferPointer(rebasing: tag.dropLast(6))
                plainHasQuote = true
            } else if tag.last == 0x22 {
                stem = UnsafeRawBufferPointer(rebasing: tag.dropLast())
                plainHasQuote = true
            } else {
                stem = tag
                plainHasQuote = false
            }
            return anyCandidate(in: ifNoneMatch) { candidate in
                guard candidate.count >= stem.count,
                    UnsafeRawBufferPointer(rebasing: candidate.prefix(stem.count)).hasSameBytes(as: stem)
                else { return false }
                let rest = UnsafeRawBufferPointer(rebasing: candidate.dropFirst(stem.count))
                return rest.hasSameBytes(as: gzipSuffix)
                    || (plainHasQuote ? rest.hasSameBytes(as: quote) : rest.isEmpty)
            }
        }
    }

    private static let gzipSuffix: StaticString = "-gzip\""

    /// True when `*`, or any tag of the comma-separated list (weak ones compared as strong, as
    /// RFC 9110 asks for If-None-Match), satisfies `matches`.
    private static func anyCandidate(
        in list: UnsafeRawBufferPointer, _ matches: (UnsafeRawBufferPointer) -> Bool
    ) -> Bool {
        var start = 0
        while start <= list.count {
            var end = start
            while end < list.count && list[end] != 0x2C { end += 1 }
            var (low, high) = (start, end)
            while low < high && (list[low] == 0x20 || list[low] == 0x09) { low += 1 }
            while high > low && (list[high - 1] == 0x20 || list[high - 1] == 0x09) { high -= 1 }
            if high - low >= 2 && list[low] == 0x57 && list[low + 1] == 0x2F { low += 2 }  // W/
            let candidate = UnsafeRawBufferPointer(rebasing: list[low..<high])
            // An empty element (`a,,b`, or spaces alone) names nothing.
            if !candidate.isEmpty && ((candidate.count == 1 && candidate[0] == 0x2A) || matches(candidate)) {
                return true
            }
            start = end + 1
        }
        return false
    }
}

extension UnsafeRawBufferPointer {
    func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        count == other.count && (count == 0 || memcmp(baseAddress!, other.baseAddress!, count) == 0)
    }
}
