/// A Gaussian blur as the W3C Filter Effects spec approximates it (feGaussianBlur, "three
/// successive box-blurs"), over premultiplied four-channel pixels: columns, then rows, each
/// direction three running-sum box blurs, so the cost is O(pixels) whatever the radius. Levels
/// stay Float from the first pass to the last, rounded once.
///
/// Past the region's edges the pixels are mirrored (…, 1, 0 | 0, 1, …, Skia's `SkTileMode::kMirror`):
/// Chromium's `backdrop-filter` samples the backdrop that way since the Filter Effects 2 edit of
/// w3c/fxtf-drafts#374, instead of the spec's earlier `duplicate` edge mode, which overweighted
/// the edge pixels. Nothing outside the region bleeds in. Checked against Chromium 156 (software
/// compositing): white columns on black, on and near the edge of a `blur(6px)` backdrop and just
/// outside it, come out within one level of its pixels at device scales 1 and 2.
struct BoxBlur {
    /// The widths of the three boxes of each direction, in the order they run.
    let sizes: [Int]
    /// Pixels each line is extended by on either side, so that the three passes, each "valid"
    /// (an output only where its box lies on the input), end at the line's own length.
    let margin: Int

    /// Largest box width: Float running sums of up to 4096 levels of 255 stay far finer than a
    /// level (σ ≈ 2180 device pixels; wider blurs are this one).
    static let largestBox = 4096

    /// A blur of standard deviation `sigma` device pixels.
    init(sigma: Double) {
        // d = floor(s · 3 · √(2π) / 4 + 0.5).
        let scaled = sigma.isFinite && sigma > 0 ? sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5 : 0
        let d = max(1, Int(min(scaled, Double(Self.largestBox)).rounded(.down)))
        // An odd d: three boxes of d centred on the output pixel. An even d: two of d, centred on
        // the boundary left then right of the output pixel, then one of d + 1 centred on it. In
        // "valid" passes the centring is the margin: (d1 + d2 + d3 - 3) / 2 either side.
        sizes = d % 2 == 1 ? [d, d, d] : [d, d, d + 1]
        margin = (sizes.reduce(0, +) - 3) / 2
    }

    /// Whether the blur leaves every pixel as it is (d ≤ 1).
    var isIdentity: Bool { sizes.allSatisfy { $0 <= 1 } }

    /// Blurs `width` × `height` pixels from `source` into `destination`, both native 32-bit
    /// premultiplied pixels (cairo's ARGB32: alpha in the top byte) with rows `sourceStride` and
    /// `destinationStride` pixels apart.
    func apply(
        source: UnsafePointer<UInt32>, sourceStride: Int,
        destination: UnsafeMutablePointer<UInt32>, destinationStride: Int,
        width: Int, height: Int
    ) {
        guard width > 0, height > 0 else { return }
        // Columns first, streamed row by row (ColumnStream); each row of that blur goes into
        // one of eight lanes of the row pass (BlurLines), which writes the finished rows.
        var columnPass = ColumnStream(
            source: source, sourceStride: sourceStride, rows: Self.mirrored(count: height, margin: margin),
            width: width, sizes: sizes)
        defer { columnPass.deallocate() }
        var rowPass = BlurLines(length: width + 2 * margin)
        defer { rowPass.deallocate() }
        let columns = Self.mirrored(count: width, margin: margin)
        var row = 0
        // The destination rows of the lanes loaded so far.
        var rows: [UnsafeMutablePointer<UInt32>] = []
        rows.reserveCapacity(BlurLines.lanes)
        while let blurred = columnPass.next() {
            rowPass.load(lane: rows.count, from: blurred, columns: columns)
            rows.append(destination + (row + rows.count) * destinationStride)
            guard rows.count == BlurLines.lanes || row + rows.count == height else { continue }
            rowPass.blur(sizes: sizes)
            rows.withUnsafeBufferPointer { rowPass.pack(count: width, into: $0) }
            row += rows.count
            rows.removeAll(keepingCapacity: true)
        }
    }

    /// For each sample of a line of `count` pixels extended by `margin` on either side, the pixel
    /// it reads: the line reflected at its ends, edge pixels repeated, for any margin.
    static func mirrored(count: Int, margin: Int) -> [Int] {
        let period = 2 * count
        return (0..<(count + 2 * margin)).map { sample in
            let offset = ((sample - margin) % period + period) % period
            return offset < count ? offset : period - 1 - offset
        }
    }
}
