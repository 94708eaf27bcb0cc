import HTML
import MenuCore

/// One drawing of one display list: walks the box tree, writing each box as it goes, and notes
/// where the inline styles it wrote are.
struct ScreenBuilder {
    let renderer: ScreenRenderer
    let tree: BoxTree
    /// Each box's role, name and states, which `ScreenReading` lists from the same decisions.
    let semantics: ScreenSemantics
    var faces: [BoxFace] { semantics.faces }
    var names: AccessibleNames { semantics.names }
    let keyGroups: KeyGroups
    /// Buttons that submit a text field's form (see `BoxFace.fieldSubmitters`).
    let fieldSubmitters: [Int: Int]
    /// Where every inline `style` value written so far is, in the writer's bytes, but those
    /// whose hash sources are known already (`styleHashes`).
    var styles: [Range<Int>] = []
    var styleHashes: [String] = []

    init(renderer: ScreenRenderer, semantics: ScreenSemantics) {
        self.renderer = renderer
        tree = semantics.tree
        self.semantics = semantics
        keyGroups = KeyGroups(tree: tree, faces: semantics.faces)
        fieldSubmitters = BoxFace.fieldSubmitters(tree.boxes, faces: semantics.faces)
    }

    /// The screen element; an empty list still gives a screen of the viewport's size.
    mutating func writeScreen(viewport: Viewport, into html: inout HTMLWriter) {
        guard !tree.boxes.isEmpty else {
            html.beginStartTag("div")
            html.attribute("class", "screen")
            html.beginAttribute("style")
            html.appendConstant("width:")
            CSSValue.writeLength(viewport.width, into: &html)
            html.appendConstant(";height:")
            CSSValue.writeLength(viewport.height, into: &html)
            styles.append(html.endAttribute())
            html.endStartTag()
            html.endTag("div")
            return
        }
        // The boxes are read in place through a pointer: an array's subscript copies a box
        // (a large value) for each use, and a page of such copies showed in its cost.
        let boxes = tree.boxes
        boxes.withUnsafeBufferPointer { boxes in writeElement(0, boxes, into: &html) }
    }

    /// `boxes` are `tree.boxes`, in place.
    private mutating func writeElement(_ index: Int, _ boxes: UnsafeBufferPointer<Box>, into html: inout HTMLWriter) {
        var look = BoxLook(index, in: boxes, parent: tree.parents[index])
        if boxes[index].overflow.scrolls,
            // Each child is read in place: `boxes[child]` in the closure copied every one passed.
            let header = tree.children[index].first(where: { (boxes.baseAddress! + $0).pointee.isFloatingHeader })
        {
            look.floatingHeaderClearance =
                boxes[header].frame.maxY - boxes[index].frame.y - BoxTree.layoutBorderWidth(of: boxes[index])
        }
        // Matched in place: `text != nil` copied the text run, through the generic optional's copy.
        if faces[index] == .plain, case .some = boxes[index].text { look.drawsText = true }
        look.isCover = faces[index] == .cover
        html.beginStartTag("div")
        html.attribute("data-frame", boxes[index].name)
        let key = look.key(of: boxes[index])
        if let known = BoxLookMemo.shared.entry(for: key) {
            // Debug builds (every test run) check that the key holds all the look is made from.
            assert(
                known.isWritten(by: look, of: boxes[index]), "BoxLook.Key leaves out something a look is written from")
            html.beginAttribute("class")
            html.write(known.classes)
            html.endAttribute()
            html.beginAttribute("style")
            html.write(known.style)
            html.endAttribute()
            styleHashes.append(known.styleHash)
        } else {
            html.beginAttribute("class")
            look.writeClasses(of: boxes[index], into: &html)
            let classes = html.endAttribute()
            html.beginAttribute("style")
            look.writeStyle(of: boxes[index], into: &html)
            let style = html.endAttribute()
            let styleHash = html.withBytes(in: style) { ContentHash.sha256Source(of: $0) }
            styleHashes.append(styleHash)
            BoxLookMemo.shared.insert(
                BoxLookMemo.Entry(
                    classes: html.markup(of: classes), style: html.markup(of: style), styleHash: styleHash),
                for: key)
        }
        writeARIAAttributes(index, into: &html)
        if boxes[index].alpha <= 0 || BoxTree.clipsEverything(boxes.baseAddress! + index) {
            // Hidden boxes keep their frames (for measuring and animating) but take no focus,
            // clicks or reading; `inert` covers the whole subtree.
            html.attribute("inert")
        }
        let scroll = ScrollAnchor(boxes[index])
        scroll?.writeAttributes(into: &html)
        html.endStartTag()
        writeFace(index, boxes.baseAddress! + index, into: &html)
        for child in tree.children[index] {
            writeElement(child, boxes, into: &html)
        }
        if let scroll, let style = scroll.writeAnchor(id: renderer.scrollAnchorID(of: boxes[index].name), into: &html) {
            styles.append(style)
        }
        html.endTag("div")
    }

    /// Roles the HTML can keep without script (docs/design.md, “Accessibility”): modal dialogs and
    /// tab strips; and the groups the arrow keys move through, for the script.
    private func writeARIAAttributes(_ index: Int, into html: inout HTMLWriter) {
        switch semantics.elementRole(of: index) {
        case .dialog:
            html.attribute("role", constant: "dialog")
            if semantics.isModal(index) {
                html.attribute("aria-modal", constant: "true")
            }
            if let title = names.dialogTitles[index] {
                html.attribute("aria-labelledby", elementID(title))
            } else if let label = names.dialogLabels[index] {
                html.attribute("aria-label", label)
            }
        case .tabList:
            let horizontal = tree.boxes[index].frame.width >= tree.boxes[index].frame.height
            html.attribute("role", constant: "tablist")
            if horizontal {
                html.attribute("aria-orientation", constant: "horizontal")
            } else {
                html.attribute("aria-orientation", constant: "vertical")
            }
        case .tab:
            html.attribute("role", constant: "tab")
            if semantics.isSelected(index) {
                html.attribute("aria-selected", constant: "true")
            } else {
                html.attribute("aria-selected", constant: "false")
            }
        case .button, .textbox, .text, nil:
            break
        }
        if let orientation = keyGroups.orientations[index] {
            html.attribute("data-keys", orientation)
        }
        if names.titleBoxes.contains(index) {
            html.attribute("id", elementID(index))
        }
        if names.namingTexts.contains(index) {
            html.attribute("aria-hidden", constant: "true")
        }
    }

    /// The id of a text field's form, which the buttons that submit it name.
    func formID(_ index: Int) -> String {
        elementID(index) + "-form"
    }

    private func elementID(_ index: Int) -> String {
        renderer.idPrefix + "-" + tree.boxes[index].name
    }
}
