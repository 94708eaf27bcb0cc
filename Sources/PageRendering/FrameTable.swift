import MenuCore

/// What the demo page's frames table lists: every box of a layout in drawing order, with its
/// frame and its parent's name as the layout gives them, each marked when it changed or
/// appeared since an earlier layout; then the names of the boxes that are gone.
public struct FrameTable: Sendable, Hashable {
    public struct Row: Sendable, Hashable {
        public var name: String
        public var frame: Rect
        /// Nil for the screen, the root.
        public var parent: String?
        public var mark: Mark

        public init(name: String, frame: Rect, parent: String?, mark: Mark = .unchanged) {
            self.name = name
            self.frame = frame
            self.parent = parent
            self.mark = mark
        }
    }

    public enum Mark: Sendable, Hashable {
        case unchanged
        /// The frame the box had before.
        case changed(from: Rect)
        case appeared
    }

    public var rows: [Row]
    /// Boxes of the earlier layout that this one has not, in its drawing order.
    public var disappeared: [String]

    public init(rows: [Row], disappeared: [String] = []) {
        self.rows = rows
        self.disappeared = disappeared
    }

    /// The rows of `layout`, marked with `changes` from the layout before it, if any.
    public init(_ layout: Layout, changes: FrameChanges? = nil) {
        var rows: [Row] = []
        rows.reserveCapacity(layout.boxes.count)
        // `changed` and `appeared` follow the layout's drawing order, so each is walked once
        // beside the boxes, with no lookup by name.
        var nextChange = 0
        var nextAppearance = 0
        let changed = changes?.changed ?? []
        let appeared = changes?.appeared ?? []
        for index in layout.boxes.indices {
            let (name, frame, parent) = (
                layout.boxes[index].name, layout.boxes[index].frame, layout.boxes[index].parent
            )
            var mark = Mark.unchanged
            if nextChange < changed.count, changed[nextChange].name == name {
                mark = .changed(from: changed[nextChange].before)
                nextChange += 1
            } else if nextAppearance < appeared.count, appeared[nextAppearance] == name {
                mark = .appeared
                nextAppearance += 1
            }
            rows.append(Row(name: name, frame: frame, parent: parent, mark: mark))
        }
        self.init(rows: rows, disappeared: changes?.disappeared ?? [])
    }
}
