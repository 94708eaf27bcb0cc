import MenuCore

/// The roles a screen's elements take, as a screen reader announces them: the ARIA role of each
/// element the screen markup draws (explicit, or implied by its tag).
public enum AccessibleRole: String, Sendable, Hashable, Codable, CaseIterable {
    case dialog
    case tabList = "tablist"
    case tab
    case button
    case textbox
    /// Text read as it is, not inside a control (a title, a footer).
    case text
}

/// What assistive technology is told about each box of a screen, decided once: `ScreenBuilder`
/// writes these decisions as ARIA, and `ScreenReading` lists them, so the panel and the JSON
/// answer can never say something the markup does not.
struct ScreenSemantics: Sendable {
    let tree: BoxTree
    let faces: [BoxFace]
    let names: AccessibleNames
    /// Boxes drawn as selected (`ScreenRenderer.selectedFrames`).
    let selectedFrames: Set<String>

    init(tree: BoxTree, selectedFrames: Set<String>) {
        self.tree = tree
        faces = tree.boxes.withUnsafeBufferPointer { boxes in boxes.indices.map { BoxFace(boxes.baseAddress! + $0) } }
        names = AccessibleNames(tree: tree, faces: faces)
        self.selectedFrames = selectedFrames
    }

    /// The role the box's own element carries (`<div role=…>`): only what the HTML can honour
    /// without script (docs/design.md, “Accessibility”): modal dialogs, tab strips, and a tab that
    /// is not a control (a control tab carries its role on its button, `controlRole`).
    func elementRole(of index: Int) -> AccessibleRole? {
        switch tree.boxes[index].role {
        case .dialog: .dialog
        case .tabList: .tabList
        case .tab where !faces[index].isControl: .tab
        default: nil
        }
    }

    /// The role of the control the box draws (its `<button>` or `<input>`); nil when it draws none.
    func controlRole(of index: Int) -> AccessibleRole? {
        switch faces[index] {
        case .tap, .dismiss, .disabledButton: tree.boxes[index].role == .tab ? .tab : .button
        case .textInput: .textbox
        case .plain, .cover: nil
        }
    }

    /// `aria-selected` of a tab, whether its element or its control carries the role.
    func isSelected(_ index: Int) -> Bool {
        selectedFrames.contains(tree.boxes[index].name)
    }

    /// Whether the box's control is drawn but not offered (a disabled `<button>`).
    func isDisabled(_ index: Int) -> Bool {
        faces[index] == .disabledButton
    }

    /// Whether a dialog is `aria-modal`: a hidden one (closed, kept for animating) is not.
    func isModal(_ index: Int) -> Bool {
        !tree.isHidden[index]
    }

    /// Whether the box and everything inside it is left out of reading: hidden (`inert`), or text
    /// already read as a control's name (`aria-hidden`).
    func isSkipped(_ index: Int) -> Bool {
        tree.isHidden[index] || names.namingTexts.contains(index)
    }

    /// The control's accessible name: its `aria-label` when it needs one, else the text it draws.
    func controlName(of index: Int) -> String {
        names.controlLabels[index] ?? tree.boxes[index].text?.string ?? ""
    }

    /// A dialog's name: its title's text (`aria-labelledby`) or its `aria-label`.
    func dialogName(of index: Int) -> String {
        if let title = names.dialogTitles[index] {
            return drawnText(of: title)
        }
        return names.dialogLabels[index] ?? ""
    }

    /// What the box's own element reads out: its drawn lines (the server's, perhaps truncated),
    /// as a screen reader meets them; empty for a box without text or one whose control draws it.
    func drawnText(of index: Int) -> String {
        guard faces[index] == .plain, let text = tree.boxes[index].text else { return "" }
        // One line (most texts) is read as it is, without building a string.
        return text.lines.count == 1 ? text.lines[0] : text.lines.joined(separator: " ")
    }

    /// Whether the control is named by nothing but its frame name (`AccessibleNames`' last resort).
    func isUnnamed(_ index: Int) -> Bool {
        names.unnamedControls.contains(index)
    }
}

/// A layout's boxes as the screen draws them and a screen reader reads them, worked out once for
/// both: a page that shows the screen and its reading (the demo page's panel) builds the tree
/// and names one time.
///
/// ```swift
/// let plan = renderer.plan(layout)
/// let reading = ScreenReading(plan)
/// let styleHashes = renderer.write(plan, into: &html)
/// ```
public struct ScreenPlan: Sendable {
    let viewport: Viewport
    let semantics: ScreenSemantics

    /// `selectedFrames` as `ScreenRenderer.selectedFrames`; a plan drawn by a renderer keeps its own.
    public init(_ layout: Layout, selectedFrames: Set<String> = []) {
        viewport = layout.viewport
        semantics = ScreenSemantics(tree: BoxTree(layout), selectedFrames: selectedFrames)
    }
}
