import MenuCore

/// The device pixels that drawing may still change: the surface, narrowed by every clip and
/// group bounds in force (each as its bounding box, rounded out). Kept in plain Swift beside
/// cairo's own clip, so that a canvas and a counting surface skip exactly the same operations:
/// one whose bounds share no pixel with these changes no pixel, so skipping it changes nothing.
struct ClipBounds {
    let scale: Double
    private let surface: PixelRegion
    private var current: PixelRegion
    private var translation = Point.zero
    /// The largest corner radius of the clips in force, in device pixels: where a shape's
    /// clipped edge may curve.
    private(set) var cornerRadius = 0.0
    private var saved: [(region: PixelRegion, translation: Point, cornerRadius: Double)] = []

    init(pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.scale = scale
        surface = PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        current = surface
    }

    mutating func save() {
        saved.append((current, translation, cornerRadius))
    }

    mutating func restore() {
        guard let last = saved.popLast() else { return }
        (current, translation, cornerRadius) = last
    }

    mutating func translate(x: Double, y: Double) {
        translation.x += x
        translation.y += y
    }

    mutating func clip(to rect: Rect, cornerRadius radius: Double = 0) {
        current = current.intersection(region(of: rect))
        cornerRadius = max(cornerRadius, radius * scale)
    }

    /// The pixels inside the clip that `rect` (user space) may touch.
    func visible(_ rect: Rect) -> PixelRegion {
        current.intersection(region(of: rect))
    }

    /// How many pixels inside the clip `rect` may touch; 0: none, and drawing it changes nothing.
    func visiblePixels(of rect: Rect) -> Int {
        visible(rect).pixelCount
    }

    /// How many pixels the clip leaves (a group's surface is this large).
    var pixelCount: Int { current.pixelCount }

    /// The pixels of the surface `rect` may touch, whatever clips it.
    func onSurface(_ rect: Rect) -> PixelRegion {
        surface.intersection(region(of: rect))
    }

    /// Whether nothing clips the surface and `rect` holds every one of its pixels whole.
    func covers(_ rect: Rect) -> Bool {
        current == surface && (rect.minX + translation.x) * scale <= 0 && (rect.minY + translation.y) * scale <= 0
            && (rect.maxX + translation.x) * scale >= Double(surface.width)
            && (rect.maxY + translation.y) * scale >= Double(surface.height)
    }

    /// The device pixels `rect` may touch: rounded out, after 1/64 pixel more on every side, more
    /// than cairo's 24.8 fixed-point coordinates or antialiasing ever reach past a shape's bounds.
    private func region(of rect: Rect) -> PixelRegion {
        let slack = 1.0 / 64
        let minX = (rect.minX + translation.x) * scale - slack
        let minY = (rect.minY + translation.y) * scale - slack
        let maxX = (rect.maxX + translation.x) * scale + slack
        let maxY = (rect.maxY + translation.y) * scale + slack
        // Not finite: assume it may touch anything, so that nothing is skipped on a guess.
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return current }
        func whole(_ value: Double) -> Int { Int(max(-1e9, min(1e9, value))) }
        let (x0, y0) = (whole(minX.rounded(.down)), whole(minY.rounded(.down)))
        let (x1, y1) = (whole(maxX.rounded(.up)), whole(maxY.rounded(.up)))
        return PixelRegion(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension PixelRegion {
    /// The pixels in both (empty when they share none).
    func intersection(_ other: PixelRegion) -> PixelRegion {
        let (x0, y0) = (max(x, other.x), max(y, other.y))
        let (x1, y1) = (min(x + width, other.x + other.width), min(y + height, other.y + other.height))
        return PixelRegion(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    var pixelCount: Int { isEmpty ? 0 : width * height }
}

extension Path {
    /// The rectangle holding every point of the path placed at `origin`, controls too (a curve
    /// stays inside its controls' hull), or nil for an empty path.
    func controlBounds(at origin: Point) -> Rect? {
        var (minX, minY) = (Double.infinity, Double.infinity)
        var (maxX, maxY) = (-Double.infinity, -Double.infinity)
        func add(_ point: Point) {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): add(point)
            case .quadratic(let control, let point):
                add(control)
                add(point)
            case .cubic(let control1, let control2, let point):
                add(control1)
                add(control2)
                add(point)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: origin.x + minX, y: origin.y + minY, width: maxX - minX, height: maxY - minY)
    }
}
