/// Greedy line breaking at spaces that matches Chromium (docs/design.md, “Text measurement”): `k` words fit on a line
/// when the container width ≥ ceil64(width of those `k` words) − 1/64 pt; a first word that
/// overflows stays on its line. Runs of white space collapse, as in CSS `white-space: normal`,
/// and tabs count as spaces (shaping would otherwise measure them as a glyph).
public enum LineBreaker {
    /// The lines of `text` in a container `width` points wide.
    public static func lines(of text: String, width: Double, font: Font, measurer: some TextMeasurer) -> [String] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard !words.isEmpty else { return [] }
        var lines: [String] = []
        var current = String(words[0])
        for word in words.dropFirst() {
            let candidate = current + " " + word
            if fits(candidate, width: width, font: font, measurer: measurer) {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        lines.append(current)
        return lines
    }

    /// The height of `text` wrapped to `width`: lines × line height.
    public static func height(of text: String, width: Double, font: Font, measurer: some TextMeasurer) -> Double {
        Double(lines(of: text, width: width, font: font, measurer: measurer).count) * measurer.lineHeight(of: font)
    }

    /// Whether `text` fits on one line `width` points wide.
    public static func fits(_ text: String, width: Double, font: Font, measurer: some TextMeasurer) -> Bool {
        width >= TextMetrics.ceil64(measurer.width(of: text, in: font)) - TextMetrics.unit
    }
}
