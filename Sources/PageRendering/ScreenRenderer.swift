import HTML
import MenuCore

/// Draws a MenuCore display list as a device screen: a `div` of the viewport's size
/// (1 CSS px = 1 pt) holding one element per box, each at its exact frame (see `BoxLook`),
/// carrying `data-frame="<name>"`.
///
/// ```swift
/// let renderer = ScreenRenderer(
///     form: TapForm(tapURL: "/menus/dropdown/tap", dismissURL: "/menus/dropdown/dismiss", stateToken: token))
/// let rendered = renderer.render(layout)
/// let policy = ContentSecurityPolicy.policy(framing: .denied, styleHashes: rendered.styleHashes)
/// // body: rendered.screen; link /static/css/screen.css.
/// ```
public struct ScreenRenderer: Sendable {
    public var form: TapForm
    /// Boxes drawn as selected (`aria-selected="true"` on tabs), e.g. `["tab-3"]`; the display
    /// list draws selection (the tab's "on" icon) but does not flag it.
    public var selectedFrames: Set<String>
    /// Prefix of the few element ids the screen needs (`aria-labelledby`), distinct per screen
    /// when a page shows several.
    public var idPrefix: String
    /// Where icons are served: `<iconPath><name>.svg`.
    public var iconPath: String

    public init(
        form: TapForm, selectedFrames: Set<String> = [], idPrefix: String = "screen",
        iconPath: String = "/static/icons/"
    ) {
        self.form = form
        self.selectedFrames = selectedFrames
        self.idPrefix = idPrefix
        self.iconPath = iconPath
    }

    /// The id of the element a page URL's fragment names to show box `name` scrolled to its
    /// layout's content offset (`ScrollAnchor`): `<idPrefix>-scroll-<name>`.
    public func scrollAnchorID(of name: String) -> String {
        Self.scrollAnchorID(of: name, idPrefix: idPrefix)
    }

    /// `scrollAnchorID(of:)` for a screen drawn with `idPrefix`, e.g. `screen-scroll-strip`.
    public static func scrollAnchorID(of name: String, idPrefix: String = "screen") -> String {
        idPrefix + "-scroll-" + name
    }

    /// How many forms `render` will draw for `layout`: every one carries the state token, so a
    /// page's size can be bounded before the screen is drawn.
    public static func formCount(in layout: Layout) -> Int {
        let faces = layout.boxes.withUnsafeBufferPointer { boxes in
            boxes.indices.map { BoxFace(boxes.baseAddress! + $0) }
        }
        let forms = faces.reduce(0) { count, face in
            switch face {
            case .tap, .dismiss, .cover, .textInput: count + 1
            case .plain, .disabledButton: count
            }
        }
        return forms - BoxFace.fieldSubmitters(layout.boxes, faces: faces).count
    }

    public func render(_ layout: Layout) -> RenderedScreen {
        // About 250 bytes a box, and each tap form carries the token once more.
        var html = HTMLWriter(capacity: 4096 + layout.boxes.count * (320 + form.stateToken.utf8.count))
        let styleHashes = write(layout, into: &html)
        return RenderedScreen(screen: .markup(html.markup), styleHashes: styleHashes)
    }

    /// `render(layout)` written straight into a page: the screen element goes into `html`, and the
    /// style hashes are returned. A modal layer's way out is the page's to offer (the demo page's
    /// toolbar has Dismiss), never a control beside the screen.
    public func write(_ layout: Layout, into html: inout HTMLWriter) -> [String] {
        write(plan(layout), into: &html)
    }

    /// The tree, names and states of `layout` as this renderer draws them, for a page that also
    /// lists its reading (`ScreenReading(_:)`) and then draws it (`write(_:into:)`).
    public func plan(_ layout: Layout) -> ScreenPlan {
        ScreenPlan(layout, selectedFrames: selectedFrames)
    }

    /// `write(_:into:)` of a layout already planned; the plan's selection is the one drawn.
    public func write(_ plan: ScreenPlan, into html: inout HTMLWriter) -> [String] {
        var builder = ScreenBuilder(renderer: self, semantics: plan.semantics)
        builder.writeScreen(viewport: plan.viewport, into: &html)
        var hashes = builder.styleHashes
        hashes.reserveCapacity(builder.styleHashes.count + builder.styles.count)
        for style in builder.styles {
            hashes.append(html.withBytes(in: style) { ContentHash.sha256Source(of: $0) })
        }
        return ContentHash.sortedUnique(hashes)
    }
}

/// A drawn screen and what the page must send with it.
public struct RenderedScreen: Sendable, Equatable {
    /// The screen element (`div.screen`).
    public var screen: Node
    /// The CSP hash source (`sha256-…`, unquoted, as `ContentSecurityPolicy.policy(framing:
    /// styleHashes:)` takes them) of every distinct inline `style` value, sorted.
    public var styleHashes: [String]
}
