/// The long-text stress view's pseudo-locale: a label accented, bracketed and padded, as
/// translations into longer languages lengthen it, so that truncation and wrapping show while the
/// words stay readable: “Option 1” reads “[Ŏƥţīŏñ 1 ·····]”.
public enum PseudoLocale {
    /// Three narrow dots for every five characters, two brackets and a space: over the seed demos'
    /// labels the pages' font draws the result about 1.7 times as wide, the brackets weighing most
    /// on short labels, as translation lengthens short strings most (`CompareDomainTests` keeps
    /// the growth between 1.3 and 2).
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
