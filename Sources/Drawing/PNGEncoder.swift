import Compression

/// A canvas's pixels as a PNG file, written for speed (libpng through cairo spent two thirds of a
/// snapshot's time choosing filters and deflating at level 6): every row filtered `Up` (a
/// screen's rows mostly repeat the one above, so they become runs of zeros), then deflated as
/// literals and runs (`RunLengthDeflater`). RGB when every pixel is opaque, else straight-alpha
/// RGBA.
enum PNGEncoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes cairo's ARGB32 pixels (premultiplied, in memory as B, G, R, A on a little-endian
    /// machine), `stride` bytes a row.
    static func encode(premultiplied pixels: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> [UInt8] {
        // Screens are opaque (their root has a fill): filter and deflate as RGB, and start over as
        // RGBA only on meeting a pixel that is not.
        if let rgb = encode(pixels, stride: stride, width: width, height: height, opaque: true) { return rgb }
        return encode(pixels, stride: stride, width: width, height: height, opaque: false) ?? []
    }

    /// Nil when `opaque` and a pixel is not.
    private static func encode(
        _ pixels: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int, opaque: Bool
    ) -> [UInt8]? {
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        // Rows are filtered into a small buffer and deflated as they come: a 3× iPad's rows are
        // 21 MB, which would only be written to be read once.
        let batch = max(1, min(height, (256 << 10) / rowBytes))
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: batch * rowBytes)
        defer { buffer.deallocate() }
        let straight = opaque ? nil : UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * width * 4)
        defer { straight?.deallocate() }
        straight?.initialize(repeating: 0, count: 2 * width * 4)
        var deflater = RunLengthDeflater()
        var y = 0
        while y < height {
            let rows = min(batch, height - y)
            for offset in 0..<rows {
                let target = buffer + offset * rowBytes
                if let straight {
                    filterStraightRow(y + offset, pixels, stride: stride, width: width, lines: straight, into: target)
                } else if !filterOpaqueRow(y + offset, pixels, stride: stride, width: width, into: target) {
                    return nil
                }
            }
            deflater.append(UnsafeRawBufferPointer(start: buffer, count: rows * rowBytes))
            y += rows
        }
        let compressed = deflater.finish()
        var file = signature
        chunk("IHDR", header(width: width, height: height, colorType: opaque ? 2 : 6), into: &file)
        chunk("IDAT", compressed, into: &file)
        chunk("IEND", [], into: &file)
        return file
    }

    /// Row `y` as RGB, filtered `Up` (each byte less the same byte of the row above) straight
    /// from cairo's rows; the first row has no row above (filter type 0).
    /// False, at once, on a pixel that is not opaque.
    private static func filterOpaqueRow(
        _ y: Int, _ pixels: UnsafePointer<UInt8>, stride: Int, width: Int, into target: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        let row = pixels + y * stride
        target.pointee = y == 0 ? 0 : 2
        var out = target + 1
        var alphas: UInt8 = 255
        guard y > 0 else {
            for x in 0..<width {
                let pixel = row + 4 * x
                (out[0], out[1], out[2]) = (pixel[2], pixel[1], pixel[0])
                alphas &= pixel[3]
                out += 3
            }
            return alphas == 255
        }
        let above = row - stride
        // The row above was opaque, or encoding would have stopped there.
        if sameBytes(row, above, count: 4 * width) {
            (target + 1).update(repeating: 0, count: 3 * width)
            return true
        }
        for x in 0..<width {
            let (pixel, over) = (row + 4 * x, above + 4 * x)
            (out[0], out[1], out[2]) = (pixel[2] &- over[2], pixel[1] &- over[1], pixel[0] &- over[0])
            alphas &= pixel[3]
            out += 3
        }
        return alphas == 255
    }

    private static func sameBytes(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        let (left, right) = (UnsafeRawPointer(first), UnsafeRawPointer(second))
        var index = 0
        while index + 8 <= count {
            if left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            {
                return false
            }
            index += 8
        }
        while index < count {
            if first[index] != second[index] { return false }
            index += 1
        }
        return true
    }

    /// Row `y` as straight RGBA, filtered `Up` against the previous row's straight values, which
    /// `lines` keeps (two rows, alternating).
    private static func filterStraightRow(
        _ y: Int, _ pixels: UnsafePointer<UInt8>, stride: Int, width: Int, lines: UnsafeMutablePointer<UInt8>,
        into target: UnsafeMutablePointer<UInt8>
    ) {
        let count = width * 4
        let current = lines + (y % 2) * count
        let previous = lines + ((y + 1) % 2) * count
        let row = pixels + y * stride
        for x in 0..<width { straighten(row + 4 * x, into: current + 4 * x) }
        target.pointee = y == 0 ? 0 : 2
        for index in 0..<count { target[1 + index] = y == 0 ? current[index] : current[index] &- previous[index] }
    }

    /// One premultiplied BGRA pixel as straight RGBA, rounded as cairo's own PNG writer rounds.
    private static func straighten(_ pixel: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>) {
        let alpha = Int(pixel[3])
        target[3] = UInt8(alpha)
        guard alpha > 0 else {
            target[0] = 0
            target[1] = 0
            target[2] = 0
            return
        }
        func straight(_ value: UInt8) -> UInt8 { UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha)) }
        target[0] = straight(pixel[2])
        target[1] = straight(pixel[1])
        target[2] = straight(pixel[0])
    }

    private static func header(width: Int, height: Int, colorType: UInt8) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0]
    }

    private static func chunk(_ type: String, _ data: [UInt8], into file: inout [UInt8]) {
        let tag = Array(type.utf8)
        file += bigEndian(UInt32(data.count))
        file += tag
        file += data
        var crc = tag.withUnsafeBytes { Compressor.crc32($0) }
        crc = data.withUnsafeBytes { Compressor.crc32($0, continuing: crc) }
        file += bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
