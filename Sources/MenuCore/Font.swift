/// The two font families the pages serve: DejaVu Sans stands in for the iOS system font,
/// DejaVu Serif for Georgia.
public enum FontFamily: String, Sendable, Hashable, Codable {
    case sans
    case serif
}

/// CSS weights. DejaVu ships regular and bold only, so `semibold` (600) renders, and is
/// measured, with the bold face, as CSS font matching does.
public enum FontWeight: String, Sendable, Hashable, Codable {
    case regular
    case semibold
    case bold

    /// The CSS `font-weight` value.
    public var cssValue: Int {
        switch self {
        case .regular: 400
        case .semibold: 600
        case .bold: 700
        }
    }

    /// Whether the bold face file is used.
    public var usesBoldFace: Bool { self != .regular }
}

/// A font with an explicit line height, so line boxes do not depend on the device scale.
///
/// JSON: `{"family": "serif", "weight": "regular", "size": 17, "lineHeight": 20}`.
public struct Font: Sendable, Hashable, Codable {
    public var family: FontFamily
    public var weight: FontWeight
    public var size: Double
    public var lineHeight: Double

    public init(_ family: FontFamily, _ weight: FontWeight = .regular, size: Double, lineHeight: Double) {
        self.family = family
        self.weight = weight
        self.size = size
        self.lineHeight = lineHeight
    }

    /// The same font at another size, with the line height scaled alike (shrink-to-fit labels).
    public func scaled(toSize newSize: Double) -> Font {
        Font(family, weight, size: newSize, lineHeight: TextMetrics.floor64(lineHeight * newSize / size))
    }
}
