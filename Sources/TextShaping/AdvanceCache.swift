import Glibc

/// Advance sums of runs already shaped, by face and exact UTF-8 bytes, bounded in bytes.
///
/// Pages and API answers measure the same labels again and again (every layout of a request,
/// every request for a menu), and shaping costs far more than a lookup. The key is the bytes, not
/// the `String`: Swift compares strings by canonical equivalence, but "é" and "e\u{301}" may
/// shape to different glyphs. Sizes are not part of the key: advances are in font units.
/// Eviction is the `GenerationalCache`'s.
final class AdvanceCache: Sendable {
    typealias Statistics = GenerationalCacheStatistics

    /// What one entry costs beyond its text's bytes: the string's heap header, the dictionary's
    /// key, value and slot overhead at its load factor, rounded up.
    static let entryOverheadBytes = 96

    private let cache: GenerationalCache<Key, Int>

    var capacityBytes: Int { cache.capacityBytes }

    init(capacityBytes: Int) {
        cache = GenerationalCache(capacityBytes: capacityBytes) { key, _ in AdvanceCache.cost(of: key.text) }
    }

    /// The cached advance of `text` in face `face`, or nil. `countingMisses: false` is for a
    /// caller that, on a miss, looks again the usual way (which counts it once).
    func advance(of text: String, face: Int, countingMisses: Bool = true) -> Int? {
        cache.value(for: Key(face: face, text: text), countingMisses: countingMisses)
    }

    func insert(_ advance: Int, of text: String, face: Int) {
        cache.insert(advance, for: Key(face: face, text: text))
    }

    var statistics: Statistics { cache.statistics }

    static func cost(of text: String) -> Int {
        text.utf8.count + entryOverheadBytes
    }

    /// Compares and hashes the exact UTF-8 bytes.
    private struct Key: Hashable, Sendable {
        var face: Int
        var text: String

        // Reads the bytes in place: copying the strings to call `withUTF8` costs a retain and a
        // release per comparison, and a lookup compares every key on its probe sequence.
        static func == (left: Key, right: Key) -> Bool {
            guard left.face == right.face, left.text.utf8.count == right.text.utf8.count else { return false }
            let equal = left.text.utf8.withContiguousStorageIfAvailable { leftBytes in
                right.text.utf8.withContiguousStorageIfAvailable { rightBytes in
                    leftBytes.isEmpty || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0
                }
            }
            return (equal ?? nil) ?? left.text.utf8.elementsEqual(right.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(face)
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
                hasher.combine(bytes: UnsafeRawBufferPointer($0))
            }
            if hashed == nil {
                for byte in text.utf8 { hasher.combine(byte) }
            }
        }
    }
}
