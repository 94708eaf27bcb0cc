import MenuCore

/// An outline in the only segments cairo takes (it has no quadratic curves), already placed in
/// user space. What Canvas hands to cairo's path calls; everything else about shapes is here, in
/// plain Swift.
enum Segment: Equatable {
    case move(Point)
    case line(Point)
    case cubic(Point, Point, Point)
    case close
}

extension Path {
    /// The path's segments moved by `origin`, each quadratic raised to the cubic that traces the
    /// same curve (controls two thirds of the way from the ends to the quadratic's control).
    func segments(at origin: Point) -> [Segment] {
        func placed(_ point: Point) -> Point { Point(x: origin.x + point.x, y: origin.y + point.y) }
        var result: [Segment] = []
        result.reserveCapacity(elements.count)
        var current = Point.zero
        var subpathStart = Point.zero
        for element in elements {
            switch element {
            case .move(let point):
                result.append(.move(placed(point)))
                current = point
                subpathStart = point
            case .line(let point):
                result.append(.line(placed(point)))
                current = point
            case .quadratic(let control, let point):
                let control1 = Point(
                    x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let control2 = Point(
                    x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                result.append(.cubic(placed(control1), placed(control2), placed(point)))
                current = point
            case .cubic(let control1, let control2, let point):
                result.append(.cubic(placed(control1), placed(control2), placed(point)))
                current = point
            case .close:
                result.append(.close)
                // After a close the pen is back at the subpath's start, as in cairo and Skia.
                current = subpathStart
            }
        }
        return result
    }
}
