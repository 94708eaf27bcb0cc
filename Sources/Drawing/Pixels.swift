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
