import Testing

@testable import QRCode

/// The SVG writer's shape, on matrices made by hand: no libqrencode here.
@Suite struct QRSVGTests {
    /// 3 × 3: a run of two in the top row, one module in the middle, the bottom row whole.
    static let matrix = QRMatrix(
        size: 3,
        modules: [
            true, true, false,
            false, true, false,
            true, true, true,
        ])

    @Test func eachRunOfDarkModulesIsOneRectangleInsideTheQuietZone() {
        #expect(QRSVG.pathData(for: Self.matrix) == "M4 4h2v1h-2zM5 5h1v1h-1zM4 6h3v1h-3z")
    }

    @Test func theDocumentHasAViewBoxWithTheQuietZoneATitleAndOnePath() throws {
        let svg = String(decoding: QRSVG.document(for: Self.matrix, title: "QR code of /s/abc"), as: UTF8.self)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(" viewBox=\"0 0 11 11\""))
        #expect(svg.contains(" width=\"44\" height=\"44\""))
        #expect(svg.contains(" shape-rendering=\"crispEdges\""))
        #expect(svg.contains("<title>QR code of /s/abc</title>"))
        #expect(svg.contains("<rect width=\"11\" height=\"11\" fill=\"#fff\"/>"))
        #expect(svg.components(separatedBy: "<path").count == 2)
        #expect(svg.contains("d=\"M4 4h2v1h-2zM5 5h1v1h-1zM4 6h3v1h-3z\""))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func anEmptyMatrixHasAnEmptyPath() {
        let blank = QRMatrix(size: 2, modules: [false, false, false, false])
        #expect(QRSVG.pathData(for: blank) == "")
    }

    @Test func theTitleIsEscaped() {
        let svg = String(decoding: QRSVG.document(for: Self.matrix, title: "a<b>&\"c'\u{1}"), as: UTF8.self)
        #expect(svg.contains("<title>a&lt;b&gt;&amp;&quot;c&#39;\u{FFFD}</title>"))
    }
}
