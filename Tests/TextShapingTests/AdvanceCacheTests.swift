import MenuCore
import Testing
import WorkMetering

@testable import TextShaping

@Suite struct AdvanceCacheTests {
    @Test func aStoredAdvanceIsFoundByFaceAndBytes() {
        let cache = AdvanceCache(capacityBytes: 1 << 20)
        #expect(cache.advance(of: "Edit", face: 0) == nil)
        cache.insert(1234, of: "Edit", face: 0)
        #expect(cache.advance(of: "Edit", face: 0) == 1234)
        #expect(cache.advance(of: "Edit", face: 1) == nil)
        #expect(cache.statistics == .init(hits: 1, misses: 2, bytes: AdvanceCache.cost(of: "Edit"), entries: 1))
    }

    /// Swift calls these equal; HarfBuzz may shape them to different glyphs.
    @Test func canonicallyEquivalentTextsAreDifferentKeys() {
        let cache = AdvanceCache(capacityBytes: 1 << 20)
        #expect("\u{e9}" == "e\u{301}")
        cache.insert(1, of: "\u{e9}", face: 0)
        #expect(cache.advance(of: "e\u{301}", face: 0) == nil)
        cache.insert(2, of: "e\u{301}", face: 0)
        #expect(cache.advance(of: "\u{e9}", face: 0) == 1)
        #expect(cache.advance(of: "e\u{301}", face: 0) == 2)
    }

    @Test func theBytesNeverPassTheBound() {
        let capacity = 20_000
        let cache = AdvanceCache(capacityBytes: capacity)
        for index in 0..<5_000 {
            cache.insert(index, of: "label number \(index)", face: index % 4)
            #expect(cache.statistics.bytes <= capacity)
        }
        #expect(cache.statistics.entries > 100)
    }

    /// What is in use survives a generation change: a hit in the old generation moves it back.
    @Test func aTextInUseSurvivesEviction() {
        let cache = AdvanceCache(capacityBytes: 10_000)
        cache.insert(7, of: "kept", face: 0)
        for index in 0..<1_000 {
            cache.insert(index, of: "filler \(index)", face: 0)
            #expect(cache.advance(of: "kept", face: 0) == 7)
        }
    }

    @Test func aTextLargerThanHalfTheBoundIsNotKept() {
        let cache = AdvanceCache(capacityBytes: 1_000)
        cache.insert(1, of: String(repeating: "x", count: 600), face: 0)
        #expect(cache.statistics.entries == 0)
        let off = AdvanceCache(capacityBytes: 0)
        off.insert(1, of: "a", face: 0)
        #expect(off.advance(of: "a", face: 0) == nil)
    }
}

@Suite struct CachedMeasurementTests {
    let font = Font(.sans, .semibold, size: 18, lineHeight: 21)

    /// The cache changes what a measurement costs, never what it measures.
    @Test func cachedWidthsEqualShapedWidths() throws {
        let cached = try HarfBuzzTextMeasurer()
        let shaped = try HarfBuzzTextMeasurer(cacheBytes: 0)
        for text in ["Edit", "Set background color:", "e\u{301}t\u{e9}", "日本語", "👨‍👩‍👧‍👦", "a\tb", ""] {
            let first = cached.width(of: text, in: font)
            let second = cached.width(of: text, in: font)
            #expect(first == shaped.width(of: text, in: font))
            #expect(second == first)
        }
        // One hit per second measurement; the empty string has no run to look up.
        #expect(cached.cacheStatistics.hits == 6)
        #expect(cached.remembersMeasurements)
        #expect(!shaped.remembersMeasurements)
    }

    /// A request is charged the same on a server whose cache holds its texts as on one just
    /// started, so a link is accepted or refused alike by every replica.
    @Test func aRequestIsChargedTheSameWarmOrCold() throws {
        let measurer = try HarfBuzzTextMeasurer()
        let options = (0..<40).map { "Option \($0) with a label long enough to be truncated on a phone" }
        let configuration = Dropdown.Configuration(title: "Choose", options: options)
        let state = Dropdown.State(isDroppedDown: true, text: "Choose")
        func charged() -> Int {
            let meter = WorkMeter(budget: .max)
            _ = Dropdown.layout(
                configuration, state, Viewport(.iPhone4, .portrait), MeteredMeasurer(measurer, meter: meter))
            return meter.spent
        }
        let cold = charged()
        let warm = charged()
        #expect(measurer.cacheStatistics.hits > 0)
        #expect(warm == cold)
    }
}
