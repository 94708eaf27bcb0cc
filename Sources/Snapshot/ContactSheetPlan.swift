import MenuCore

/// Where a contact sheet's parts go, in the canvas's points (sheet pixels ÷ `scale`): a header
/// across the top, then every screen in its bezel at one common `scale`, so that their sizes
/// compare truly, in one row or, when that gives a larger scale, two; each tile (a screen, and
/// its long-text copy beside it) over its caption. Rows are centred, and the screens of a row
/// stand on one line, their captions level under it.
struct ContactSheetPlan {
    /// One screen's place: its bezels and screens (the copy's second when there is one), and
    /// the box of its caption under them.
    struct Tile: Equatable {
        var bezels: [Rect]
        var screens: [Rect]
        var caption: Rect
    }

    /// Device pixels per point: every screen's size on the sheet.
    let scale: Double
    /// The canvas in points.
    let width: Double
    let height: Double
    /// The first index of each row in `tiles`.
    let rowStarts: [Int]
    let tiles: [Tile]
    /// The header's two lines: the title and the summary under it.
    let title: Rect
    let summary: Rect

    /// `sizes`: each screen's size in points, in order; `copies`: each shown beside a copy.
    init(sizes: [Size], copies: Bool) {
        let split = Self.bestSplit(sizes: sizes, copies: copies)
        let scale = Self.scale(rows: Self.rows(sizes, splitAt: split), copies: copies)
        self.scale = scale
        width = Double(ContactSheetRenderer.pixelWidth) / scale
        height = Double(ContactSheetRenderer.pixelHeight) / scale
        func points(_ rect: Rect) -> Rect {
            Rect(x: rect.x / scale, y: rect.y / scale, width: rect.width / scale, height: rect.height / scale)
        }
        let margin = Spacing.margin
        let lineWidth = Double(ContactSheetRenderer.pixelWidth) - 2 * margin
        title = points(Rect(x: margin, y: Spacing.top, width: lineWidth, height: Spacing.titleLine))
        summary = points(Rect(x: margin, y: title.maxY * scale, width: lineWidth, height: Spacing.summaryLine))

        let rows = Self.rows(sizes, splitAt: split)
        rowStarts = split.map { [0, $0] } ?? (sizes.isEmpty ? [] : [0])
        let band = rows.map { row in row.map { Self.outer($0.height) }.max() ?? 0 }
        let blockHeight =
            band.reduce(0, +) * scale + Double(rows.count) * Spacing.caption
            + Double(max(0, rows.count - 1)) * Spacing.rowGap
        var rowTop = Spacing.screensTop + (Spacing.screensBottom - Spacing.screensTop - blockHeight) / 2
        var tiles: [Tile] = []
        for (row, bandHeight) in zip(rows, band) {
            let rowWidth =
                row.map { Self.tileWidth($0, copies: copies, scale: scale) }.reduce(0, +)
                + Double(max(0, row.count - 1)) * Spacing.tileGap
            var x = (Double(ContactSheetRenderer.pixelWidth) - rowWidth) / 2
            let floor = rowTop + bandHeight * scale
            for size in row {
                let tileWidth = Self.tileWidth(size, copies: copies, scale: scale)
                var tile = Tile(bezels: [], screens: [], caption: .zero)
                var left = x
                for _ in 0..<(copies ? 2 : 1) {
                    let padding = CardPlan.bezelPadding * scale
                    // The screen's corner on a whole device pixel, so that its edges are crisp.
                    let screenX = (left + padding).rounded()
                    let screenY = (floor - padding - size.height * scale).rounded()
                    let screen = Rect(x: screenX / scale, y: screenY / scale, width: size.width, height: size.height)
                    tile.screens.append(screen)
                    tile.bezels.append(
                        Rect(
                            x: screen.x - CardPlan.bezelPadding, y: screen.y - CardPlan.bezelPadding,
                            width: Self.outer(size.width), height: Self.outer(size.height)))
                    left += Self.outer(size.width) * scale + Spacing.pairGap
                }
                // The caption may take the gaps beside its tile, half each: neighbours never meet.
                tile.caption = points(
                    Rect(
                        x: x - Spacing.tileGap / 2, y: floor + Spacing.captionGap, width: tileWidth + Spacing.tileGap,
                        height: Spacing.caption - Spacing.captionGap))
                tiles.append(tile)
                x += tileWidth + Spacing.tileGap
            }
            rowTop = floor + Spacing.caption + Spacing.rowGap
        }
        self.tiles = tiles
    }

