import HTML

/// The keys of a demo page, in words (docs/design.md, “Accessibility”): a disclosure labelled
/// “Keys ?” that works without script; the page script (Public/js/keys.js) opens it as a modal
/// dialog on “?”, adds its Close button (only the script can close it from inside), and returns
/// focus when Escape or Close shuts it.
struct KeyboardHelp {
    /// The keys and what they do, in the order a reader meets them.
    static let keys: [(keys: [String], words: String)] = [
        (["Tab", "Shift+Tab"], "Move between the page's controls. The first Tab reaches “Skip to the device”."),
        (
            ["Down arrow", "Up arrow"],
            "Move through the open menu's items, or the list in focus (Left and Right arrows along a horizontal tab strip)."
        ),
        (["Home", "End"], "Go to the first or the last item."),
        (["Enter", "Space"], "Tap the control in focus."),
        (
            ["Escape"],
            "Close the open menu (as its Cancel or Close would) and return to what opened it; close this list."
        ),
        (["?"], "Show this list."),
    ]

    /// Every demo page holds the same list, so it is written once.
    private static let markup: Markup = {
        var html = HTMLWriter(capacity: 2048)
        writeList(into: &html)
        return html.markup
    }()

    func write(into html: inout HTMLWriter) {
        html.write(Self.markup)
    }

    private static func writeList(into html: inout HTMLWriter) {
        html.beginStartTag("details")
        html.attribute("class", "keys-help")
        html.attribute("id", "keys-help")
        html.endStartTag()
        html.startTag("summary")
        html.text("Keys ")
        html.element("kbd", text: "?")
        html.endTag("summary")
        html.beginStartTag("div")
        html.attribute("class", "keys-panel")
        html.attribute("id", "keys-panel")
        html.endStartTag()
        html.beginStartTag("h2")
        html.attribute("id", "keys-title")
        html.endStartTag()
        html.text("Keyboard")
        html.endTag("h2")
        html.startTag("dl", class: "keys-list")
        for entry in Self.keys {
            html.startTag("dt")
            for (position, key) in entry.keys.enumerated() {
                if position > 0 { html.text(" or ") }
                html.element("kbd", text: key)
            }
            html.endTag("dt")
            html.element("dd", text: entry.words)
        }
        html.endTag("dl")
        html.endTag("div")
        html.endTag("details")
    }
}
