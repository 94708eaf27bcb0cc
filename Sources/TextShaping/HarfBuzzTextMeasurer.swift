import MenuCore

/// Measures text as Chromium does (docs/design.md, “Text measurement”): each string is split
/// into runs by face and script (`FaceChain`), HarfBuzz shapes each run on its face with kerning
/// on (or off), each run's advances are summed in its face's units (the font's scale is its
/// units per em, so no hinting or pixel rounding) and scaled to the font size, and the total is
/// rounded up to 1/64 pt.
///
/// Thread safety: the faces and fonts are created once, made immutable and never changed;
/// every call shapes into its own `hb_buffer_t`, so concurrent calls share only immutable
/// HarfBuzz objects, which HarfBuzz documents as safe to use from several threads.
/// FreeType only opens each file once at load time, to reject files that are not fonts.
public final class HarfBuzzTextMeasurer: TextMeasurer, @unchecked Sendable {
    /// The chains of the four styles, in `FontFiles.chains` order.
    let chains: [FaceChain]
    /// Each chain's faces' numbers in the caches: a face shared by chains is one number.
    let cacheFaces: [[Int]]
    let kerning: Bool
    private let cache: AdvanceCache
    /// Outlines and bitmaps of the glyphs `glyphs(of:in:)` drew, by face and glyph.
    let glyphShapes: GlyphShapeCache

    /// The default bound of the measurement cache: about 20,000 labels.
    public static let defaultCacheBytes = 4 << 20

    /// The default bound of the glyph cache: about 2,000 Latin outlines, or 500 emoji.
    public static let defaultGlyphCacheBytes = 8 << 20

    /// Loads every face of the four chains. Throws naming the file that is missing or not a
    /// font. `cacheBytes` bounds the cache of measured runs (0 turns it off).
    public convenience init(files: FontFiles = .dejaVu, kerning: Bool = true, cacheBytes: Int = defaultCacheBytes)
        throws(FontLoadingError)
    {
        try self.init(
            files: files, kerning: kerning, cacheBytes: cacheBytes, glyphCacheBytes: Self.defaultGlyphCacheBytes)
    }

    /// As `init(files:kerning:cacheBytes:)`, with `glyphCacheBytes` bounding the cache of glyph
    /// outlines and bitmaps that `glyphs(of:in:)` draws with (0 turns it off).
    public init(
        files: FontFiles = .dejaVu, kerning: Bool = true, cacheBytes: Int = defaultCacheBytes, glyphCacheBytes: Int
    ) throws(FontLoadingError) {
        self.kerning = kerning
        cache = AdvanceCache(capacityBytes: cacheBytes)
        glyphShapes = GlyphShapeCache(capacityBytes: glyphCacheBytes)
        var loaded: [FaceReference: (face: Face, number: Int)] = [:]
        var chains: [FaceChain] = []
        var cacheFaces: [[Int]] = []
        for chain in files.chains {
            var faces: [Face] = []
            var numbers: [Int] = []
            for text in chain {
                guard let reference = FaceReference(text) else {
                    throw FontLoadingError(path: text, reason: "the face index after # is not a number")
                }
                if loaded[reference] == nil { loaded[reference] = (try Face(reference), loaded.count) }
                faces.append(loaded[reference]!.face)
                numbers.append(loaded[reference]!.number)
            }
            guard !faces.isEmpty else { throw FontLoadingError(path: "", reason: "a chain names no face") }
            chains.append(FaceChain(faces: faces))
            cacheFaces.append(numbers)
        }
        self.chains = chains
        self.cacheFaces = cacheFaces
    }

    /// Each bidi level run's width is rounded up to 1/64 pt on its own, as Chromium rounds each
    /// inline item (`BidiRuns`).
    public func width(of text: String, in font: Font) -> Double {
        let style = Self.style(of: font)
        // Printable ASCII is one left-to-right level run (`BidiRuns`) of one face run in the
        // chain's ASCII face (`FaceChain.runs`): once shaped, its width is one lookup away, with
        // none of the runs' arrays the general path makes.
        let chain = chains[style]
        if let face = chain.asciiFace, !text.isEmpty, TextSize.isPrintableASCII(text),
            let units = cache.advance(of: text, face: cacheFaces[style][face] * 2, countingMisses: false)
        {
            return TextMetrics.ceil64(Double(units) * font.size / Double(chain.faces[face].unitsPerEm))
        }
        let shaped = text.replacingTabs
        var width = 0.0
        for run in BidiRuns.runs(of: shaped) {
            width += TextMetrics.ceil64(self.width(of: run, whole: shaped, style: style, size: font.size))
        }
        return width
    }

    /// The unrounded width of one level run: the sum of its face and script runs' advances.
    func width(of levelRun: BidiRuns.Run, whole: String, style: Int, size: Double) -> Double {
        let chain = chains[style]
        let runs = chain.runs(of: levelRun.text)
        var width = 0.0
        for run in runs {
            let face = chain.faces[run.face]
            // Advances differ by direction (mirrored brackets), so the direction is part of the key.
            let number = cacheFaces[style][run.face] * 2 + (levelRun.isRightToLeft ? 1 : 0)
            // Most texts are one run: the key is then the string itself, not a copy.
            let key = run.text.utf8.count == whole.utf8.count ? whole : String(run.text)
            let units: Int
            if let cached = cache.advance(of: key, face: number) {
                units = cached
            } else {
                units = face.advance(
                    of: run.text, script: run.script, rightToLeft: levelRun.isRightToLeft, kerning: kerning)
                cache.insert(units, of: key, face: number)
            }
            width += Double(units) * size / Double(face.unitsPerEm)
        }
        return width
    }

    /// The family names of the faces that draw `text` in `font`, run by run.
    func faceNames(of text: String, in font: Font) -> [String] {
        let chain = chains[Self.style(of: font)]
        return chain.runs(of: text[...]).map { chain.faces[$0.face].familyName }
    }

    /// The position of `font`'s chain in `FontFiles.chains`.
    static func style(of font: Font) -> Int {
        (font.family == .serif ? 2 : 0) + (font.weight.usesBoldFace ? 1 : 0)
    }

    /// The bound of the measurement cache, in bytes.
    public var cacheCapacityBytes: Int { cache.capacityBytes }

    /// A cache of at least 1 MiB holds every text one request can measure (a 64 KiB body's
    /// labels and the prefixes tried to truncate them), so a request's repeats hit it.
    public var remembersMeasurements: Bool { cache.capacityBytes >= 1 << 20 }

    /// Hits, misses and bytes of the measurement cache, for `/metrics`.
    public var cacheStatistics: (hits: Int, misses: Int, bytes: Int, entries: Int) {
        let statistics = cache.statistics
        return (statistics.hits, statistics.misses, statistics.bytes, statistics.entries)
    }
}

extension String {
    /// Chromium moves tabs to tab stops; shaping would measure a glyph. Count them as spaces.
    var replacingTabs: String {
        utf8.contains(0x09) ? String(map { $0 == "\t" ? " " : $0 }) : self
    }
}
