import HTML
import PageRendering

/// “What a screen reader reads” (issue 35): the screen's elements in reading order, each with
/// its role, name and states, and a reviewer's flags beside the element they concern, as
/// Storybook's accessibility addon lists them. The body of `GET /inspect/{token}/reading`, which
/// the demo page frames in a `<details>` closed by default (`InspectorDisclosure`), so the list
/// costs a page nothing until someone opens it; the same list as JSON is linked.
struct ScreenReaderPanel {
    let reading: ScreenReading
    /// `GET /api/v1/state/{token}/accessibility` of the page's state.
    let jsonURL: String

    init(reading: ScreenReading, token: String) {
        self.reading = reading
        jsonURL = SitePaths.apiAccessibility.path(token)
    }

    func write(into html: inout HTMLWriter) {
        html.beginStartTag("main")
        html.attribute("class", "inspector reader-panel")
        html.attribute("id", "reader-panel")
        if !reading.flags.isEmpty { html.attribute("data-flags", reading.flags.count) }
        html.endStartTag()
        html.startTag("h1", class: "inspector-title")
        // The panel's summary just above already says it: the heading shows the flags it adds.
        html.element("span", class: "visually-hidden", text: "What a screen reader reads: ")
        html.startTag("span", class: "reader-count")
        Self.writeCount(reading.flags.count, "flag", into: &html)
        html.endTag("span")
        html.endTag("h1")
        html.startTag("p", class: "reader-lead")
        Self.writeCount(reading.elements.count, "element", into: &html)
        // The script's widget roles are its own, set in the browser: the list says so rather than
        // claim them.
        html.text(
            " in reading order, as the server draws them (the page script adds listbox and menu roles to "
                + "the dropdown and the context menu). ")
        html.beginStartTag("a")
        html.attribute("href", jsonURL)
        // Out of the panel's frame: the JSON is a page of its own.
        html.attribute("target", "_top")
        html.endStartTag()
        html.text("As JSON")
        html.endTag("a")
        html.endTag("p")
        html.startTag("ol", class: "reader-list")
        // Flags come in the order of their elements, so one pass over both pairs them.
        var nextFlag = 0
        for (position, element) in reading.elements.enumerated() {
            var end = nextFlag
            while end < reading.flags.count, reading.flags[end].element == position { end += 1 }
            write(element, flags: reading.flags[nextFlag..<end], into: &html)
            nextFlag = end
        }
        html.endTag("ol")
        html.endTag("main")
    }

    /// One element: role, name and states on a line, its box and frame under them, then its flags.
    private func write(_ element: AccessibleElement, flags: ArraySlice<AccessibilityFlag>, into html: inout HTMLWriter)
    {
        html.beginStartTag("li")
        html.attribute("class", flags.isEmpty ? "reader-item" : "reader-item flagged")
        html.attribute("data-box", element.box)
        html.endStartTag()
        html.element("span", class: "reader-role", text: element.role.rawValue)
        html.text(" ")
        if element.name.isEmpty {
            html.element("span", class: "reader-name reader-unnamed", text: "no name")
        } else {
            html.element("span", class: "reader-name", text: element.name)
        }
        if let selected = element.selected {
            html.text(" ")
            html.element("span", class: "reader-state", text: selected ? "selected" : "not selected")
        }
        if element.disabled == true {
            html.text(" ")
            html.element("span", class: "reader-state", text: "disabled")
        }
        writeFrame(of: element, into: &html)
        if !flags.isEmpty {
            html.startTag("ul", class: "reader-flags")
            for flag in flags {
                html.beginStartTag("li")
                html.attribute("data-flag", flag.kind.rawValue)
                html.endStartTag()
                html.element("strong", text: "Flag: ")
                flag.writeMessage { html.text($0) }
                html.endTag("li")
            }
            html.endTag("ul")
        }
        html.endTag("li")
    }

    /// `row-2 · x 30 y 174 w 260 h 40`: the box and its frame as the layout API writes them,
    /// written piece by piece: a string built per element showed in a page's allocations.
    private func writeFrame(of element: AccessibleElement, into html: inout HTMLWriter) {
        let frame = element.frame
        html.startTag("span", class: "reader-frame")
        html.text(element.box)
        html.text(" · x ")
        html.text(ScreenReading.points(frame.x))
        html.text(" y ")
        html.text(ScreenReading.points(frame.y))
        html.text(" w ")
        html.text(ScreenReading.points(frame.width))
        html.text(" h ")
        html.text(ScreenReading.points(frame.height))
        html.endTag("span")
    }

    /// `no flags`, `1 flag`, `3 flags`.
    static func writeCount(_ number: Int, _ noun: String, into html: inout HTMLWriter) {
        if number == 0 {
            html.text("no ")
        } else {
            html.text(number)
            html.text(" ")
        }
        html.text(noun)
        if number != 1 { html.text("s") }
    }
}
