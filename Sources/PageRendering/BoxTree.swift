import MenuCore

/// The display list as the DOM nests it: each box under its `parent`, children in drawing order
/// (later on top), so that clipping and scrolling boxes hold real children.
///
/// The first box is the root (the screen). A box whose parent is missing, or names a later box,
/// hangs under the root, so a malformed list still renders every box exactly once.
public struct BoxTree: Sendable {
    public let boxes: [Box]
    /// Children of each box, by index, in drawing order.
    public let children: Children
    /// The parent of each box (nil for the root).
    public let parents: [Int?]
    /// Whether each box is hidden: its alpha, or an ancestor's, is 0, or it or an ancestor clips
    /// to no area (the accordion's closed menu: opaque, 0 high).
    public let isHidden: [Bool]

    /// Every box's children in one array, each box's a run of it: one allocation for the whole
    /// tree rather than one per parent.
    public struct Children: Sendable {
        let starts: [Int]
        let list: [Int]

        public subscript(index: Int) -> ArraySlice<Int> {
            list[starts[index]..<starts[index + 1]]
        }
    }

    public init(_ layout: Layout) {
        boxes = layout.boxes
        let count = boxes.count
        var parents = [Int?](repeating: nil, count: count)
        var isHidden = Array(repeating: false, count: count)
        // Through a pointer, not `for box in boxes`: a box is large, and copying one per step showed.
        boxes.withUnsafeBufferPointer { boxes in
            var names = NameIndex(capacity: count)
            // Runs of siblings (a menu's rows) name one parent: it is looked up once a run.
            var previousParent: (name: String, index: Int)?
            for index in boxes.indices {
                if index > 0 {
                    let parent: Int
                    if let name = boxes[index].parent {
                        if let previousParent, previousParent.name == name {
                            parent = previousParent.index
                        } else if let found = names.first(named: name, in: boxes) {
                            parent = found
                            previousParent = (name, found)
                        } else {
                            // A parent not (yet) in the list: the screen, and not remembered,
                            // since a box of that name may still come.
                            parent = 0
                        }
                    } else {
                        parent = 0
                    }
                    parents[index] = parent
                    isHidden[index] = isHidden[parent]
                }
                isHidden[index] =
                    isHidden[index] || boxes[index].alpha <= 0 || Self.clipsEverything(boxes.baseAddress! + index)
                names.append(boxes[index].name)
            }
        }
        // Each parent's run of the list, then the children in drawing order into their runs.
        var starts = Array(repeating: 0, count: count + 1)
        for parent in parents { if let parent { starts[parent + 1] += 1 } }
        for index in 0..<count { starts[index + 1] += starts[index] }
        var next = starts
        var list = Array(repeating: 0, count: max(0, count - 1))
        for (index, parent) in parents.enumerated() {
            guard let parent else { continue }
            list[next[parent]] = index
            next[parent] += 1
        }
        self.children = Children(starts: starts, list: list)
        self.parents = parents
        self.isHidden = isHidden
    }

    /// The boxes' names so far by a digest of their bytes, to find the first box of a name
    /// without a dictionary: hashing every name into one was most of the cost of building the
    /// tree. Names are Swift strings, equal by canonical equivalence: a name outside ASCII gets
    /// the digest that matches any, and candidates are always compared as strings. A lookup scans
    /// the digests, so a tree is quadratic in principle; but the token's size bounds a page's
    /// boxes, and a table for long lists (tried) cost the same on the largest page drawn
    /// (BENCHMARKS.md, "Figures behind choices in the code").
    private struct NameIndex {
        private var digests: [UInt64] = []
        private static let outsideASCII = UInt64.max

        init(capacity: Int) {
            digests.reserveCapacity(capacity)
        }

        static func digest(of name: String) -> UInt64 {
            var name = name
            return name.withUTF8 { bytes in
                var digest: UInt64 = 0xcbf2_9ce4_8422_2325
                for byte in bytes {
                    if byte >= 0x80 { return outsideASCII }
                    digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                }
                return digest == outsideASCII ? 0 : digest
            }
        }

        mutating func append(_ name: String) {
            digests.append(Self.digest(of: name))
        }

        /// The first of the boxes appended so far whose name is `name`.
        func first(named name: String, in boxes: UnsafeBufferPointer<Box>) -> Int? {
            let wanted = Self.digest(of: name)
            for (index, digest) in digests.enumerated()
            where (wanted == Self.outsideASCII || digest == wanted || digest == Self.outsideASCII)
                && boxes[index].name == name
            {
                return index
            }
            return nil
        }
    }

    /// A box that clips to an empty frame shows nothing, itself or inside.
    public static func clipsEverything(_ box: borrowing Box) -> Bool {
        box.overflow != .visible && !(box.frame.width > 0 && box.frame.height > 0)
    }

    /// `clipsEverything` of the box at `box`, reading only the fields it needs: a box passed
    /// whole from an array's storage is copied (every string and array in it retained).
    static func clipsEverything(_ box: UnsafePointer<Box>) -> Bool {
        box.pointee.overflow != .visible && !(box.pointee.frame.width > 0 && box.pointee.frame.height > 0)
    }

    /// The descendants of `index` in document order.
    public func descendants(of index: Int) -> [Int] {
        var result: [Int] = []
        for child in children[index] {
            result.append(child)
            result += descendants(of: child)
        }
        return result
    }

    /// `descendants(of:).first(where:)` without listing them: it stops at the first, and builds no
    /// array per level and takes no slice per box (a dialog's title search listed the whole
    /// screen, most of naming's cost).
    public func firstDescendant(of index: Int, where isWanted: (Int) -> Bool) -> Int? {
        children.starts.withUnsafeBufferPointer { starts in
            children.list.withUnsafeBufferPointer { list in
                Self.firstDescendant(of: index, starts: starts, list: list, where: isWanted)
            }
        }
    }

    private static func firstDescendant(
        of index: Int, starts: UnsafeBufferPointer<Int>, list: UnsafeBufferPointer<Int>, where isWanted: (Int) -> Bool
    ) -> Int? {
        for position in starts[index]..<starts[index + 1] {
            let child = list[position]
            if isWanted(child) { return child }
            if let found = firstDescendant(of: child, starts: starts, list: list, where: isWanted) { return found }
        }
        return nil
    }

    /// The width of the CSS border that takes layout space in `box`, which a child's inline
    /// offset and the box's text padding must skip (see `BoxLook` for why only scrolling boxes
    /// have one). Chromium snaps border widths to device pixels, rounding widths under one
    /// pixel up to one, so a 0.5-pt border is 1 px at scale 1 but 0.5 px at scale 2: emitting
    /// whole pixels (at least 1) keeps every child's offset the same at any integer scale.
    /// A box too small for a border on both sides (the accordion's closed menu is 0 high) gets
    /// none in layout, because a CSS border box never shrinks below its borders; it is drawn as
    /// an overlay instead, like a box that does not scroll.
    public static func layoutBorderWidth(of box: borrowing Box) -> Double {
        guard box.overflow.scrolls, box.borderWidth > 0, box.borderWidth.isFinite else { return 0 }
        let width = max(1, box.borderWidth.rounded(.down))
        guard 2 * width <= box.frame.width, 2 * width <= box.frame.height else { return 0 }
        return width
    }
}
