import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// The compare page's controls: the toolbar above the screens (long text on or off, Dismiss
/// while something is open, the demo page of this state, Share) and the form that picks the
/// screens. Both work without script: links, a post and a GET form.
struct CompareControls<M: PlaygroundMenu> {
    let query: CompareQuery<M>
    /// The token the forms post.
    let token: String
    let tapForm: TapForm

    func writeToolbar(into html: inout HTMLWriter) {
        html.beginStartTag("div")
        html.attribute("class", "toolbar")
        html.attribute("id", "toolbar")
        html.attribute("role", "group")
        html.attribute("aria-label", "Compare toolbar")
        html.endStartTag()
        // 100 % (the screens at their size, wrapping, as without script) or Fit (every screen
        // in one row, scaled together by one factor).
        DeviceToolbar.writeZoom(fitText: "Fit in a row", initialMode: "100", into: &html)
        var toggled = query.view
        toggled.showsLongText.toggle()
        html.beginStartTag("a")
        html.attribute("class", "button-link")
        html.attribute("id", "long-text-toggle")
        html.attribute("href", SitePaths.compare(M.id, token: query.token, view: toggled))
        html.endStartTag()
        html.text(query.view.showsLongText ? "Hide long text" : "Show long text")
        html.endTag("a")
        if M.dismissal(of: query.page.state) != nil {
            // As a tap outside the menu on every screen; Escape submits it too (compare.js).
            html.beginStartTag("form")
            html.attribute("method", "post")
            html.attribute("action", tapForm.dismissURL)
            html.attribute("class", "dismiss-form")
            html.attribute("id", "dismiss-form")
            html.endStartTag()
            TapForm.writeHidden(TapForm.Field.token, token, into: &html)
            for (name, value) in tapForm.extraFields.sorted(by: { $0.key < $1.key }) {
                TapForm.writeHidden(name, value, into: &html)
            }
            html.beginStartTag("button")
            html.attribute("type", "submit")
            html.attribute("id", "dismiss-button")
            html.endStartTag()
            html.text("Dismiss · Esc")
            html.endTag("button")
            html.endTag("form")
        }
        html.beginStartTag("a")
        html.attribute("id", "open-demo")
        html.attribute("href", query.token.map { SitePaths.menuPage(M.id, token: $0) } ?? SitePaths.menuPage(M.id))
        html.endStartTag()
        html.text("Open in the demo")
        html.endTag("a")
        html.beginStartTag("a")
        html.attribute("class", "toolbar-share")
        html.attribute("href", "#share-heading")
        html.endStartTag()
        html.text("Share")
        html.endTag("a")
        html.endTag("div")
    }

    /// Every preset in each orientation, the shown ones checked: eight boxes, the most a page shows.
    func writeDevicesForm(into html: inout HTMLWriter) {
        html.startPanelSection(class: "panel-section", heading: "Screens", headingID: "screens-heading")
        html.beginStartTag("form")
        html.attribute("method", "get")
        html.attribute("action", SitePaths.compare.path(M.id.rawValue))
        html.attribute("class", "screens-form")
        html.attribute("id", "screens-form")
        html.endStartTag()
        if let token = query.token { TapForm.writeHidden("state", token, into: &html) }
        if query.view.showsLongText { TapForm.writeHidden("text", CompareView.longTextValue, into: &html) }
        html.startTag("fieldset")
        html.element("legend", text: "Devices")
        html.startTag("p", class: "muted")
        html.text("None checked shows the usual five.")
        html.endTag("p")
        for orientation in Orientation.allCases {
            for device in DevicePreset.allCases {
                let screen = CompareScreen(device, orientation)
                html.startTag("label", class: "screen-choice")
                html.beginStartTag("input")
                html.attribute("type", "checkbox")
                html.attribute("name", "devices")
                html.attribute("value", screen.spelling)
                if query.view.screens.screens.contains(screen) { html.attribute("checked") }
                html.endStartTag()
                html.text(" " + screen.caption)
                html.endTag("label")
            }
        }
        html.endTag("fieldset")
        html.beginStartTag("button")
        html.attribute("type", "submit")
        html.endStartTag()
        html.text("Show these screens")
        html.endTag("button")
        html.endTag("form")
        html.endTag("section")
    }
}
