import Foundation
import MenuCore
import Testing

@testable import TextShaping

/// The ascent and descent Blink rounds Skia's metrics to.
@Suite struct LineMetricsTests {
    static let measurer = try? HarfBuzzTextMeasurer(files: .debian)

    /// Table `tag` of the font file at `path`, read from its table directory without HarfBuzz.
    static func table(_ tag: String, in path: String) throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func uint32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for record in 0..<count {
            let entry = 12 + 16 * record
            if bytes[entry..<entry + 4].elementsEqual(tag.utf8) {
                return Array(bytes[uint32(entry + 8)..<uint32(entry + 8) + uint32(entry + 12)])
            }
        }
        return []
    }

    static func int16(_ table: [UInt8], _ offset: Int) -> Int {
        Int(Int16(bitPattern: UInt16(table[offset]) << 8 | UInt16(table[offset + 1])))
    }

    /// The hhea ascender and descender, after checking that USE_TYPO_METRICS is off, so that
    /// Skia reads hhea (through FreeType's face ascender and descender).
    static func hheaMetrics(of file: String) throws -> [Int] {
        let os2 = try table("OS/2", in: FontFiles.dejaVuFolder + file)
        #expect(os2[63] & 0x80 == 0, "fsSelection bit 7")
        let hhea = try table("hhea", in: FontFiles.dejaVuFolder + file)
        return [int16(hhea, 4), int16(hhea, 6)]
    }

    @Test func dejaVuSans() throws {
        let measurer = try #require(Self.measurer)
        // hhea: ascender 1901, descender -483 of 2048 units.
        #expect(try Self.hheaMetrics(of: "DejaVuSans.ttf") == [1901, -483])
        // 17 × 1901 / 2048 = 15.78 → 16; 17 × 483 / 2048 = 4.01 → 4 (line-height: normal is 20 px).
        #expect(measurer.lineMetrics(of: Font(.sans, size: 17, lineHeight: 20)) == LineMetrics(ascent: 16, descent: 4))
        // 22 × 1901 / 2048 = 20.42 → 20; 22 × 483 / 2048 = 5.19 → 5.
        #expect(measurer.lineMetrics(of: Font(.sans, size: 22, lineHeight: 26)) == LineMetrics(ascent: 20, descent: 5))
        // 13 × 1901 / 2048 = 12.07 → 12; 13 × 483 / 2048 = 3.07 → 3.
        #expect(measurer.lineMetrics(of: Font(.sans, size: 13, lineHeight: 16)) == LineMetrics(ascent: 12, descent: 3))
    }

    @Test func dejaVuSerifBold() throws {
        let measurer = try #require(Self.measurer)
        // hhea: ascender 1923, descender -483 of 2048 units.
        #expect(try Self.hheaMetrics(of: "DejaVuSerif-Bold.ttf") == [1923, -483])
        let bold = { (size: Double) in Font(.serif, .bold, size: size, lineHeight: 30) }
        // 17 × 1923 / 2048 = 15.96 → 16; 4.01 → 4.
        #expect(measurer.lineMetrics(of: bold(17)) == LineMetrics(ascent: 16, descent: 4))
        // 22 × 1923 / 2048 = 20.66 → 21 (DejaVu Sans rounds to 20 there); 5.19 → 5.
        #expect(measurer.lineMetrics(of: bold(22)) == LineMetrics(ascent: 21, descent: 5))
        // Semibold draws with the bold face.
        #expect(
            measurer.lineMetrics(of: Font(.serif, .semibold, size: 22, lineHeight: 30))
                == measurer.lineMetrics(of: bold(22)))
    }

    @Test func halvesRoundUpInFloat() throws {
        let measurer = try #require(Self.measurer)
        // 3072 × 483 / 2048 = 724.5 exactly: floor(724.5 + 0.5) = 725, where rounding half to even
        // would give 724.
        #expect(measurer.lineMetrics(of: Font(.sans, size: 3072, lineHeight: 3600)).descent == 725)
    }

    /// The rules Skia and FreeType choose the metrics by, on made-up tables.
    @Test func typoMetricsWinOnlyWithTheirBitOrWhenHheaIsZero() {
        func table(_ values: [(offset: Int, value: Int)], count: Int) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: count)
            for (offset, value) in values {
                let unsigned = UInt16(truncatingIfNeeded: value)
                bytes[offset] = UInt8(unsigned >> 8)
                bytes[offset + 1] = UInt8(unsigned & 0xFF)
            }
            return bytes
        }
        func metrics(_ hhea: [UInt8], _ os2: [UInt8]) -> [Int] {
            let metrics = FaceVerticalMetrics(hhea: hhea, os2: os2)
            return [metrics.ascender, metrics.descender]
        }
        let hhea = table([(4, 1901), (6, -483)], count: 36)
        let os2 = table([(68, 1556), (70, -492), (74, 1950), (76, 500)], count: 96)
        #expect(metrics(hhea, os2) == [1901, -483])
        let useTypo = table([(62, 0x80), (68, 1556), (70, -492)], count: 96)
        #expect(metrics(hhea, useTypo) == [1556, -492])
        let zeroHhea = table([], count: 36)
        #expect(metrics(zeroHhea, os2) == [1556, -492])
        let winOnly = table([(74, 1950), (76, 500)], count: 96)
        #expect(metrics(zeroHhea, winOnly) == [1950, -500])
        #expect(metrics(hhea, []) == [1901, -483])
    }
}
