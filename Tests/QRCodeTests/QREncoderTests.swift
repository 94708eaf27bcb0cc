import Drawing
import Foundation
import MenuCore
import Testing

@testable import QRCode

/// libqrencode's matrices, and the SVG read back by a real decoder (zbar).
@Suite struct QREncoderTests {
    static let shortLink = "https://playground.example/s/7kQmX2pZ"

    @Test func aShortLinkIsASmallSymbolWithItsThreeFinderPatterns() throws {
        let matrix = try QRMatrix(encoding: Self.shortLink)
        // 36 bytes at level M need version 3: 29 modules a side.
        #expect(matrix.size == 29)
        for (top, left) in [(0, 0), (0, matrix.size - 7), (matrix.size - 7, 0)] {
            #expect(Self.isFinderPattern(matrix, top: top, left: left), "finder at \(top), \(left)")
        }
    }

    @Test func oneTextHasOneMatrix() throws {
        #expect(try QRMatrix(encoding: Self.shortLink) == QRMatrix(encoding: Self.shortLink))
        #expect(try QRMatrix(encoding: Self.shortLink) != QRMatrix(encoding: Self.shortLink + "x"))
    }

    @Test func theLongestTextAllowedIsEncodedAndOneByteMoreIsRefused() throws {
        let longest = String(repeating: "a", count: QRCodeLimits.maxTextBytes)
        #expect(try QRMatrix(encoding: longest).size > 100)
        #expect(throws: QRCodeError.textTooLong(bytes: QRCodeLimits.maxTextBytes + 1, limit: QRCodeLimits.maxTextBytes))
        {
            try qrSVG(for: longest + "a")
        }
        // Bytes, not characters: 342 three-byte characters are 1,026 bytes.
        #expect(throws: QRCodeError.textTooLong(bytes: 1026, limit: QRCodeLimits.maxTextBytes)) {
            try QRMatrix(encoding: String(repeating: "→", count: 342))
        }
    }

    @Test func anEmptyTextIsRefused() {
        #expect(throws: QRCodeError.emptyText) { try qrSVG(for: "") }
    }

    @Test(.enabled(if: zbarimg != nil, "needs zbarimg (Debian's zbar-tools)"))
    func theSVGDecodesBackToItsText() throws {
        for text in [
            Self.shortLink, "/s/ABCDEFGH",
            "https://example.com/menus/context-menu?state=" + String(repeating: "x", count: 300),
        ] {
            #expect(try Self.decode(qrSVG(for: text)) == text)
        }
    }

    /// The 7 × 7 pattern at (`top`, `left`): a dark ring, a light ring, a dark 3 × 3 centre.
    static func isFinderPattern(_ matrix: QRMatrix, top: Int, left: Int) -> Bool {
        (0..<7).allSatisfy { row in
            (0..<7).allSatisfy { column in
                let ring = min(row, column, 6 - row, 6 - column)
                return matrix.isDark(row: top + row, column: left + column) == (ring != 1)
            }
        }
    }

    static let zbarimg: String? = ["/usr/bin/zbarimg", "/usr/local/bin/zbarimg"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// `svg` drawn by librsvg (the project's `Canvas`) at 4 pixels a module, then read by zbar.
    static func decode(_ svg: [UInt8]) throws -> String {
        let canvas = try Canvas(width: 400, height: 400, scale: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 400, height: 400), cornerRadius: 0, color: RGBA(red: 1, green: 1, blue: 1))
        try canvas.drawSVG(svg, in: Rect(x: 0, y: 0, width: 400, height: 400), tint: nil)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString).png")
        try Data(canvas.pngData()).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: zbarimg!)
        process.arguments = ["--raw", "-q", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
