import MenuCore
import Testing

@testable import TextShaping

@Suite struct GlyphShapeCacheTests {
    static func entry(bytes: Int) -> GlyphShapeCache.Entry {
        .init(shape: .bitmap(png: [UInt8](repeating: 0, count: bytes), bounds: .zero), unitsPerEm: 109)
    }

    @Test func theBytesNeverPassTheBound() {
        let capacity = 10_000
        let cache = GlyphShapeCache(capacityBytes: capacity)
        for glyph in 0..<1_000 {
            cache.insert(Self.entry(bytes: glyph % 300), for: .init(face: glyph % 3, glyph: UInt32(glyph)))
            #expect(cache.statistics.bytes <= capacity)
        }
        #expect(cache.statistics.entries > 10)
    }

    @Test func aShapeInUseSurvivesEviction() {
        let cache = GlyphShapeCache(capacityBytes: 5_000)
        let kept = GlyphShapeCache.Key(face: 0, glyph: 7)
        cache.insert(Self.entry(bytes: 10), for: kept)
        for glyph in 100..<1_000 {
            cache.insert(Self.entry(bytes: 50), for: .init(face: 0, glyph: UInt32(glyph)))
            #expect(cache.entry(for: kept) != nil)
        }
    }

    @Test func aShapeLargerThanHalfTheBoundIsNotKept() {
        let cache = GlyphShapeCache(capacityBytes: 1_000)
        cache.insert(Self.entry(bytes: 600), for: .init(face: 0, glyph: 1))
        #expect(cache.statistics.entries == 0)
        #expect(cache.entry(for: .init(face: 0, glyph: 1)) == nil)
        #expect(cache.statistics.misses == 1)
    }

    @Test func anOutlineCostsItsElements() {
        let path = Path([.move(to: .zero), .line(to: Point(x: 1, y: 0)), .close])
        let cost = GlyphShapeCache.cost(of: .init(shape: .outline(path), unitsPerEm: 2048))
        #expect(cost == 3 * MemoryLayout<Path.Element>.stride + GlyphShapeCache.entryOverheadBytes)
    }
}
