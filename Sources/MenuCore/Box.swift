/// Horizontal alignment of text in its box.
public enum TextAlignment: String, Sendable, Hashable, Codable {
    case leading
    case center
    case trailing
}

/// Whether a box clips its children and in which direction it scrolls.
public enum Overflow: String, Sendable, Hashable, Codable {
    case visible
    case clip
    case scrollVertical
    case scrollHorizontal

    public var scrolls: Bool { self == .scrollVertical || self == .scrollHorizontal }
}

/// What a box is, for accessibility roles and for the renderer's choice of element.
public enum Role: String, Sendable, Hashable, Codable {
    case screen, statusBar, content
    /// A full-size layer over what was drawn before it. With an `action`, a tap on it is an
    /// outside tap that sends it; without one it swallows taps, like the accordion's cover.
    case backdrop
    case dialog, list, option, button, textField, tabList, tab, navigationBar, label, image, separator, decoration
}

/// What a text field accepts, so that a page can refuse a text before it is posted.
public struct TextEntry: Sendable, Hashable, Codable {
    /// Characters at most.
    public var maxLength: Int
    /// Whether an empty or all-white-space text is accepted.
    public var allowsBlank: Bool
    /// What the empty field says it is for, such as how to finish typing.
    public var placeholder: String?

    public init(maxLength: Int, allowsBlank: Bool, placeholder: String? = nil) {
        self.maxLength = maxLength
        self.allowsBlank = allowsBlank
        self.placeholder = placeholder
    }
}

/// A text run drawn inside a box, vertically centred as a block.
///
/// `lines` are already broken (and truncated with "…" where the seed's label would be), so a
/// renderer can draw them as given; `font.lineHeight` is the explicit line height.
public struct TextRun: Sendable, Hashable, Codable {
    public var string: String
    public var lines: [String]
    public var font: Font
    public var color: RGBA
    public var alignment: TextAlignment
    /// Space kept clear at the leading and trailing edges of the box.
    public var leadingInset: Double
    public var trailingInset: Double
    /// A 1-pt offset shadow, like the accordion rows' `shadowColor`.
    public var shadow: RGBA?

    public init(
        _ string: String, lines: [String]? = nil, font: Font, color: RGBA, alignment: TextAlignment = .center,
        leadingInset: Double = 0, trailingInset: Double = 0, shadow: RGBA? = nil
    ) {
        self.string = string
        self.lines = lines ?? [string]
        self.font = font
        self.color = color
        self.alignment = alignment
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.shadow = shadow
    }
}

/// One node of the display list: a frame in screen coordinates plus everything needed to draw it.
///
/// Boxes are drawn in list order (later boxes on top). `parent` names an earlier box; a box is
/// clipped by ancestors whose `overflow` is not `visible`, and a box whose `alpha` is 0, or
/// that clips to no area, is hidden and not interactive, with its subtree. Boxes inside a
/// scrolling box keep their unscrolled screen position; a floating header (`isFloatingHeader`)
/// is also drawn there while its parent scrolls; the box's `contentOffset` says how far it is
/// scrolled.
public struct Box: Sendable, Hashable, Codable {
    public var name: String
    public var frame: Rect
    public var parent: String?
    public var role: Role
    public var fill: RGBA?
    /// The opacity of the box and its subtree (the UIView `alpha`).
    public var alpha: Double
    public var borderWidth: Double
    public var borderColor: RGBA?
    public var cornerRadius: Double
    /// Backdrop blur radius in points (the context menu's blurred cover).
    public var blur: Double
    public var text: TextRun?
    /// An icon drawn scaled to the whole frame, tinted with `tint` when set.
    public var icon: String?
    public var tint: RGBA?
    public var overflow: Overflow
    /// A plain table's section header: while its scrolling parent scrolls, it stays at the top of
    /// the visible area with the rows passing under it, until the end of the parent's content
    /// pushes it up; it is drawn over its siblings. It sits at its parent's top-left corner, the
    /// first thing in the parent's content, and the parent draws no text of its own.
    public var isFloatingHeader: Bool
    /// How far a scrolling box's content is scrolled (UIKit's `contentOffset`), when the seed sets
    /// it; nil when the seed leaves the offset to the user (it starts at zero).
    public var contentOffset: Point?
    /// The action a tap (or, for a text field, the entered text) sends, if the box is interactive.
    public var action: ActionPayload?
    /// Whether the box is disabled (drawn, but its action is not offered).
    public var isDisabled: Bool
    /// The accessible name of a box without visible text (icon-only tabs and buttons).
    public var label: String?
    /// The fill drawn while the box is pressed (a table cell's selection style), if any.
    public var highlight: RGBA?
    /// What a text field accepts; nil for any text the action itself accepts.
    public var textEntry: TextEntry?
}

extension Box {
    /// Delegates to the memberwise initializer: assigning the properties one by one, `text` and
    /// `action` after their implicit nil, left a copy and a destroy of the whole box (a dozen
    /// retains and releases) in every layout's construction of every box.
    public init(
        _ name: String, frame: Rect, parent: String?, role: Role, fill: RGBA? = nil, alpha: Double = 1,
        border: (width: Double, color: RGBA)? = nil, cornerRadius: Double = 0, blur: Double = 0,
        text: TextRun? = nil, icon: String? = nil, tint: RGBA? = nil, overflow: Overflow = .visible,
        isFloatingHeader: Bool = false, contentOffset: Point? = nil,
        action: ActionPayload? = nil, isDisabled: Bool = false, label: String? = nil, highlight: RGBA? = nil,
        textEntry: TextEntry? = nil
    ) {
        self.init(
            name: name, frame: frame, parent: parent, role: role, fill: fill, alpha: alpha,
            borderWidth: border?.width ?? 0, borderColor: border?.color, cornerRadius: cornerRadius, blur: blur,
            text: text, icon: icon, tint: tint, overflow: overflow, isFloatingHeader: isFloatingHeader,
            contentOffset: contentOffset, action: action, isDisabled: isDisabled, label: label, highlight: highlight,
            textEntry: textEntry)
    }
}
