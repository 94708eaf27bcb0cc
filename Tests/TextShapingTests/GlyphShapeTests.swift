import MenuCore
import Testing

@testable import TextShaping

/// What `glyphs(of:in:)` draws: outlines in points, emoji bitmaps at Skia's scale, and the cache.
@Suite struct GlyphShapeTests {
    static let measurer = try? HarfBuzzTextMeasurer(files: .debian)
    let sans = Font(.sans, size: 17, lineHeight: 20)

    /// The smallest rectangle holding every point of `path`, control points too.
    static func bounds(of path: Path) -> Rect? {
        let points = path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let to), .line(let to): [to]
            case .quadratic(let control, let to): [control, to]
            case .cubic(let control1, let control2, let to): [control1, control2, to]
            case .close: []
            }
        }
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(), let minY = points.map(\.y).min(),
            let maxY = points.map(\.y).max()
        else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func outline(_ shape: GlyphShape) -> Path? {
        if case .outline(let path) = shape { path } else { nil }
    }

    @Test func visibleGlyphsHaveOutlinesAndASpaceHasNone() throws {
        let measurer = try #require(Self.measurer)
        let shapes = measurer.glyphs(of: "A b", in: sans).map { Self.outline($0.shape) }
        #expect(shapes.count == 3)
        #expect(shapes[0]?.isEmpty == false)
        #expect(shapes[1]?.isEmpty == true)
        #expect(shapes[2]?.isEmpty == false)
        // Every contour is closed, and y goes down: "A" stands on the baseline, above it.
        let a = try #require(shapes[0])
        #expect(
            a.elements.filter { $0 == .close }.count
                == a.elements.filter { if case .move = $0 { true } else { false } }.count)
        let bounds = try #require(Self.bounds(of: a))
        #expect(bounds.minY < -10 && abs(bounds.maxY) < 0.01)
    }

    @Test(arguments: ["Ag", "مرحبا", "牛乳", "ภาษา", "दूध"])
    func outlineBoundsMatchHarfBuzzsExtents(_ text: String) throws {
        let measurer = try #require(Self.measurer)
        let chain = measurer.chains[0]
        let glyphs = measurer.layOut(text, in: sans)
        #expect(!glyphs.isEmpty)
        for glyph in glyphs {
            let face = chain.faces[glyph.face]
            let outline = try #require(Self.outline(measurer.shape(of: glyph.id, face: glyph.face, style: 0, size: 17)))
            let scale = 17 / Double(face.designUnitsPerEm)
            guard let bounds = Self.bounds(of: outline), let extents = face.extents(of: glyph.id) else {
                #expect(face.extents(of: glyph.id).map { $0.width == 0 } ?? true)
                continue
            }
            // Within 1% of the em: control points off the curve may reach past the ink.
            for (mine, theirs) in [
                (bounds.minX, extents.minX), (bounds.maxX, extents.maxX), (bounds.minY, extents.minY),
                (bounds.maxY, extents.maxY),
            ] {
                #expect(abs(mine - theirs * scale) <= 0.17, "\(text) glyph \(glyph.id)")
            }
        }
    }

    @Test func outlinesScaleWithTheSize() throws {
        let measurer = try #require(Self.measurer)
        let small = try #require(measurer.glyphs(of: "g", in: sans).first.flatMap { Self.outline($0.shape) })
        let large = try #require(
            measurer.glyphs(of: "g", in: Font(.sans, size: 34, lineHeight: 40)).first.flatMap { Self.outline($0.shape) }
        )
        #expect(small.scaled(by: 2) == large)
        let serif = measurer.glyphs(of: "g", in: Font(.serif, size: 17, lineHeight: 20)).first?.shape
        #expect(serif != .outline(small))
    }

    @Test func anEmojiIsItsStrikesPNGScaledToTheSize() throws {
        let measurer = try #require(Self.measurer)
        let glyphs = measurer.glyphs(of: "😀", in: sans)
        #expect(glyphs.count == 1)
        guard case .bitmap(let png, let bounds) = try #require(glyphs.first?.shape) else {
            Issue.record("not a bitmap")
            return
        }
        #expect(png.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        // About an em, standing on the baseline and dipping a little below it.
        #expect(bounds.width > 15 && bounds.width < 25)
        #expect(bounds.height > 15 && bounds.height < 25)
        #expect(bounds.minY < -12 && bounds.maxY > 0 && bounds.maxY < 6)
        // Skia scales the strike by size / ppem: the PNG's own pixels (its IHDR) at that scale.
        let face = try #require(measurer.chains[0].faces.last)
        let strike = Double(try #require(face.strikePixelsPerEm))
        let pngWidth = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let pngHeight = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(abs(bounds.width - Double(pngWidth) * 17 / strike) < 1e-9)
        #expect(abs(bounds.height - Double(pngHeight) * 17 / strike) < 1e-9)
        // The same strike at twice the size is twice as large.
        let large = measurer.glyphs(of: "😀", in: Font(.sans, size: 34, lineHeight: 40)).first?.shape
        #expect(
            large
                == .bitmap(
                    png: png,
                    bounds: Rect(x: bounds.x * 2, y: bounds.y * 2, width: bounds.width * 2, height: bounds.height * 2)))
    }

    @Test func sizesShareTheCachedShapes() throws {
        let measurer = try HarfBuzzTextMeasurer(files: .debian)
        _ = measurer.glyphs(of: "Edit 😀", in: sans)
        let before = measurer.glyphCacheStatistics
        #expect(before.entries == 6)
        _ = measurer.glyphs(of: "Edit 😀", in: Font(.sans, size: 30, lineHeight: 36))
        #expect(measurer.glyphCacheStatistics.misses == before.misses)
        #expect(measurer.glyphCacheStatistics.hits == before.hits + 6)
    }

    @Test func theCacheStaysWithinItsBound() throws {
        let capacity = 40_000
        let measurer = try HarfBuzzTextMeasurer(files: .debian, glyphCacheBytes: capacity)
        #expect(measurer.glyphCacheCapacityBytes == capacity)
        let lines = ["The quick brown fox jumps over the lazy dog", "東京行きの航空券を予約する", "😀🎉👍🏽🇯🇵", "مرحبا بالعالم"]
        var seen = 0
        for line in lines + lines {
            _ = measurer.glyphs(of: line, in: sans)
            seen = max(seen, measurer.glyphCacheStatistics.entries)
            #expect(measurer.glyphCacheStatistics.bytes <= capacity)
        }
        #expect(seen > 10)
        // Turned off, it still draws, and keeps nothing.
        let off = try HarfBuzzTextMeasurer(glyphCacheBytes: 0)
        #expect(off.glyphs(of: "Edit", in: sans).count == 4)
        #expect(off.glyphCacheStatistics.entries == 0)
    }

    @Test func concurrentCallsDrawTheSameGlyphs() async throws {
        let measurer = try #require(Self.measurer)
        let line = "Set 背景 😀 שלום"
        let expected = measurer.glyphs(of: line, in: sans)
        let font = sans
        let results = await withTaskGroup(of: [PlacedGlyph].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<50).map { _ in measurer.glyphs(of: line, in: font) }.last ?? [] }
            }
            var all: [[PlacedGlyph]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }
}
