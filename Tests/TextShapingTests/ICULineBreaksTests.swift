import Testing

@testable import TextShaping

@Suite struct ICULineBreaksTests {
    let breaks: ICULineBreaks

    init() throws {
        breaks = try ICULineBreaks()
    }

    func offsets(_ text: String) -> [Int] {
        breaks.opportunities(in: text).map { text.utf16.distance(from: text.startIndex, to: $0) }
    }

    @Test func ideographsBreakButNotBeforeClosingPunctuation() {
        // 日本語。」 : a break after 日 and 本, none before "。" or "」".
        #expect(offsets("日本語。」です") == [1, 2, 5, 6])
    }

    @Test func asciiFollowsBlinkNotUAX14() {
        // No break after "/" (UAX #14 would allow one before a letter), one after a hyphen.
        #expect(offsets("and/or") == [])
        #expect(offsets("well-known") == [5])
        // A minus sign keeps its number; a hyphen between an alphanumeric and a digit does not.
        #expect(offsets("-5") == [])
        #expect(offsets("A-1") == [2])
        #expect(offsets("f(x)") == [])
        #expect(offsets("a,(b") == [2])
    }

    @Test func noBreakSpaceJoins() {
        #expect(offsets("100\u{a0}km away") == [7])
    }

    @Test func offsetsAreOnScalarsOfSurrogatePairs() {
        // Two families (11 UTF-16 units each) and two ideographs from plane 2.
        let text = "👨‍👩‍👧‍👦👨‍👩‍👧‍👦𠀀𠀁"
        let indices = breaks.opportunities(in: text)
        #expect(indices.allSatisfy { text.unicodeScalars.indices.contains($0) })
        #expect(indices.count == 3)
    }

    @Test func emptyAndSingleCharacterTexts() {
        #expect(offsets("") == [])
        #expect(offsets("日") == [])
    }

    @Test func concurrentCallsAgree() async {
        let text = "会議は明日の午前十時から始まります。ภาษาไทยไม่มีการเว้นวรรค"
        let expected = offsets(text)
        let breaks = self.breaks
        let results = await withTaskGroup(of: [[Int]].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<100).map { _ in
                        breaks.opportunities(in: text).map { text.utf16.distance(from: text.startIndex, to: $0) }
                    }
                }
            }
            var all: [[Int]] = []
            for await batch in group { all += batch }
            return all
        }
        #expect(results.count == 800)
        #expect(results.allSatisfy { $0 == expected })
    }
}
