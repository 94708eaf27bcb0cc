import MenuCore
import Testing

@testable import TextShaping

/// Where `glyphs(of:in:)` puts the pen: by the same shaping as `width(of:in:)`, level runs in
/// visual order, each placed at the snapped widths of the runs left of it.
@Suite struct GlyphLayoutTests {
    static let measurer = try? HarfBuzzTextMeasurer(files: .debian)
    let sans = Font(.sans, size: 17, lineHeight: 20)

    /// The end of the line's glyphs as Chromium places its level runs: every run but the last
    /// (visually) at its width rounded up to 1/64, then the last run's unrounded width.
    func expectedEnd(of text: String, in font: Font, measurer: HarfBuzzTextMeasurer) -> Double {
        let runs = BidiRuns.runs(of: text)
        let style = HarfBuzzTextMeasurer.style(of: font)
        let widths = BidiRuns.visualOrder(of: runs).map {
            measurer.width(of: runs[$0], whole: text, style: style, size: font.size)
        }
        return widths.dropLast().reduce(0) { $0 + TextMetrics.ceil64($1) } + (widths.last ?? 0)
    }

    @Test(arguments: [
        "Edit", "AVAVA", "Ta", "Set background color:", "مرحبا بالعالم", "שלום עולם", "牛乳を買う", "우유 사기",
        "ภาษาไทย", "दूध खरीदें", "Party 🎉 time", "👨‍👩‍👧‍👦 Family", "🇯🇵👍🏽",
    ])
    func aOneRunLineEndsAtTheUnroundedWidth(_ text: String) throws {
        let measurer = try #require(Self.measurer)
        let glyphs = measurer.layOut(text, in: sans)
        let run = try #require(BidiRuns.runs(of: text).first)
        #expect(BidiRuns.runs(of: text).count == 1)
        let unrounded = measurer.width(of: run, whole: text, style: 0, size: sans.size)
        #expect(glyphs.last?.end == unrounded)
        #expect(TextMetrics.ceil64(unrounded) == measurer.width(of: text, in: sans))
        #expect(glyphs.first?.pen == 0)
    }

    @Test(arguments: ["abc שלום def", "Call Ali علي", "مرحبا 42 عالم", "abc שלום 123 עולם def", "Shalom שלום 👋"])
    func aMixedLineEndsWhereChromiumPutsIt(_ text: String) throws {
        let measurer = try #require(Self.measurer)
        let end = try #require(measurer.layOut(text, in: sans).last?.end)
        #expect(end == expectedEnd(of: text, in: sans, measurer: measurer))
        // The last run's start is on the 1/64 grid, so rounding its end rounds the line's.
        #expect(TextMetrics.ceil64(end) == measurer.width(of: text, in: sans))
    }

    /// Every string Chromium measured, in every style: the glyphs end where its width says.
    @Test(arguments: ScriptWidthTests.fixture.widths)
    func theGlyphsOfEveryChromiumRowEndAtItsWidth(_ row: ScriptWidthTests.Row) throws {
        let measurer = try #require(Self.measurer)
        let font = ScriptWidthTests.font(row.style, size: row.size)
        let end = try #require(measurer.layOut(row.text, in: font).last?.end)
        #expect(TextMetrics.ceil64(end) == row.width)
    }

    @Test func kerningMovesThePen() throws {
        let kerned = try HarfBuzzTextMeasurer(kerning: true)
        let plain = try HarfBuzzTextMeasurer(kerning: false)
        // DejaVu Sans kerns "AV": the V starts further left.
        let kernedV = try #require(kerned.layOut("AV", in: sans).last?.pen)
        let plainV = try #require(plain.layOut("AV", in: sans).last?.pen)
        #expect(kernedV < plainV)
    }

