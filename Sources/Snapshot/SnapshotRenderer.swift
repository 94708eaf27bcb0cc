import Drawing
import MenuCore
import PageRendering
import TextShaping

/// A device screen drawn as a PNG by the server, from the same display list the HTML is made
/// of, box by box as the browser paints the page's elements (docs/design.md, "Snapshots"):
///
/// - every box at its frame (snapped to 1/64 pt as the page's inline styles are), less the
///   content offset of each scrolling box it is in;
/// - in paint order: a box's backdrop blur, background, real border (scrolling boxes), its text
///   lines, its icon, its children, then its overlay border (a CALayer border, drawn over the
///   children); a floating header after its siblings (it is the page's `z-index: 1`);
/// - a box with alpha below 1 as a group composited at that alpha, a disabled button's content
///   at the page's 0.35, a clipping or scrolling box's children clipped to its inner edge.
///
/// What no display list says (the placeholder colour, which faces Chromium draws with) is in
/// docs/open-values.md.
public struct SnapshotRenderer: Sendable {
    /// The shaping that measured the layout's text: the glyphs are drawn where it measured them.
    let measurer: HarfBuzzTextMeasurer
    /// The SVG of an icon by name, as the page's `/static/icons/{name}.svg` serves it.
    let icon: @Sendable (String) -> [UInt8]?

    public init(measurer: HarfBuzzTextMeasurer, icon: @escaping @Sendable (String) -> [UInt8]?) {
        self.measurer = measurer
        self.icon = icon
    }

    /// The PNG of `layout` on `viewport` at `scale` device pixels per point.
    public func png(of layout: Layout, on viewport: Viewport, scale: Double) throws(DrawingError) -> [UInt8] {
        let canvas = try Canvas(width: viewport.width, height: viewport.height, scale: scale)
        paint(layout, on: canvas, scale: scale)
        return try canvas.pngData()
    }

    /// What `png(of:on:scale:)` will spend, in `WorkMeter` units (`DrawingCost`): the same walk
    /// over a surface that counts instead of drawing, plus the walk itself per box. A pure
    /// function of its arguments, whatever the caches hold.
    public func price(of layout: Layout, on viewport: Viewport, scale: Double) throws(DrawingError) -> Int {
        let surface = try CountingSurface(width: viewport.width, height: viewport.height, scale: scale)
        paint(layout, on: surface, scale: scale)
        return surface.price + DrawingCost.boxes(layout.boxes.count)
    }

    /// Walks `layout`'s boxes onto `surface`.
    func paint(_ layout: Layout, on surface: some Surface, scale: Double) {
        guard !layout.boxes.isEmpty else { return }
        var painter = BoxPainter(
            tree: BoxTree(layout), canvas: surface, scale: scale, text: TextPainter(measurer: measurer), icon: icon)
        painter.paint(0, offset: Point(x: 0, y: 0))
    }

    /// Walks `layout` onto `screen`, a rectangle of `surface` (a card's device), clipped to it,
    /// on white: what the screen leaves bare shows white, as on the pages, where a snapshot
    /// leaves it transparent.
    func paint(_ layout: Layout, inScreen screen: Rect, on surface: some Surface, scale: Double) {
        surface.save()
        surface.translate(x: screen.x, y: screen.y)
        surface.clip(to: Rect(x: 0, y: 0, width: screen.width, height: screen.height), cornerRadius: 0)
        surface.fill(Rect(x: 0, y: 0, width: screen.width, height: screen.height), cornerRadius: 0, color: .white)
        paint(layout, on: surface, scale: scale)
        surface.restore()
    }
}
