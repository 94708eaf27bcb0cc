import MenuCore

/// A box's class list and inline declarations: its frame and appearance.
///
/// Constant declarations live in screen.css classes; only what varies per box (frame, colours,
/// radii, text metrics) is inline, which keeps the number of distinct `style` values, and so of
/// CSP hashes, down to about one per box.
///
/// Frames: every box but the root is `position: absolute` with `box-sizing: border-box`, nested
/// in its parent's element. CSS places an absolute box from its containing block's *padding*
/// box, which starts inside the parent's border, so `left`/`top` are the frame's offset from
/// the parent's frame less the parent's layout border width. The element's border box, and so
/// its `getBoundingClientRect()` from the screen, is then exactly the frame.
///
/// Borders: a CALayer border is drawn over the layer's sublayers and takes no room, and the
/// layouts put children flush with a bordered parent's edges. So a box's border is an overlay
/// (`.bd::after`, from `--bw`/`--bc`) drawn over its children, taking no layout space: children
/// need no correction and the box does not overflow by its border (`scrollWidth` stays equal to
/// `clientWidth`). A scrolling box cannot carry an overlay (it would scroll with the content),
/// so it gets a real CSS border instead, in whole pixels, and its children's offsets and its
/// text padding subtract that width (`BoxTree.layoutBorderWidth(of:)`); its overflow clips the
/// children inside the border, which keeps the border on top there too.
struct BoxLook {
    var classes: [String]
    var declarations: [String]

    init(_ box: Box, parent: Box?) {
        classes = []
        declarations = []
        if let parent {
            let inset = BoxTree.layoutBorderWidth(of: parent)
            classes.append("b")
            // Offsets between rounded positions, so rounding never accumulates down the tree.
            let left = CSSValue.snapped(box.frame.x) - CSSValue.snapped(parent.frame.x) - inset
            let top = CSSValue.snapped(box.frame.y) - CSSValue.snapped(parent.frame.y) - inset
            if box.isFloatingHeader {
                addFloatingPlacement(left: left, top: top)
            } else {
                declare("left", CSSValue.length(left))
                declare("top", CSSValue.length(top))
            }
        } else {
            classes.append("screen")
        }
        declare("width", CSSValue.length(box.frame.width))
        declare("height", CSSValue.length(box.frame.height))
        addAppearance(of: box)
        addOverflow(box.overflow)
        if let text = box.text {
            addText(text, borderWidth: BoxTree.layoutBorderWidth(of: box))
        }
    }

    /// A floating header is `position: sticky` (`.float`): in flow at its parent's top-left
    /// corner, moved to its frame by margins, with `top: 0` as the edge it sticks to. CSS keeps a
    /// sticky box inside its containing block, here the scroller's content, which ends with the
    /// last row: so it is pushed up at the end as UIKit pushes a header at its section's end.
    private mutating func addFloatingPlacement(left: Double, top: Double) {
        classes.append("float")
        declare("left", CSSValue.length(0))
        declare("top", CSSValue.length(0))
        if left != 0 { declare("margin-left", CSSValue.length(left)) }
        if top != 0 { declare("margin-top", CSSValue.length(top)) }
    }

    /// Scrolling a focused row into view stops below a floating header of `height` (from the
    /// scroller's top), which would otherwise cover it, as UIKit scrolls rows below it.
    mutating func keepClear(ofFloatingHeader height: Double) {
        declare("scroll-padding-top", CSSValue.length(height))
    }

    /// The `style` attribute's value.
    var style: String { declarations.joined(separator: ";") }

    private mutating func declare(_ property: String, _ value: String) {
        declarations.append(property + ":" + value)
    }

    private mutating func addAppearance(of box: Box) {
        if let fill = box.fill {
            declare("background-color", CSSValue.color(fill))
        }
        // A CALayer's border colour defaults to opaque black.
        let borderColor = CSSValue.color(box.borderColor ?? .black)
        let layoutBorder = BoxTree.layoutBorderWidth(of: box)
        if layoutBorder > 0 {
            classes.append("bd")
            declare("border-width", CSSValue.length(layoutBorder))
            declare("border-color", borderColor)
        } else if box.borderWidth > 0, box.borderWidth.isFinite {
            classes.append("ring")
            declare("--bw", CSSValue.length(box.borderWidth))
            declare("--bc", borderColor)
        }
        if box.cornerRadius > 0 {
            declare("border-radius", CSSValue.length(box.cornerRadius))
        }
        if box.alpha < 1 {
            declare("opacity", CSSValue.opacity(box.alpha))
        }
        if box.blur > 0 {
            declare("backdrop-filter", "blur(" + CSSValue.length(box.blur) + ")")
        }
        if let highlight = box.highlight {
            // Drawn by the box's button while it is pressed (screen.css), with or without script.
            classes.append("hl")
            declare("--hl", CSSValue.color(highlight))
        }
    }

    private mutating func addOverflow(_ overflow: Overflow) {
        switch overflow {
        case .visible: break
        case .clip: classes.append("clip")
        case .scrollVertical: classes.append("scroll-y")
        case .scrollHorizontal: classes.append("scroll-x")
        }
    }

    /// Font, colour and insets. They are inherited properties, so they sit on the box even when
    /// the lines are drawn by its tap button or text input. The insets become padding inside the
    /// border (`--pl`/`--pr`, read by `.t` and the input) because the server measured them from
    /// the frame's edge.
    private mutating func addText(_ text: TextRun, borderWidth: Double) {
        classes.append(text.font.family == .serif ? "serif" : "sans")
        classes.append("w\(text.font.weight.cssValue)")
        switch text.alignment {
        case .leading: classes.append("start")
        case .center: classes.append("center")
        case .trailing: classes.append("end")
        }
        declare("font-size", CSSValue.length(text.font.size))
        declare("line-height", CSSValue.length(text.font.lineHeight))
        declare("color", CSSValue.color(text.color))
        if let shadow = text.shadow {
            // The seed's cells use a shadow offset of (1, 1) with no blur.
            declare("text-shadow", "1px 1px 0 " + CSSValue.color(shadow))
        }
        let leading = max(0, text.leadingInset - borderWidth)
        let trailing = max(0, text.trailingInset - borderWidth)
        if leading > 0 { declare("--pl", CSSValue.length(leading)) }
        if trailing > 0 { declare("--pr", CSSValue.length(trailing)) }
    }
}
