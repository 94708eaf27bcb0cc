import Testing

@testable import TextShaping

/// UAX #9 rule L2 on level runs: the order `glyphs(of:in:)` draws them in.
@Suite struct BidiVisualOrderTests {
    func order(_ levels: [UInt8]) -> [Int] {
        BidiRuns.visualOrder(of: levels.map { BidiRuns.Run(text: "x", level: $0) })
    }

    @Test func leftToRightRunsKeepTheirOrder() {
        #expect(order([0]).isEmpty == false)
        #expect(order([0, 0]) == [0, 1])
        #expect(order([]) == [])
    }

    @Test func aRightToLeftRunBetweenLeftToRightOnesStaysInPlace() {
        #expect(order([0, 1, 0]) == [0, 1, 2])
    }

    @Test func neighbouringRightToLeftRunsSwap() {
        #expect(order([1, 1]) == [1, 0])
        #expect(order([0, 1, 1, 0]) == [0, 2, 1, 3])
    }

    @Test func digitsInRightToLeftTextAreReversedTwice() {
        // "abc שלום 123 עולם def": the level 2 run ends up between the two Hebrew runs, swapped.
        #expect(order([0, 1, 2, 1, 0]) == [0, 3, 2, 1, 4])
        #expect(order([1, 2, 1, 2]) == [3, 2, 1, 0])
    }

    @Test func evenLevelsAloneKeepTheirOrder() {
        // An LRE embedding raises text to level 2 without any odd level: reversed twice or not at all.
        #expect(order([0, 2, 0]) == [0, 1, 2])
        #expect(order([2, 4, 2]) == [0, 1, 2])
    }

    @Test func theLevelsComeFromICU() {
        #expect(BidiRuns.runs(of: "abc שלום 123 עולם def").map(\.level) == [0, 1, 2, 1, 0])
        #expect(BidiRuns.runs(of: "Call Ali").map(\.level) == [0])
    }
}
