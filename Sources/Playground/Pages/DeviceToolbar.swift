import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// The bar above the device: zoom (Fit / 100 %, the script's), Rotate, Dismiss while something
/// is open, and a link to Share. Its place does not depend on the device, so nothing moves under
/// the pointer when the device changes. Swapped with the device and the panel (`swap.js`).
struct DeviceToolbar {
    let menu: MenuID
    let token: String
    let orientation: Orientation
    /// Whether there is something to dismiss (`PlaygroundMenu.dismissal(of:)`).
    let canDismiss: Bool

    /// The zoom buttons (shown by CSS only once the script runs: they are its), Rotate, Dismiss
    /// when the menu has something to dismiss, and the link to Share.
    func write(into html: inout HTMLWriter) {
        html.beginStartTag("div")
        html.attribute("class", "toolbar")
        html.attribute("id", "toolbar")
        html.attribute("role", "group")
        html.attribute("aria-label", "Device toolbar")
        html.endStartTag()
        Self.writeZoom(fitText: "Fit", initialMode: "fit", into: &html)
        writeForm(action: SitePaths.rotate, class: "rotate-form", into: &html) { html in
            // A short label; the name says where to.
            Self.writeButton(
                id: "rotate-button", "Rotate",
                label: orientation == .portrait ? "Rotate to landscape" : "Rotate to portrait", into: &html)
        }
        if canDismiss {
            // The keyboard's and screen reader's way out, posting like a tap outside the menu;
            // Escape submits it too (`focus.js`).
            writeForm(action: SitePaths.dismiss, class: "dismiss-form", id: "dismiss-form", into: &html) { html in
                Self.writeButton(id: "dismiss-button", "Dismiss · Esc", into: &html)
            }
        }
        html.beginStartTag("a")
        html.attribute("class", "toolbar-share")
        html.attribute("href", "#share-heading")
        html.endStartTag()
        html.text("Share")
        html.endTag("a")
        html.endTag("div")
    }

    private static func writeButton(id: String, _ text: String, label: String? = nil, into html: inout HTMLWriter) {
        html.beginStartTag("button")
        html.attribute("type", "submit")
        html.attribute("id", id)
        if let label { html.attribute("aria-label", label) }
        html.endStartTag()
        html.text(text)
        html.endTag("button")
    }

    /// Fit / 100 %, the script's (CSS shows the bar once it runs): `fitText` names the fit,
    /// `initialMode` (`fit` or `100`) is pressed until the script restores the reader's choice.
    static func writeZoom(fitText: String, initialMode: String, into html: inout HTMLWriter) {
        html.beginStartTag("span")
        html.attribute("class", "zoom-bar")
        html.attribute("role", "group")
        html.attribute("aria-label", "Zoom")
        html.endStartTag()
        for (mode, text) in [("fit", fitText), ("100", "100 %")] {
            html.beginStartTag("button")
            html.attribute("type", "button")
            html.attribute("id", "zoom-" + mode)
            html.attribute("data-mode", mode)
            html.attribute("aria-pressed", mode == initialMode ? "true" : "false")
            html.endStartTag()
            html.text(text)
            html.endTag("button")
        }
        html.endTag("span")
    }

    /// A form posting to the menu's `action` route with the token.
    private func writeForm(
        action: RoutePath, class name: String, id: String? = nil, into html: inout HTMLWriter,
        controls: (inout HTMLWriter) -> Void
    ) {
        html.beginStartTag("form")
        html.attribute("method", "post")
        html.attribute("action", action.path(menu.rawValue))
        html.attribute("class", name)
        if let id { html.attribute("id", id) }
        html.endStartTag()
        TapForm.writeHidden(TapForm.Field.token, token, into: &html)
        controls(&html)
        html.endTag("form")
    }
}
