import MenuCore

/// A rectangle whose four corners are circular arcs of one radius, as CSS draws a box with a
/// single `border-radius` length.
struct RoundedRect: Equatable {
    var rect: Rect
    /// The radius actually drawn, after CSS's clamping.
    var radius: Double

    /// CSS Backgrounds 3 §5.5 ("Overlapping Curves"): when the radii on a side add up to more than
    /// its length, all radii are scaled by f = min(length / sum of radii) over the sides. With one
    /// radius r on every corner that is r · min(1, w / 2r, h / 2r) = min(r, w / 2, h / 2).
    init(_ rect: Rect, cornerRadius: Double) {
        self.rect = rect
        let largest = min(rect.width, rect.height) / 2
        self.radius = max(0, min(cornerRadius, largest))
    }

    var isEmpty: Bool { !(rect.width > 0 && rect.height > 0) }

    /// The inner edge of a border of `width` drawn inside: the padding box, whose radius is the
    /// (clamped) outer radius less the width, never below zero. Nil when the border fills the box.
    func inset(by width: Double) -> RoundedRect? {
        let inner = rect.insetBy(dx: width, dy: width)
        guard inner.width > 0, inner.height > 0 else { return nil }
        return RoundedRect(inner, cornerRadius: radius - width)
    }

    /// The outline, clockwise from the end of the top-left corner.
    var segments: [Segment] {
        guard !isEmpty else { return [] }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        guard radius > 0 else {
            return [
                .move(Point(x: x0, y: y0)), .line(Point(x: x1, y: y0)), .line(Point(x: x1, y: y1)),
                .line(Point(x: x0, y: y1)), .close,
            ]
        }
        let r = radius
        var result: [Segment] = [.move(Point(x: x0 + r, y: y0))]
        result.append(.line(Point(x: x1 - r, y: y0)))
        Self.appendQuarter(to: &result, center: Point(x: x1 - r, y: y0 + r), radius: r, startingToward: (0, -1))
        result.append(.line(Point(x: x1, y: y1 - r)))
        Self.appendQuarter(to: &result, center: Point(x: x1 - r, y: y1 - r), radius: r, startingToward: (1, 0))
        result.append(.line(Point(x: x0 + r, y: y1)))
        Self.appendQuarter(to: &result, center: Point(x: x0 + r, y: y1 - r), radius: r, startingToward: (0, 1))
        result.append(.line(Point(x: x0, y: y0 + r)))
        Self.appendQuarter(to: &result, center: Point(x: x0 + r, y: y0 + r), radius: r, startingToward: (-1, 0))
        result.append(.close)
        return result
    }

    /// A quarter circle turning clockwise on screen (y down) from the point of the circle in
    /// direction `start`, as two cubic Béziers of 45° each: their radial error is about 4·10⁻⁶ r,
    /// far below a pixel at any radius a screen uses (one cubic per quarter is off by 3·10⁻⁴ r).
    private static func appendQuarter(
        to result: inout [Segment], center: Point, radius: Double, startingToward start: (Double, Double)
    ) {
        // u points from the centre to the arc's start, v along the direction of travel.
        let u = start
        let v = (-start.1, start.0)
        // Cosine and sine of φ = 0°, 45°, 90° (index 0, 1, 2): no trigonometry needed.
        func angle(_ index: Int) -> (cos: Double, sin: Double) {
            index == 0 ? (1, 0) : index == 1 ? (0.5.squareRoot(), 0.5.squareRoot()) : (0, 1)
        }
        // The point and the unit tangent at angle φ from u towards v.
        func point(_ index: Int) -> Point {
            let (c, s) = angle(index)
            return Point(x: center.x + radius * (c * u.0 + s * v.0), y: center.y + radius * (c * u.1 + s * v.1))
        }
        func tangent(_ index: Int) -> (Double, Double) {
            let (c, s) = angle(index)
            return (-s * u.0 + c * v.0, -s * u.1 + c * v.1)
        }
        // Control-arm length of a cubic tracing an arc of angle θ: 4/3 · tan(θ / 4) · r; tan(π/16).
        let arm = 4.0 / 3.0 * 0.198_912_367_379_658_006_91 * radius
        for index in 0..<2 {
            let (p0, p1) = (point(index), point(index + 1))
            let (t0, t1) = (tangent(index), tangent(index + 1))
            let c1 = Point(x: p0.x + arm * t0.0, y: p0.y + arm * t0.1)
            let c2 = Point(x: p1.x - arm * t1.0, y: p1.y - arm * t1.1)
            result.append(.cubic(c1, c2, p1))
        }
    }
}
