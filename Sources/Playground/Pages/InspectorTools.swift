import HTML

/// Before the list of keys: the inspector's page controls (issue 35). Outlines are two links to
/// and from the `#outlines` fragment, so that a shared URL carries them and CSS draws them with
/// `:target` without script (the toolbar row is the target, the canvas its next sibling); the
/// canvas's backgrounds are a radio group that only the script can apply and remember, hidden
/// until it runs (Public/js/inspect.js). The hover frames take nothing here: the script asks
/// `GET /api/v1/state/{token}/frames` for them, which keeps them off the page's bytes.
struct InspectorTools {
    /// The fragment that turns the outlines on, and the id of the element it targets.
    static let outlinesTarget = "outlines"
    static let backgrounds: [(value: String, label: String)] = [
        ("light", "Light"), ("dark", "Dark"), ("checkerboard", "Checkerboard"),
    ]

    /// The same on every page, so written once: a never-seen page then pays one copy for it, not
    /// the allocations of writing it (PageCostTests).
    private static let markup: Markup = {
        var html = HTMLWriter(capacity: 1024)
        writeTools(into: &html)
        return html.markup
    }()

    func write(into html: inout HTMLWriter) {
        html.write(Self.markup)
    }

    private static func writeTools(into html: inout HTMLWriter) {
        html.beginStartTag("div")
        html.attribute("class", "inspect-tools")
        html.attribute("role", "group")
        html.attribute("aria-label", "Inspect")
        html.endStartTag()
        // Both links are written; CSS shows the one that changes what is shown.
        link("#" + Self.outlinesTarget, class: "outlines-show", text: "Show outlines", into: &html)
        link("#", class: "outlines-hide", text: "Hide outlines", into: &html)
        html.beginStartTag("fieldset")
        html.attribute("class", "canvas-backgrounds")
        html.attribute("id", "canvas-backgrounds")
        html.attribute("hidden")
        html.endStartTag()
        html.element("legend", text: "Background")
        for (index, background) in Self.backgrounds.enumerated() {
            html.startTag("label")
            html.beginStartTag("input")
            html.attribute("type", "radio")
            html.attribute("name", "canvas-background")
            html.attribute("value", background.value)
            if index == 0 { html.attribute("checked") }
            html.endStartTag()
            html.text(background.label)
            html.endTag("label")
        }
        html.endTag("fieldset")
        html.endTag("div")
    }

    private static func link(_ href: String, class name: String, text: String, into html: inout HTMLWriter) {
        html.beginStartTag("a")
        html.attribute("class", name)
        html.attribute("href", href)
        html.endStartTag()
        html.text(text)
        html.endTag("a")
    }
}
