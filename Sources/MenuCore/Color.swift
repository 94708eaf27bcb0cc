/// A colour with red, green, blue and alpha components in 0…1.
///
/// JSON: `{"red": 0.8, "green": 1, "blue": 0.69, "alpha": 1}`.
public struct RGBA: Sendable, Hashable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey of `white` (0…1) at `alpha`, like `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 0…255 components, like `colorWithRed:204.0/255.0 …`.
    public init(red255: Int, green255: Int, blue255: Int, alpha: Double = 1) {
        self.init(red: Double(red255) / 255, green: Double(green255) / 255, blue: Double(blue255) / 255, alpha: alpha)
    }

    public static let black = RGBA(white: 0)
    public static let white = RGBA(white: 1)
    public static let clear = RGBA(white: 0, alpha: 0)
    /// `UIColor.darkGrayColor`.
    public static let darkGray = RGBA(white: 1.0 / 3.0)
    /// `UIColor.grayColor`.
    public static let gray = RGBA(white: 0.5)
    /// `UIColor.purpleColor`.
    public static let purple = RGBA(red: 0.5, green: 0, blue: 0.5)

    /// The same colour at another alpha.
    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }
}
