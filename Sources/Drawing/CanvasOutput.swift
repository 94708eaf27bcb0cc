extension Canvas {
    /// The surface as PNG bytes (`PNGEncoder`, which unpremultiplies as PNG needs). A group still
    /// open is not part of it.
    public func pngData() throws(DrawingError) -> [UInt8] {
        guard let (words, stride, intact) = drawnPixels(), intact else {
            throw DrawingError(message: "cairo: the surface has no pixels")
        }
        return PNGEncoder.encode(
            premultiplied: UnsafeRawPointer(words).assumingMemoryBound(to: UInt8.self), stride: stride * 4,
            width: pixelWidth, height: pixelHeight)
    }

    /// Raw straight-alpha RGBA pixels, row-major, for tests.
    public func rgbaPixels() -> [UInt8] {
        guard let (words, stride, _) = drawnPixels() else { return [] }
        return straightRGBA(from: words, stride: stride, width: pixelWidth, height: pixelHeight)
    }
}
