/// Greedy line breaking that matches Chromium (docs/design.md, “Text measurement”) for the pages'
/// CSS (`white-space: normal`, `word-break: normal`, `overflow-wrap: normal`).
///
/// Runs of white space collapse to one space, and tabs count as spaces (shaping would otherwise
/// measure them as a glyph). The measurer says where a line may break (`TextMeasurer.
/// lineBreakOpportunities(in:)`: after spaces, and with ICU between ideographs, Thai words and
/// so on). A line takes segments while they fit: `k` segments fit when the container width ≥
/// ceil64(width of those `k` segments without their trailing space) − 1/64 pt, since trailing white
/// space hangs. A first segment wider than the line stays on its line: the pages never break
/// inside a word.
public enum LineBreaker {
    /// The lines of `text` in a container `width` points wide, without trailing spaces.
    public static func lines(of text: String, width: Double, font: Font, measurer: some TextMeasurer) -> [String] {
        let text = text.collapsingWhiteSpace
        guard !text.isEmpty else { return [] }
        let ends = measurer.lineBreakOpportunities(in: text) + [text.endIndex]
        var lines: [String] = []
        var start = text.startIndex
        // Where the current line ends so far: after its first segment at least.
        var end: String.Index?
        for next in ends where next > start {
            guard let lineEnd = end else {
                end = next
                continue
            }
            if fits(text[start..<next].trimmingTrailingSpaces, width: width, font: font, measurer: measurer) {
                end = next
            } else {
                lines.append(text[start..<lineEnd].trimmingTrailingSpaces)
                start = lineEnd
                end = next
            }
        }
        if let end { lines.append(text[start..<end].trimmingTrailingSpaces) }
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

    /// The positions just after each space of `text`: where a line may start when only spaces
    /// separate words.
    public static func opportunitiesAfterSpaces(in text: String) -> [String.Index] {
        var result: [String.Index] = []
        var afterSpace = false
        for index in text.unicodeScalars.indices {
            let isSpace = text.unicodeScalars[index] == " "
            if afterSpace && !isSpace { result.append(index) }
            afterSpace = isSpace
        }
        return result
    }
}

extension String {
    /// Runs of spaces, tabs, line feeds and carriage returns as one space, and none at either end,
    /// as CSS `white-space: normal` lays the text out.
    var collapsingWhiteSpace: String {
        split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .joined(separator: " ")
    }
}

extension StringProtocol {
    var trimmingTrailingSpaces: String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
