/// Whole pixels of a surface, in its own pixel coordinates.
struct PixelRegion: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The pixels that a rectangle in pixel coordinates touches (rounded out, as Chromium rounds
    /// a filter's bounds to whole pixels), within `0..<limitWidth` × `0..<limitHeight`. Floating
    /// noise below 10⁻⁶ pixel does not add a row.
    init(enclosingMinX minX: Double, minY: Double, maxX: Double, maxY: Double, limitWidth: Int, limitHeight: Int) {
        func bounded(_ value: Double, _ limit: Int) -> Int {
            value.isNaN ? 0 : Int(max(0, min(Double(limit), value)))
        }
        let x0 = bounded((minX + 1e-6).rounded(.down), limitWidth)
        let y0 = bounded((minY + 1e-6).rounded(.down), limitHeight)
        let x1 = bounded((maxX - 1e-6).rounded(.up), limitWidth)
        let y1 = bounded((maxY - 1e-6).rounded(.up), limitHeight)
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var isEmpty: Bool { width == 0 || height == 0 }
}

/// Straight-alpha RGBA bytes, row-major, from native 32-bit premultiplied pixels (cairo's
/// ARGB32, alpha in the top byte) with rows `stride` pixels apart. Colours are divided by alpha
/// with the rounding cairo's PNG writer uses, so these bytes are the PNG's.
func straightRGBA(from pixels: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: width * height * 4) { bytes, count in
        for row in 0..<height {
            for column in 0..<width {
                let pixel = pixels[row * stride + column]
                let alpha = pixel >> 24
                let out = (row * width + column) * 4
                // min: a colour above its alpha is not a valid premultiplied pixel, but never traps.
                func straight(_ level: UInt32) -> UInt8 {
                    alpha == 0 ? 0 : UInt8(min(255, (level * 255 + alpha / 2) / alpha))
                }
                bytes[out] = straight(pixel >> 16 & 0xFF)
                bytes[out + 1] = straight(pixel >> 8 & 0xFF)
                bytes[out + 2] = straight(pixel & 0xFF)
                bytes[out + 3] = UInt8(alpha)
            }
        }
        count = width * height * 4
    }
}
