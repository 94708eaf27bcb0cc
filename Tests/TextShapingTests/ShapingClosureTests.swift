import Testing

@testable import TextShaping

/// What a subset keeps besides its characters (`ShapingClosure`), and what that costs: the
/// recipe in a subset's URL is unchanged, at most 240 code points, so the closure is bounded per
/// character, and leaves alone the files of Latin and CJK text, whose shapers never look it up.
@Suite struct ShapingClosureTests {
    static let measurer = try? HarfBuzzTextMeasurer(files: .debian)

    /// Every code point in one set, as if a face mapped them all.
    static let everything = CodepointSet(sorted: (0...0x10_FFFF).filter { !(0xD800...0xDFFF).contains($0) })

    static func additions(_ text: String, style: Int = 0, face name: String) throws -> CodepointSet {
        let measurer = try #require(measurer)
        let chain = measurer.chains[style]
        let position = try #require(chain.faces.firstIndex { $0.familyName == name })
        let drawn = CodepointSet(scalarsOf: [text]).intersection(chain.ranges[position])
        return ShapingClosure.additions(to: drawn, coverage: chain.faces[position].coverage)
    }

    @Test func thaiAndLaoAmBringTheirTwoParts() throws {
        #expect(try Self.additions("สำหรับ", style: 1, face: "Noto Sans Thai").cssUnicodeRange == "U+E32, U+E4D")
        // Without SARA AM, Thai brings nothing: its shaper puts no dotted circle under its marks.
        #expect(try Self.additions("ตั้งค่าสีพื้นหลัง", face: "Noto Sans Thai").isEmpty)
        #expect(try Self.additions("ຄຳ", style: 1, face: "DejaVu Sans").cssUnicodeRange == "U+EB2, U+ECD")
    }

    /// A Devanagari vowel sign brings the dotted circle, which the Indic shaper puts under it when
    /// it has no base. The rule's `unicode-range` names only what the closure brings that the face
    /// draws in its chain (Chromium looks nothing up in a face outside it): DejaVu draws U+25CC.
    @Test func theRangeNamesWhatTheFaceDraws() throws {
        let measurer = try #require(Self.measurer)
        for (text, range) in [("सेट", ""), ("สำหรับ", "U+E32, U+E4D")] {
            let slices = measurer.slices(of: CodepointSet(scalarsOf: [text])).filter { $0.style == 1 }
            #expect(slices.count == 1)
            let additions = measurer.shapingAdditions(to: try #require(slices.first))
            #expect(additions.file.contains(0x25CC) == range.isEmpty, "\(text)")
            #expect(additions.range.cssUnicodeRange == range, "\(text)")
        }
    }

    /// A one-sided bracket or relation brings its mirror, which a right-to-left run draws.
    @Test func mirrorsComeAlong() throws {
        #expect(try Self.additions("‹", face: "DejaVu Sans").cssUnicodeRange == "U+203A")
        #expect(
            ShapingClosure.additions(to: CodepointSet(sorted: [0x2264]), coverage: Self.everything).contains(0x2265))
    }

    /// A starter and a mark bring their composite, which the normalizer draws instead, and that
    /// composite with a further mark brings theirs.
    @Test func compositionsComeAlong() throws {
        #expect(try Self.additions("l\u{30C}", face: "DejaVu Sans").cssUnicodeRange == "U+13E, U+25CC")
        let vietnamese = try Self.additions("Vie\u{323}\u{302}t o\u{31B}\u{301}", face: "DejaVu Sans")
        #expect([0x1EB9, 0x1EC7, 0x01A1, 0x1EDB].allSatisfy(vietnamese.contains), "\(vietnamese.cssUnicodeRange)")
        // (An Inherited mark may sit in a run of a syllabic script, so U+25CC comes too.)
        // Devanagari NNNA is NA and NUKTA composed; QA (U+0958) is not, being a composition exclusion.
        #expect(try Self.additions("\u{928}\u{93C}\u{915}", face: "Noto Sans Devanagari").contains(0x0929))
        #expect(try !Self.additions("\u{915}\u{93C}", face: "Noto Sans Devanagari").contains(0x0958))
    }

    /// Latin-1's letters decompose, but the default shaper draws a letter the face has as it is:
    /// the shared file of every page, and a page of Latin, Greek, Cyrillic, CJK or Korean text,
    /// have the same files, and names, as before the closure.
    @Test func latinAndCJKFilesAreAsBefore() throws {
        let measurer = try #require(Self.measurer)
        for style in 0..<4 {
            let dejaVu = measurer.chains[style].faces[0]
            let shared = HarfBuzzTextMeasurer.shared.intersection(measurer.chains[style].ranges[0])
            #expect(ShapingClosure.additions(to: shared, coverage: dejaVu.coverage).isEmpty)
            let slices = measurer.slices(of: CodepointSet(scalarsOf: ["Ångström ĉĝĥ Ώρα Ёлка", "が背景色を設定する 배경색 설정"]))
            for slice in slices where slice.style == style {
                #expect(measurer.shapingAdditions(to: slice).file.isEmpty, "\(slice.face)")
            }
        }
    }

    /// The bound the recipe's 240 code points put on a file: each character brings at most 4 code
    /// points (every level of a decomposition, as the Kannada vowel sign OO has three; or a mirror,
    /// as "≮" brings "≯", with both their parts), and U+0020 and U+25CC come once: at most 1,202,
    /// and the composites of those, at most as many as the face has.
    @Test func eachCharacterBringsAtMostFour() {
        var most = 0
        for range in Self.everything.ranges {
            for codepoint in range {
                var found: [UInt32] = []
                ShapingClosure.lookups(of: codepoint, into: &found)
                most = max(most, Set(found).subtracting([0x20, 0x25CC, codepoint]).count)
            }
        }
        #expect(most == 4)
    }
}
