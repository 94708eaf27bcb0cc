import Drawing
import MenuCore
import Testing

@Suite struct ImageTests {
    static let square = Array(
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#.utf8)
    /// A size and no viewBox: Chromium stretches such an SVG to its box.
    static let sizedSquare = Array(
        #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>"#.utf8)

    @Test func svgDrawsBlackInItsRect() throws {
        let canvas = try Canvas.make(20, 20)
        try canvas.drawSVG(Self.square, in: rect(5, 5, 10, 10), tint: nil)
        #expect(canvas.pixel(5, 5) == .black)
        #expect(canvas.pixel(14, 14) == .black)
        #expect(canvas.pixel(4, 10) == .clear)
        #expect(canvas.pixel(15, 10) == .clear)
    }

    @Test func tintedSVGIsAMaskOverTheTint() throws {
        let canvas = try Canvas.make(20, 20)
        try canvas.drawSVG(Self.square, in: rect(5, 5, 10, 10), tint: RGBA(red: 1, green: 0, blue: 0))
        #expect(canvas.pixel(10, 10) == .red)
        #expect(canvas.pixel(2, 2) == .clear)
    }

    /// A viewBox keeps its aspect ratio in a wider box (preserveAspectRatio's default, centred),
    /// as Chromium draws an `<img>` or mask image sized 100% × 100%.
    @Test func viewBoxSVGIsCentredInAWiderRect() throws {
        let canvas = try Canvas.make(20, 10)
        try canvas.drawSVG(Self.square, in: rect(0, 0, 20, 10), tint: nil)
        #expect(canvas.pixel(5, 5) == .black)
        #expect(canvas.pixel(14, 5) == .black)
        #expect(canvas.pixel(2, 5) == .clear)
        #expect(canvas.pixel(17, 5) == .clear)
    }

    @Test func sizedSVGWithoutViewBoxStretchesToTheRect() throws {
        let canvas = try Canvas.make(20, 10)
        try canvas.drawSVG(Self.sizedSquare, in: rect(0, 0, 20, 10), tint: nil)
        #expect(canvas.pixel(1, 5) == .black)
        #expect(canvas.pixel(18, 9) == .black)
    }

    @Test func malformedSVGThrows() throws {
        let canvas = try Canvas.make(4, 4)
        #expect(throws: DrawingError.self) { try canvas.drawSVG(Array("<svg".utf8), in: rect(0, 0, 4, 4), tint: nil) }
        #expect(throws: DrawingError.self) { try canvas.drawSVG([], in: rect(0, 0, 4, 4), tint: nil) }
    }

    /// A 2×2 PNG made by a canvas: red, green / blue, white.
    static func checker() throws -> [UInt8] {
        let canvas = try Canvas.make(2, 2)
        canvas.fill(rect(0, 0, 1, 1), cornerRadius: 0, color: RGBA(red: 1, green: 0, blue: 0))
        canvas.fill(rect(1, 0, 1, 1), cornerRadius: 0, color: RGBA(red: 0, green: 1, blue: 0))
        canvas.fill(rect(0, 1, 1, 1), cornerRadius: 0, color: RGBA(red: 0, green: 0, blue: 1))
        canvas.fill(rect(1, 1, 1, 1), cornerRadius: 0, color: .white)
        return try canvas.pngData()
    }

    @Test func pngDataIsAPNGOfTheCanvasSize() throws {
        let png = try Canvas.make(3, 2, scale: 2).pngData()
        #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bigEndian(16) == 6 && bigEndian(20) == 4)
    }

    @Test func drawnPNGKeepsItsCornersAndBlendsBetween() throws {
        let canvas = try Canvas.make(20, 20)
        canvas.drawPNG(try Self.checker(), in: rect(0, 0, 20, 20))
        #expect(canvas.pixel(0, 0) == .red)
        #expect(canvas.pixel(19, 0) == Pixel(0, 255, 0, 255))
        #expect(canvas.pixel(0, 19) == Pixel(0, 0, 255, 255))
        #expect(canvas.pixel(19, 19) == .white)
        // Bilinear between the four: every channel mixed, nothing transparent.
        let middle = canvas.pixel(10, 10)
        for level in [middle.red, middle.green, middle.blue] { #expect(level > 60 && level < 200) }
        #expect(middle.alpha == 255)
    }

    /// PNG stores straight alpha: a half-transparent red comes back as the same red.
    @Test func translucentPNGRoundTrips() throws {
        let source = try Canvas.make(2, 2)
        source.fill(rect(0, 0, 2, 2), cornerRadius: 0, color: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        let canvas = try Canvas.make(2, 2)
        canvas.drawPNG(try source.pngData(), in: rect(0, 0, 2, 2))
        #expect(canvas.rgbaPixels() == source.rgbaPixels())
        #expect(canvas.pixel(1, 1) == Pixel(255, 0, 0, 128))
    }

    /// An opaque canvas is written as RGB, one with a translucent pixel as RGBA; both decode to
    /// the canvas's pixels, across many batches of filtered rows.
    @Test func pngIsRGBWhenOpaqueAndRoundTripsEveryRow() throws {
        func colorType(_ png: [UInt8]) -> UInt8 { png[25] }
        let opaque = try Canvas.make(300, 900)
        opaque.fill(rect(0, 0, 300, 900), cornerRadius: 0, color: .white)
        for band in 0..<30 {
            let color = RGBA(red: Double(band) / 30, green: 0.5, blue: 1 - Double(band) / 30)
            opaque.fill(rect(Double(band * 7), Double(band * 29), 120, 17), cornerRadius: 6, color: color)
        }
        let png = try opaque.pngData()
        #expect(colorType(png) == 2)
        let decoded = try Canvas.make(300, 900)
        decoded.drawPNG(png, in: rect(0, 0, 300, 900))
        #expect(decoded.rgbaPixels() == opaque.rgbaPixels())

        // The same bands on no background: the last row is the first to be translucent.
        let bare = try Canvas.make(300, 900)
        bare.fill(rect(0, 0, 300, 899), cornerRadius: 0, color: .white)
        bare.fill(rect(0, 899, 300, 1), cornerRadius: 0, color: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        let translucent = try bare.pngData()
        #expect(colorType(translucent) == 6)
        let again = try Canvas.make(300, 900)
        again.drawPNG(translucent, in: rect(0, 0, 300, 900))
        #expect(again.rgbaPixels() == bare.rgbaPixels())
    }

    @Test func bytesThatAreNoPNGDrawNothing() throws {
        let canvas = try Canvas.make(4, 4)
        canvas.drawPNG(Array("not a png".utf8), in: rect(0, 0, 4, 4))
        #expect(canvas.rgbaPixels().allSatisfy { $0 == 0 })
    }
}
