import HTML
import MenuCore

/// A scrolled box on the page: its layout's content offset for the script, and the target of a
/// URL fragment that puts the box at that offset without script.
///
/// HTML scrolls to a fragment with CSSOM View's scroll-into-view, block "start" and inline
/// "nearest" (horizontal writing): vertically the target's top edge, less its
/// `scroll-margin-top`, goes to the scrollport's top; horizontally the target comes into view by
/// the least scroll, so from a new page's offset 0 a target past the right edge gets its right
/// edge on the scrollport's. Every scrolling ancestor, the page included, is scrolled that way
/// and clamped to its range.
///
/// So the anchor is a 1×1 box whose right edge is the right edge of the window the box shows at
/// its offset, and whose top is the window's top. Chromium, Firefox and WebKit land on the
/// offset exactly (Tests/browser/test_seed_tab_split.py). In a box that scrolls only sideways the
/// anchor sits at the window's bottom with a `scroll-margin-top` of 100vh − 1px (screen.css):
/// the box has no vertical range to move, and the page stays where it is, or scrolls just far
/// enough to show the box's bottom edge. A box that scrolls vertically must bring the anchor's
/// top to its own top, and the page then brings it to the window's top as well: a margin on the
/// anchor would move both alike.
struct ScrollAnchor {
    let offset: Point
    let frame: Rect
    let overflow: Overflow
    let layoutBorder: Double

    /// Nil for a box whose offset the layout leaves to the user.
    init?(_ box: borrowing Box) {
        guard let offset = box.contentOffset else { return nil }
        self.offset = offset
        frame = box.frame
        overflow = box.overflow
        layoutBorder = BoxTree.layoutBorderWidth(of: box)
    }

    /// What the script reads to scroll the box after a swap (Public/js/scroll.js).
    func writeAttributes(into html: inout HTMLWriter) {
        html.beginAttribute("data-scroll-left")
        CSSValue.writeNumber(CSSValue.snapped(offset.x), into: &html)
        html.endAttribute()
        html.beginAttribute("data-scroll-top")
        CSSValue.writeNumber(CSSValue.snapped(offset.y), into: &html)
        html.endAttribute()
    }

    /// The fragment's target, with its inline style, whose range in `html.bytes` it returns;
    /// nothing at offset zero, where a page starts anyway.
    func writeAnchor(id: String, into html: inout HTMLWriter) -> Range<Int>? {
        guard offset != .zero else { return nil }
        // Children are placed from the padding box, inside a scrolling box's layout border.
        let clientWidth = frame.width - 2 * layoutBorder
        let clientHeight = frame.height - 2 * layoutBorder
        let sideways = overflow == .scrollHorizontal
        let left = offset.x + clientWidth - 1
        let top = sideways ? offset.y + clientHeight - 1 : offset.y
        html.beginStartTag("span")
        html.attribute("id", id)
        html.attribute("class", sideways ? "scroll-anchor sideways" : "scroll-anchor")
        html.beginAttribute("style")
        html.appendConstant("left:")
        CSSValue.writeLength(left, into: &html)
        html.appendConstant(";top:")
        CSSValue.writeLength(top, into: &html)
        let style = html.endAttribute()
        html.endStartTag()
        html.endTag("span")
        return style
    }
}
