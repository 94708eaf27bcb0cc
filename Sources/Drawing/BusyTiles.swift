/// Where a surface's pixels may differ from the pixels above them, in tiles of 16 × 16 device
/// pixels: what the PNG's deflate has to code as literals (`PNGEncoder` filters every row `Up`,
/// so a pixel equal to the one above is a zero, and zeros are runs), priced as noise
/// (`DrawingCost.surface`). Everything else, however large, is a run.
///
/// A counting surface marks what each operation can make busy: a glyph, bitmap or icon its whole
/// box; a fill or border only the rows where its coverage changes down the page (its top and
/// bottom edges and corners; its sides are the same on every row); a blur spreads the busy
/// pixels under it by its reach. Marks only err towards busy.
struct BusyTiles {
    static let side = 16
    private let columns: Int
    private let rows: Int
    private var marked: [Bool]
    private(set) var count = 0

    init(pixelWidth: Int, pixelHeight: Int) {
        columns = (pixelWidth + Self.side - 1) / Self.side
        rows = (pixelHeight + Self.side - 1) / Self.side
        marked = Array(repeating: false, count: columns * rows)
    }

    /// The busy pixels: every marked tile, whole.
    var pixelCount: Int { count * Self.side * Self.side }

    /// The tiles `region` (device pixels) touches, within the grid.
    private func tiles(of region: PixelRegion) -> (columns: Range<Int>, rows: Range<Int>) {
        guard !region.isEmpty else { return (0..<0, 0..<0) }
        func range(_ start: Int, _ length: Int, _ limit: Int) -> Range<Int> {
            let first = max(0, min(limit, start / Self.side))
            let end = max(first, min(limit, (start + length + Self.side - 1) / Self.side))
            return first..<end
        }
        return (range(region.x, region.width, columns), range(region.y, region.height, rows))
    }

    mutating func mark(_ region: PixelRegion) {
        let (xs, ys) = tiles(of: region)
        for y in ys {
            for x in xs where !marked[y * columns + x] {
                marked[y * columns + x] = true
                count += 1
            }
        }
    }

    /// Marks the rows at the top and bottom of `region` where a shape's coverage changes down
    /// the page: `band` device pixels each (its corner radius and antialiasing, or a border's width).
    mutating func markEdges(of region: PixelRegion, band: Int) {
        guard !region.isEmpty else { return }
        let height = min(region.height, band)
        mark(PixelRegion(x: region.x, y: region.y, width: region.width, height: height))
        mark(PixelRegion(x: region.x, y: region.y + region.height - height, width: region.width, height: height))
    }

    /// A blur over `region` reaching `reach` pixels: each output pixel mixes the input within
    /// `reach`, so it can differ from the one above only near an input pixel that did.
    mutating func spread(within region: PixelRegion, reach: Int) {
        let (xs, ys) = tiles(of: region)
        guard !xs.isEmpty, !ys.isEmpty else { return }
        let by = (reach + Self.side - 1) / Self.side
        // Dilated along rows, then along columns: a square of (2 by + 1) tiles around each mark.
        var across = marked
        for y in ys {
            for x in xs where marked[y * columns + x] {
                for near in max(xs.lowerBound, x - by)..<min(xs.upperBound, x + by + 1) {
                    across[y * columns + near] = true
                }
            }
        }
        var spread = across
        for y in ys {
            for x in xs where across[y * columns + x] {
                for near in max(ys.lowerBound, y - by)..<min(ys.upperBound, y + by + 1) {
                    spread[near * columns + x] = true
                }
            }
        }
        for y in ys {
            for x in xs where spread[y * columns + x] && !marked[y * columns + x] {
                marked[y * columns + x] = true
                count += 1
            }
        }
    }
}
