import MenuCore

/// The vertical metrics Chromium lays a line of this font out with.
public struct LineMetrics: Sendable, Hashable {
    /// From the baseline up, in points.
    public var ascent: Double
    /// From the baseline down, in points.
    public var descent: Double

    public init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }
}

extension HarfBuzzTextMeasurer {
    /// Ascent and descent of the chain's first face at `font.size`, rounded as Blink rounds them.
    ///
    /// The first face is the one Blink takes as the primary font: the first of the family whose
    /// `unicode-range` has the space (it has every character it covers). Blink's
    /// `FontMetrics::AscentDescentWithHacks` rounds Skia's ascent and descent to whole pixels
    /// each (`SkScalarRoundToScalar`, floor(x + 0.5) in float), at the size in device pixels.
    /// Skia's FreeType backend (`generateFontMetrics`) reads them as `FaceVerticalMetrics`
    /// describes, times the size, in float.
    ///
    /// What is not mirrored: a `VDMX` table (Blink reads it only with full or normal hinting;
    /// DejaVu has none); the unrounded metrics of fonts under 3 px (only for canvas text); and
    /// the pixel Blink lends a rounded-down descent on Linux with subpixel positioning, which
    /// Chromium's screenshots at 2× do not show (the snapshots' figures, README).
    public func lineMetrics(of font: Font) -> LineMetrics {
        let face = chains[Self.style(of: font)].faces[0]
        let metrics = FaceVerticalMetrics(hhea: face.verticalMetricsTables.hhea, os2: face.verticalMetricsTables.os2)
        let unitsPerEm = Float(face.designUnitsPerEm)
        let size = Float(font.size)
        // Skia: fAscent = -ascender / upem × size (negative, up), fDescent = -descender / upem × size.
        let skiaAscent = Float(-metrics.ascender) / unitsPerEm * size
        let skiaDescent = Float(-metrics.descender) / unitsPerEm * size
        let ascent = (-skiaAscent + 0.5).rounded(.down)
        let descent = (skiaDescent + 0.5).rounded(.down)
        return LineMetrics(ascent: Double(ascent), descent: Double(descent))
    }
}

/// The ascender and descender (negative: below the baseline) in font units that Skia's FreeType
/// backend takes for a scalable face: `OS/2`'s typo metrics when its USE_TYPO_METRICS bit
/// (fsSelection bit 7) is set, which Skia checks itself; otherwise FreeType's face ascender and
/// descender, which are `hhea`'s, or when both are 0 the `OS/2` typo values, or when those are
/// 0 too its win values (FreeType's `sfnt_load_face`).
struct FaceVerticalMetrics: Equatable {
    var ascender: Int
    var descender: Int

    init(hhea: [UInt8], os2: [UInt8]) {
        let typo = (Self.int16(os2, at: 68), Self.int16(os2, at: 70))
        let useTypoMetrics = (Self.uint16(os2, at: 62) ?? 0) & 0x80 != 0
        if useTypoMetrics, let ascender = typo.0, let descender = typo.1 {
            (self.ascender, self.descender) = (ascender, descender)
            return
        }
        (ascender, descender) = (Self.int16(hhea, at: 4) ?? 0, Self.int16(hhea, at: 6) ?? 0)
        guard ascender == 0, descender == 0, !os2.isEmpty else { return }
        if let typoAscender = typo.0, let typoDescender = typo.1, typoAscender != 0 || typoDescender != 0 {
            (ascender, descender) = (typoAscender, typoDescender)
        } else if let winAscent = Self.uint16(os2, at: 74), let winDescent = Self.uint16(os2, at: 76) {
            // FreeType casts the unsigned win values to FT_Short.
            (ascender, descender) = (Int(Int16(bitPattern: winAscent)), -Int(Int16(bitPattern: winDescent)))
        }
    }

    private static func uint16(_ table: [UInt8], at offset: Int) -> UInt16? {
        guard offset >= 0, table.count >= offset + 2 else { return nil }
        return UInt16(table[offset]) << 8 | UInt16(table[offset + 1])
    }

    private static func int16(_ table: [UInt8], at offset: Int) -> Int? {
        uint16(table, at: offset).map { Int(Int16(bitPattern: $0)) }
    }
}
