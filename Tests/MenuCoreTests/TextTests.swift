import MenuCore
import Testing

@Suite struct TextTests {
    /// 10 pt per character at size 20.
    let font = Font(.sans, size: 20, lineHeight: 24)

    @Test func standInMeasuresCharactersTimesAdvance() {
        #expect(measurer.width(of: "abcd", in: font) == 40)
        #expect(measurer.width(of: "abcd", in: Font(.sans, .bold, size: 20, lineHeight: 24)) == 50)
        #expect(measurer.width(of: "a", in: Font(.serif, size: 17, lineHeight: 20)) == 8.5)
        #expect(measurer.lineHeight(of: Font(.sans, size: 17, lineHeight: 20.3)) == 20.296875)
    }

    @Test func rounding64() {
        #expect(TextMetrics.ceil64(32.9) == 32.90625)
        #expect(TextMetrics.ceil64(32.921875) == 32.921875)
        #expect(TextMetrics.floor64(20.5) == 20.5)
        #expect(TextMetrics.floor64(20.01) == 20)
    }

    @Test func greedyBreaking() {
        // "aaa bbb" is 70 wide: fits in 70, not in 69.
        #expect(LineBreaker.lines(of: "aaa bbb ccc", width: 70, font: font, measurer: measurer) == ["aaa bbb", "ccc"])
        #expect(
            LineBreaker.lines(of: "aaa bbb ccc", width: 69, font: font, measurer: measurer) == ["aaa", "bbb", "ccc"])
        #expect(LineBreaker.lines(of: "aaa bbb ccc", width: 110, font: font, measurer: measurer) == ["aaa bbb ccc"])
    }

    @Test func oneSixtyFourthTolerance() {
        // 10 + 1/64 per character, so "a b" is 30 + 3/64 wide and fits from 30 + 2/64.
        let odd = FixedAdvanceMeasurer(advance: 0.5 + 1.0 / 1280)
        #expect(odd.width(of: "a b", in: font) == 30.046875)
        #expect(LineBreaker.lines(of: "a b", width: 30.03125, font: font, measurer: odd) == ["a b"])
        #expect(LineBreaker.lines(of: "a b", width: 30.015625, font: font, measurer: odd) == ["a", "b"])
    }

    @Test func overflowingFirstWordStaysOnItsLine() {
        #expect(LineBreaker.lines(of: "abcdefgh ij", width: 30, font: font, measurer: measurer) == ["abcdefgh", "ij"])
    }

    @Test func tabsAndRunsOfSpacesCollapse() {
        #expect(
            LineBreaker.lines(of: "  aa\t\tbb   cc ", width: 50, font: font, measurer: measurer) == ["aa bb", "cc"])
        #expect(LineBreaker.lines(of: "   ", width: 50, font: font, measurer: measurer) == [])
        #expect(LineBreaker.height(of: "aa bb cc", width: 50, font: font, measurer: measurer) == 48)
    }

    @Test func truncationWithEllipsis() {
        #expect(TextFitting.truncated("abcdef", width: 60, font: font, measurer: measurer) == "abcdef")
        #expect(TextFitting.truncated("abcdef", width: 59, font: font, measurer: measurer) == "abcd…")
        #expect(TextFitting.truncated("ab cdef", width: 40, font: font, measurer: measurer) == "ab…")
        #expect(TextFitting.truncated("abcdef", width: 1, font: font, measurer: measurer) == "a…")
    }

    @Test func shrinkToFit() {
        #expect(TextFitting.shrunkFont(for: "abcd", width: 40, font: font, minimumSize: 9, measurer: measurer) == font)
        let shrunk = TextFitting.shrunkFont(for: "abcd", width: 30, font: font, minimumSize: 9, measurer: measurer)
        #expect(shrunk == Font(.sans, size: 15, lineHeight: 18))
        let floor = TextFitting.shrunkFont(for: "abcdefghij", width: 10, font: font, minimumSize: 9, measurer: measurer)
        #expect(floor.size == 9)
    }
}
