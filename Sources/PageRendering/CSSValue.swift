import MenuCore

/// Numbers and colours printed for inline styles: exact, short and free of float noise, so the
/// same layout always gives the same bytes (and the same CSP hashes).
public enum CSSValue {
    /// A length in px, rounded to 1/64 px: Chromium lays out in 1/64-px units (`LayoutUnit`),
    /// so nothing finer can be drawn, and every 1/64 multiple prints exactly in at most six
    /// decimals (`32.921875px`, `90px`, `-2px`).
    public static func length(_ points: Double) -> String {
        number(snapped(points)) + "px"
    }

    /// `points` rounded to the nearest 1/64.
    public static func snapped(_ points: Double) -> Double {
        (points * 64).rounded() / 64
    }

    /// `value` without a trailing `.0` and without a minus on zero. Swift prints the shortest
    /// decimal that reads back as the same double, so values already rounded to a few decimals
    /// print as written.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }

    /// `rgba(r,g,b,a)` with channels in 0…255 (to 1/1000) and alpha in 0…1 (to 1/10000).
    public static func color(_ color: RGBA) -> String {
        let channels = [color.red, color.green, color.blue].map { number(rounded(clamped($0) * 255, places: 3)) }
        return "rgba(" + channels.joined(separator: ",") + "," + opacity(color.alpha) + ")"
    }

    /// An opacity in 0…1, to 1/10000.
    public static func opacity(_ alpha: Double) -> String {
        number(rounded(clamped(alpha), places: 4))
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
