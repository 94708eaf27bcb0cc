import Testing

@testable import TextShaping

/// The code points of a subset's URL: one encoding per set, and no set from bytes that are not
/// that encoding.
@Suite struct CodepointSetBytesTests {
    @Test func setsRoundTrip() throws {
        let sets = [
            CodepointSet(sorted: [0x41]),
            CodepointSet(sorted: Array(0x20...0x7E) + [0xE9, 0x4E00, 0x4E02, 0x1F600, 0x10FFFF]),
            HarfBuzzTextMeasurer.shared,
        ]
        for set in sets {
            let decoded = try #require(CodepointSet(compactBytes: set.compactBytes, maxCount: 240))
            #expect(decoded == set)
        }
        // Runs cost a few bytes: the shared characters are a handful of ranges.
        #expect(HarfBuzzTextMeasurer.shared.compactBytes.count < 20)
    }

    @Test func theWorstSubsetFitsAURL() {
        // 240 code points spread as far apart as possible: three bytes each, at most.
        let spread = CodepointSet(sorted: (0..<240).map { UInt32($0) * 4_600 })
        #expect(spread.compactBytes.count <= 3 * 240)
        #expect(HarfBuzzTextMeasurer.shared.count <= HarfBuzzTextMeasurer.codepointsPerSubset)
    }

    @Test func otherBytesAreRefused() {
        #expect(CodepointSet(compactBytes: [0x41], maxCount: 10) == nil)  // a gap without a length
        #expect(CodepointSet(compactBytes: [0xC1, 0x00, 0x00], maxCount: 10) == nil)  // overlong varint
        #expect(CodepointSet(compactBytes: [0x80, 0x80, 0x44, 0x00], maxCount: 10) == nil)  // > U+10FFFF
        #expect(CodepointSet(compactBytes: [0x41, 10], maxCount: 10) == nil)  // 11 code points
        #expect(CodepointSet(compactBytes: [0x41, 9], maxCount: 10) != nil)
    }
}
