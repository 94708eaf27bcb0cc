extension TabSplit {
    /// Where the strip is scrolled. `didSelectRowAtIndexPath` calls `scrollToRowAtIndexPath:…
    /// atScrollPosition:UITableViewScrollPositionBottom`: the selected row's bottom edge goes to
    /// the bottom of the table's bounds, and UIKit clamps the offset to the content. In portrait
    /// the seed turns the menu view by −90°, so the table's y axis runs left to right along the
    /// screen and its bottom is the strip's right end: the selected cell's trailing edge meets
    /// the strip's. In landscape the table is upright and the cell meets the strip's bottom.
    ///
    /// The offset is a function of the state and the viewport, as every frame is: rotating shows
    /// the selected tab at the Bottom position of the new strip (see docs/open-values.md).
    public static func stripOffset(selected: Int, tabCount: Int, on viewport: Viewport) -> Point {
        let strip = splitFrames(in: viewport).strip
        let horizontal = viewport.orientation == .portrait
        let length = cellLength(for: viewport.idiom)
        let visible = horizontal ? strip.width : strip.height
        let bottom = Double(selected + 1) * length - visible
        let offset = max(0, min(bottom, Double(tabCount) * length - visible))
        return horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
    }

    public static func scrollOffsets(_ state: State, on viewport: Viewport) -> [String: Point] {
        // Settings and one tab per entry of `order`, as in `tabs(in:)`: the count needs no configuration.
        ["strip": stripOffset(selected: state.selected, tabCount: state.order.count + 1, on: viewport)]
    }
}
