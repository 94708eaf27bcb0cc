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
        // 240 code points as far apart as they go: a 3-byte gap (16,384 or more) for 67 of
        // them, a 2-byte gap for the others, and a length byte each.
        let spread = CodepointSet(sorted: (0..<240).map { (index: Int) -> UInt32 in UInt32(index) * 0x10FFFF / 239 })
        #expect(spread.compactBytes.count <= 788)
        let apart: [UInt32] = (0..<67).map { 16_384 + UInt32($0) * 16_386 }
        let close: [UInt32] = (0..<173).map { 0x10_C086 + UInt32($0) * 2 }
        let far = CodepointSet(sorted: apart + close)
        #expect(far.compactBytes.count == 67 * 4 + 173 * 2)
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
