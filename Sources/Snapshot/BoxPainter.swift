import Drawing
import MenuCore
import PageRendering

/// Paints the boxes of one display list onto one canvas, in the page's paint order (see
/// `SnapshotRenderer`). Positions are the page's: each frame snapped to 1/64 pt as its inline
/// style is, backgrounds and borders then snapped to whole pixels as Chromium paints them. The
/// same walk prices a snapshot (on a `CountingSurface`) and draws it (on a `Canvas`).
struct BoxPainter<S: Surface> {
    let tree: BoxTree
    let canvas: S
    let scale: Double
    let text: TextPainter
    let icon: @Sendable (String) -> [UInt8]?
    private let faces: [BoxFace]

    init(
        tree: BoxTree, canvas: S, scale: Double, text: TextPainter, icon: @escaping @Sendable (String) -> [UInt8]?
    ) {
        self.tree = tree
        self.canvas = canvas
        self.scale = scale
        self.text = text
        self.icon = icon
        faces = tree.boxes.map(BoxFace.init)
    }

    /// The page's `opacity` on a disabled `<button>` (screen.css `.hit:disabled`).
    static var disabledOpacity: Double { 0.35 }

    /// Paints box `index` and its subtree; `offset` is the scrolling of the boxes it is in.
    mutating func paint(_ index: Int, offset: Point) {
        guard !tree.isHidden[index] else { return }
        let box = tree.boxes[index]
        let frame = Rect(
            x: Snapping.layout(box.frame.x) + offset.x, y: Snapping.layout(box.frame.y) + offset.y,
            width: Snapping.layout(box.frame.width), height: Snapping.layout(box.frame.height))
        let pixels = Snapping.pixels(frame)
        let grouped = box.alpha < 1
        if grouped { canvas.beginGroup(bounds: subtreeBounds(of: index, offset: offset)) }
        if box.blur > 0 { canvas.blurBackdrop(in: pixels, radius: box.blur, cornerRadius: box.cornerRadius) }
        if let fill = box.fill { canvas.fill(pixels, cornerRadius: box.cornerRadius, color: fill) }
        let inset = BoxTree.layoutBorderWidth(of: box)
        if inset > 0 {
            canvas.strokeInside(pixels, cornerRadius: box.cornerRadius, width: inset, color: box.borderColor ?? .black)
        }
        paintFace(index, inner: frame.inset(by: inset))
        paintChildren(index, frame: frame, inset: inset, offset: offset)
        if inset == 0, box.borderWidth > 0, box.borderWidth.isFinite {
            // A CALayer border: over the children, taking no room (screen.css `.ring::after`).
            canvas.strokeInside(
                pixels, cornerRadius: box.cornerRadius, width: Snapping.borderWidth(box.borderWidth),
                color: box.borderColor ?? .black)
        }
        if grouped { canvas.endGroup(alpha: box.alpha) }
    }

    /// Children in drawing order, clipped to the box's inner edge when it clips or scrolls; a
    /// floating header last and unscrolled (`position: sticky; z-index: 1` at its frame).
    private mutating func paintChildren(_ index: Int, frame: Rect, inset: Double, offset: Point) {
        let box = tree.boxes[index]
        let children = tree.children[index]
        guard !children.isEmpty else { return }
        let clips = box.overflow != .visible
        if clips {
            canvas.save()
            canvas.clip(
                to: Snapping.pixels(frame.inset(by: inset)),
                cornerRadius: max(0, box.cornerRadius - inset))
        }
        var scrolled = offset
        if box.overflow.scrolls, let content = box.contentOffset {
            scrolled.x -= Snapping.layout(content.x)
            scrolled.y -= Snapping.layout(content.y)
        }
        for child in children where !tree.boxes[child].isFloatingHeader { paint(child, offset: scrolled) }
        for child in children where tree.boxes[child].isFloatingHeader { paint(child, offset: offset) }
        if clips { canvas.restore() }
    }

    /// What the box draws inside itself (`BoxFace`): its lines, then its icon (absolutely placed,
    /// so painted after the lines), or a text field's text; a disabled button's at 0.35.
    private func paintFace(_ index: Int, inner: Rect) {
        let box = tree.boxes[index]
        switch faces[index] {
        case .cover:
            return
        case .textInput:
            paintIcon(of: box, in: inner)
            if let run = box.text {
                text.paintField(
                    value: box.action?.text ?? run.string, placeholder: box.textEntry?.placeholder, style: run,
                    in: inner, on: canvas, scale: scale)
            }
        case .disabledButton:
            canvas.beginGroup(bounds: Snapping.pixels(inner).outset(by: Self.overhang))
            paintLinesAndIcon(of: box, inner: inner)
            canvas.endGroup(alpha: Self.disabledOpacity)
        case .plain, .tap, .dismiss:
            paintLinesAndIcon(of: box, inner: inner)
        }
    }

    /// How far a box's drawing may pass its frame: a text shadow's offset, antialiasing, a
    /// glyph's overhang.
    static var overhang: Double { 4 }

    /// The rectangle a group needs to hold box `index` and its subtree, as frames place them.
    private func subtreeBounds(of index: Int, offset: Point) -> Rect {
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for member in [index] + tree.descendants(of: index) where !tree.isHidden[member] {
            let frame = tree.boxes[member].frame
            minX = min(minX, frame.minX)
            minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        guard minX <= maxX, minY <= maxY else { return Rect.zero }
        // Scrolled children move by at most their scroller's offset, which `offset` holds for the box.
        return Snapping.pixels(
            Rect(x: minX + offset.x, y: minY + offset.y, width: maxX - minX, height: maxY - minY)
        ).outset(by: Self.overhang)
    }

    private func paintLinesAndIcon(of box: Box, inner: Rect) {
        if let run = box.text { text.paint(run, in: inner, on: canvas, scale: scale) }
        paintIcon(of: box, in: inner)
    }

    /// The icon fills the box's inner edge (`.icon`: inset 0, 100 % × 100 %); a tinted one is the
    /// SVG as a mask over the tint (`.mask`). An icon the server does not have is not drawn, as
    /// the page's image would show nothing.
    private func paintIcon(of box: Box, in inner: Rect) {
        guard let name = box.icon, let svg = icon(name) else { return }
        try? canvas.drawSVG(svg, in: Snapping.layout(inner), tint: box.tint)
    }
}

extension Rect {
    /// The rectangle `amount` outside each edge.
    fileprivate func outset(by amount: Double) -> Rect {
        Rect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The rectangle `amount` inside each edge.
    fileprivate func inset(by amount: Double) -> Rect {
        guard amount > 0 else { return self }
        return Rect(
            x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
