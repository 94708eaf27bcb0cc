import Compression
import Drawing
import Foundation
import HTTPServer
import MenuCore
import TextShaping

/// What a unit of `DrawingCost` costs, per kind of drawing: each operation is done on a `Canvas`
/// and priced by a `CountingSurface` given the same calls, so a row compares the price with the
/// drawing it stands for. Every row should be about 1 ns per unit or less.
enum SnapshotCalibration {
    typealias Row = Calibration.Row

    static func rows(fonts: FontFiles, icons: String) throws -> [Row] {
        // Glyph shapes uncached, as a server that has not drawn these texts yet.
        let measurer = try HarfBuzzTextMeasurer(files: fonts, cacheBytes: 0)
        let font = Font(.sans, .semibold, size: 48, lineHeight: 56)
        var rows = try surfaceRows()
        rows.append(
            try row("fills: 400 rects of 200 × 200 px under a rounded clip", side: 1000) { surface in
                surface.clip(to: Rect(x: 0, y: 0, width: 1000, height: 1000), cornerRadius: 40)
                for index in 0..<400 {
                    let (x, y) = (Double(index % 20) * 40, Double(index / 20) * 40)
                    surface.fill(Rect(x: x, y: y, width: 200, height: 200), cornerRadius: 8, color: .black)
                }
            })
        rows.append(
            try row("fills: 2,000 borders of 40 × 40 px", side: 1000) { surface in
                for index in 0..<2_000 {
                    let (x, y) = (Double(index % 25) * 40, Double(index / 25) * 12)
                    surface.strokeInside(
                        Rect(x: x, y: y, width: 40, height: 40), cornerRadius: 8, width: 1, color: .black)
                }
            })
        rows.append(
            try row("groups: 100 of 500 × 500 px at alpha 0.5", side: 1000) { surface in
                for index in 0..<100 {
                    let offset = Double(index % 10) * 50
                    surface.beginGroup(bounds: Rect(x: offset, y: offset, width: 500, height: 500))
                    surface.fill(Rect(x: offset, y: offset, width: 10, height: 10), cornerRadius: 0, color: .black)
                    surface.endGroup(alpha: 0.5)
                }
            })
        for scale in [1.0, 2.0] {
            rows.append(
                try row("blur: σ 9 pt over 1000 × 1000 pt at \(Int(scale))×", side: 1000, scale: scale) { surface in
                    surface.blurBackdrop(in: Rect(x: 0, y: 0, width: 1000, height: 1000), radius: 9, cornerRadius: 0)
                })
        }
        rows += try glyphRows(measurer: measurer, font: font)
        rows += try bitmapRows(measurer: measurer, font: font)
        rows += try iconRows(icons)
        rows += lineRows(measurer: measurer, font: font)
        rows += try WholeSnapshotCalibration.rows(measurer: measurer, icons: icons)
        return rows
    }

