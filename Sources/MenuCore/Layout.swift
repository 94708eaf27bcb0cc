/// An ordered display list: every box of one menu state on one viewport.
///
/// JSON: `{"viewport": {…}, "boxes": [{"name": "screen", "frame": {…}, …}, …]}`.
public struct Layout: Sendable, Hashable, Codable {
    public var viewport: Viewport
    public private(set) var boxes: [Box]

    /// A layout holding the boxes every menu shares: `screen`, `status-bar` and `content`.
    /// `capacity` is the expected number of boxes, reserved up front so that large menus do not
    /// copy their (large) boxes on every growth of the list.
    public init(viewport: Viewport, background: RGBA = OpenValues.hostBackground, capacity: Int = 64) {
        self.viewport = viewport
        boxes = []
        boxes.reserveCapacity(capacity)
        append(Box(FrameName.screen, frame: viewport.screen, parent: nil, role: .screen, fill: background))
        append(
            Box(
                FrameName.statusBar, frame: viewport.statusBarFrame, parent: FrameName.screen, role: .statusBar,
                fill: OpenValues.statusBarFill))
        append(Box(FrameName.content, frame: viewport.content, parent: FrameName.screen, role: .content))
    }

    /// Adds `box` on top of the boxes already in the list.
    public mutating func append(_ box: Box) {
        boxes.append(box)
    }

    /// Changes the box named `name`, if present.
    public mutating func update(_ name: String, _ change: (inout Box) -> Void) {
        if let index = boxes.firstIndex(where: { $0.name == name }) {
            change(&boxes[index])
        }
    }

    /// The box named `name`.
    public subscript(name: String) -> Box? {
        boxes.first { $0.name == name }
    }

    /// The first box of each of `names` that the layout has. A transition names a few boxes,
    /// so each is looked for in turn, by index: only the boxes found are copied.
    public func boxes(named names: [String]) -> [String: Box] {
        var found: [String: Box] = [:]
        for name in names where found[name] == nil {
            if let index = boxes.indices.first(where: { boxes[$0].name == name }) { found[name] = boxes[index] }
        }
        return found
    }

    /// Every box's frame by name.
    public var frames: [String: Rect] {
        Dictionary(boxes.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every box's scrolling flag by name.
    public var scrollable: [String: Bool] {
        Dictionary(boxes.map { ($0.name, $0.overflow.scrolls) }, uniquingKeysWith: { first, _ in first })
    }

    /// The content offset of every box whose offset the seed sets, by name.
    public var scrollOffsets: [String: Point] {
        var offsets: [String: Point] = [:]
        for box in boxes where offsets[box.name] == nil {
            if let offset = box.contentOffset { offsets[box.name] = offset }
        }
        return offsets
    }

    /// Every box's alpha by name.
    public var alphas: [String: Double] {
        Dictionary(boxes.map { ($0.name, $0.alpha) }, uniquingKeysWith: { first, _ in first })
    }

    /// The names in drawing order.
    public var names: [String] { boxes.map(\.name) }
}

/// Frame names shared by the layout, the HTML (`data-frame`) and the JSON API.
public enum FrameName {
    public static let screen = "screen"
    public static let statusBar = "status-bar"
    public static let content = "content"

    /// `prefix-index`, e.g. `row-3`.
    public static func indexed(_ prefix: String, _ index: Int) -> String {
        // Written as bytes into one string: a layout names a box this way per row, and
        // `String(index)` and two appends cost several times the bytes they write.
        var digitCount = 1
        var rest = index.magnitude / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        let count = prefix.utf8.count + 1 + (index < 0 ? 1 : 0) + digitCount
        return String(unsafeUninitializedCapacity: count) { bytes in
            var end = 0
            for byte in prefix.utf8 {
                bytes[end] = byte
                end += 1
            }
            bytes[end] = UInt8(ascii: "-")
            if index < 0 { bytes[end + 1] = UInt8(ascii: "-") }
            var value = index.magnitude
            var position = count
            repeat {
                position -= 1
                bytes[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0
            return count
        }
    }
}
