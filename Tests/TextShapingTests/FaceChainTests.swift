import MenuCore
import Testing

@testable import TextShaping

/// Itemization: which face draws each run, as Chromium's fallback picks it (the faces Chromium
/// named for these strings are in Fixtures/chromium-widths.json; ScriptWidthTests checks them all).
@Suite struct FaceChainTests {
    static let measurer = try? HarfBuzzTextMeasurer(files: .debian)
    let sans = Font(.sans, size: 17, lineHeight: 20)

    func runs(_ text: String) throws -> [String] {
        let measurer = try #require(Self.measurer)
        let chain = measurer.chains[0]
        return chain.runs(of: text[...]).map { "\(chain.faces[$0.face].familyName): \($0.text)" }
    }

    @Test func aZWJFamilyIsOneEmojiRun() throws {
        #expect(try runs("👨‍👩‍👧‍👦 Family") == ["Noto Color Emoji: 👨‍👩‍👧‍👦", "DejaVu Sans:  Family"])
    }

    @Test func flagsAndSkinTonesStayWhole() throws {
        #expect(try runs("🇯🇵👍🏽") == ["Noto Color Emoji: 🇯🇵👍🏽"])
    }

    @Test func spacesAndPunctuationStayWithTheFaceThatHasThem() throws {
        #expect(try runs("Buy milk — 牛乳") == ["DejaVu Sans: Buy milk — ", "Noto Sans CJK JP: 牛乳"])
        // Han and Hiragana are two scripts, so two runs; in one face, their advances add up.
        #expect(try runs("牛乳を") == ["Noto Sans CJK JP: 牛乳", "Noto Sans CJK JP: を"])
        #expect(try runs("우유 사기") == ["Noto Sans CJK JP: 우유", "DejaVu Sans:  ", "Noto Sans CJK JP: 사기"])
    }

    @Test func aScriptChangeInOneFaceStartsARun() throws {
        // DejaVu Sans has Hebrew: one face, two scripts, two runs (Chromium shapes them apart).
        #expect(try runs("Shalom שלום") == ["DejaVu Sans: Shalom ", "DejaVu Sans: שלום"])
    }

    @Test func marksFollowTheirBase() throws {
        #expect(try runs("दूध") == ["Noto Sans Devanagari: दूध"])
        #expect(try runs("e\u{301}") == ["DejaVu Sans: e\u{301}"])
    }

    @Test func theCacheHoldsRunsSoSharedRunsAreLookups() throws {
        let measurer = try HarfBuzzTextMeasurer(files: .debian)
        _ = measurer.width(of: "牛乳", in: sans)
        let before = measurer.cacheStatistics.hits
        _ = measurer.width(of: "Buy 牛乳", in: sans)
        #expect(measurer.cacheStatistics.hits == before + 1)
    }

    @Test func ideographsAreSplitIntoSubsetsOfBoundedSize() {
        let many = CodepointSet(scalarsOf: [
            String(String.UnicodeScalarView((0x4E00..<0x4E00 + 500).compactMap(Unicode.Scalar.init))) + "あa"
        ])
        let parts = HarfBuzzTextMeasurer.chunks(of: many)
        // The kana and Latin letter in a file of their own, every file within the cap of a URL.
        #expect(parts.map(\.count) == [2, 240, 240, 20])
        #expect(parts[0].contains(0x3042) && parts[0].contains(0x61))
        // A page's few characters of a face are one file, ideographs or not.
        #expect(HarfBuzzTextMeasurer.chunks(of: CodepointSet(scalarsOf: ["牛乳をa"])).count == 1)
    }
}
