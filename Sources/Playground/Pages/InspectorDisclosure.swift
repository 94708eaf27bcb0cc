import HTML

/// One of the demo page's inspector panels (issue 35), as the page writes it: a `<details>`
/// closed by default whose body is a lazy `<iframe>` of the panel's own document
/// (`GET /inspect/{token}/frames` or `/reading`, `InspectorPages`). A closed `<details>` does not
/// render its body, so the frame is not loaded, and the page pays for the panel, its layouts
/// and its rows, only when someone opens it. The summary says only what the page already knows.
struct InspectorDisclosure {
    enum Panel {
        /// The frames table under the device; `boxes` is the layout's count, free on the page.
        case frames(boxes: Int)
        /// What a screen reader reads, in the panel beside the device.
        case reading
    }

    let panel: Panel
    let token: String

    func write(into html: inout HTMLWriter) {
        html.beginStartTag("details")
        switch panel {
        case .frames:
            // Swapped with the device's column, open if it was (frames.js's `replaceFrames`).
            html.attribute("class", "frames")
            html.attribute("id", "frames")
        case .reading:
            html.attribute("class", "panel-section reader-panel")
            html.attribute("id", "reader-panel")
            // With script, a swap of the panel keeps it open (swap.js); it promises nothing without.
            html.attribute("data-keep-open")
        }
        html.endStartTag()
        html.startTag("summary")
        switch panel {
        case .frames(let boxes):
            html.text("Frames")
            html.startTag("span", class: "muted frames-count")
            html.text(" · ")
            html.text(boxes)
            html.text(boxes == 1 ? " box" : " boxes")
            html.endTag("span")
        case .reading:
            html.text("What a screen reader reads")
        }
        html.endTag("summary")
        html.beginStartTag("iframe")
        html.attribute("class", "inspector-frame")
        switch panel {
        case .frames:
            html.attribute("src", SitePaths.inspectFrames.path(token))
            html.attribute("title", "Frames table")
        case .reading:
            html.attribute("src", SitePaths.inspectReading.path(token))
            html.attribute("title", "What a screen reader reads")
        }
        // No `allow="clipboard-write"` for Copy as JSON inside the frame: a same-origin frame
        // inherits the page's clipboard permission (the policy's default allowlist is 'self').
        html.attribute("loading", "lazy")
        html.endStartTag()
        html.endTag("iframe")
        html.endTag("details")
    }
}
