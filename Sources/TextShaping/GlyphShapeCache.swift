import MenuCore

/// Glyph shapes already drawn, by face and glyph, bounded in bytes.
///
/// A shape is kept at the size of one em in the units it comes in (font units for an outline,
/// strike pixels for a bitmap), so every size shares it and each call only scales it. Eviction is
/// the `GenerationalCache`'s, as for advances.
final class GlyphShapeCache: Sendable {
    struct Key: Hashable, Sendable {
        /// The face's number over all chains (`HarfBuzzTextMeasurer.cacheFaces`).
        var face: Int
        var glyph: UInt32
    }

    /// A shape at a size of `unitsPerEm` points: scaled by size / `unitsPerEm`, it is the shape
    /// at that size.
    struct Entry: Sendable {
        var shape: GlyphShape
        var unitsPerEm: Double
    }

    typealias Statistics = GenerationalCacheStatistics

    /// What one entry costs beyond its elements or PNG bytes: the array's heap header, the
    /// dictionary's key, value and slot overhead at its load factor, rounded up.
    static let entryOverheadBytes = 128

    private let cache: GenerationalCache<Key, Entry>

    var capacityBytes: Int { cache.capacityBytes }

    init(capacityBytes: Int) {
        cache = GenerationalCache(capacityBytes: capacityBytes) { _, entry in GlyphShapeCache.cost(of: entry) }
    }

    /// The cached shape of `key`, or nil.
    func entry(for key: Key) -> Entry? {
        cache.value(for: key)
    }

    func insert(_ entry: Entry, for key: Key) {
        cache.insert(entry, for: key)
    }

    var statistics: Statistics { cache.statistics }

    static func cost(of entry: Entry) -> Int {
        switch entry.shape {
        case .outline(let path): path.elements.count * MemoryLayout<Path.Element>.stride + entryOverheadBytes
        case .bitmap(let png, _): png.count + entryOverheadBytes
        }
    }
}