    /// Making a surface, clearing it, encoding it and tagging it (the ETag the route adds): with
    /// every row differing from the one above at a pixel or two (a diagonal hairline), and as
    /// noise, opaque and with its last pixel translucent (encoded as RGB, then again as RGBA).
    private static func surfaceRows() throws -> [Row] {
        let side = 2000
        let whole = Rect(x: 0, y: 0, width: Double(side), height: Double(side))
        let diagonal = Path([
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 1, y: 0)),
            .line(to: Point(x: Double(side), y: Double(side))), .line(to: Point(x: Double(side) - 1, y: Double(side))),
            .close,
        ])
        let contents: [(String, (Canvas) -> Void, busy: Bool, opaque: Bool)] = [
            ("a diagonal hairline (every row filtered)", { $0.fill([(diagonal, .zero)], color: .black) }, false, true),
            ("noise, opaque (RGB)", { $0.drawPNG(noisePNG(side: side, lastAlpha: 255), in: whole) }, true, true),
            (
                "noise, the last pixel translucent (RGB, then RGBA)",
                { $0.drawPNG(noisePNG(side: side, lastAlpha: 254), in: whole) }, true, false
            ),
        ]
        return try contents.map { name, draw, busy, opaque in
            var best = Double.infinity
            for _ in 0..<3 {
                // Made and cleared (its pages touched, as the screen's fill touches them), then
                // encoded and tagged; what is on it is drawn untimed.
                let start = threadCPUSeconds()
                let canvas = try Canvas(width: Double(side), height: Double(side), scale: 1)
                canvas.fill(whole, cornerRadius: 0, color: .white)
                let cleared = threadCPUSeconds()
                draw(canvas)
                let drawn = threadCPUSeconds()
                _ = ETag.strong(for: try canvas.pngData())
                best = min(best, (cleared - start) + (threadCPUSeconds() - drawn))
            }
            let pixels = side * side
            let units =
                DrawingCost.surface(pixels: pixels, busyPixels: busy ? pixels : 0, opaque: opaque)
                + DrawingCost.fill(pixels: pixels)
            return Row(
                work: "surface: made, cleared, encoded and tagged, \(side) × \(side) px, \(name)",
                nanosecondsPerUnit: best * 1e9 / Double(units))
        }
    }

    private static func glyphRows(measurer: HarfBuzzTextMeasurer, font: Font) throws -> [Row] {
        var rows: [Row] = []
        for (name, text, size) in [
            ("Latin at 48 pt", String(repeating: "Wave ", count: 16), 48.0),
            ("Latin at 12 pt", String(repeating: "Wave ", count: 16), 12.0),
            ("CJK at 48 pt", String(repeating: "日本語の文章", count: 13), 48.0),
            ("CJK at 8 pt", String(repeating: "日本語の文章", count: 13), 8.0),
            ("Devanagari at 8 pt", String(repeating: "हिन्दी भाषा ", count: 8), 8.0),
        ] {
            var sized = font
            sized.size = size
            let outlines = measurer.glyphs(of: text, in: sized).compactMap { glyph -> (path: Path, origin: Point)? in
                guard case .outline(let path) = glyph.shape else { return nil }
                return (path, Point(x: glyph.x, y: 60 + glyph.y))
            }
            rows.append(
                try row("glyphs: 40 lines of \(name), one fill a line", side: 2000) { surface in
                    for line in 0..<40 {
                        let placed = outlines.map {
                            ($0.path, Point(x: $0.origin.x, y: $0.origin.y + Double(line) * 45))
                        }
                        surface.fill(placed, color: .black)
                    }
                })
        }
        return rows
    }

    /// Emoji: decoding distinct bitmaps, and drawing one (decoded) many times, large and small.
    private static func bitmapRows(measurer: HarfBuzzTextMeasurer, font: Font) throws -> [Row] {
        let emoji = (0..<40).map { String(UnicodeScalar(0x1F600 + $0)!) }
        let bitmaps = emoji.compactMap { text -> (png: [UInt8], bounds: Rect)? in
            guard case .bitmap(let png, let bounds) = measurer.glyphs(of: text, in: font).first?.shape else {
                return nil
            }
            return (png, bounds)
        }
        var rows = [
            try row("bitmaps: decoding 40 distinct emoji", side: 100) { surface in
                for (png, _) in bitmaps { surface.drawPNG(png, in: Rect(x: 0, y: 0, width: 1, height: 1)) }
            }
        ]
        for (size, scale) in [(48.0, 1.0), (48.0, 2.0), (12.0, 1.0)] {
            let (png, bounds) = bitmaps[0]
            let factor = size / font.size
            rows.append(
                try row(
                    "bitmaps: 1,000 draws of a decoded emoji at \(Int(size)) pt, \(Int(scale))×", side: 1000,
                    scale: scale,
                    setup: { $0.drawPNG(png, in: Rect(x: 0, y: 0, width: 1, height: 1)) }
                ) { surface in
                    for index in 0..<1_000 {
                        let (x, y) = (Double(index % 16) * 60, Double(index / 16) * 15)
                        surface.drawPNG(
                            png,
                            in: Rect(x: x, y: y, width: bounds.width * factor, height: bounds.height * factor))
                    }
                })
        }
        return rows
    }

    private static func iconRows(_ folder: String) throws -> [Row] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".svg") }.sorted()
        let svgs = names.compactMap { FileManager.default.contents(atPath: folder + $0).map { [UInt8]($0) } }
        return try [nil, RGBA(red: 1, green: 0, blue: 0)].map { tint in
            try row("icons: \(svgs.count) SVGs at 60 × 60 pt" + (tint == nil ? "" : ", tinted"), side: 1000) {
                surface in
                for (index, svg) in svgs.enumerated() {
                    let rect = Rect(x: Double(index % 16) * 60, y: Double(index / 16) * 60, width: 60, height: 60)
                    try? surface.drawSVG(svg, in: rect, tint: tint)
                }
            }
        }
    }

    /// What the painter does for a line before drawing it, on both walks: its glyphs and its width.
    private static func lineRows(measurer: HarfBuzzTextMeasurer, font: Font) -> [Row] {
        [
            ("Latin, 80 characters", String(repeating: "Wave ", count: 16)),
            ("40 emoji", String(repeating: "😀", count: 40)),
            ("CJK, 80 characters", String(repeating: "日本語の文章", count: 13) + "日本"),
            (
                "a letter and 7 combining marks, 320 bytes",
                String(repeating: "a" + String(repeating: "\u{0300}", count: 7), count: 21)
            ),
        ].map { name, text in
            Row(
                work: "text lines: shaped and placed twice, \(name)",
                nanosecondsPerUnit: Calibration.cost(
                    repeating: 200, units: DrawingCost.line(scalars: text.unicodeScalars.count)
                ) {
                    for _ in 0..<2 {
                        _ = measurer.glyphs(of: text, in: font)
                        _ = measurer.width(of: text, in: font)
                    }
                })
        }
    }

    /// The same calls on a canvas (timed, the best of three) and on a counting surface (priced)
    /// of `side` × `side` points; `setup` runs on both first, untimed and unpriced.
    static func row(
        _ work: String, side: Double, scale: Double = 1, setup: (any Surface) -> Void = { _ in },
        _ operations: (any Surface) -> Void
    ) throws -> Row {
        let counting = try CountingSurface(width: side, height: side, scale: scale)
        setup(counting)
        let before = counting.operations
        operations(counting)
        let units = counting.operations - before
        var best = Double.infinity
        for _ in 0..<3 {
            let canvas = try Canvas(width: side, height: side, scale: scale)
            setup(canvas)
            let start = threadCPUSeconds()
            operations(canvas)
            best = min(best, threadCPUSeconds() - start)
        }
        return Row(work: work, nanosecondsPerUnit: best * 1e9 / Double(max(1, units)))
    }

    /// A `side` × `side` PNG of random opaque pixels (which deflate does not shrink), the last pixel's
    /// alpha `lastAlpha`.
    static func noisePNG(side: Int, lastAlpha: UInt8) -> [UInt8] {
        var generator = SeededGenerator(seed: 29)
        var raw: [UInt8] = []
        raw.reserveCapacity(side * (1 + 4 * side))
        for _ in 0..<side {
            raw.append(0)
            for _ in 0..<side {
                let bits = generator.next()
                raw += [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), 255]
            }
        }
        raw[raw.count - 1] = lastAlpha
        func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(data.count) + body + bigEndian(Int(body.withUnsafeBytes { Compressor.crc32($0) }))
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", bigEndian(side) + bigEndian(side) + [8, 6, 0, 0, 0])
            + chunk("IDAT", Compressor(level: 1, format: .zlib).compress(raw)) + chunk("IEND", [])
    }
}
