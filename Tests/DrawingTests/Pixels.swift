import Drawing
import MenuCore

/// The straight-alpha RGBA of one device pixel, for comparing with `==`.
struct Pixel: Equatable, CustomStringConvertible {
    var red: Int
    var green: Int
    var blue: Int
    var alpha: Int

    init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    static let clear = Pixel(0, 0, 0, 0)
    static let red = Pixel(255, 0, 0, 255)
    static let black = Pixel(0, 0, 0, 255)
    static let white = Pixel(255, 255, 255, 255)

    var description: String { "(\(red), \(green), \(blue), \(alpha))" }
}

extension Canvas {
    /// A canvas `width` × `height` points at scale 1 that fails the test if cairo refuses it.
    static func make(_ width: Double, _ height: Double, scale: Double = 1) throws -> Canvas {
        try Canvas(width: width, height: height, scale: scale)
    }

    /// The device pixel at column `x`, row `y`.
    func pixel(_ x: Int, _ y: Int) -> Pixel {
        let bytes = rgbaPixels()
        let index = (y * pixelWidth + x) * 4
        return Pixel(Int(bytes[index]), Int(bytes[index + 1]), Int(bytes[index + 2]), Int(bytes[index + 3]))
    }

    /// One channel (0 red … 3 alpha) of every pixel of row `y`.
    func row(_ y: Int, channel: Int = 0) -> [Int] {
        let bytes = rgbaPixels()
        return (0..<pixelWidth).map { Int(bytes[(y * pixelWidth + $0) * 4 + channel]) }
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