    /// `pixels` sheet pixels in points.
    func points(_ pixels: Double) -> Double { pixels / scale }

    /// A screen's length with its bezel, in points.
    private static func outer(_ length: Double) -> Double { length + 2 * CardPlan.bezelPadding }

    /// A tile's width in sheet pixels: its bezels at `scale` and the gap between the pair.
    private static func tileWidth(_ size: Size, copies: Bool, scale: Double) -> Double {
        copies ? 2 * outer(size.width) * scale + Spacing.pairGap : outer(size.width) * scale
    }

    /// The screens in one row, or two when split before `splitAt`.
    static func rows(_ sizes: [Size], splitAt split: Int?) -> [[Size]] {
        guard let split else { return sizes.isEmpty ? [] : [sizes] }
        return [Array(sizes[..<split]), Array(sizes[split...])]
    }

    /// Where to start the second row (in list order), or nil for one row: the split whose common
    /// scale is largest, one row unless two give a larger one.
    static func bestSplit(sizes: [Size], copies: Bool) -> Int? {
        var best: (split: Int?, scale: Double) = (nil, scale(rows: rows(sizes, splitAt: nil), copies: copies))
        for split in sizes.indices.dropFirst() {
            let candidate = scale(rows: rows(sizes, splitAt: split), copies: copies)
            // A hair larger is not worth a second row (and its rounding is not a reason to wrap).
            if candidate > best.scale * 1.0001 { best = (split, candidate) }
        }
        return best.split
    }

    /// The largest scale at which `rows` fit the room under the header, at most `Spacing.maxScale`.
    static func scale(rows: [[Size]], copies: Bool) -> Double {
        let roomWidth = Double(ContactSheetRenderer.pixelWidth) - 2 * Spacing.margin
        let roomHeight =
            Spacing.screensBottom - Spacing.screensTop - Double(rows.count) * Spacing.caption
            - Double(max(0, rows.count - 1)) * Spacing.rowGap
        var scale = Spacing.maxScale
        var bands = 0.0
        for row in rows {
            let perTile = copies ? 2.0 : 1.0
            let points = row.map { perTile * outer($0.width) }.reduce(0, +)
            let fixed =
                Double(max(0, row.count - 1)) * Spacing.tileGap + (copies ? Double(row.count) * Spacing.pairGap : 0)
            if points > 0 { scale = min(scale, (roomWidth - fixed) / points) }
            bands += row.map { outer($0.height) }.max() ?? 0
        }
        if bands > 0 { scale = min(scale, roomHeight / bands) }
        return max(scale, Spacing.minimumScale)
    }

    /// The sheet's lengths in sheet pixels.
    enum Spacing {
        static let margin = 48.0
        static let top = 36.0
        static let titleLine = 48.0
        static let summaryLine = 30.0
        /// Where the screens' room starts (under the header and a gap) and ends (the bottom margin).
        static let screensTop = top + titleLine + summaryLine + 22
        static let screensBottom = Double(ContactSheetRenderer.pixelHeight) - 28
        /// Between tiles, between a screen and its copy, between rows.
        static let tileGap = 28.0
        static let pairGap = 8.0
        static let rowGap = 14.0
        /// A caption's two lines under its tile, and the gap above them.
        static let captionGap = 8.0
        static let captionLine = 19.0
        static let caption = captionGap + 2 * captionLine
        /// The largest a screen is drawn, as on a card (the height keeps even one phone alone below it).
        static let maxScale = 1.5
        /// Eight screens and their copies fit above it; a floor for a sheet that could not.
        static let minimumScale = 0.02
    }
}
