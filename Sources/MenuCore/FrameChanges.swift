/// How one layout's frames differ from an earlier one's, by box name: what the demo page's
/// frames table marks after a tap. Names are unique in a layout (`DisplayListTests`); were one
/// not, its first box would count, as in `Layout.frames`.
public struct FrameChanges: Sendable, Hashable {
    /// A box in both layouts whose frame differs.
    public struct Change: Sendable, Hashable {
        public var name: String
        public var before: Rect
        public var after: Rect

        public init(name: String, before: Rect, after: Rect) {
            self.name = name
            self.before = before
            self.after = after
        }
    }

    /// In the later layout's drawing order.
    public var changed: [Change]
    /// The names only the later layout has, in its drawing order.
    public var appeared: [String]
    /// The names only the earlier layout has, in its drawing order.
    public var disappeared: [String]

    public init(changed: [Change] = [], appeared: [String] = [], disappeared: [String] = []) {
        self.changed = changed
        self.appeared = appeared
        self.disappeared = disappeared
    }

    /// What changed from `before` to `after`.
    public init(from before: Layout, to after: Layout) {
        let earlier = before.frames
        var later: [String: Rect] = [:]
        later.reserveCapacity(after.boxes.count)
        var changed: [Change] = []
        var appeared: [String] = []
        // By index, not `for box in boxes`: a box is large, and only its name and frame are read.
        for index in after.boxes.indices {
            let (name, frame) = (after.boxes[index].name, after.boxes[index].frame)
            guard later[name] == nil else { continue }
            later[name] = frame
            if let old = earlier[name] {
                if old != frame { changed.append(Change(name: name, before: old, after: frame)) }
            } else {
                appeared.append(name)
            }
        }
        var disappeared: [String] = []
        var seen: Set<String> = []
        for index in before.boxes.indices {
            let name = before.boxes[index].name
            if later[name] == nil && seen.insert(name).inserted { disappeared.append(name) }
        }
        self.init(changed: changed, appeared: appeared, disappeared: disappeared)
    }

    public var isEmpty: Bool { changed.isEmpty && appeared.isEmpty && disappeared.isEmpty }
}
