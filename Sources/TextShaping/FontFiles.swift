/// One face of a font file: a path, and for a collection (`.ttc`) the index of the face in it,
/// written `"/path/NotoSansCJK-Regular.ttc#0"`.
public struct FaceReference: Sendable, Hashable, Codable, CustomStringConvertible {
    public var path: String
    public var index: Int

    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }

    /// Reads `path` or `path#index`; nil for an index that is not a small decimal number.
    public init?(_ text: String) {
        guard let hash = text.lastIndex(of: "#") else {
            self.init(path: text)
            return
        }
        let digits = text[text.index(after: hash)...]
        guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy(\.isASCII), let index = Int(digits) else {
            return nil
        }
        self.init(path: String(text[..<hash]), index: index)
    }

    public var description: String { index == 0 && !isCollection ? path : "\(path)#\(index)" }

    /// True for a `.ttc` / `.otc` file, which browsers cannot load as one face.
    public var isCollection: Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".ttc") || lowered.hasSuffix(".otc")
    }
}

/// The fallback chain of faces for each of the four styles the pages use. The first face of a
/// chain draws every character it has (DejaVu: Latin, Greek, Cyrillic, as before chains); each
/// next face draws what the ones before it lack, except that characters shown as emoji by
/// default go to the chain's colour face (docs/design.md, “Fonts in any script”).
public struct FontFiles: Sendable, Hashable, Codable {
    public var sans: [String]
    public var sansBold: [String]
    public var serif: [String]
    public var serifBold: [String]

    public init(sans: [String], sansBold: [String], serif: [String], serifBold: [String]) {
        self.sans = sans
        self.sansBold = sansBold
        self.serif = serif
        self.serifBold = serifBold
    }

    /// The chains in the measurer's face order: sans, sans bold, serif, serif bold.
    public var chains: [[String]] { [sans, sansBold, serif, serifBold] }

    /// DejaVu alone (Debian `fonts-dejavu-core`): the faces before chains.
    public static let dejaVu = FontFiles(
        sans: [dejaVuFolder + "DejaVuSans.ttf"], sansBold: [dejaVuFolder + "DejaVuSans-Bold.ttf"],
        serif: [dejaVuFolder + "DejaVuSerif.ttf"], serifBold: [dejaVuFolder + "DejaVuSerif-Bold.ttf"])

    /// DejaVu, then Debian's Noto faces for Arabic, Hebrew, Devanagari, Thai, CJK and emoji
    /// (`fonts-noto-core`, `fonts-noto-cjk`, `fonts-noto-color-emoji`). Face 0 of the CJK
    /// collections is the Japanese one; see docs/design.md for why.
    public static let debian = FontFiles(
        sans: dejaVu.sans + notoSans(bold: false), sansBold: dejaVu.sansBold + notoSans(bold: true),
        serif: dejaVu.serif + notoSerif(bold: false), serifBold: dejaVu.serifBold + notoSerif(bold: true))

    static let dejaVuFolder = "/usr/share/fonts/truetype/dejavu/"
    static let notoFolder = "/usr/share/fonts/truetype/noto/"
    static let notoCJKFolder = "/usr/share/fonts/opentype/noto/"
    static let emoji = notoFolder + "NotoColorEmoji.ttf"

    private static func notoSans(bold: Bool) -> [String] {
        let weight = bold ? "Bold" : "Regular"
        return ["NotoSansArabic", "NotoSansHebrew", "NotoSansDevanagari", "NotoSansThai"].map {
            notoFolder + "\($0)-\(weight).ttf"
        } + [notoCJKFolder + "NotoSansCJK-\(weight).ttc#0", emoji]
    }

    private static func notoSerif(bold: Bool) -> [String] {
        let weight = bold ? "Bold" : "Regular"
        return ["NotoNaskhArabic", "NotoSerifHebrew", "NotoSerifDevanagari", "NotoSerifThai"].map {
            notoFolder + "\($0)-\(weight).ttf"
        } + [notoCJKFolder + "NotoSerifCJK-\(weight).ttc#0", emoji]
    }
}

/// A font file that could not be used.
public struct FontLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot load font \(path): \(reason)" }
}
