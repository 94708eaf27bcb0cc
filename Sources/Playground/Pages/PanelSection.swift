import HTML

extension HTMLWriter {
    /// Opens one of the panel's sections, named for assistive technology by its own `<h2>`, as
    /// every section beside the device is; the caller closes it with `endTag("section")`.
    mutating func startPanelSection(class classes: String, id: String? = nil, heading: String, headingID: String) {
        beginStartTag("section")
        attribute("class", classes)
        if let id { attribute("id", id) }
        attribute("aria-labelledby", headingID)
        endStartTag()
        beginStartTag("h2")
        attribute("id", headingID)
        endStartTag()
        text(heading)
        endTag("h2")
    }
}
