/// Measures text as the browser will lay it out.
///
/// Conformers must be safe to call from several threads at once.
public protocol TextMeasurer: Sendable {
    /// The advance width of `text` on one line, in points, rounded up to 1/64 pt.
    func width(of text: String, in font: Font) -> Double
    /// The height of one line of `font`.
    func lineHeight(of font: Font) -> Double
    /// Notes that layout walked `text` character by character (to truncate it), work a metered
    /// measurer charges: finding where the characters of a text full of marks end costs more
    /// than looking its width up.
    func chargeCharacterWalk(over text: String)
    /// True if measuring a text again costs a cache lookup rather than shaping it again, even
    /// when one request measures all the texts it may carry.
    var remembersMeasurements: Bool { get }
    /// Where a new line may start in `text`, in increasing order, excluding its start and end.
    /// `text` has its white space collapsed (single spaces, none at either end), as
    /// `LineBreaker` passes it.
    func lineBreakOpportunities(in text: String) -> [String.Index]
}

extension TextMeasurer {
    /// Explicit line heights are rounded down to 1/64 px, as Chromium does.
    public func lineHeight(of font: Font) -> Double {
        TextMetrics.floor64(font.lineHeight)
    }

    /// Only a metered measurer counts work.
    public func chargeCharacterWalk(over text: String) {}

    /// A measurer without a cache measures every time.
    public var remembersMeasurements: Bool { false }

    /// After each space: the rule for text with spaces between words, and all there is without a
    /// real line breaker (a text without spaces is one unbreakable word).
    public func lineBreakOpportunities(in text: String) -> [String.Index] {
        LineBreaker.opportunitiesAfterSpaces(in: text)
    }
}

/// Rounding to the 1/64 px grid Chromium measures text on.
public enum TextMetrics {
    public static let unit = 1.0 / 64.0

    public static func ceil64(_ value: Double) -> Double {
        (value * 64).rounded(.up) / 64
    }

    public static func floor64(_ value: Double) -> Double {
        (value * 64).rounded(.down) / 64
    }
}

/// A deterministic stand-in for unit tests and the benchmark: every character advances by
/// `advance × font size` (bold faces by `boldAdvance × size`). No font files involved.
public struct FixedAdvanceMeasurer: TextMeasurer {
    public var advance: Double
    public var boldAdvance: Double

    public init(advance: Double = 0.5, boldAdvance: Double = 0.625) {
        self.advance = advance
        self.boldAdvance = boldAdvance
    }

    public func width(of text: String, in font: Font) -> Double {
        let perCharacter = font.weight.usesBoldFace ? boldAdvance : advance
        return TextMetrics.ceil64(Double(text.count) * perCharacter * font.size)
    }
}
