import HTML
import MenuCore
import PlaygroundDomain

/// The compare page's table of the menu's main boxes (`PlaygroundMenu.comparedBoxes`): each
/// screen's size and position of each box, the rows whose size differs marked in words and in
/// colour. Sizes are the server's frames in points, as the API writes them.
struct CompareDifferencesTable {
    let differences: FrameDifferences
    let captions: [String]

    func write(into html: inout HTMLWriter) {
        html.startPanelSection(
            class: "panel-section differences", id: "differences", heading: "What differs",
            headingID: "differences-heading")
        html.beginStartTag("p")
        html.attribute("id", "differences-summary")
        html.endStartTag()
        html.text(summary)
        html.endTag("p")
        guard !differences.rows.isEmpty else {
            html.endTag("section")
            return
        }
        html.beginStartTag("div")
        html.attribute("class", "table-scroll")
        // A scrolling region is a tab stop, so a keyboard can scroll it (axe's rule).
        html.attribute("tabindex", "0")
        html.attribute("role", "region")
        html.attribute("aria-labelledby", "differences-heading")
        html.endStartTag()
        html.startTag("table", class: "differences-table")
        html.startTag("thead")
        html.startTag("tr")
        writeHeader("Box", into: &html)
        for caption in captions { writeHeader(caption, into: &html) }
        html.endTag("tr")
        html.endTag("thead")
        html.startTag("tbody")
        for row in differences.rows { write(row, into: &html) }
        html.endTag("tbody")
        html.endTag("table")
        html.endTag("div")
        html.endTag("section")
    }

    private var summary: String {
        let differing = differences.differing.map(\.name)
        switch differing.count {
        case 0:
            return "The menu's main boxes have the same size on every screen."
        case 1:
            return "“\(differing[0])” differs in size between these screens."
        default:
            return differing.dropLast().map { "“\($0)”" }.joined(separator: ", ") + " and “\(differing.last!)”"
                + " differ in size between these screens."
        }
    }

    private func writeHeader(_ text: String, into html: inout HTMLWriter) {
        html.beginStartTag("th")
        html.attribute("scope", "col")
        html.endStartTag()
        html.text(text)
        html.endTag("th")
    }

    private func write(_ row: FrameDifferences.Row, into html: inout HTMLWriter) {
        html.beginStartTag("tr")
        html.attribute("data-box", row.name)
        if row.sizeDiffers { html.attribute("class", "differs") }
        html.endStartTag()
        html.beginStartTag("th")
        html.attribute("scope", "row")
        html.endStartTag()
        html.text(row.name)
        if row.sizeDiffers {
            html.startTag("span", class: "differs-note")
            html.text(" size differs")
            html.endTag("span")
        }
        html.endTag("th")
        for frame in row.frames {
            html.startTag("td")
            if let frame {
                html.text("\(Self.points(frame.width)) × \(Self.points(frame.height))")
                html.startTag("span", class: "muted at")
                html.text("at \(Self.points(frame.x)), \(Self.points(frame.y))")
                html.endTag("span")
            } else {
                html.text("not shown")
            }
            html.endTag("td")
        }
        html.endTag("tr")
    }

    /// Whole points as they are, others to two places: the table is for reading.
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
