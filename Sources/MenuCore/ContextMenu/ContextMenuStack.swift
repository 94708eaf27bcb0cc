extension ContextMenu {
    /// One arranged subview of the seed's options stack, in the order `populateOptions` adds them.
    public enum StackSlot: Sendable, Hashable {
        case item(Int)
        /// The separator after item `index`.
        case separator(Int)
    }

    /// The stack's own height: `createOptionsStack` makes it `ContextMenuItem.HEIGHT * items.count`,
    /// which the items and their separators then share.
    public static func stackHeight(itemCount: Int) -> Double {
        OpenValues.contextItemHeight * Double(itemCount)
    }

    /// The items and separators as `.fillProportionally` (spacing 0) lays them out along a stack
    /// of `height` whose top is at `top`.
    ///
    /// UIKit weighs each arranged view by its intrinsic height or, for a view without one, by the
    /// height of the frame it had when added: an item by `OpenValues.contextItemIntrinsicHeight`
    /// or else the seed's `ContextMenuItem.HEIGHT` frame, a separator (a plain `UIView`) by its
    /// 1-pt frame. Each view gets `height × weight / Σ weights`: with four items, 176 × 44/179 =
    /// 43.26… for an item and 176/179 = 0.98… for a separator.
    public static func stackSlots(itemCount: Int, top: Double, height: Double) -> [(
        slot: StackSlot, y: Double, height: Double
    )] {
        var slots: [(StackSlot, weight: Double)] = []
        slots.reserveCapacity(2 * itemCount)
        let itemWeight = OpenValues.contextItemIntrinsicHeight ?? OpenValues.contextItemHeight
        for index in 0..<itemCount {
            slots.append((.item(index), itemWeight))
            if index < itemCount - 1 {
                slots.append((.separator(index), Metrics.separatorHeight))
            }
        }
        let total = slots.reduce(0) { $0 + $1.weight }
        guard total > 0 else { return [] }
        // Edges from running sums of the weights, so that neighbours share an edge exactly and
        // the last view ends at the stack's bottom.
        var result: [(slot: StackSlot, y: Double, height: Double)] = []
        result.reserveCapacity(slots.count)
        var before = 0.0
        for (slot, weight) in slots {
            let start = top + height * before / total
            before += weight
            let end = top + height * before / total
            result.append((slot, start, end - start))
        }
        return result
    }
}
