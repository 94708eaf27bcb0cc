/// A QR matrix written as an SVG document: a white square with the quiet zone the standard asks
/// for around the symbol, and every dark module in one `<path>` of horizontal runs, so that a
/// code is a few kilobytes and scales without seams (`shape-rendering="crispEdges"`).
public enum QRSVG {
    /// Light modules around the symbol, as ISO/IEC 18004 requires for readers to find it.
    public static let quietZone = 4
    /// Pixels per module of the document's intrinsic size, for viewers that do not size it.
    public static let pixelsPerModule = 4

    /// The document for `matrix`, titled `title` (escaped here: it is the image's accessible name).
    public static func document(for matrix: QRMatrix, title: String) -> [UInt8] {
        let side = matrix.size + 2 * quietZone
        let pixels = side * pixelsPerModule
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"0 0 \(side) \(side)\""
        svg += " width=\"\(pixels)\" height=\"\(pixels)\" shape-rendering=\"crispEdges\" role=\"img\">"
        svg += "<title>" + escaped(title) + "</title>"
        svg += "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/>"
        svg += "<path fill=\"#000\" d=\"" + pathData(for: matrix) + "\"/></svg>\n"
        return Array(svg.utf8)
    }

    /// One rectangle per run of dark modules in a row: `M x y h n v1 h -n z`.
    static func pathData(for matrix: QRMatrix) -> String {
        var data = ""
        for row in 0..<matrix.size {
            var column = 0
            while column < matrix.size {
                guard matrix.isDark(row: row, column: column) else {
                    column += 1
                    continue
                }
                let start = column
                while column < matrix.size && matrix.isDark(row: row, column: column) { column += 1 }
                let run = column - start
                data += "M\(start + quietZone) \(row + quietZone)h\(run)v1h-\(run)z"
            }
        }
        return data
    }

    /// `text` with XML's five special characters as entities and the controls it cannot hold replaced.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case _ where character.unicodeScalars.contains(where: isUnwritable): result += "\u{FFFD}"
            default: result.append(character)
            }
        }
        return result
    }

    /// XML 1.0 has no way to write the C0 controls but tab and the line ends, not even as references.
    private static func isUnwritable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r"
    }
}

/// The SVG QR code of `text`, titled with it: what `GET /s/{id}/qr.svg` answers for a short link.
public func qrSVG(for text: String) throws(QRCodeError) -> [UInt8] {
    QRSVG.document(for: try QRMatrix(encoding: text), title: "QR code of " + text)
}
