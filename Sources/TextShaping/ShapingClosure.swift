/// The code points HarfBuzz may look up in a face's `cmap` while shaping text of some of its
/// characters, beyond those characters. A subset keeps them too: a browser shapes with the subset
/// alone, and a code point it lacks is a missing glyph (which the browser draws with a system
/// font) or another glyph than the whole face gives the server. What HarfBuzz looks up, from its
/// shapers and normalizer (`hb-ot-shape.cc`, `hb-ot-shape-normalize.cc`, `hb-ot-shaper-*.cc`):
///
/// - Thai and Lao SARA AM (U+0E33, U+0EB3): the Thai shaper always splits it into NIKHAHIT and
///   SARA AA before it looks glyphs up. Khmer's split vowels: the Khmer shaper takes U+17C1 as
///   their first part when the face has it.
/// - Canonical decompositions, every level of them: the Indic, Khmer, Myanmar and Universal
///   shapers decompose a character as far as the face has the parts, even one the face has, and
///   recompose only some (`COMPOSED_DIACRITICS_NO_SHORT_CIRCUIT`). The other shapers decompose
///   only a character the face lacks, never one its subset keeps; `shortCircuitScripts` are the
///   scripts with decompositions that they shape. Common and Inherited characters take the script
///   of the run around them, so they may be shaped by either kind.
/// - Mirrors: a right-to-left run draws a character as its Bidi_Mirroring_Glyph when the face
///   has that (then decomposes it as above).
/// - U+25CC DOTTED CIRCLE, which the Indic, Khmer, Myanmar, Universal and Hangul shapers put
///   under a mark that has no base; the others only at the start of a text flagged as such
///   (`HB_BUFFER_FLAG_BOT`), which the server never flags (`noDottedCircleScripts`).
/// - U+0020, whose glyph stands for default-ignorable characters (joiners, variation selectors).
/// - Compositions: the normalizer draws a starter and a following mark as their canonical
///   composite when the face has it ("Ε" and U+0301 as "Έ", 234 font units wider in DejaVu Sans).
///
/// Left out: the virama the Indic shaper looks up to find consonants' below-base forms matters
/// only in a syllable of several consonants, which holds a virama itself (and it would bring every
/// conjunct of the face along: a Devanagari file twice as large). Hebrew's presentation forms,
/// which HarfBuzz composes only for a face without mark positioning (the served ones have it), and
/// Hangul syllables, which its Hangul shaper composes from conjoining jamo.
enum ShapingClosure {
    /// The code points beyond `codepoints` that shaping them may look up and `coverage` (the
    /// face's `cmap`) maps: what a subset of `codepoints` keeps besides them.
    static func additions(to codepoints: CodepointSet, coverage: CodepointSet) -> CodepointSet {
        var found: [UInt32] = []
        var marks: [UInt32] = []
        for codepoint in codepoints.codepoints {
            lookups(of: codepoint, into: &found)
            if compositions[codepoint] != nil { marks.append(codepoint) }
        }
        guard !found.isEmpty || !marks.isEmpty else { return CodepointSet() }
        var added = Set(found.filter { coverage.contains($0) && !codepoints.contains($0) })
        marks += added.filter { compositions[$0] != nil }
        // A composite may compose with a further mark ("ơ" and U+0301 as "ớ"): until none is new.
        var grew = !marks.isEmpty
        while grew {
            grew = false
            for mark in marks {
                for (starter, composite) in compositions[mark]!
                where (codepoints.contains(starter) || added.contains(starter)) && coverage.contains(composite)
                    && !codepoints.contains(composite) && added.insert(composite).inserted
                {
                    grew = true
                }
            }
        }
        return CodepointSet(sorted: added.sorted())
    }

    /// Every code point that shaping `codepoint` may look up besides it, whether a face has it or
    /// not; with repeats.
    static func lookups(of codepoint: UInt32, into found: inout [UInt32]) {
        guard let scalar = Unicode.Scalar(codepoint) else { return }
        if codepoint & ~0x80 == 0x0E33 {
            found += [codepoint + 0x1A, codepoint - 1]  // NIKHAHIT, SARA AA
        } else if khmerSplitVowels.contains(codepoint) {
            found.append(0x17C1)
        }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { found.append(0x20) }
        let script = HarfBuzzUnicode.script(of: codepoint)
        if isMark(properties) && !noDottedCircleScripts.contains(script) { found.append(0x25CC) }
        let decomposes = !shortCircuitScripts.contains(script)
        if decomposes { decomposition(of: codepoint, into: &found) }
        let mirror = HarfBuzzUnicode.mirroring(of: codepoint)
        if mirror != codepoint {
            found.append(mirror)
            if decomposes { decomposition(of: mirror, into: &found) }
        }
    }

    /// Every part of the canonical decomposition of `codepoint`, at every level: HarfBuzz tries
    /// the deepest decomposition whose parts the face has, then shallower ones.
    private static func decomposition(of codepoint: UInt32, into found: inout [UInt32]) {
        guard let (first, second) = HarfBuzzUnicode.decomposition(of: codepoint) else { return }
        found.append(first)
        decomposition(of: first, into: &found)
        if second != 0 {
            found.append(second)
            decomposition(of: second, into: &found)
        }
    }

    /// The canonical compositions of a starter and a mark, by mark: what the normalizer composes
    /// (`hb_unicode_compose`, so not the composition exclusions), and the one exclusion the Indic
    /// shaper composes anyway. Made once, from the decompositions of planes 0 and 1, which hold
    /// every composite but Hangul syllables.
    static let compositions: [UInt32: [(starter: UInt32, composite: UInt32)]] = {
        var table: [UInt32: [(starter: UInt32, composite: UInt32)]] = [0x09BC: [(0x09AF, 0x09DF)]]
        for composite in UInt32(0)...0x1_FFFF where !(0xAC00...0xD7A3).contains(composite) {
            guard let (starter, mark) = HarfBuzzUnicode.decomposition(of: composite), mark != 0,
                HarfBuzzUnicode.composition(of: starter, mark) == composite,
                let scalar = Unicode.Scalar(mark), isMark(scalar.properties)
            else { continue }
            table[mark, default: []].append((starter, composite))
        }
        return table
    }()

    private static func isMark(_ properties: Unicode.Scalar.Properties) -> Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Scripts with canonical decompositions that HarfBuzz shapes with a shaper that takes a
    /// character the face has as it is (the default, Arabic, Hebrew and Hangul shapers). Left out
    /// of the closure, they keep Latin pages' files as they were and spare CJK subsets a jamo or
    /// kana part for every syllable.
    static let shortCircuitScripts: Set<UInt32> = Set(
        [
            "Latn", "Grek", "Cyrl", "Arab", "Hebr",
            "Hira", "Kana", "Hani", "Hang",
        ].map(HarfBuzzUnicode.script(tagged:)))

    /// Scripts whose shapers (the default, Arabic, Hebrew and Thai ones) put a dotted circle only
    /// at the start of a flagged text. Inherited marks are not among them: they may sit in a run
    /// of any script.
    static let noDottedCircleScripts: Set<UInt32> = Set(
        [
            "Latn", "Grek", "Cyrl", "Arab", "Hebr",
            "Thai", "Laoo", "Hira", "Kana", "Hani",
        ].map(HarfBuzzUnicode.script(tagged:)))

    /// Khmer vowels that the Khmer shaper splits with U+17C1 as their first part.
    static let khmerSplitVowels: Set<UInt32> = [0x17BE, 0x17BF, 0x17C0, 0x17C4, 0x17C5]
}
