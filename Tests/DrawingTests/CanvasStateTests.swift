import Drawing
import MenuCore
import Testing

@Suite struct CanvasStateTests {
    @Test func scaleTwoDoublesThePixelSize() throws {
        let canvas = try Canvas.make(10, 5, scale: 2)
        #expect(canvas.pixelWidth == 20 && canvas.pixelHeight == 10)
        #expect(canvas.rgbaPixels().count == 20 * 10 * 4)
        canvas.fill(rect(1, 1, 2, 2), cornerRadius: 0, color: .black)
        #expect(canvas.pixel(2, 2) == .black)
        #expect(canvas.pixel(5, 5) == .black)
        #expect(canvas.pixel(1, 1) == .clear)
        #expect(canvas.pixel(6, 6) == .clear)
    }

    @Test func pixelSizesRoundUpButNotForFloatingNoise() throws {
        #expect(try Canvas.make(10.5, 1, scale: 3).pixelWidth == 32)
        // 0.7 × 10 is 7.000000000000001 in doubles.
        #expect(try Canvas.make(0.7, 1, scale: 10).pixelWidth == 7)
    }

    @Test func emptyCanvasHasNoPixels() throws {
        let canvas = try Canvas.make(0, 0)
        canvas.fill(rect(0, 0, 1, 1), cornerRadius: 0, color: .black)
        canvas.blurBackdrop(in: rect(0, 0, 1, 1), radius: 4, cornerRadius: 0)
        #expect(canvas.rgbaPixels().isEmpty)
    }

    @Test func impossibleSurfacesThrow() {
        #expect(throws: DrawingError.self) { try Canvas(width: 40_000, height: 10, scale: 1) }
        #expect(throws: DrawingError.self) { try Canvas(width: -1, height: 10, scale: 1) }
        #expect(throws: DrawingError.self) { try Canvas(width: 10, height: 10, scale: 0) }
    }

    @Test func clipExcludesAndRestoreLiftsIt() throws {
        let canvas = try Canvas.make(10, 10)
        canvas.save()
        canvas.clip(to: rect(0, 0, 5, 10), cornerRadius: 0)
        canvas.fill(rect(0, 0, 10, 5), cornerRadius: 0, color: .black)
        canvas.restore()
        #expect(canvas.pixel(2, 2) == .black)
        #expect(canvas.pixel(7, 2) == .clear)
        canvas.fill(rect(0, 5, 10, 5), cornerRadius: 0, color: .black)
        #expect(canvas.pixel(7, 7) == .black)
    }

    @Test func roundedClipCutsTheCorner() throws {
        let canvas = try Canvas.make(20, 20)
        canvas.clip(to: rect(0, 0, 20, 20), cornerRadius: 10)
        canvas.fill(rect(0, 0, 20, 20), cornerRadius: 0, color: .black)
        #expect(canvas.pixel(0, 0) == .clear)
        #expect(canvas.pixel(10, 10) == .black)
    }

    @Test func translateMovesLaterDrawingUntilRestore() throws {
        let canvas = try Canvas.make(10, 10)
        canvas.save()
        canvas.translate(x: 5, y: 4)
        canvas.fill(rect(0, 0, 1, 1), cornerRadius: 0, color: .black)
        canvas.restore()
        canvas.fill(rect(0, 0, 1, 1), cornerRadius: 0, color: .black)
        #expect(canvas.pixel(5, 4) == .black)
        #expect(canvas.pixel(0, 0) == .black)
        #expect(canvas.pixel(4, 4) == .clear)
    }

    @Test func groupAtHalfAlphaBlendsOnceOverWhite() throws {
        let canvas = try Canvas.make(10, 10)
        canvas.fill(rect(0, 0, 10, 10), cornerRadius: 0, color: .white)
        canvas.beginGroup()
        canvas.fill(rect(0, 0, 6, 10), cornerRadius: 0, color: .black)
        canvas.fill(rect(4, 0, 6, 10), cornerRadius: 0, color: .black)
        canvas.endGroup(alpha: 0.5)
        // 255 × (1 − 0.5) = 127.5, and the overlap (x 4…5) is no darker: opacity of the whole.
        for x in [1, 5, 8] {
            let pixel = canvas.pixel(x, 5)
            #expect(abs(pixel.red - 128) <= 1 && pixel.red == pixel.green && pixel.alpha == 255)
        }
    }
}
