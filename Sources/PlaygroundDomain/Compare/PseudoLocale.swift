/// The long-text stress view's pseudo-locale: a label accented, bracketed and padded, as
/// translations into longer languages lengthen it, so that truncation and wrapping show while the
/// words stay readable: “Option 1” reads “[Ŏƥţīŏñ 1 ·····]”.
public enum PseudoLocale {
    /// About 40 % wider in the pages' font, brackets and padding included (`PseudoLocaleTests`
    /// measures it over the built-in demos' labels).
    public static func lengthened(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        let accented = String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
        let padding = max(1, (text.count * 3 + 4) / 5)
        return "[" + accented + " " + String(repeating: "·", count: padding) + "]"
    }

    /// Each ASCII letter as a Latin letter with a mark of its own, all precomposed, so every
    /// font that draws the label's ASCII draws these too.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let marked = Array("ȧƀçđḗƒğħīĵķŀɱñŏƥɋřşţūṽŵẋýžȦƁÇĐḖƑĞĦĪĴĶĿṀÑŎƤɊŘŞŢŪṼŴẊÝŽ".unicodeScalars)
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
