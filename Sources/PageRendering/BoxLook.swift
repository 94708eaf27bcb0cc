import HTML
import MenuCore

/// A box's class list and inline declarations: its frame and appearance, worked out once and
/// written straight into the page (`writeClasses`, `writeStyle`) in a fixed order, so the same
/// box always gives the same bytes.
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
    /// The offset from the parent's padding box; nil for the root (the screen).
    let offset: (left: Double, top: Double)?
    /// The width of a real CSS border (a scrolling box's); 0 draws the border as an overlay.
    let layoutBorder: Double
    /// `t`: the box draws its own text lines (a plain box with text).
    var drawsText = false
    /// `cover`: a modal cover that swallows taps.
    var isCover = false
    /// `scroll-padding-top`: scrolling a focused row into view stops below a floating header
    /// this high (from the scroller's top), which would otherwise cover it, as UIKit scrolls
    /// rows below it.
    var floatingHeaderClearance: Double?

    /// The look of box `index` of `boxes`, under box `parent`. Boxes are read where they are,
    /// never copied: a box is large, and a page of boxes copied once each showed in its cost.
    init(_ index: Int, in boxes: UnsafeBufferPointer<Box>, parent: Int?) {
        layoutBorder = BoxTree.layoutBorderWidth(of: boxes[index])
        if let parent {
            let inset = BoxTree.layoutBorderWidth(of: boxes[parent])
            // Offsets between rounded positions, so rounding never accumulates down the tree.
            let frame = boxes[index].frame
            let parentFrame = boxes[parent].frame
            offset = (
                CSSValue.snapped(frame.x) - CSSValue.snapped(parentFrame.x) - inset,
                CSSValue.snapped(frame.y) - CSSValue.snapped(parentFrame.y) - inset
            )
        } else {
            offset = nil
        }
    }

    private func hasRing(_ box: borrowing Box) -> Bool {
        layoutBorder == 0 && box.borderWidth > 0 && box.borderWidth.isFinite
    }

    /// The `class` attribute's value for `box`, the box it was made for.
    func writeClasses(of box: borrowing Box, into html: inout HTMLWriter) {
        html.appendConstant(offset == nil ? "screen" : "b")
        if offset != nil, box.isFloatingHeader { html.appendConstant(" float") }
        if layoutBorder > 0 { html.appendConstant(" bd") } else if hasRing(box) { html.appendConstant(" ring") }
        if box.highlight != nil { html.appendConstant(" hl") }
        switch box.overflow {
        case .visible: break
        case .clip: html.appendConstant(" clip")
        case .scrollVertical: html.appendConstant(" scroll-y")
        case .scrollHorizontal: html.appendConstant(" scroll-x")
        }
        if let text = box.text {
            html.appendConstant(text.font.family == .serif ? " serif" : " sans")
            html.appendConstant(" w")
            html.appendValue(text.font.weight.cssValue)
            switch text.alignment {
            case .leading: html.appendConstant(" start")
            case .center: html.appendConstant(" center")
            case .trailing: html.appendConstant(" end")
            }
        }
        if drawsText { html.appendConstant(" t") }
        if isCover { html.appendConstant(" cover") }
    }

    /// The `style` attribute's value for `box`: declarations joined by `;`.
    func writeStyle(of box: borrowing Box, into html: inout HTMLWriter) {
        var style = Declarations()
        if let offset {
            if box.isFloatingHeader {
                // A floating header is `position: sticky` (`.float`): in flow at its parent's
                // top-left corner, moved to its frame by margins, with `top: 0` as the edge it
                // sticks to. CSS keeps a sticky box inside its containing block, here the
                // scroller's content, which ends with the last row: so it is pushed up at the
                // end as UIKit pushes a header at its section's end.
                style.length("left", 0, &html)
                style.length("top", 0, &html)
                if offset.left != 0 { style.length("margin-left", offset.left, &html) }
                if offset.top != 0 { style.length("margin-top", offset.top, &html) }
            } else {
                style.length("left", offset.left, &html)
                style.length("top", offset.top, &html)
            }
        }
        style.length("width", box.frame.width, &html)
        style.length("height", box.frame.height, &html)
        writeAppearance(of: box, &style, into: &html)
        if let text = box.text {
            writeText(text, &style, into: &html)
        }
        if let floatingHeaderClearance {
            style.length("scroll-padding-top", floatingHeaderClearance, &html)
        }
    }

    private func writeAppearance(of box: borrowing Box, _ style: inout Declarations, into html: inout HTMLWriter) {
        if let fill = box.fill {
            style.color("background-color", fill, &html)
        }
        // A CALayer's border colour defaults to opaque black.
        let borderColor = box.borderColor ?? .black
        if layoutBorder > 0 {
            style.length("border-width", layoutBorder, &html)
            style.color("border-color", borderColor, &html)
        } else if hasRing(box) {
            style.length("--bw", box.borderWidth, &html)
            style.color("--bc", borderColor, &html)
        }
        if box.cornerRadius > 0 {
            style.length("border-radius", box.cornerRadius, &html)
        }
        if box.alpha < 1 {
            style.begin("opacity", &html)
            CSSValue.writeOpacity(box.alpha, into: &html)
        }
        if box.blur > 0 {
            style.begin("backdrop-filter", &html)
            html.appendConstant("blur(")
            CSSValue.writeLength(box.blur, into: &html)
            html.appendConstant(")")
        }
        if let highlight = box.highlight {
            // Drawn by the box's button while it is pressed (screen.css), with or without script.
            style.color("--hl", highlight, &html)
        }
    }

    /// Font, colour and insets. They are inherited properties, so they sit on the box even when
    /// the lines are drawn by its tap button or text input. The insets become padding inside the
    /// border (`--pl`/`--pr`, read by `.t` and the input) because the server measured them from
    /// the frame's edge.
    private func writeText(_ text: TextRun, _ style: inout Declarations, into html: inout HTMLWriter) {
        style.length("font-size", text.font.size, &html)
        style.length("line-height", text.font.lineHeight, &html)
        style.color("color", text.color, &html)
        if let shadow = text.shadow {
            // The seed's cells use a shadow offset of (1, 1) with no blur.
            style.begin("text-shadow", &html)
            html.appendConstant("1px 1px 0 ")
            CSSValue.writeColor(shadow, into: &html)
        }
        let leading = max(0, text.leadingInset - layoutBorder)
        let trailing = max(0, text.trailingInset - layoutBorder)
        if leading > 0 { style.length("--pl", leading, &html) }
        if trailing > 0 { style.length("--pr", trailing, &html) }
    }
}

/// Declarations written one after another, each but the first after a `;`.
private struct Declarations {
    var isFirst = true

    mutating func begin(_ property: StaticString, _ html: inout HTMLWriter) {
        if !isFirst { html.appendConstant(";") }
        isFirst = false
        html.appendConstant(property)
        html.appendConstant(":")
    }

    mutating func length(_ property: StaticString, _ points: Double, _ html: inout HTMLWriter) {
        begin(property, &html)
        CSSValue.writeLength(points, into: &html)
    }

    mutating func color(_ property: StaticString, _ color: RGBA, _ html: inout HTMLWriter) {
        begin(property, &html)
        CSSValue.writeColor(color, into: &html)
    }
}
