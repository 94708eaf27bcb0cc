import Synchronization

/// Line break opportunities as Chromium finds them in `lang="en"` text with CSS `line-break: auto`
/// and `word-break: normal` (Blink's `LazyLineBreakIterator`, “normal” breaking):
///
/// - after a run of spaces, never before a space;
/// - between two ASCII characters, by Blink's own compatibility rules, not by UAX #14 (so no break
///   after "/" in a URL, but one after a hyphen between letters);
/// - everywhere else by ICU's UAX #14 line rules for the locale "en": between ideographs, Thai
///   words by ICU's dictionary, never before closing punctuation such as "。" or "」".
///
/// Thread safety: an ICU break iterator holds its text and position, so it is not shared; each
/// call takes one from a small pool of clones of one prototype (cloning only under the lock).
public final class ICULineBreaks: Sendable {
    /// The rules Chromium applies to the pages' `lang="en"` with `line-break: auto`. Blink asks
    /// its own ICU for "en", whose rules let a line start with a small kana or "ー" (class CJ),
    /// as CSS `line-break: normal` does; Debian's ICU keeps them for `lb=normal` (the probe's
    /// fixture shows the difference on Japanese text).
    public static let locale = "en@lb=normal"

    /// One instance for the process: the prototype's rules are loaded once.
    public static let shared = try? ICULineBreaks()

    private let pool: Mutex<Pool>

    /// Opens the prototype iterator. Throws the ICU error name if ICU has no line rules.
    public init() throws(ICUError) {
        pool = Mutex(Pool(prototype: try ICU.LineIterator(locale: Self.locale)))
    }

    deinit {
        pool.withLock { pool in
            for iterator in pool.idle { iterator.close() }
            pool.prototype.close()
        }
    }

    /// The UTF-16 offsets in `units` where a new line may start, in increasing order (never 0 nor
    /// the end).
    public func opportunities(inUTF16 units: [UInt16]) -> [Int] {
        var result: [Int] = []
        var boundaries: [Bool]?
        for offset in units.indices.dropFirst() {
            let last = units[offset - 1]
            let current = units[offset]
            if Self.isSpace(current) { continue }
            if Self.isSpace(last) {
                result.append(offset)
                continue
            }
            let beforeLast = offset >= 2 ? units[offset - 2] : 0
            switch Self.asciiBreak(before: beforeLast, last, current) {
            case true?: result.append(offset)
            case false?: continue
            case nil:
                if boundaries == nil { boundaries = icuBoundaries(of: units) }
                if boundaries?[offset] == true { result.append(offset) }
            }
        }
        return result
    }

    /// Where ICU's line rules allow a break, by UTF-16 offset (all false if ICU fails).
    private func icuBoundaries(of units: [UInt16]) -> [Bool] {
        var boundaries = [Bool](repeating: false, count: units.count + 1)
        guard let iterator = take() else { return boundaries }
        defer { giveBack(iterator) }
        iterator.markBoundaries(of: units, in: &boundaries)
        return boundaries
    }

    private func take() -> ICU.LineIterator? {
        pool.withLock { pool -> ICU.LineIterator? in
            pool.idle.popLast() ?? pool.prototype.clone()
        }
    }

    private func giveBack(_ iterator: ICU.LineIterator) {
        let kept = pool.withLock { pool -> Bool in
            guard pool.idle.count < Pool.maxIdle else { return false }
            pool.idle.append(iterator)
            return true
        }
        if !kept { iterator.close() }
    }

    /// Spaces after which a line may break, and before which it may not (CSS's collapsible
    /// white space; the line breaker has already collapsed runs of them).
    static func isSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A
    }

    /// Blink's rules for a pair of printable ASCII characters, where it does not ask ICU: true
    /// (break between `last` and `current`), false (no break), nil (not two ASCII characters:
    /// ask ICU). `beforeLast` tells a minus sign from a hyphen.
    static func asciiBreak(before beforeLast: UInt16, _ last: UInt16, _ current: UInt16) -> Bool? {
        let printable: ClosedRange<UInt16> = 0x21...0x7F
        let noBreakSpace: UInt16 = 0xA0
        guard last >= 0x21, current >= 0x21 else { return false }
        if last == unit("-"), isDigit(current) { return isAlphanumeric(beforeLast) }
        guard printable.contains(last), printable.contains(current) else {
            // A no-break space next to an ASCII character never breaks.
            if (current == noBreakSpace && printable.contains(last))
                || (last == noBreakSpace && printable.contains(current))
            {
                return false
            }
            return nil
        }
        switch last {
        case unit("-"):
            return !Self.closers.contains(current) && current != unit("!")
                && current != unit("$")
        case unit("?"):
            return !Self.closers.contains(current) && current != unit("!")
                && current != unit("\"") && current != unit("'") && current != 0x7F
        default:
            // Before an opening bracket, after punctuation that ends a word (as Firefox 3.6 did).
            return Self.openers.contains(current) && Self.wordEnders.contains(last)
        }
    }

    /// What may not start a line after "-" or "?" (besides "!", and for "?" quotes and DEL).
    private static let closers = Set("),./:;?]}".utf16)
    private static let openers = Set("(<[{".utf16)
    private static let wordEnders = Set("!\"#%&)*+,.:;=>\\]|}~".utf16)

    private static func unit(_ scalar: Unicode.Scalar) -> UInt16 {
        UInt16(scalar.value)
    }

    private static func isDigit(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit)
    }

    private static func isAlphanumeric(_ unit: UInt16) -> Bool {
        isDigit(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
    }

    private struct Pool {
        /// Enough for every worker thread the server runs to keep its own.
        static let maxIdle = 16
        let prototype: ICU.LineIterator
        var idle: [ICU.LineIterator] = []
    }
}
