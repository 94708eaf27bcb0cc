/// The layout and shaping work of one request, counted against a budget, so that no request,
/// however it is crafted, ties a worker up for long: the server refuses it instead.
///
/// A plain value: the accounting alone, with no locks. `WorkMetering.WorkMeter` holds one behind a
/// mutex for a request whose layouts share it, and `MeteredMeasurer` charges it as it measures.
///
/// Units are calibrated to about a nanosecond of CPU on the reference machine (`WorkCost`,
/// measured by `make bench`'s WorstRequests). Once the budget is spent, a metered measurer
/// stops shaping and answers 0, so the layout in progress finishes at once and the caller,
/// which checks `isExhausted` between steps, refuses the request with an answer.
///
/// What a request is charged depends on the request alone, never on what earlier requests left
/// in the server's caches: a shared link is accepted or refused the same way by every replica,
/// warm or just started.
public struct WorkBudget: Sendable {
    /// A measurement charged as shaping and not made yet: shape the text, then hand its width
    /// to `remember(_:for:)`, so that measuring it again in this request is charged a lookup.
    public struct PendingMeasurement: Sendable {
        let text: String
        let font: Font
        let digest: UInt64
    }

    /// What measuring a text was charged (`chargeMeasurement`).
    public enum Measurement: Sendable {
        /// This request measured the text in this font before: its width, charged as a lookup.
        case known(width: Double)
        /// Charged as shaping: measure the text; if the measurer remembers measurements, the
        /// width is to be remembered (`remember(_:for:)`), otherwise nil.
        case toShape(PendingMeasurement?)
    }

    public let budget: Int
    public private(set) var spent = 0
    /// The widths this request measured, by text and font: a second layout of the same labels
    /// (the closed state a page animates from) reads them here.
    private var measuredTexts = MeasuredTexts()

    public init(budget: Int) {
        self.budget = budget
    }

    /// Adds `units` to what was spent (wrapping, as an atomic add does: no charge comes near).
    public mutating func charge(_ units: Int) {
        spent &+= units
    }

    public var isExhausted: Bool {
        spent > budget
    }

    /// Charges measuring `text` in `font` what a server with empty caches would spend: shaping
    /// the first time this request measures it; after that, if the measurer remembers
    /// measurements (`remembered`), a cache lookup, and the answer is the width it gave then.
    public mutating func chargeMeasurement(of text: String, in font: Font, remembered: Bool) -> Measurement {
        guard remembered else {
            charge(WorkCost.shaping(of: text))
            return .toShape(nil)
        }
        let digest = MeasuredTexts.digest(of: text, in: font)
        if let known = measuredTexts.width(of: text, in: font, digest: digest) {
            charge(WorkCost.lookup(of: text))
            return .known(width: known)
        }
        charge(WorkCost.shaping(of: text))
        return .toShape(PendingMeasurement(text: text, font: font, digest: digest))
    }

    /// Keeps the width a pending measurement gave, for the rest of the request.
    public mutating func remember(_ width: Double, for measurement: PendingMeasurement) {
        measuredTexts.insert(width, of: measurement.text, in: measurement.font, digest: measurement.digest)
    }
}

/// The price list of `WorkBudget` units, from `make bench` (WorstRequests prints the measured
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
