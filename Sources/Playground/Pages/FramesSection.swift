import HTML
import HTTPServer
import JSON
import MenuCore
import PageRendering
import PlaygroundDomain

/// The frames table: every box of the state's layout, its frame and its parent, the body of
/// `GET /inspect/{token}/frames`, which the demo page frames in a `<details>` under the device
/// (`InspectorDisclosure`), so a page pays for the table only when someone opens it. The numbers
/// are written by the JSON API's own number writer (`JSONScalarText`), so they are what
/// `POST /api/v1/menus/{id}/layout` answers, to the digit. After a tap or an edit, each box whose
/// frame it changed says how (`h 0 → 320`), and the boxes it added or removed say so. Copy as
/// JSON (shown by `Public/js/inspector-document.js`) copies the frames in the layout API's
/// shape, written here as the API writes them.
struct FramesSection {
    let table: FrameTable
    /// Whether there is a step before this state to compare with: the table then says what it changed.
    let hasPreviousStep: Bool
    /// The layout route, named in the words above the table.
    let apiPath: String

    func write(into html: inout HTMLWriter) {
        html.beginStartTag("main")
        html.attribute("class", "inspector frames")
        html.attribute("id", "frames")
        html.endStartTag()
        html.startTag("h1", class: "inspector-title")
        // The panel's summary just above already says "Frames": the heading shows what it adds.
        html.element("span", class: "visually-hidden", text: "Frames · ")
        html.startTag("span", class: "frames-count")
        html.text(table.rows.count)
        html.text(table.rows.count == 1 ? " box" : " boxes")
        if hasPreviousStep { html.text(changeCount) }
        html.endTag("span")
        html.endTag("h1")
        html.startTag("p", class: "frames-note muted")
        html.text("In points, as POST ")
        html.element("code", text: apiPath)
        html.text(" answers them.")
        if hasPreviousStep { html.text(" Marked: what the last step changed.") }
        html.endTag("p")
        writeCopyButton(into: &html)
        html.beginStartTag("div")
        html.attribute("class", "table-scroll")
        // A scrolling region is a tab stop, so a keyboard can scroll it (axe's rule).
        html.attribute("tabindex", "0")
        html.attribute("role", "region")
        html.attribute("aria-label", "Frames table")
        html.endStartTag()
        html.startTag("table", class: "frames-table")
        writeHead(into: &html)
        html.startTag("tbody")
        let numbers = JSONScalarText()
        // By index: iterating the rows themselves allocated on every row in debug builds.
        for index in table.rows.indices { write(table.rows[index], numbers: numbers, into: &html) }
        html.endTag("tbody")
        html.endTag("table")
        html.endTag("div")
        if !table.disappeared.isEmpty { writeDisappeared(into: &html) }
        html.endTag("main")
    }

    private var changeCount: String {
        let changed = table.rows.count { $0.mark != .unchanged } + table.disappeared.count
        return changed == 0 ? ", none changed by the last step" : ", \(changed) changed by the last step"
    }

    private func writeHead(into html: inout HTMLWriter) {
        html.startTag("thead")
        html.startTag("tr")
        for header in ["Box", "x", "y", "width", "height", "Parent"] { writeHeader(header, into: &html) }
        if hasPreviousStep { writeHeader("Last step", into: &html) }
        html.endTag("tr")
        html.endTag("thead")
    }

    private func writeHeader(_ text: String, into html: inout HTMLWriter) {
        html.beginStartTag("th")
        html.attribute("scope", "col")
        html.endStartTag()
        html.text(text)
        html.endTag("th")
    }

    private func write(_ row: FrameTable.Row, numbers: JSONScalarText, into html: inout HTMLWriter) {
        html.beginStartTag("tr")
        html.attribute("data-box", row.name)
        switch row.mark {
        case .unchanged: break
        case .changed: html.attribute("class", "frame-changed")
        case .appeared: html.attribute("class", "frame-appeared")
        }
        html.endStartTag()
        html.beginStartTag("th")
        html.attribute("scope", "row")
        html.endStartTag()
        html.text(row.name)
        html.endTag("th")
        writeCell(row.frame.x, numbers: numbers, into: &html)
        writeCell(row.frame.y, numbers: numbers, into: &html)
        writeCell(row.frame.width, numbers: numbers, into: &html)
        writeCell(row.frame.height, numbers: numbers, into: &html)
        html.startTag("td")
        html.text(row.parent ?? "—")
        html.endTag("td")
        if hasPreviousStep {
            html.startTag("td", class: "frame-change")
            writeMark(row, numbers: numbers, into: &html)
            html.endTag("td")
        }
        html.endTag("tr")
    }

    private func writeCell(_ value: Double, numbers: JSONScalarText, into html: inout HTMLWriter) {
        html.startTag("td")
        numbers.withText(of: value) { html.text(utf8: $0) }
        html.endTag("td")
    }

