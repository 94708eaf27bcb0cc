import MenuCore
import Testing

/// `LineBreaker` at a measurer's break opportunities, and truncation on grapheme boundaries, with
/// the fixed-advance stand-in (10 pt per character at size 20).
@Suite struct LineBreakOpportunityTests {
    let font = Font(.sans, size: 20, lineHeight: 24)

    /// The stand-in, breaking where a line breaker for CJK would: after every character that is
    /// not a space, and after spaces.
    struct EveryCharacterMeasurer: TextMeasurer {
        var base = FixedAdvanceMeasurer()

        func width(of text: String, in font: Font) -> Double {
            base.width(of: text, in: font)
        }

        func lineBreakOpportunities(in text: String) -> [String.Index] {
            text.indices.dropFirst().filter { text[$0] != " " }
        }
    }

    @Test func defaultOpportunitiesAreAfterSpaces() {
        let text = "ab cd ef"
        let breaks = FixedAdvanceMeasurer().lineBreakOpportunities(in: text)
        #expect(breaks.map { text.distance(from: text.startIndex, to: $0) } == [3, 6])
        #expect(FixedAdvanceMeasurer().lineBreakOpportunities(in: "会議は明日") == [])
    }

    @Test func breaksBetweenAnyCharactersWhenTheMeasurerSaysSo() {
        let lines = LineBreaker.lines(of: "会議は明日の午前", width: 30, font: font, measurer: EveryCharacterMeasurer())
        #expect(lines == ["会議は", "明日の", "午前"])
    }

    @Test func trailingSpaceHangs() {
        // "aaa " is 40 wide, but its space hangs: "aaa" fits in 30.
        let lines = LineBreaker.lines(of: "aaa bbb", width: 30, font: font, measurer: EveryCharacterMeasurer())
        #expect(lines == ["aaa", "bbb"])
    }

    @Test func whiteSpaceCollapses() {
        let lines = LineBreaker.lines(
            of: "  aaa \t\n bbb  ", width: 1_000, font: font, measurer: FixedAdvanceMeasurer())
        #expect(lines == ["aaa bbb"])
        #expect(LineBreaker.lines(of: " \t ", width: 100, font: font, measurer: FixedAdvanceMeasurer()) == [])
    }

    @Test func overwideFirstSegmentStaysOnItsLine() {
        let lines = LineBreaker.lines(
            of: "abcdefgh ij", width: 30, font: font, measurer: FixedAdvanceMeasurer())
        #expect(lines == ["abcdefgh", "ij"])
    }

    /// Every width from one character to the whole: the kept prefix is whole characters (extended
    /// grapheme clusters), never a scalar of one.
    @Test(arguments: [
        "👨‍👩‍👧‍👦👩🏽‍💻👨‍👩‍👧‍👦 family",
        "🇯🇵🇫🇷🇩🇪🇬🇧🇺🇸",
        "👍🏽👍🏿👍🏻 ok",
        "ที่นี่มีน้ำกำลังดี",
        "नमस्ते क्षत्रिय हिन्दी",
        "e\u{301}e\u{301}e\u{301}e\u{301}",
    ])
    func truncationKeepsWholeGraphemes(text: String) {
        let measurer = FixedAdvanceMeasurer()
        let characters = Array(text)
        for count in 1...characters.count {
            let width = Double(count) * 10
            let line = TextFitting.truncated(text, width: width, font: font, measurer: measurer)
            guard line != text else { continue }
            let kept = Array(line.dropLast())
            #expect(line.last == "…")
            #expect(Array(characters.prefix(kept.count)) == kept)
            #expect(text.unicodeScalars.starts(with: String(kept).unicodeScalars), "\(line) in \(width)")
            let keptScalars = String(kept).unicodeScalars.count
            let boundary = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: keptScalars)
            // A grapheme boundary of `text`: a Character index, not inside a cluster.
            #expect(text.indices.contains(boundary) || boundary == text.endIndex, "\(line) in \(width)")
        }
    }

    @Test func clustersAreSingleCharacters() {
        // What truncation keeps or drops as one: a family (ZWJ sequence), a flag (two regional
        // indicators), a Thai syllable with its vowel and tone marks, a Devanagari conjunct.
        #expect("👨‍👩‍👧‍👦".count == 1)
        #expect("🇯🇵".count == 1)
        #expect("ที่".count == 1)
        #expect("क्ष".count == 1)
    }
}
