/// Premultiplied ARGB32 pixels averaged over `factor` × `factor` blocks (a partial block at the
/// right or bottom edge over the pixels it has): a blur far wider than a pixel is the same
/// computed on fewer pixels and drawn back up with bilinear filtering, at a fraction of the cost.
enum Downsample {
    /// Blocks of up to 15 × 15 pixels: two channels share a word, each summed in 16 bits.
    static let maxFactor = 15

    static func average(
        source: UnsafePointer<UInt32>, sourceStride: Int, width: Int, height: Int, factor: Int,
        into destination: UnsafeMutablePointer<UInt32>, destinationStride: Int
    ) {
        precondition((1...maxFactor).contains(factor), "a block's sums must fit 16 bits a channel")
        let smallWidth = (width + factor - 1) / factor
        let smallHeight = (height + factor - 1) / factor
        // Per output column: red and blue, alpha and green, packed two to a word.
        var redBlue = [UInt32](repeating: 0, count: smallWidth)
        var alphaGreen = [UInt32](repeating: 0, count: smallWidth)
        for smallY in 0..<smallHeight {
            let rows = min(factor, height - smallY * factor)
            redBlue.withUnsafeMutableBufferPointer { rb in
                alphaGreen.withUnsafeMutableBufferPointer { ag in
                    rb.update(repeating: 0)
                    ag.update(repeating: 0)
                    for dy in 0..<rows {
                        var pixel = source + (smallY * factor + dy) * sourceStride
                        for column in 0..<smallWidth {
                            var (sumRB, sumAG) = (rb[column], ag[column])
                            for _ in 0..<min(factor, width - column * factor) {
                                sumRB &+= pixel.pointee & 0x00FF_00FF
                                sumAG &+= (pixel.pointee >> 8) & 0x00FF_00FF
                                pixel += 1
                            }
                            (rb[column], ag[column]) = (sumRB, sumAG)
                        }
                    }
                    let target = destination + smallY * destinationStride
                    for smallX in 0..<smallWidth {
                        let count = UInt32(rows * min(factor, width - smallX * factor))
                        let half = count / 2
                        let (sumRB, sumAG) = (rb[smallX], ag[smallX])
                        let red = ((sumRB >> 16) + half) / count
                        let blue = ((sumRB & 0xFFFF) + half) / count
                        let alpha = ((sumAG >> 16) + half) / count
                        let green = ((sumAG & 0xFFFF) + half) / count
                        target[smallX] = alpha << 24 | red << 16 | green << 8 | blue
                    }
                }
            }
        }
    }
}
