import MenuCore

/// What a `Canvas` keeps beside cairo's own state, in plain Swift: what `save()` and
/// `beginGroup()` opened, innermost last, and the bounds of the clip (`ClipBounds`), by which the
/// canvas skips what would change no pixel. cairo puts a context in a permanent error state on an
/// unmatched restore or pop, or on a non-finite matrix, so the canvas checks them here first.
struct CanvasState {
    private enum Scope { case state, group }
    private var scopes: [Scope] = []
    private var clips: ClipBounds
    private let skipsInvisible: Bool

    /// The state of a new surface of `pixelWidth` × `pixelHeight` pixels; with `skipsInvisible`
    /// false, everything is visible (for tests that draw what the clip hides too).
    init(pixelWidth: Int, pixelHeight: Int, scale: Double, skipsInvisible: Bool) {
        clips = ClipBounds(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        self.skipsInvisible = skipsInvisible
    }

    mutating func save() {
        scopes.append(.state)
        clips.save()
    }

    mutating func restore() {
        precondition(scopes.popLast() == .state, "restore() without a matching save()")
        clips.restore()
    }

    mutating func translate(x: Double, y: Double) {
        precondition(x.isFinite && y.isFinite, "translate(x: \(x), y: \(y))")
        clips.translate(x: x, y: y)
    }

    mutating func clip(to rect: Rect, cornerRadius: Double) {
        clips.clip(to: rect, cornerRadius: cornerRadius)
    }

    /// A group, clipped to `bounds` if there are any.
    mutating func beginGroup(bounds: Rect?) {
        scopes.append(.group)
        clips.save()
        if let bounds { clips.clip(to: bounds) }
    }

    mutating func endGroup() {
        precondition(scopes.popLast() == .group, "endGroup(alpha:) without a matching beginGroup()")
        clips.restore()
    }

    /// Whether drawing in `rect` may change a pixel (`ClipBounds`).
    func isVisible(_ rect: Rect) -> Bool {
        !skipsInvisible || clips.visiblePixels(of: rect) > 0
    }
}
