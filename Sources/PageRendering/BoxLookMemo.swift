import HTML
import MenuCore
import Synchronization

/// Boxes' class lists and styles, with the styles' CSP hash sources, by everything they are
/// written from (`BoxLook.Key`): a never-seen page is mostly the boxes of pages drawn before,
/// at the same places in the same colours. Bounded in entries: when full, every entry is dropped.
final class BoxLookMemo: Sendable {
    struct Entry: Sendable {
        /// The `class` and `style` values as a writer wrote them.
        var classes: Markup
        var style: Markup
        var styleHash: String

        /// Whether `look` writes these values for `box` now.
        func isWritten(by look: BoxLook, of box: borrowing Box) -> Bool {
            var classes = HTMLWriter()
            look.writeClasses(of: box, into: &classes)
            var style = HTMLWriter()
            look.writeStyle(of: box, into: &style)
            return classes.markup == self.classes && style.markup == self.style
        }
    }

    static let shared = BoxLookMemo(capacity: 4096)

    let capacity: Int
    private let entries = Mutex<[BoxLook.Key: Entry]>([:])

    init(capacity: Int) {
        self.capacity = capacity
    }

    func entry(for key: BoxLook.Key) -> Entry? {
        entries.withLock { $0[key] }
    }

    func insert(_ entry: Entry, for key: BoxLook.Key) {
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll() }
            entries[key] = entry
        }
    }

    var count: Int { entries.withLock { $0.count } }
}

extension BoxLook {
    /// What `writeClasses` and `writeStyle` read of a box and of its look: numbers and cases
    /// only, no text, so equal keys write equal bytes (strings would compare by canonical
    /// equivalence, and two spellings of one text draw different bytes). A number that is not
    /// equal to itself (NaN) never finds its entry, and is written afresh.
    struct Key: Hashable, Sendable {
        var left: Double?
        var top: Double?
        var layoutBorder: Double
        var width: Double
        var height: Double
        var isFloatingHeader: Bool
        var fill: RGBA?
        var borderColor: RGBA?
        var borderWidth: Double
        var cornerRadius: Double
        var alpha: Double
        var blur: Double
        var highlight: RGBA?
        var overflow: Overflow
        var font: Font?
        var textColor: RGBA?
        var alignment: TextAlignment?
        var shadow: RGBA?
        var leadingInset: Double
        var trailingInset: Double
        var drawsText: Bool
        var isCover: Bool
        var floatingHeaderClearance: Double?

        /// The numbers' bits mixed eight bytes at a time, then one word to `Hasher`: feeding it
        /// thirty fields one by one cost more than the look it finds. Adding zero turns -0 into
        /// 0, the one pair of equal numbers with different bits.
        func hash(into hasher: inout Hasher) {
            var mix: UInt64 = 0x9E37_79B9_7F4A_7C15
            func add(_ bits: UInt64) { mix = (mix ^ bits) &* 0xBF58_476D_1CE4_E5B9 }
            func add(_ value: Double?) { add(value.map { ($0 + 0).bitPattern } ?? 0x7FF8_DEAD_BEEF_0001) }
            func add(_ color: RGBA?) {
                guard let color else { return add(0x7FF8_DEAD_BEEF_0002) }
                add(color.red)
                add(color.green)
                add(color.blue)
                add(color.alpha)
            }
            add(left)
            add(top)
            add(layoutBorder)
            add(width)
            add(height)
            add(fill)
            add(borderColor)
            add(borderWidth)
            add(cornerRadius)
            add(alpha)
            add(blur)
            add(highlight)
            add(font?.size)
            add(font?.lineHeight)
            add(textColor)
            add(shadow)
            add(leadingInset)
            add(trailingInset)
            add(floatingHeaderClearance)
            hasher.combine(mix)
            // The cases and flags, which `==` compares too, are left to it.
        }
    }

    func key(of box: borrowing Box) -> Key {
        Key(
            left: offset?.left, top: offset?.top, layoutBorder: layoutBorder, width: box.frame.width,
            height: box.frame.height, isFloatingHeader: box.isFloatingHeader, fill: box.fill,
            borderColor: box.borderColor, borderWidth: box.borderWidth, cornerRadius: box.cornerRadius,
            alpha: box.alpha, blur: box.blur, highlight: box.highlight, overflow: box.overflow, font: box.text?.font,
            textColor: box.text?.color, alignment: box.text?.alignment, shadow: box.text?.shadow,
            leadingInset: box.text?.leadingInset ?? 0, trailingInset: box.text?.trailingInset ?? 0,
            drawsText: drawsText, isCover: isCover, floatingHeaderClearance: floatingHeaderClearance)
    }
}
