import MenuCore
import Testing

@testable import Drawing

@Suite struct BlurTests {
    /// A black canvas `width` × 9 with white columns at `columns`.
    static func columns(_ columns: [Int], width: Double, scale: Double = 1) throws -> Canvas {
        let canvas = try Canvas.make(width, 9, scale: scale)
        canvas.fill(rect(0, 0, width, 9), cornerRadius: 0, color: .black)
        for column in columns { canvas.fill(rect(Double(column), 0, 1, 9), cornerRadius: 0, color: .white) }
        return canvas
    }

    /// The spec's three boxes the slow way: every output sums its box afresh, the line
    /// reflected (edge pixels repeated) wherever a box reaches past it.
    static func reference(_ line: [Double], sigma: Double) -> [Double] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        // (left, right) reach of each box around its output pixel.
        let boxes =
            d % 2 == 1
            ? Array(repeating: (d / 2, d / 2), count: 3) : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        let n = line.count
        func reflected(_ values: [Double], _ index: Int) -> Double {
            var i = index
            while i < 0 || i >= n { i = i < 0 ? -1 - i : 2 * n - 1 - i }
            return values[i]
        }
        // The reflection of a blur of a reflected line is the blur of its reflection, so each
        // pass may reflect its own input.
        var values = line
        for (left, right) in boxes {
            values = (0..<n).map { i in
                (i - left...i + right).map { reflected(values, $0) }.reduce(0, +) / Double(left + right + 1)
            }
        }
        return values
    }

    @Test func boxSizesFollowTheFilterEffectsRecipe() {
        #expect(BoxBlur(sigma: 10).sizes == [19, 19, 19] && BoxBlur(sigma: 10).margin == 27)
        #expect(BoxBlur(sigma: 4).sizes == [8, 8, 9] && BoxBlur(sigma: 4).margin == 11)
        #expect(BoxBlur(sigma: 1).sizes == [2, 2, 3])
        #expect(BoxBlur(sigma: 0.2).isIdentity && BoxBlur(sigma: 0).isIdentity && BoxBlur(sigma: .nan).isIdentity)
    }

    @Test func mirroringRepeatsTheEdgePixels() {
        #expect(BoxBlur.mirrored(count: 3, margin: 4) == [2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0])
    }

    @Test func whiteColumnSpreadsSymmetricallyAndKeepsItsIntensity() throws {
        let canvas = try Self.columns([30], width: 61)
        canvas.blurBackdrop(in: rect(0, 0, 61, 9), radius: 4, cornerRadius: 0)
        let row = canvas.row(4)
        for offset in 1...25 { #expect(abs(row[30 - offset] - row[30 + offset]) <= 1) }
        #expect(row[30] == row.max() && row[25] < row[29])
        for x in 10..<30 { #expect(row[x] <= row[x + 1]) }
        #expect(abs(row.reduce(0, +) - 255) <= 3)
        // The column is uniform down the canvas, so is its blur.
        for y in 0..<9 { #expect(canvas.row(y) == row) }
        let expected = Self.reference((0..<61).map { $0 == 30 ? 255 : 0 }, sigma: 4)
        for x in 0..<61 { #expect(abs(Double(row[x]) - expected[x]) <= 1) }
    }

    /// Mirrored edges: a column on the region's edge keeps its intensity (a duplicated edge
    /// would multiply it, transparent edges halve it).
    @Test func columnOnTheEdgeIsMirrored() throws {
        let canvas = try Self.columns([0], width: 40)
        canvas.blurBackdrop(in: rect(0, 0, 40, 9), radius: 4, cornerRadius: 0)
        let row = canvas.row(4)
        #expect(abs(row.reduce(0, +) - 255) <= 3)
        let expected = Self.reference((0..<40).map { $0 == 0 ? 255 : 0 }, sigma: 4)
        for x in 0..<40 { #expect(abs(Double(row[x]) - expected[x]) <= 1) }
    }

    /// At 2× a blur of σ = 4 pt is σ = 8 device pixels. So wide a blur is computed on the 1×
    /// pixels and drawn back up with bilinear filtering (`Downsample`): within 3 levels of the
    /// exact blur of the device pixels.
    @Test func radiusIsInPoints() throws {
        let canvas = try Self.columns([30], width: 61, scale: 2)
        canvas.blurBackdrop(in: rect(0, 0, 61, 9), radius: 4, cornerRadius: 0)
        let row = canvas.row(8)
        // Two device columns at σ = 8 pixels: the spec's boxes (19, 19, 19) peak at 25.5.
        let line = (0..<122).map { $0 == 60 || $0 == 61 ? 255.0 : 0 }
        let expected = Self.reference(line, sigma: 8)
        for x in 0..<122 { #expect(abs(Double(row[x]) - expected[x]) <= 3) }
    }

    @Test func uniformAreaStaysUniformAndNothingOutsideBleedsIn() throws {
        let canvas = try Canvas.make(40, 20)
        let color = RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        canvas.fill(rect(0, 0, 40, 20), cornerRadius: 0, color: color)
        let before = canvas.pixel(20, 10)
        canvas.fill(rect(0, 0, 10, 20), cornerRadius: 0, color: .white)
        canvas.blurBackdrop(in: rect(10, 0, 30, 20), radius: 5, cornerRadius: 0)
        for y in 0..<20 {
            for x in 10..<40 { #expect(canvas.pixel(x, y) == before) }
            #expect(canvas.pixel(9, y) == .white)
        }
    }

    @Test func roundedBlurLeavesTheCorners() throws {
        let canvas = try Self.columns([0, 1], width: 30)
        canvas.blurBackdrop(in: rect(0, 0, 30, 9), radius: 3, cornerRadius: 4)
        #expect(canvas.pixel(0, 0) == .white)
        #expect(canvas.pixel(0, 4).red < 255 && canvas.pixel(5, 4).red > 0)
    }

    /// In a group under a clip cairo draws into a surface of the clip's size, offset from the
    /// canvas: the blur must read and write the same pixels there.
    @Test func blurInAnOffsetGroupMatchesTheCanvas() throws {
        func draw(_ canvas: Canvas, grouped: Bool) {
            canvas.save()
            canvas.translate(x: 7, y: 2)
            canvas.clip(to: rect(0, 0, 30, 6), cornerRadius: 0)
            if grouped { canvas.beginGroup() }
            canvas.fill(rect(0, 0, 30, 6), cornerRadius: 0, color: .black)
            canvas.fill(rect(12, 0, 2, 6), cornerRadius: 0, color: .white)
            canvas.blurBackdrop(in: rect(0, 0, 30, 6), radius: 3, cornerRadius: 0)
            if grouped { canvas.endGroup(alpha: 1) }
            canvas.restore()
        }
        let (plain, grouped) = (try Canvas.make(40, 10), try Canvas.make(40, 10))
        draw(plain, grouped: false)
        draw(grouped, grouped: true)
        #expect(plain.row(4) != (try Self.columns([], width: 40)).row(4))
        #expect(grouped.rgbaPixels() == plain.rgbaPixels())
    }
}
