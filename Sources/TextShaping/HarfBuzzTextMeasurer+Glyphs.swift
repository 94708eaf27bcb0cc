import MenuCore

/// One glyph as HarfBuzz shaped it, in its face's `unitsPerEm` units, y up as HarfBuzz gives it.
struct ShapedGlyph: Equatable {
    var id: UInt32
    /// Rounded as `Face.advance(of:script:rightToLeft:kerning:)` rounds, so that a run's glyph
    /// advances add up to its advance.
    var advance: Int
    var offsetX: Double
    var offsetY: Double
}

extension HarfBuzzTextMeasurer {
    /// One glyph of a line, laid out, before its shape is looked up: all in points.
    struct LaidOutGlyph: Equatable {
        /// The face's position in the chain.
        var face: Int
        var id: UInt32
        /// The pen position before the glyph, and after it (its advance further on).
        var pen: Double
        var end: Double
        /// The offset shaping gives it from the pen position, y down.
        var offsetX: Double
        var offsetY: Double
    }

    /// The glyphs of `line` (one already-broken line, drawn left to right as a paragraph of
    /// direction ltr, with its right-to-left runs reordered per UAX #9 L2), for `font`.
    /// The pen positions follow the same shaping as `width(of:in:)`, so the last glyph's end equals
    /// the measured width (before its 1/64 rounding).
    ///
    /// As in Chromium, each bidi level run is an inline item of its own, placed after the ones
    /// left of it at their widths rounded up to 1/64 pt: a line of several runs has gaps of less
    /// than 1/64 pt between them, and only its last run's end is unrounded.
    public func glyphs(of line: String, in font: Font) -> [PlacedGlyph] {
        let style = Self.style(of: font)
        return layOut(line, in: font).map { glyph in
            PlacedGlyph(
                x: glyph.pen + glyph.offsetX, y: glyph.offsetY,
                shape: shape(of: glyph.id, face: glyph.face, style: style, size: font.size))
        }
    }

    /// The glyphs of `line` with their faces and pen positions, in visual order.
    func layOut(_ line: String, in font: Font) -> [LaidOutGlyph] {
        let chain = chains[Self.style(of: font)]
        let text = line.replacingTabs
        let levelRuns = BidiRuns.runs(of: text)
        var glyphs: [LaidOutGlyph] = []
        var origin = 0.0
        for index in BidiRuns.visualOrder(of: levelRuns) {
            let levelRun = levelRuns[index]
            // The face and script runs of a level run share its level: right to left, the first
            // is the rightmost.
            var runs = chain.runs(of: levelRun.text)
            if levelRun.isRightToLeft { runs.reverse() }
            // Summed as `width(of:whole:style:size:)` sums them: each run's whole advance in its
            // face's units, scaled to the size.
            var runStart = 0.0
            for run in runs {
                let face = chain.faces[run.face]
                let scale = font.size / Double(face.unitsPerEm)
                func points(_ units: Int) -> Double { runStart + Double(units) * font.size / Double(face.unitsPerEm) }
                var units = 0
                let shaped = face.glyphs(
                    of: run.text, script: run.script, rightToLeft: levelRun.isRightToLeft, kerning: kerning)
                for glyph in shaped {
                    let pen = points(units)
                    units += glyph.advance
                    glyphs.append(
                        LaidOutGlyph(
                            face: run.face, id: glyph.id, pen: origin + pen, end: origin + points(units),
                            offsetX: glyph.offsetX * scale, offsetY: 0 - glyph.offsetY * scale))
                }
                runStart = points(units)
            }
            // Chromium lays the line's inline items side by side at their snapped widths
            // (`ShapeResult::SnappedWidth`, rounded up to a LayoutUnit, 1/64 px).
            origin += TextMetrics.ceil64(runStart)
        }
        return glyphs
    }

    /// The shape of glyph `id` of the chain's face `face` at `size`: kept in the cache in font
    /// units (or strike pixels), scaled on every call.
    func shape(of id: UInt32, face: Int, style: Int, size: Double) -> GlyphShape {
        let key = GlyphShapeCache.Key(face: cacheFaces[style][face], glyph: id)
        if let entry = glyphShapes.entry(for: key) {
            return entry.shape.scaled(by: size / entry.unitsPerEm)
        }
        let face = chains[style].faces[face]
        let entry: GlyphShapeCache.Entry
        if let bitmap = face.bitmap(of: id), let strike = face.strikePixelsPerEm {
            // Skia draws a strike's bitmap scaled by size / strike ppem (SkScalerContext_FreeType
            // pre-scales its matrix so), at its bearings: x = bitmap_left, y = -bitmap_top.
            entry = .init(shape: .bitmap(png: bitmap.png, bounds: bitmap.pixels), unitsPerEm: Double(strike))
        } else {
            entry = .init(shape: .outline(face.outline(of: id)), unitsPerEm: Double(face.designUnitsPerEm))
        }
        glyphShapes.insert(entry, for: key)
        return entry.shape.scaled(by: size / entry.unitsPerEm)
    }

    /// The bound of the glyph cache, in bytes.
    public var glyphCacheCapacityBytes: Int { glyphShapes.capacityBytes }

    /// Hits, misses and bytes of the glyph cache, for `/metrics`.
    public var glyphCacheStatistics: (hits: Int, misses: Int, bytes: Int, entries: Int) {
        let statistics = glyphShapes.statistics
        return (statistics.hits, statistics.misses, statistics.bytes, statistics.entries)
    }
}
