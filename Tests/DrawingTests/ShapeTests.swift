import Drawing
import MenuCore
import Testing

@Suite struct ShapeTests {
    @Test func filledRectCoversExactlyItsPixels() throws {
        let canvas = try Canvas.make(10, 10)
        canvas.fill(rect(2, 2, 4, 4), cornerRadius: 0, color: RGBA(red: 1, green: 0, blue: 0))
        #expect(canvas.pixel(2, 2) == .red)
        #expect(canvas.pixel(5, 5) == .red)
        #expect(canvas.pixel(1, 3) == .clear)
        #expect(canvas.pixel(6, 3) == .clear)
        #expect(canvas.pixel(3, 6) == .clear)
    }

    @Test func translucentFillKeepsItsStraightColour() throws {
        let canvas = try Canvas.make(4, 4)
        canvas.fill(rect(0, 0, 4, 4), cornerRadius: 0, color: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(canvas.pixel(1, 1) == Pixel(255, 0, 0, 128))
    }

    @Test func roundedCornerIsPartlyCovered() throws {
        let canvas = try Canvas.make(20, 20)
        canvas.fill(rect(0, 0, 20, 20), cornerRadius: 8, color: .black)
        #expect(canvas.pixel(0, 0).alpha == 0)
        // Pixel (2, 2) has its centre 7.78 from the arc's centre (8, 8): the arc crosses it.
        let edge = canvas.pixel(2, 2).alpha
        #expect(edge > 0 && edge < 255)
        #expect(canvas.pixel(3, 3) == .black)
        #expect(canvas.pixel(10, 0) == .black)
        #expect(canvas.pixel(19, 19).alpha == 0)
    }

    /// CSS clamps a radius larger than half the shorter side to that half: a pill.
    @Test func oversizedRadiusDrawsThePill() throws {
        let pill = try Canvas.make(40, 20)
        pill.fill(rect(0, 0, 40, 20), cornerRadius: 100, color: .black)
        let exact = try Canvas.make(40, 20)
        exact.fill(rect(0, 0, 40, 20), cornerRadius: 10, color: .black)
        #expect(pill.rgbaPixels() == exact.rgbaPixels())
        #expect(pill.pixel(20, 0) == .black)
    }

    @Test func strokeInsideColoursTheEdgeAndLeavesTheCentre() throws {
        let canvas = try Canvas.make(20, 20)
        canvas.strokeInside(rect(0, 0, 20, 20), cornerRadius: 0, width: 2, color: RGBA(red: 1, green: 0, blue: 0))
        for (x, y) in [(0, 0), (1, 10), (10, 1), (19, 19), (18, 5)] { #expect(canvas.pixel(x, y) == .red) }
        for (x, y) in [(2, 10), (10, 2), (10, 10), (17, 17)] { #expect(canvas.pixel(x, y) == .clear) }
    }

    /// The inner edge is rounded by r − width: at r = 6, width 2, the padding box's corner
    /// pixel (2, 2) lies wholly outside its 4-point arc (centre (6, 6)), so the border covers it
    /// (a square inner corner would leave it clear), and the arc leaves 6% of pixel (3, 3) to the
    /// border (an inner radius of 6 would give it 88%).
    @Test func roundedStrokeFollowsTheInnerRadius() throws {
        let canvas = try Canvas.make(20, 20)
        canvas.strokeInside(rect(0, 0, 20, 20), cornerRadius: 6, width: 2, color: .black)
        #expect(canvas.pixel(2, 2) == .black)
        let between = canvas.pixel(3, 3).alpha
        #expect(between > 0 && between < 40)
        #expect(canvas.pixel(4, 4) == .clear)
        #expect(canvas.pixel(0, 0).alpha == 0)
        #expect(canvas.pixel(10, 0) == .black)
    }

    @Test func strokeWiderThanHalfTheBoxFillsIt() throws {
        let canvas = try Canvas.make(10, 10)
        canvas.strokeInside(rect(0, 0, 10, 10), cornerRadius: 0, width: 6, color: .black)
        #expect(canvas.pixel(5, 5) == .black)
    }

    @Test func pathTriangleFillsItsInside() throws {
        let canvas = try Canvas.make(20, 20)
        let triangle = Path([
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 0, y: 10)), .close,
        ])
        canvas.fill(triangle, at: Point(x: 5, y: 5), color: .black)
        #expect(canvas.pixel(6, 6) == .black)
        #expect(canvas.pixel(7, 10) == .black)
        #expect(canvas.pixel(13, 13) == .clear)
        #expect(canvas.pixel(4, 4) == .clear)
        // The hypotenuse x + y = 10 (from the origin) halves pixel (14, 5) corner to corner.
        let edge = canvas.pixel(14, 5).alpha
        #expect(edge > 64 && edge < 192)
    }

    /// Two squares wound the same way overlap: non-zero fills the overlap, even-odd would not.
    @Test func pathUsesTheNonZeroRule() throws {
        func square(_ x: Double) -> [Path.Element] {
            [
                .move(to: Point(x: x, y: 0)), .line(to: Point(x: x + 6, y: 0)), .line(to: Point(x: x + 6, y: 6)),
                .line(to: Point(x: x, y: 6)), .close,
            ]
        }
        let canvas = try Canvas.make(10, 6)
        canvas.fill(Path(square(0) + square(3)), at: .zero, color: .black)
        #expect(canvas.pixel(4, 3) == .black)
    }

    @Test func quadraticCurvesBulgeTowardTheirControl() throws {
        let canvas = try Canvas.make(20, 20)
        let dome = Path([
            .move(to: Point(x: 0, y: 20)), .quadratic(control: Point(x: 10, y: 0), to: Point(x: 20, y: 20)), .close,
        ])
        canvas.fill(dome, at: .zero, color: .black)
        // The curve's apex is at y = 10: covered below it, clear above it.
        #expect(canvas.pixel(10, 12) == .black)
        #expect(canvas.pixel(10, 8) == .clear)
        #expect(canvas.pixel(1, 12) == .clear)
    }
}
