import MenuCore

/// Where the page's numbers land: CSS lengths are written to 1/64 pt (`CSSValue.length`), and
/// Chromium paints backgrounds, borders and clips on whole CSS pixels, whatever the device scale
/// (its screenshots at 2× show a 0.5-pt hairline two device pixels thick).
enum Snapping {
    /// A length as the page's inline style writes it: to the nearest 1/64.
    static func layout(_ points: Double) -> Double {
        (points * 64).rounded() / 64
    }

    static func layout(_ rect: Rect) -> Rect {
        Rect(x: layout(rect.x), y: layout(rect.y), width: layout(rect.width), height: layout(rect.height))
    }

    /// `rect` on whole pixels, as Blink snaps a box's painted rectangle
    /// (`ToPixelSnappedRect`): its origin rounded, each size rounded from the origin's fraction,
    /// so abutting boxes share an edge, and never to nothing when it is not nothing (a hairline
    /// keeps one pixel). Blink's layout units round halves up.
    static func pixels(_ rect: Rect) -> Rect {
        func round(_ value: Double) -> Double { (value + 0.5).rounded(.down) }
        func size(_ length: Double, from location: Double) -> Double {
            let fraction = location - location.rounded(.down)
            let snapped = round(fraction + length) - round(fraction)
            return snapped == 0 && length > 0 ? 1 : snapped
        }
        return Rect(
            x: round(rect.minX), y: round(rect.minY), width: max(0, size(rect.width, from: rect.minX)),
            height: max(0, size(rect.height, from: rect.minY)))
    }

    /// A border width as Chromium draws it: whole pixels, and at least one for a border
    /// thinner than one.
    static func borderWidth(_ points: Double) -> Double {
        points < 1 ? 1 : points.rounded(.down)
    }

    /// A baseline on a whole device pixel: Skia draws horizontal text on the pixel grid vertically.
    static func baseline(_ points: Double, scale: Double) -> Double {
        (points * scale).rounded() / scale
    }
}
