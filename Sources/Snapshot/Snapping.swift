import MenuCore

/// Where the page's numbers land: CSS lengths are written to 1/64 pt (`CSSValue.length`), and
/// Chromium paints backgrounds, borders and clips on whole device pixels.
enum Snapping {
    /// A length as the page's inline style writes it: to the nearest 1/64.
    static func layout(_ points: Double) -> Double {
        (points * 64).rounded() / 64
    }

    static func layout(_ rect: Rect) -> Rect {
        Rect(x: layout(rect.x), y: layout(rect.y), width: layout(rect.width), height: layout(rect.height))
    }

    /// `rect` with its edges rounded to device pixels at `scale`, as Chromium snaps a box's
    /// painted rectangle (each edge to its nearest pixel, so abutting boxes share an edge).
    static func device(_ rect: Rect, scale: Double) -> Rect {
        let left = (rect.minX * scale).rounded() / scale
        let top = (rect.minY * scale).rounded() / scale
        let right = (rect.maxX * scale).rounded() / scale
        let bottom = (rect.maxY * scale).rounded() / scale
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// A border width as Chromium draws it: whole device pixels, and at least one pixel for a
    /// border thinner than one.
    static func borderWidth(_ points: Double, scale: Double) -> Double {
        let pixels = points * scale
        return (pixels < 1 ? 1 : pixels.rounded(.down)) / scale
    }

    /// A baseline on a whole device pixel: Skia draws horizontal text on the pixel grid vertically.
    static func baseline(_ points: Double, scale: Double) -> Double {
        (points * scale).rounded() / scale
    }
}
