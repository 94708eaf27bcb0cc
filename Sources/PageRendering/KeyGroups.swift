import MenuCore

/// The boxes the arrow keys move through (docs/design.md, “Accessibility”), one rule for every
/// menu: a list or dialog is a group when it is the nearest list or dialog around an option or
/// button that is drawn as a control. The HTML marks them `data-keys` (an orientation, not a role:
/// it promises nothing without script); the page script moves focus among the group's controls.
struct KeyGroups {
    /// The direction the items of each group box run, by box index (nil for a box that is no
    /// group): an array, since every element drawn looks itself up, and hashing each index to
    /// find it in a dictionary showed in a page's cost.
    private(set) var orientations: [String?]

    init(tree: BoxTree, faces: [BoxFace]) {
        orientations = Array(repeating: nil, count: tree.boxes.count)
        for index in tree.boxes.indices where Self.isItem(tree.boxes[index].role, faces[index]) {
            var ancestor = tree.parents[index]
            while let group = ancestor, !Self.isGroup(tree.boxes[group].role) {
                ancestor = tree.parents[group]
            }
            guard let group = ancestor, orientations[group] == nil else { continue }
            orientations[group] = tree.boxes[group].overflow == .scrollHorizontal ? "horizontal" : "vertical"
        }
    }

    /// A text field keeps its arrow keys for its caret.
    private static func isItem(_ role: Role, _ face: BoxFace) -> Bool {
        (role == .option || role == .button) && (face == .tap || face == .disabledButton)
    }

    private static func isGroup(_ role: Role) -> Bool {
        role == .list || role == .dialog
    }
}
