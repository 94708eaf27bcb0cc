import MenuCore

/// Where a menu's main boxes differ between the screens of a compare page: one row a box, one
/// cell a screen. Sizes are what a designer compares (a title that wraps, a menu that is
/// clamped); positions are given beside them, since a box that keeps its size may still move
/// (the strip, to the left when the phone is turned).
public struct FrameDifferences: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var name: String
        /// The box's frame on each screen, nil where the screen has no such box.
        public var frames: [Rect?]
        /// Whether the box's width or height is not the same on every screen that has it, or some
        /// screen lacks it.
        public var sizeDiffers: Bool
    }

    public var rows: [Row]

    /// `screens` are each screen's frames by box name (`Layout.frames`); `names` the boxes to
    /// compare, in order. A box no screen has is left out.
    public init(names: [String], screens: [[String: Rect]]) {
        rows = names.compactMap { name in
            let frames = screens.map { $0[name] }
            let present = frames.compactMap { $0 }
            guard let first = present.first else { return nil }
            let differs =
                present.count < frames.count
                || present.contains { !Self.same($0.width, first.width) || !Self.same($0.height, first.height) }
            return Row(name: name, frames: frames, sizeDiffers: differs)
        }
    }

    /// The rows whose size differs somewhere.
    public var differing: [Row] { rows.filter(\.sizeDiffers) }

    /// Sizes are compared as the pages draw them: to 1/64 pt.
    private static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1.0 / 64 }
}