    @Test func penPositionsAreThePlacedGlyphsPositions() throws {
        let measurer = try #require(Self.measurer)
        let text = "Tab\there, e\u{301} שלום"
        let laidOut = measurer.layOut(text, in: sans)
        let placed = measurer.glyphs(of: text, in: sans)
        #expect(placed.map(\.x) == laidOut.map { $0.pen + $0.offsetX })
        #expect(placed.map(\.y) == laidOut.map(\.offsetY))
        // Pens never go back, and each glyph's end is the next one's pen inside a run.
        for (glyph, next) in zip(laidOut, laidOut.dropFirst()) {
            #expect(next.pen >= glyph.end)
            #expect(next.pen - glyph.end < 1.0 / 64)
        }
    }

    @Test func aCombiningMarkIsOffsetFromItsPen() throws {
        let measurer = try #require(Self.measurer)
        // HarfBuzz composes "e" + U+0301 to "é" when the face has it: use a base without a
        // precomposed form, so the mark is a glyph of its own that GPOS moves.
        let glyphs = measurer.layOut("x\u{301}", in: sans)
        #expect(glyphs.count == 2)
        #expect(glyphs.last.map { $0.offsetX != 0 || $0.offsetY != 0 } == true)
        #expect(glyphs.last.map { $0.end == $0.pen } == true)
    }

    @Test func tabsAreShapedAsSpaces() throws {
        let measurer = try #require(Self.measurer)
        #expect(measurer.layOut("a\tb", in: sans) == measurer.layOut("a b", in: sans))
    }

    @Test func anEmptyLineHasNoGlyphs() throws {
        let measurer = try #require(Self.measurer)
        #expect(measurer.glyphs(of: "", in: sans).isEmpty)
    }

    /// The glyph ids of `text` laid out one character at a time, each in its own direction.
    func ids(ofEach text: String, measurer: HarfBuzzTextMeasurer) -> [UInt32] {
        text.map { measurer.layOut(String($0), in: sans).map(\.id) }.flatMap { $0 }
    }

    @Test func aRightToLeftRunIsDrawnRightToLeft() throws {
        let measurer = try #require(Self.measurer)
        let glyphs = measurer.layOut("abc שלום def", in: sans)
        // Visually: "abc ", then שלום from its last letter to its first, then " def".
        #expect(glyphs.map(\.id) == ids(ofEach: "abc םולש def", measurer: measurer))
        let hebrew = glyphs[4..<8].map(\.pen)
        #expect(hebrew == hebrew.sorted())
        let placed = measurer.glyphs(of: "abc שלום def", in: sans)
        #expect(placed[7].shape == measurer.glyphs(of: "ש", in: sans).first?.shape)
    }

    @Test func theScriptRunsOfARightToLeftRunAreDrawnRightToLeft() throws {
        let measurer = try #require(Self.measurer)
        // One level run, one face (DejaVu Sans), two script runs: "שלום " and "مرحبا". The Arabic
        // word, logically second, comes first from the left.
        let glyphs = measurer.layOut("שלום مرحبا", in: sans)
        let arabic = measurer.layOut("مرحبا", in: sans).map(\.id)
        #expect(glyphs.map(\.id) == arabic + ids(ofEach: " םולש", measurer: measurer))
        #expect(Set(glyphs.map(\.face)) == [0])
        let end = try #require(glyphs.last?.end)
        #expect(TextMetrics.ceil64(end) == measurer.width(of: "שלום مرحبا", in: sans))
    }

    @Test func digitsInsideRightToLeftTextKeepTheirOrder() throws {
        let measurer = try #require(Self.measurer)
        // Levels 0 ("abc "), 1 ("שלום "), 2 ("123"), 1 (" עולם"), 0 (" def"): rule L2 reverses the
        // runs at level 1 and above, and each right-to-left run's letters.
        let glyphs = measurer.layOut("abc שלום 123 עולם def", in: sans)
        #expect(glyphs.map(\.id) == ids(ofEach: "abc םלוע 123 םולש def", measurer: measurer))
    }
}
