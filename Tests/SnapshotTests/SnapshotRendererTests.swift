import Drawing
import MenuCore
import Snapshot
import Testing
import TextShaping

/// The snapshot renderer on small display lists, pixel by pixel: where boxes land (snapped as
/// Chromium snaps them), what clips, scrolls, groups and hides them, and where text goes.
@Suite struct SnapshotRendererTests {
    static let measurer = try! HarfBuzzTextMeasurer(files: .dejaVu)
    static let viewport = try! Viewport(width: 200, height: 200, statusBar: 0)
    static let square = Array(
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#.utf8)

    /// The layout's screen (white) with `boxes` on it, drawn at `scale` and decoded.
    private func draw(_ boxes: [Box], scale: Double = 1) throws -> Picture {
        var layout = Layout(viewport: Self.viewport, background: .white)
        for box in boxes { layout.append(box) }
        let renderer = SnapshotRenderer(measurer: Self.measurer) { $0 == "square" ? Self.square : nil }
        let png = try renderer.png(of: layout, on: Self.viewport, scale: scale)
        let canvas = try Canvas(width: Self.viewport.width, height: Self.viewport.height, scale: scale)
        canvas.drawPNG(png, in: Rect(x: 0, y: 0, width: Self.viewport.width, height: Self.viewport.height))
        return Picture(bytes: canvas.rgbaPixels(), width: canvas.pixelWidth)
    }

    private func box(
        _ name: String, _ frame: Rect, parent: String = "content", fill: RGBA? = nil, alpha: Double = 1,
        text: TextRun? = nil, overflow: Overflow = .visible, contentOffset: Point? = nil, isDisabled: Bool = false,
        role: Role = .label, icon: String? = nil, tint: RGBA? = nil
    ) -> Box {
        Box(
            name, frame: frame, parent: parent, role: role, fill: fill, alpha: alpha, text: text, icon: icon,
            tint: tint,
            overflow: overflow, contentOffset: contentOffset, isDisabled: isDisabled)
    }

    @Test func aFillCoversItsFrameOnWholePixels() throws {
        let picture = try draw([box("a", Rect(x: 10.25, y: 10.5, width: 20.5, height: 10), fill: .black)])
        #expect(picture[10, 11] == [0, 0, 0, 255])  // 10.25 rounds to 10, 10.5 up to 11
        #expect(picture[30, 20] == [0, 0, 0, 255])  // the right edge at 30.75 rounds to 31
        #expect(picture[31, 15] == [255, 255, 255, 255])
        #expect(picture[15, 10] == [255, 255, 255, 255])
    }

    /// A 0.5-pt hairline keeps one whole pixel, as Blink's snapping keeps a box from vanishing.
    @Test func aHairlineIsOnePixel() throws {
        let picture = try draw([box("line", Rect(x: 0, y: 20.5, width: 100, height: 0.5), fill: .black)])
        #expect(picture[50, 21] == [0, 0, 0, 255])
        #expect(picture[50, 20] == [255, 255, 255, 255] && picture[50, 22] == [255, 255, 255, 255])
        let double = try draw([box("line", Rect(x: 0, y: 20.5, width: 100, height: 0.5), fill: .black)], scale: 2)
        // Snapped in CSS pixels, then drawn at 2×: two device rows.
        #expect(double[50, 42] == [0, 0, 0, 255] && double[50, 43] == [0, 0, 0, 255])
    }

    @Test func alphaGroupsAHideAndAClipHolds() throws {
        let picture = try draw([
            box("half", Rect(x: 0, y: 0, width: 20, height: 20), fill: .black, alpha: 0.5),
            box("gone", Rect(x: 30, y: 0, width: 20, height: 20), fill: .black, alpha: 0),
            box("clip", Rect(x: 60, y: 0, width: 20, height: 20), overflow: .clip),
            box("inside", Rect(x: 70, y: 10, width: 20, height: 20), parent: "clip", fill: .black),
        ])
        #expect(abs(Int(picture[10, 10][0]) - 128) <= 1)
        #expect(picture[40, 10] == [255, 255, 255, 255])
        #expect(picture[75, 15] == [0, 0, 0, 255])
        #expect(picture[85, 15] == [255, 255, 255, 255])  // past the clip's right edge
    }

    /// A scrolling box's content moves by its offset; its own frame stays.
    @Test func scrolledContentMovesByItsOffset() throws {
        let picture = try draw([
            box(
                "strip", Rect(x: 0, y: 30, width: 100, height: 20), overflow: .scrollHorizontal,
                contentOffset: Point(x: 40, y: 0)),
            box("cell", Rect(x: 50, y: 30, width: 10, height: 20), parent: "strip", fill: .black),
        ])
        #expect(picture[15, 40] == [0, 0, 0, 255])
        #expect(picture[55, 40] == [255, 255, 255, 255])
    }

    /// A line of text: its ink between the box's top and bottom, centred like the page centres it,
    /// and a disabled button's text lighter.
    @Test func textIsCentredAndADisabledButtonIsFaded() throws {
        let font = Font(.sans, size: 17, lineHeight: 20)
        let run = TextRun("Hi", font: font, color: .black, alignment: .center)
        let picture = try draw([box("label", Rect(x: 0, y: 20, width: 100, height: 20), text: run)])
        let ink = picture.darkColumns(in: 20..<40)
        let width = Self.measurer.width(of: "Hi", in: font)
        #expect(abs(Double(ink.lowerBound + ink.upperBound) / 2 - 50) <= 1.5, "\(ink) for a line \(width) wide")
        #expect(picture.darkRows(in: 0..<100).allSatisfy { (20..<40).contains($0) })
        let faded = try draw([
            box(
                "button", Rect(x: 0, y: 20, width: 100, height: 20), text: run, isDisabled: true, role: .button)
        ])
        #expect(faded.darkest > picture.darkest + 100)
    }

    @Test func aTintedIconIsItsSVGOverTheTint() throws {
        let picture = try draw([
            box(
                "icon", Rect(x: 10, y: 10, width: 20, height: 20), icon: "square", tint: RGBA(red: 1, green: 0, blue: 0)
            ),
            box("missing", Rect(x: 50, y: 10, width: 20, height: 20), icon: "none-such"),
        ])
        #expect(picture[20, 20] == [255, 0, 0, 255])
        #expect(picture[60, 20] == [255, 255, 255, 255])
    }
}

/// A decoded snapshot's straight RGBA pixels.
struct Picture {
    let bytes: [UInt8]
    let width: Int

    subscript(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(bytes[start..<start + 4])
    }

    private var height: Int { bytes.count / 4 / width }

    /// The first and last column with a dark pixel in `rows`.
    func darkColumns(in rows: Range<Int>) -> ClosedRange<Int> {
        let columns = (0..<width).filter { x in rows.contains { self[x, $0][0] < 128 } }
        return (columns.first ?? 0)...(columns.last ?? 0)
    }

    /// The rows with a dark pixel in `columns`.
    func darkRows(in columns: Range<Int>) -> [Int] {
        (0..<height).filter { y in columns.contains { self[$0, y][0] < 128 } }
    }

    /// The lowest red level drawn.
    var darkest: Int { stride(from: 0, to: bytes.count, by: 4).map { Int(bytes[$0]) }.min() ?? 255 }
}
