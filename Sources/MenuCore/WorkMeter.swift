import Synchronization

/// The layout and shaping work of one request, counted against a budget, so that no request,
/// however it is crafted, ties a worker up for long: the server refuses it instead.
///
/// Units are calibrated to about a nanosecond of CPU on the reference machine (`WorkCost`,
/// measured by `make bench`'s WorstRequests). Once the budget is spent, a `MeteredMeasurer`
/// stops shaping and answers 0, so the layout in progress finishes at once and the caller,
/// which checks `isExhausted` between steps, refuses the request with an answer.
///
/// What a request is charged depends on the request alone, never on what earlier requests left
/// in the server's caches: a shared link is accepted or refused the same way by every replica,
/// warm or just started.
public final class WorkMeter: Sendable {
    public let budget: Int
    private let spentUnits = Atomic<Int>(0)
    /// The widths this request measured, by text and font: a second layout of the same labels
    /// (the closed state a page animates from) reads them here.
    private let measuredTexts = Mutex(MeasuredTexts())

    public init(budget: Int) {
        self.budget = budget
    }

    public func charge(_ units: Int) {
        spentUnits.add(units, ordering: .relaxed)
    }

    public var spent: Int {
        spentUnits.load(ordering: .relaxed)
    }

    public var isExhausted: Bool {
        spent > budget
    }

    /// Charges measuring `text` in `font` what a server with empty caches would spend, and
    /// returns its width: shaping (`width()`) the first time this request measures it; after
    /// that, if the measurer remembers measurements, a cache lookup, and the width it gave then.
    public func measure(_ text: String, in font: Font, remembered: Bool, width: () -> Double) -> Double {
        guard remembered else {
            charge(WorkCost.shaping(of: text))
            return width()
        }
        let digest = MeasuredTexts.digest(of: text, in: font)
        if let known = measuredTexts.withLock({ $0.width(of: text, in: font, digest: digest) }) {
            charge(WorkCost.lookup(of: text))
            return known
        }
        charge(WorkCost.shaping(of: text))
        let measured = width()
        measuredTexts.withLock { $0.insert(measured, of: text, in: font, digest: digest) }
        return measured
    }
}

/// The price list of `WorkMeter` units, from `make bench` (WorstRequests prints the measured
/// nanoseconds of each kind of work, so these can be checked on another machine).
public enum WorkCost {
    /// Shaping a text HarfBuzz has not seen: a call, each scalar, and more for each scalar that
    /// joins the character before it (combining marks, joiners), which HarfBuzz positions
    /// against its base at several times the cost of a letter.
    public static func shaping(of text: String) -> Int {
        // Printable ASCII is one scalar a character, and most labels are.
        if TextSize.isPrintableASCII(text) { return 1_500 + 300 * text.utf8.count }
        let scalars = text.unicodeScalars.count
        return 1_500 + 300 * scalars + 600 * (scalars - text.count)
    }

    /// Finding a text in the measurement cache: hashing and comparing its bytes.
    public static func lookup(of text: String) -> Int {
        500 + 3 * text.utf8.count
    }

    /// Walking a text character by character. ASCII and Latin letters take the grapheme rules'
    /// fast path; from the combining marks (U+0300) up, each scalar costs about twenty times more.
    public static func characterWalk(over text: String) -> Int {
        var units = 100
        for scalar in text.unicodeScalars {
            units += scalar.value < 0x300 ? 5 : 100
        }
        return units
    }

    /// Finding where lines may break in a text (UAX #14 with ICU): per UTF-16 unit, priced for
    /// Thai, the dearest script (ICU's dictionary); ASCII never reaches ICU and costs far less.
    public static func lineBreaking(of text: String) -> Int {
        1_000 + 80 * text.utf16.count
    }

    /// Laying out boxes of a display list (their text is charged apart).
    public static func boxes(_ count: Int) -> Int {
        2_000 * count
    }

    /// Drawing boxes as HTML: elements, tap forms, inline styles and their CSP hashes.
    public static func drawing(_ count: Int) -> Int {
        20_000 * count
    }
}

/// A measurer that charges each measurement to a request's meter, and stops measuring once the
/// budget is spent: the answer is then a refusal, so the widths no longer matter.
public struct MeteredMeasurer<Base: TextMeasurer>: TextMeasurer {
    public let base: Base
    public let meter: WorkMeter

    public init(_ base: Base, meter: WorkMeter) {
        self.base = base
        self.meter = meter
    }

    public func width(of text: String, in font: Font) -> Double {
        guard !meter.isExhausted else { return 0 }
        return meter.measure(text, in: font, remembered: base.remembersMeasurements) {
            base.width(of: text, in: font)
        }
    }

    public var remembersMeasurements: Bool { base.remembersMeasurements }

    public func lineHeight(of font: Font) -> Double {
        base.lineHeight(of: font)
    }

    public func chargeCharacterWalk(over text: String) {
        meter.charge(WorkCost.characterWalk(over: text))
    }

    public func lineBreakOpportunities(in text: String) -> [String.Index] {
        guard !meter.isExhausted else { return [] }
        meter.charge(WorkCost.lineBreaking(of: text))
        return base.lineBreakOpportunities(in: text)
    }
}
