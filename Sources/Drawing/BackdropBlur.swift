/// The pixel work of `Canvas.blurBackdrop(in:radius:cornerRadius:)`, which leaves only the cairo
/// calls to the canvas: the backdrop's pixels under the rect, a Gaussian blur of standard deviation
/// `radius` points (`BoxBlur`), and above 1× the shrinking that makes a wide blur cheap. The canvas
/// draws the result back up by `factor`, bilinearly, clipped to the rounded rect.
struct BackdropBlur {
    /// The pixels of the backdrop the blur reads and replaces, in its surface's own pixels.
    let region: PixelRegion
    /// Pixels each way averaged into one before the blur (`Downsample`): above 1×, a wide blur is
    /// computed on the pixels of 1× and drawn back up. 1 when nothing is averaged.
    let factor: Int
    /// The blur, in pixels of the shrunk bitmap.
    private let blur: BoxBlur

    /// The blur of `radius` points at `scale` device pixels a point over `region`, or nil when it
    /// would change nothing: a blur narrower than a pixel's reach, or no pixels.
    init?(radius: Double, scale: Double, region: PixelRegion) {
        guard !BoxBlur(sigma: radius * scale).isIdentity, !region.isEmpty else { return nil }
        self.region = region
        factor = Swift.max(1, Swift.min(Int(scale.rounded(.down)), Int(radius * scale / 2), Downsample.maxFactor))
        blur = BoxBlur(sigma: radius * scale / Double(factor))
    }

    /// The size of the blurred bitmap: the region's, divided by `factor` and rounded up.
    var width: Int { (region.width + factor - 1) / factor }
    var height: Int { (region.height + factor - 1) / factor }

    /// Blurs `region` of `source` (the backdrop's surface, rows `sourceStride` pixels apart) into
    /// `destination`, `width` × `height` pixels with rows `destinationStride` apart; both native
    /// 32-bit premultiplied pixels (cairo's ARGB32).
    func apply(
        source: UnsafePointer<UInt32>, sourceStride: Int,
        destination: UnsafeMutablePointer<UInt32>, destinationStride: Int
    ) {
        let origin = source + region.y * sourceStride + region.x
        guard factor > 1 else {
            blur.apply(
                source: origin, sourceStride: sourceStride, destination: destination,
                destinationStride: destinationStride, width: width, height: height)
            return
        }
        let small = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { small.deallocate() }
        Downsample.average(
            source: origin, sourceStride: sourceStride, width: region.width, height: region.height,
            factor: factor, into: small, destinationStride: width)
        blur.apply(
            source: small, sourceStride: width, destination: destination, destinationStride: destinationStride,
            width: width, height: height)
    }
}
