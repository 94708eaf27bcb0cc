/// The faces a page needs, cut down to its characters: what the pages' `@font-face` rules name.
extension HarfBuzzTextMeasurer {
    /// The characters of a page that one face of one style's chain draws.
    public struct FaceSlice: Sendable, Hashable {
        /// The chain's position in `FontFiles.chains` (sans, sans bold, serif, serif bold).
        public var style: Int
        /// The face's position in the chain.
        public var position: Int
        public var face: FaceReference
        /// The page's characters that this face draws: its subset, and its `unicode-range`.
        public var codepoints: CodepointSet
        /// `ttf` or `otf`.
        public var fileExtension: String
    }

    /// The CSS family and weight of each style, in `FontFiles.chains` order.
    public static let cssFaces: [(family: String, weight: Int)] = [
        ("Playground Sans", 400), ("Playground Sans", 700), ("Playground Serif", 400), ("Playground Serif", 700),
    ]

    /// For every style and every face of its chain that draws some of `codepoints`, those
    /// characters.
    public func slices(of codepoints: CodepointSet) -> [FaceSlice] {
        var slices: [FaceSlice] = []
        for (style, chain) in chains.enumerated() {
            for (position, range) in chain.ranges.enumerated() {
                let drawn = range.intersection(codepoints)
                guard !drawn.isEmpty else { continue }
                let face = chain.faces[position]
                for part in Self.sharedPart(of: drawn, range: range) + Self.chunks(of: drawn.subtracting(Self.shared)) {
                    slices.append(
                        FaceSlice(
                            style: style, position: position, face: face.reference, codepoints: part,
                            fileExtension: face.fileExtension))
                }
            }
        }
        return slices
    }

    /// Characters most pages have (ASCII, Latin-1, common punctuation): a face's subset of all of
    /// them is one file every page that uses any of them names, so the browser downloads it once
    /// for the whole site instead of a new subset for every page's new mix of letters.
    static let shared = CodepointSet(
        sorted: Array(0x20...0x7E) + Array(0xA0...0xFF) + Array(0x2010...0x2027) + [0x20AC, 0x2122, 0x2212])

    /// The face's file of shared characters, when the page uses any of them.
    static func sharedPart(of drawn: CodepointSet, range: CodepointSet) -> [CodepointSet] {
        drawn.intersection(shared).isEmpty ? [] : [range.intersection(shared)]
    }

    /// The most code points one subset's recipe holds: a page of a thousand CJK characters gets
    /// several files, each subset within the per-request budget (the cost of a subset of 240
    /// Noto Serif CJK glyphs is in BENCHMARKS.md, font work) and loaded by the browser in parallel, and each file's
    /// recipe fits its URL (`compactBytes`: at most 788 bytes for 240, `CodepointSetBytesTests`).
    /// The file holds what shaping them may look up too (`ShapingClosure`), which the recipe does
    /// not count: at most 4 more a character and 2 once, none for ideographs or Hangul.
    public static let codepointsPerSubset = 240

    /// `codepoints` split into parts of at most `codepointsPerSubset`. Ideographs and Hangul
    /// syllables are split off first: each is a glyph of its own, never shaped with its
    /// neighbours, so drawing a run from several files of one face changes no advance. The rest
    /// (joining scripts, marks, emoji sequences) stays in one part unless it alone passes the
    /// cap, which no page of real text does; then the browser shapes each part on its own.
    static func chunks(of codepoints: CodepointSet) -> [CodepointSet] {
        guard codepoints.count > codepointsPerSubset else { return codepoints.isEmpty ? [] : [codepoints] }
        var rest: [UInt32] = []
        var ideographs: [UInt32] = []
        for codepoint in codepoints.codepoints {
            if isIndependentGlyph(codepoint) {
                ideographs.append(codepoint)
            } else {
                rest.append(codepoint)
            }
        }
        return parts(of: rest) + parts(of: ideographs)
    }

    private static func parts(of sorted: [UInt32]) -> [CodepointSet] {
        stride(from: 0, to: sorted.count, by: codepointsPerSubset).map { start in
            CodepointSet(sorted: sorted[start..<min(start + codepointsPerSubset, sorted.count)])
        }
    }

    /// CJK unified and compatibility ideographs, and precomposed Hangul syllables.
    private static func isIndependentGlyph(_ codepoint: UInt32) -> Bool {
        switch codepoint {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7A3, 0x20000...0x3FFFF: true
        default: false
        }
    }

    /// The slice of `codepoints` of the face at `position` in the chain of `style`, if that face
    /// draws them all and they fit one subset; what a subset's URL names, checked.
    public func slice(style: Int, position: Int, codepoints: CodepointSet) -> FaceSlice? {
        guard chains.indices.contains(style), chains[style].faces.indices.contains(position),
            !codepoints.isEmpty, codepoints.count <= Self.codepointsPerSubset,
            codepoints.intersection(chains[style].ranges[position]) == codepoints
        else { return nil }
        let face = chains[style].faces[position]
        return FaceSlice(
            style: style, position: position, face: face.reference, codepoints: codepoints,
            fileExtension: face.fileExtension)
    }

    /// The first place, over every chain, of `slice`'s face where it draws all of `slice`'s
    /// characters. A face in several chains (Noto Color Emoji ends all four) then has one URL for
    /// one subset, which the browser downloads once for every style that names it.
    public func firstPlace(of slice: FaceSlice) -> (style: Int, position: Int) {
        for (style, chain) in chains.enumerated() {
            for (position, face) in chain.faces.enumerated()
            where face.reference == slice.face
                && slice.codepoints.intersection(chain.ranges[position]) == slice.codepoints
            {
                return (style, position)
            }
        }
        return (slice.style, slice.position)
    }

    /// Bytes that tell this face from another file or another version of it (its `head`, with
    /// the whole file's checksum and the font's revision and dates, `maxp`, `hhea`, `OS/2` and
    /// `name`), for a digest in its subsets' URLs; nil for a position no chain has.
    public func identity(style: Int, position: Int) -> [UInt8]? {
        guard chains.indices.contains(style), chains[style].faces.indices.contains(position) else { return nil }
        return chains[style].faces[position].identity
    }

    /// What shaping the characters of `slice` may look up besides them (`ShapingClosure`):
    /// `file`, those its face maps, which its subset keeps too (files made before the closure did
    /// not); `range`, those of them its face draws in its chain, which its rule's `unicode-range`
    /// names too, since Chromium looks a code point up in a downloaded face only inside that
    /// range (`HarfBuzzGetGlyph`). Empty for most slices, whose files are as before.
    public func shapingAdditions(to slice: FaceSlice) -> (file: CodepointSet, range: CodepointSet) {
        guard chains.indices.contains(slice.style), chains[slice.style].faces.indices.contains(slice.position)
        else { return (CodepointSet(), CodepointSet()) }
        let face = chains[slice.style].faces[slice.position]
        let file = ShapingClosure.additions(to: slice.codepoints, coverage: face.coverage)
        return (file, file.isEmpty ? file : file.intersection(chains[slice.style].ranges[slice.position]))
    }

    /// The font file of `slice`: its face keeping its characters and what shaping them may look
    /// up (`ShapingClosure`); nil if HarfBuzz fails.
    public func subset(_ slice: FaceSlice) -> [UInt8]? {
        guard chains.indices.contains(slice.style), chains[slice.style].faces.indices.contains(slice.position)
        else { return nil }
        return chains[slice.style].faces[slice.position].subset(keeping: slice.codepoints)
    }
}