    /// `h 0 → 320`, every coordinate that moved, with the names of the hover label (x y w h).
    private func writeMark(_ row: FrameTable.Row, numbers: JSONScalarText, into html: inout HTMLWriter) {
        switch row.mark {
        case .unchanged:
            return
        case .appeared:
            html.text("appeared")
        case .changed(let before):
            let after = row.frame
            var isFirst = true
            writeChange("x", before.x, after.x, isFirst: &isFirst, numbers: numbers, into: &html)
            writeChange("y", before.y, after.y, isFirst: &isFirst, numbers: numbers, into: &html)
            writeChange("w", before.width, after.width, isFirst: &isFirst, numbers: numbers, into: &html)
            writeChange("h", before.height, after.height, isFirst: &isFirst, numbers: numbers, into: &html)
        }
    }

    private func writeChange(
        _ label: String, _ old: Double, _ new: Double, isFirst: inout Bool, numbers: JSONScalarText,
        into html: inout HTMLWriter
    ) {
        guard old != new else { return }
        if !isFirst { html.text(", ") }
        isFirst = false
        html.text(label)
        html.text(" ")
        numbers.withText(of: old) { html.text(utf8: $0) }
        html.text(" → ")
        numbers.withText(of: new) { html.text(utf8: $0) }
    }

    private func writeDisappeared(into html: inout HTMLWriter) {
        html.beginStartTag("p")
        html.attribute("class", "frames-gone")
        html.attribute("id", "frames-gone")
        html.endStartTag()
        html.text("Gone since the last step: ")
        for (index, name) in table.disappeared.enumerated() {
            if index > 0 { html.text(", ") }
            html.element("code", text: name)
        }
        html.endTag("p")
    }

    /// Hidden until the script shows it, since only the script can copy. The JSON rides on the
    /// button, written here: the script copies it as it is and never rebuilds it from the cells.
    private func writeCopyButton(into html: inout HTMLWriter) {
        html.startTag("p", class: "frames-actions")
        html.beginStartTag("button")
        html.attribute("type", "button")
        html.attribute("class", "copy frames-copy")
        html.attribute("id", "frames-copy")
        html.attribute("hidden")
        html.beginAttribute("data-json")
        writeFramesJSON(into: &html)
        html.endAttribute()
        html.endStartTag()
        html.text("Copy as JSON")
        html.endTag("button")
        html.beginStartTag("span")
        html.attribute("class", "copy-status")
        html.attribute("id", "frames-status")
        html.attribute("role", "status")
        html.endStartTag()
        html.endTag("span")
        html.endTag("p")
    }

    /// `{"frames":{name:{"height","width","x","y"}}}` into an attribute's value: the object the
    /// layout API answers as `frames`, each member written as it writes it, by the encoder's own
    /// functions (`JSONScalarText`). The members come in the table's order, the drawing order,
    /// where the API sorts its keys: sorting them cost more allocations than the rest of the table.
    func writeFramesJSON(into html: inout HTMLWriter) {
        let rows = table.rows
        let scalars = JSONScalarText()
        html.appendValue(#"{"frames":{"#)
        for index in rows.indices {
            let frame = rows[index].frame
            if index > 0 { html.appendValue(",") }
            scalars.withQuoted(rows[index].name) { html.appendValue(utf8: $0) }
            html.appendValue(#":{"height":"#)
            scalars.withText(of: frame.height) { html.appendValue(utf8: $0) }
            html.appendValue(#","width":"#)
            scalars.withText(of: frame.width) { html.appendValue(utf8: $0) }
            html.appendValue(#","x":"#)
            scalars.withText(of: frame.x) { html.appendValue(utf8: $0) }
            html.appendValue(#","y":"#)
            scalars.withText(of: frame.y) { html.appendValue(utf8: $0) }
            html.appendValue("}")
        }
        html.appendValue("}}")
    }
}

extension LayoutWork {
    /// The frames table of `page`, whose state's layout is `layout`: marked with what its last
    /// step changed when it has one, for which the state before that step is laid out too, on
    /// this request's meter like every other layout of the request.
    func framesSection<M: PlaygroundMenu>(
        _ page: PageState<M>, layout: Layout, on viewport: Viewport
    ) throws(HTTPError) -> FramesSection {
        let apiPath = SitePaths.apiLayout.path(M.id.rawValue)
        guard !page.trail.isEmpty else {
            return FramesSection(table: FrameTable(layout), hasPreviousStep: false, apiPath: apiPath)
        }
        let previous = page.undoingLastStep()
        let before =
            previous.configuration == page.configuration && previous.state == page.state
            ? layout : try self.layout(M.self, previous.configuration, previous.state, on: viewport)
        let table = FrameTable(layout, changes: FrameChanges(from: before, to: layout))
        return FramesSection(table: table, hasPreviousStep: true, apiPath: apiPath)
    }
}
