/// Fitting one-line labels into a width: ellipsis truncation (table cells) and shrinking the
/// font (`adjustsFontSizeToFitWidth`).
public enum TextFitting {
    public static let ellipsis = "…"

    /// `text` if it fits in `width`, else its longest prefix that fits with "…" appended
    /// (at least one character, like UIKit's tail truncation).
    public static func truncated(_ text: String, width: Double, font: Font, measurer: some TextMeasurer) -> String {
        if LineBreaker.fits(text, width: width, font: font, measurer: measurer) { return text }
        measurer.chargeCharacterWalk(over: text)
        // Where each character ends; a prefix is then one copy of its bytes, not a string built
        // character by character at every step of the search.
        var ends: [String.Index] = []
        var end = text.startIndex
        while end < text.endIndex {
            end = text.index(after: end)
            ends.append(end)
        }
        func prefix(_ count: Int) -> Substring { text[..<ends[count - 1]] }
        var low = 1
        var high = ends.count - 1
        var best = 1
        while low <= high {
            let middle = (low + high) / 2
            // String + String: Substring + String would count the prefix's characters first.
            if LineBreaker.fits(String(prefix(middle)) + ellipsis, width: width, font: font, measurer: measurer) {
                best = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return String(prefix(best)).trimmingTrailingSpaces + ellipsis
    }

    /// `font` if `text` fits in `width`, else the font shrunk in quarter points until it fits,
    /// but never below `minimumSize`.
    public static func shrunkFont(
        for text: String, width: Double, font: Font, minimumSize: Double, measurer: some TextMeasurer
    ) -> Font {
        if LineBreaker.fits(text, width: width, font: font, measurer: measurer) { return font }
        let natural = measurer.width(of: text, in: font)
        guard natural > 0 else { return font }
        var size = max(minimumSize, (font.size * width / natural * 4).rounded(.down) / 4)
        while size > minimumSize,
            !LineBreaker.fits(text, width: width, font: font.scaled(toSize: size), measurer: measurer)
        {
            size = max(minimumSize, size - 0.25)
        }
        return font.scaled(toSize: size)
    }
}
