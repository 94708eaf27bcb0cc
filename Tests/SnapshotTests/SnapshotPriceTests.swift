import MenuCore
import Testing

@testable import Drawing

/// The price a counting surface gives a known list of operations, worked out by hand from
/// `DrawingCost`: a change to the model, or to what the surface counts, shows here first.
@Suite struct SnapshotPriceTests {
    /// A PNG's first 24 bytes and a CRC: all a counting surface reads of a bitmap (its IHDR).
    static func pngHeader(width: UInt8, height: UInt8) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0, 1, 2, 3, 4]
    }

    static let triangle = Path([
        .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 0, y: 10)), .close,
    ])

    // Regions are in device pixels: a rectangle at scale 2, 1/64 pixel more on each side, rounded
    // out, inside the clip. Busy tiles are 16 × 16 pixels; the grid is 13 × 13.
    @Test func aKnownListHasTheHandWorkedPrice() throws {
        let surface = try CountingSurface(width: 100, height: 100, scale: 2)
        var expected = 0
        // The screen: 200 × 200 px, opaque over all of it. 8,000 + 40,000. Busy: 2-pixel bands
        // at the top and bottom, tile rows 0 and 12 (26 tiles).
        surface.fill(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, color: .white)
        expected += 48_000
        // 10.5…20.5 pt → pixels 20..<42, 22 × 22 = 484: 8,484. Bands rows 20–21 and 40–41:
        // tiles (1…2, 1) and (1…2, 2), 4 more (30).
        surface.fill(Rect(x: 10.5, y: 10.5, width: 10, height: 10), cornerRadius: 0, color: .black)
        expected += 8_484
        surface.save()
        // A clip of 0…100 px, rounded out to 0..<101 (10,201): 8,000 + 10,201; corner radius 8 px.
        surface.clip(to: Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 4)
        expected += 18_201
        // A glyph at (20, 20) pt: bounds 40–60 px → 39..<61, 484 px: 4,500 + 13 × 484 = 10,792;
        // tiles (2…3, 2…3), 3 new (33). The same glyph at (80, 80) is outside the clip: nothing.
        surface.fill([(Self.triangle, Point(x: 20, y: 20)), (Self.triangle, Point(x: 80, y: 80))], color: .black)
        expected += 10_792
        // A 20 × 20 bitmap into 20 × 20 px (9..<31, 484 px): decoded (5,000 + 10 × 400), drawn
        // bilinear (2,000 + 2 × 484); tile (0, 1) new (34). Again at half the size (9..<21,
        // 144 px), shrunk by 2: taps 3 × 3, 2,000 + 144 × 29, not decoded again. Outside the clip:
        // nothing at all.
        let bitmap = Self.pngHeader(width: 20, height: 20)
        surface.drawPNG(bitmap, in: Rect(x: 5, y: 5, width: 10, height: 10))
        surface.drawPNG(bitmap, in: Rect(x: 5, y: 5, width: 5, height: 5))
        surface.drawPNG(bitmap, in: Rect(x: 60, y: 60, width: 10, height: 10))
        expected += 9_000 + 2_968 + 6_176
        surface.restore()
        // A group of 99..<141 px (1,764): 2,000 + 2 × 1,764; a fill in it, 8,000 + 1,764; bands
        // at rows 99–100 and 139–140, tiles (6…8, 6) and (6…8, 8), 6 new (40).
        surface.beginGroup(bounds: Rect(x: 50, y: 50, width: 20, height: 20))
        surface.fill(Rect(x: 50, y: 50, width: 20, height: 20), cornerRadius: 0, color: .black)
        surface.endGroup(alpha: 0.5)
        expected += 5_528 + 9_764
        // A 1-pt border round the screen: 8,000 + 40,000; its 4-pixel bands are in rows of
        // tiles already busy.
        surface.strokeInside(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, width: 1, color: .black)
        expected += 48_000
        // A blur of σ 2 pt over 0..<101 px (10,201): 5,000 + 8 × 10,201. Its reach, 3 σ + the
        // scale + 2 = 16 px, is one tile: the 16 busy tiles of the region's 7 × 7 spread to 32
        // (16 new, 56); its bottom band (row 6, columns 0…4) adds 5 (61).
        surface.blurBackdrop(in: Rect(x: 0, y: 0, width: 50, height: 50), radius: 2, cornerRadius: 0)
        expected += 86_608
        // A line of 5 scalars: 2,000 + 5 × 2,200.
        surface.noteLine(scalars: 5)
        expected += 13_000
        // A tinted icon of 100 bytes over 139..<181 × 19..<61 px (1,764, twice for the mask):
        // 35,000 + 120 × 100 + 14 × 3,528; tiles (8…11, 1…3), 12 new (73).
        try surface.drawSVG(
            Array(repeating: 0, count: 100), in: Rect(x: 70, y: 10, width: 20, height: 20), tint: .black)
        expected += 96_392
        #expect(surface.operations == expected)
        #expect(expected == 362_913)
        // 73 busy tiles of 256 pixels; opaque, so encoded once: 200,000 + 3 × 40,000 + 45 × 18,688.
        #expect(surface.busyPixels == 18_688)
        #expect(surface.price == 362_913 + 1_160_960)
    }

    /// A surface whose first drawing does not cover it opaquely may be encoded twice.
    @Test func aSurfaceNotCoveredOpaquelyIsPricedForTwoEncodings() throws {
        let covered = try CountingSurface(width: 10, height: 10, scale: 1)
        covered.fill(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, color: .white)
        let translucent = try CountingSurface(width: 10, height: 10, scale: 1)
        translucent.fill(
            Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, color: RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)
        )
        let short = try CountingSurface(width: 10, height: 10, scale: 1)
        short.fill(Rect(x: 0, y: 0, width: 10, height: 9.5), cornerRadius: 0, color: .white)
        #expect(covered.price == 8_100 + DrawingCost.surface(pixels: 100, busyPixels: 100, opaque: true))
        #expect(translucent.price == 8_100 + DrawingCost.surface(pixels: 100, busyPixels: 100, opaque: false))
        #expect(short.price == 8_100 + DrawingCost.surface(pixels: 100, busyPixels: 100, opaque: false))
    }

    /// cairo's GOOD filter: bilinear until it shrinks by 4/3, then a box as wide as the shrink,
    /// at most 16 source pixels.
    @Test func aShrunkBitmapReadsABoxOfSourcePixels() {
        #expect(CountingSurface.taps(source: (136, 128), destination: (110, 103)) == 0)
        #expect(CountingSurface.taps(source: (136, 128), destination: (55, 52)) == 4 * 4)
        #expect(CountingSurface.taps(source: (136, 128), destination: (14, 13)) == 11 * 11)
        #expect(CountingSurface.taps(source: (136, 128), destination: (1, 1)) == 17 * 17)
        #expect(CountingSurface.taps(source: (136, 128), destination: (200, 13)) == 2 * 11)
    }

    /// Least recently drawn out first; a bitmap larger than the whole cache is never kept.
    @Test func theBitmapCacheDropsTheLeastRecentlyDrawn() {
        // Room for two 20 × 20 bitmaps (1,600 bytes each).
        var cache = BitmapCache<Int>(capacityBytes: 3_200)
        let (a, b, c) = (
            Self.pngHeader(width: 20, height: 20), Self.pngHeader(width: 20, height: 20),
            Self.pngHeader(width: 10, height: 40)
        )
        var decodes = 0
        func draw(_ png: [UInt8]) -> Bool {
            cache.image(
                for: png,
                decode: {
                    decodes += 1; return decodes
                }
            ).decoded
        }
        var distinct = b
        distinct[29] = 9  // another CRC: other bytes
        #expect(draw(a) && !draw(a) && !draw(b))  // b is a's bytes: the same key
        #expect(draw(distinct) && draw(c))  // c evicts a, the least recently drawn
        #expect(draw(a) && !draw(c))
        #expect(draw(Self.pngHeader(width: 40, height: 40)) && draw(Self.pngHeader(width: 40, height: 40)))
    }
}
