import HTML
import MenuCore

/// One drawing of one display list: walks the box tree and collects the inline styles it uses.
struct ScreenBuilder {
    let renderer: ScreenRenderer
    let tree: BoxTree
    let faces: [BoxFace]
    let names: AccessibleNames
    /// Buttons that submit a text field's form (see `BoxFace.fieldSubmitters`).
    let fieldSubmitters: [Int: Int]
    /// Every distinct inline `style` value drawn so far.
    var styles: Set<String> = []

    init(renderer: ScreenRenderer, tree: BoxTree) {
        self.renderer = renderer
        self.tree = tree
        faces = tree.boxes.map(BoxFace.init)
        names = AccessibleNames(tree: tree, faces: faces)
        fieldSubmitters = BoxFace.fieldSubmitters(tree.boxes, faces: faces)
    }

    /// The screen element; an empty list still gives a screen of the viewport's size.
    mutating func screen(viewport: Viewport) -> Node {
        guard !tree.boxes.isEmpty else {
            let style = "width:\(CSSValue.length(viewport.width));height:\(CSSValue.length(viewport.height))"
            styles.insert(style)
            return .el("div", [Attribute("class", "screen"), Attribute("style", style)])
        }
        return element(0)
    }

    /// The visible Cancel for the topmost showing backdrop, if any.
    func cancelButton() -> Node? {
        guard let backdrop = tree.boxes.indices.last(where: { faces[$0] == .dismiss && !tree.isHidden[$0] }) else {
            return nil
        }
        return renderer.form.form(
            posting: tree.boxes[backdrop].action, to: renderer.form.dismissURL,
            controls: [.el("button", [Attribute("type", "submit"), .class("screen-cancel")], text: "Cancel")])
    }

    private mutating func element(_ index: Int) -> Node {
        let box = tree.boxes[index]
        var look = BoxLook(box, parent: tree.parents[index].map { tree.boxes[$0] })
        if box.overflow.scrolls, let header = tree.children[index].first(where: { tree.boxes[$0].isFloatingHeader }) {
            look.keepClear(
                ofFloatingHeader: tree.boxes[header].frame.maxY - box.frame.y - BoxTree.layoutBorderWidth(of: box))
        }
        let face = faceNodes(index)
        if faces[index] == .plain, box.text != nil {
            look.classes.append("t")
        }
        if faces[index] == .cover {
            look.classes.append("cover")
        }
        let style = look.style
        styles.insert(style)
        var attributes = [
            Attribute("data-frame", box.name), Attribute("class", look.classes.joined(separator: " ")),
            Attribute("style", style),
        ]
        attributes += ariaAttributes(index)
        if box.alpha <= 0 || BoxTree.clipsEverything(box) {
            // Hidden boxes keep their frames (for measuring and animating) but take no focus,
            // clicks or reading; `inert` covers the whole subtree.
            attributes.append(Attribute("inert", nil))
        }
        var children = face
        for child in tree.children[index] {
            children.append(element(child))
        }
        if let scroll = ScrollAnchor(box) {
            attributes += scroll.attributes
            if let anchor = scroll.anchor(id: renderer.scrollAnchorID(of: box.name)) {
                styles.insert(anchor.style)
                children.append(anchor.node)
            }
        }
        return .el("div", attributes, children)
    }

    /// Roles the HTML can keep without script (docs/design.md, “Accessibility”): modal dialogs and tab strips.
    private func ariaAttributes(_ index: Int) -> [Attribute] {
        let box = tree.boxes[index]
        var attributes: [Attribute] = []
        switch box.role {
        case .dialog:
            attributes.append(Attribute("role", "dialog"))
            if !tree.isHidden[index] {
                attributes.append(Attribute("aria-modal", "true"))
            }
            if let title = names.dialogTitles[index] {
                attributes.append(Attribute("aria-labelledby", elementID(title)))
            } else if let label = names.dialogLabels[index] {
                attributes.append(Attribute("aria-label", label))
            }
        case .tabList:
            let horizontal = box.frame.width >= box.frame.height
            attributes.append(Attribute("role", "tablist"))
            attributes.append(Attribute("aria-orientation", horizontal ? "horizontal" : "vertical"))
        case .tab where !faces[index].isControl:
            attributes += tabAttributes(index)
        default:
            break
        }
        if names.dialogTitles.values.contains(index) {
            attributes.append(Attribute("id", elementID(index)))
        }
        if names.namingTexts.contains(index) {
            attributes.append(Attribute("aria-hidden", "true"))
        }
        return attributes
    }

    private func tabAttributes(_ index: Int) -> [Attribute] {
        let selected = renderer.selectedFrames.contains(tree.boxes[index].name)
        return [Attribute("role", "tab"), Attribute("aria-selected", selected ? "true" : "false")]
    }

    /// The id of a text field's form, which the buttons that submit it name.
    func formID(_ index: Int) -> String {
        elementID(index) + "-form"
    }

    private func elementID(_ index: Int) -> String {
        renderer.idPrefix + "-" + tree.boxes[index].name
    }
}
