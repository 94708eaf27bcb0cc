import Testing

@testable import TextShaping

@Suite struct BidiRunsTests {
    func runs(_ text: String) -> [String] {
        BidiRuns.runs(of: text).map { "\($0.isRightToLeft ? "R" : "L"):\($0.text)" }
    }

    @Test func leftToRightTextIsOneRunWithoutICU() {
        #expect(runs("Call Ali") == ["L:Call Ali"])
        #expect(runs("日本語のテキスト") == ["L:日本語のテキスト"])
        #expect(!BidiRuns.mayHoldRightToLeft("Ελληνικά и кириллица 😀"))
    }

    @Test func aSpaceBetweenDirectionsTakesTheParagraphsDirection() {
        #expect(runs("Call Ali علي") == ["L:Call Ali ", "R:علي"])
        #expect(runs("Shalom שלום 👋") == ["L:Shalom ", "R:שלום", "L: 👋"])
    }

    @Test func digitsInRightToLeftTextAreALeftToRightRunOfTheirOwn() {
        #expect(runs("שלום 123") == ["R:שלום ", "L:123"])
        #expect(runs("مرحبا 42 عالم") == ["R:مرحبا ", "L:42", "R: عالم"])
    }

    @Test func rightToLeftOnlyTextIsOneRightToLeftRun() {
        #expect(runs("مرحبا بالعالم") == ["R:مرحبا بالعالم"])
    }

    @Test func explicitControlsRaiseLevels() {
        // RLO … PDF overrides "abc" to level 1, so it is shaped right to left; RLE raises it to 2.
        #expect(runs("x \u{202E}abc\u{202C} y").contains { $0.hasPrefix("R:") && $0.contains("abc") })
        #expect(runs("x \u{202B}abc\u{202C} y").count > 1)
    }

    @Test func surrogatePairsStayWhole() {
        #expect(runs("👋שלום👋") == ["L:👋", "R:שלום", "L:👋"])
    }
}
