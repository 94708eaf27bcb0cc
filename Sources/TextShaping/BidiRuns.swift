/// The bidi level runs of a line in the pages' left-to-right paragraphs (`<html dir="ltr">`),
/// found by ICU's implementation of UAX #9, as Chromium finds them.
///
/// Chromium lays each level run out as an inline item of its own: it shapes the run in the run's
/// direction and rounds the run's width up to 1/64 px before adding it to the line. A line that
/// mixes directions is therefore measured run by run, in logical order (the sum of widths does not
/// depend on the visual order the runs are drawn in).
enum BidiRuns {
    struct Run: Equatable {
        var text: Substring
        /// The UAX #9 embedding level: 0 for left-to-right text, 1 for right-to-left text in it,
        /// 2 for digits or left-to-right text inside that, and so on.
        var level: UInt8

        var isRightToLeft: Bool { level % 2 == 1 }
    }

    /// The level runs of `text`, in logical order. Text that cannot hold a right-to-left run is
    /// one left-to-right run without asking ICU.
    static func runs(of text: String) -> [Run] {
        guard mayHoldRightToLeft(text), text.utf16.count > 1 else {
            return [Run(text: text[...], level: 0)]
        }
        // If ICU fails, the text is measured as one run, as before bidi was taken into account.
        let levels = ICU.levelRuns(of: Array(text.utf16), paragraphLevel: 0) ?? [(text.utf16.count, 0)]
        var runs: [Run] = []
        runs.reserveCapacity(levels.count)
        // The ends increase, so one walk over the UTF-16 view finds them all; a run ends on a
        // scalar boundary (both halves of a surrogate pair share a level).
        var start = text.startIndex
        var offset = 0
        for (end, level) in levels {
            let index = text.utf16.index(start, offsetBy: end - offset)
            runs.append(Run(text: text[start..<index], level: level))
            start = index
            offset = end
        }
        return runs
    }

    /// The positions of `runs` (one line's level runs, in logical order) in visual order, left to
    /// right, by UAX #9 rule L2: from the highest level down to the lowest odd one, every maximal
    /// sequence of runs at that level or above is reversed.
    static func visualOrder(of runs: [Run]) -> [Int] {
        var order = Array(runs.indices)
        guard let highest = runs.map(\.level).max(),
            let lowestOdd = runs.lazy.map(\.level).filter({ $0 % 2 == 1 }).min()
        else { return order }
        for level in stride(from: highest, through: lowestOdd, by: -1) {
            var start = 0
            while start < order.count {
                guard runs[order[start]].level >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, runs[order[end]].level >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order
    }

    /// True if `text` has a character of a right-to-left script or an explicit bidi control: only
    /// these raise a level above 0 in a left-to-right paragraph.
    static func mayHoldRightToLeft(_ text: String) -> Bool {
        text.utf8.contains { $0 >= 0xD6 } && text.unicodeScalars.contains { isRightToLeftOrControl($0.value) }
    }

    private static func isRightToLeftOrControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF,  // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, Arabic supplements
            0xFB1D...0xFDFF, 0xFE70...0xFEFF,  // Hebrew and Arabic presentation forms
            0x10800...0x10FFF, 0x1E800...0x1EFFF,  // historic right-to-left scripts, Adlam, Arabic math
            0x061C, 0x200F, 0x202A...0x202E, 0x2066...0x2069:  // ALM, RLM, embeddings, overrides, isolates
            true
        default: false
        }
    }
}
