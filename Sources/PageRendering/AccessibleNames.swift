import MenuCore

/// Accessible names, worked out for the whole tree before drawing because a control without
/// text of its own (an action sheet row) is named by the text drawn inside it by its children.
struct AccessibleNames: Sendable {
    /// The `aria-label` of each control that needs one (others are named by their content).
    private(set) var controlLabels: [Int: String] = [:]
    /// Text boxes already read out as a control's name: `aria-hidden`, so they are not read twice.
    private(set) var namingTexts: Set<Int> = []
    /// Each dialog's title box, for `aria-labelledby`; dialogs without one get `aria-label`.
    private(set) var dialogTitles: [Int: Int] = [:]
    /// The boxes `dialogTitles` names, a few at most: looked up for every box drawn, which a
    /// search of the dictionary's values made a cost of its own.
    private(set) var titleBoxes: [Int] = []
    private(set) var dialogLabels: [Int: String] = [:]
    /// Controls named by nothing but their frame name (the last resort): what a reviewer flags.
    private(set) var unnamedControls: Set<Int> = []

    init(tree: BoxTree, faces: [BoxFace]) {
        for index in tree.boxes.indices {
            if faces[index].isControl {
                nameControl(index, tree: tree, faces: faces)
            }
            if tree.boxes[index].role == .dialog {
                nameDialog(index, tree: tree)
            }
        }
    }

    static let dismissLabel = "Dismiss"

    // Boxes are read by index, field by field: a box passed whole out of the array is copied.
    private mutating func nameControl(_ index: Int, tree: BoxTree, faces: [BoxFace]) {
        if BoxFace.isOutsideLayer(role: tree.boxes[index].role) {
            controlLabels[index] = Self.dismissLabel
            return
        }
        if let label = Self.nonBlank(tree.boxes[index].label) {
            controlLabels[index] = label
            return
        }
        // A text input shows its value, which is not its name.
        if faces[index] != .textInput {
            // The text's fields are read one by one: binding the whole text run copied it.
            if let string = tree.boxes[index].text?.string, Self.nonBlank(string) != nil {
                // The content names the button, unless the server truncated it or broke it into lines.
                let lines = tree.boxes[index].text?.lines ?? []
                if !(lines.count == 1 && lines[0] == string) {
                    controlLabels[index] = string
                }
                return
            }
            let texts = innerTexts(of: index, tree: tree, faces: faces)
            if !texts.isEmpty {
                controlLabels[index] = texts.map { tree.boxes[$0].text?.string ?? "" }.joined(separator: " ")
                namingTexts.formUnion(texts)
                return
            }
        }
        controlLabels[index] = Self.humanized(tree.boxes[index].name)
        unnamedControls.insert(index)
    }

    /// Non-interactive descendants with text, not looking inside controls (they name themselves).
    private func innerTexts(of index: Int, tree: BoxTree, faces: [BoxFace]) -> [Int] {
        var result: [Int] = []
        for child in tree.children[index] where !faces[child].isControl {
            if Self.nonBlank(tree.boxes[child].text?.string) != nil {
                result.append(child)
            }
            result += innerTexts(of: child, tree: tree, faces: faces)
        }
        return result
    }

    private mutating func nameDialog(_ index: Int, tree: BoxTree) {
        if let label = Self.nonBlank(tree.boxes[index].label) {
            dialogLabels[index] = label
        } else if let title = tree.boxes.withUnsafeBufferPointer({ boxes in
            tree.firstDescendant(of: index, where: { Self.isTitle(boxes.baseAddress! + $0) })
        }) {
            dialogTitles[index] = title
            titleBoxes.append(title)
        } else {
            dialogLabels[index] = Self.humanized(tree.boxes[index].name)
        }
    }

    /// Read through a pointer: the search may pass most of the screen's boxes, and a box taken
    /// out of the array is copied.
    private static func isTitle(_ box: UnsafePointer<Box>) -> Bool {
        box.pointee.role == .label && nonBlank(box.pointee.text?.string) != nil
    }

    private static func nonBlank(_ text: String?) -> String? {
        guard let text else { return nil }
        // A first byte that is visible ASCII starts a character that is not white space, which
        // settles it without walking the text's characters (most labels).
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return text }
        return text.allSatisfy(\.isWhitespace) ? nil : text
    }

    /// A frame name as words, the last resort for a name: `show-button` → `Show button`.
    /// Words are the name's runs between hyphens (none empty); only the first letter changes case.
    static func humanized(_ frameName: String) -> String {
        if let ascii = humanizedASCII(frameName) { return ascii }
        let words = frameName.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The same words for an ASCII name, byte by byte: frame names are ASCII, and splitting,
    /// joining and uppercasing them as characters cost more than the rest of naming a screen.
    /// Nil for any other name.
    static func humanizedASCII(_ frameName: String) -> String? {
        let utf8 = frameName.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var words: [UInt8] = []
        words.reserveCapacity(utf8.count)
        var pendingSpace = false
        for byte in utf8 {
            if byte == UInt8(ascii: "-") {
                pendingSpace = !words.isEmpty
                continue
            }
            if pendingSpace { words.append(UInt8(ascii: " ")) }
            pendingSpace = false
            words.append(words.isEmpty && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 0x20 : byte)
        }
        return String(decoding: words, as: UTF8.self)
    }
}
