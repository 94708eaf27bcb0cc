import HTML
import MenuCore

/// Numbers and colours printed for inline styles: exact, short and free of float noise, so the
/// same layout always gives the same bytes (and the same CSP hashes). Each is written straight
/// into a page (`write…(into:)`); the `String` forms are the same bytes, for the few callers
/// that need a value on its own.
public enum CSSValue {
    /// A length in px, rounded to 1/64 px: Chromium lays out in 1/64-px units (`LayoutUnit`),
    /// so nothing finer can be drawn, and every 1/64 multiple prints exactly in at most six
    /// decimals (`32.921875px`, `90px`, `-2px`).
    public static func length(_ points: Double) -> String {
        text { writeLength(points, into: &$0) }
    }

    /// `points` rounded to the nearest 1/64.
    public static func snapped(_ points: Double) -> Double {
        (points * 64).rounded() / 64
    }

    /// `value` without a trailing `.0` and without a minus on zero. Swift prints the shortest
    /// decimal that reads back as the same double, so values already rounded to a few decimals
    /// print as written.
    public static func number(_ value: Double) -> String {
        text { writeNumber(value, into: &$0) }
    }

    /// `rgba(r,g,b,a)` with channels in 0…255 (to 1/1000) and alpha in 0…1 (to 1/10000).
    public static func color(_ color: RGBA) -> String {
        text { writeColor(color, into: &$0) }
    }

    /// An opacity in 0…1, to 1/10000.
    public static func opacity(_ alpha: Double) -> String {
        text { writeOpacity(alpha, into: &$0) }
    }

    /// `length(points)` as part of an attribute value.
    public static func writeLength(_ points: Double, into html: inout HTMLWriter) {
        writeNumber(snapped(points), into: &html)
        html.appendConstant("px")
    }

    /// `number(value)` as part of an attribute value; whole numbers need no `String`.
    public static func writeNumber(_ value: Double, into html: inout HTMLWriter) {
        guard value.isFinite else {
            html.appendValue(0)
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            html.appendValue(Int(value))
        } else {
            // At most 15 bytes for any value a layout makes: a small string, not a heap one.
            html.appendValue(String(value))
        }
    }

    /// `color(color)` as part of an attribute value.
    public static func writeColor(_ color: RGBA, into html: inout HTMLWriter) {
        html.appendConstant("rgba(")
        writeNumber(rounded(clamped(color.red) * 255, places: 3), into: &html)
        html.appendConstant(",")
        writeNumber(rounded(clamped(color.green) * 255, places: 3), into: &html)
        html.appendConstant(",")
        writeNumber(rounded(clamped(color.blue) * 255, places: 3), into: &html)
        html.appendConstant(",")
        writeOpacity(color.alpha, into: &html)
        html.appendConstant(")")
    }

    /// `opacity(alpha)` as part of an attribute value.
    public static func writeOpacity(_ alpha: Double, into html: inout HTMLWriter) {
        writeNumber(rounded(clamped(alpha), places: 4), into: &html)
    }

    private static func text(_ write: (inout HTMLWriter) -> Void) -> String {
        var html = HTMLWriter(capacity: 32)
        write(&html)
        return String(decoding: html.bytes, as: UTF8.self)
    }

    private static func clamped(_ unit: Double) -> Double {
        unit.isFinite ? min(max(unit, 0), 1) : 0
    }

    private static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
