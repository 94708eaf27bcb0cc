/// The faces a page needs, cut down to its characters: what the pages' `@font-face` rules name.
extension HarfBuzzTextMeasurer {
    /// The characters of a page that one face of one style's chain draws.
    public struct FaceSlice: Sendable, Hashable {
        /// The chain's position in `FontFiles.chains` (sans, sans bold, serif, serif bold).
        public var style: Int
        /// The face's position in the chain.
        public var position: Int
        public var face: FaceReference
        /// The page's characters that this face draws: its subset, and its `unicode-range`.
        public var codepoints: CodepointSet
        /// `ttf` or `otf`.
        public var fileExtension: String
    }

    /// The CSS family and weight of each style, in `FontFiles.chains` order.
    public static let cssFaces: [(family: String, weight: Int)] = [
        ("Playground Sans", 400), ("Playground Sans", 700), ("Playground Serif", 400), ("Playground Serif", 700),
    ]

    /// For every style and every face of its chain that draws some of `codepoints`, those
    /// characters.
    public func slices(of codepoints: CodepointSet) -> [FaceSlice] {
        var slices: [FaceSlice] = []
        for (style, chain) in chains.enumerated() {
            for (position, range) in chain.ranges.enumerated() {
                let drawn = range.intersection(codepoints)
                guard !drawn.isEmpty else { continue }
                let face = chain.faces[position]
                slices.append(
                    FaceSlice(
                        style: style, position: position, face: face.reference, codepoints: drawn,
                        fileExtension: face.fileExtension))
            }
        }
        return slices
    }

    /// The font file of `slice`: its face keeping only its characters; nil if HarfBuzz fails.
    public func subset(_ slice: FaceSlice) -> [UInt8]? {
        guard chains.indices.contains(slice.style), chains[slice.style].faces.indices.contains(slice.position)
        else { return nil }
        return chains[slice.style].faces[slice.position].subset(keeping: slice.codepoints)
    }
}
