import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// The compare page's screens, for the page and its embed alike: one figure a screen, its device
/// beside its long-text copy when the view shows them, with the caption under them. Each device
/// is a `section.device` with an id of its own (`device-1`, `device-1-long`) and the attributes
/// the page script animates with; every tap form posts to the compare routes with the token and
/// the view, so any screen's tap applies to all of them.
struct CompareScreensWriter<M: PlaygroundMenu, Measurer: TextMeasurer> {
    let page: PageState<M>
    /// The token the forms post: the page's, or the menu's demo state's.
    let token: String
    let view: CompareView
    let work: LayoutWork<Measurer>
    /// Taps from an embed lead back to the embed.
    var isEmbedded = false

    /// The screens laid out, checked against the page limits before any is drawn, and charged.
    func prepare(otherBytes: Int) throws(HTTPError) -> [CompareScreenLayout] {
        let screens = try work.compareLayouts(page, view: view)
        let layouts = screens.flatMap { [$0.layout] + ($0.longText.map { [$0] } ?? []) }
        try PageLimits.checkBeforeDrawing(
            formsOnScreen: layouts.reduce(0) { $0 + ScreenRenderer.formCount(in: $1) },
            tokenBytes: token.utf8.count + formExtraBytes, otherBytes: otherBytes)
        for layout in layouts { try work.willDraw(layout) }
        return screens
    }

    /// Writes every screen; returns the CSP hash sources of their inline styles.
    func write(_ screens: [CompareScreenLayout], into html: inout HTMLWriter) throws(HTTPError) -> [String] {
        var hashes: [String] = []
        html.beginStartTag("div")
        html.attribute("class", "compare-screens")
        html.attribute("id", "compare-screens")
        html.endStartTag()
        for (index, screen) in screens.enumerated() {
            let number = index + 1
            html.beginStartTag("figure")
            html.attribute("class", "compare-screen")
            html.attribute("data-screen", screen.screen.spelling)
            html.endStartTag()
            html.startTag("div", class: "compare-pair")
            hashes += try writeDevice(
                screen.layout, id: "device-\(number)", configuration: page.configuration,
                label: screen.screen.caption, into: &html)
            if let longText = screen.longText {
                hashes += try writeDevice(
                    longText, id: "device-\(number)-long",
                    configuration: CompareView.longText(page.configuration, of: M.self),
                    label: screen.screen.caption + " · long text", into: &html)
            }
            html.endTag("div")
            html.startTag("figcaption")
            html.text(screen.screen.caption)
            if screen.longText != nil {
                html.startTag("span", class: "muted")
                html.text(" — as written, and with long text")
                html.endTag("span")
            }
            html.endTag("figcaption")
            html.endTag("figure")
        }
        html.endTag("div")
        return ContentHash.sortedUnique(hashes)
    }

    private func writeDevice(
        _ layout: Layout, id: String, configuration: M.Configuration, label: String, into html: inout HTMLWriter
    ) throws(HTTPError) -> [String] {
        let attributes = try work.deviceAttributes(
            M.self, configuration, page.state, layout: layout, on: layout.viewport)
        html.beginStartTag("section")
        html.attribute("class", id.hasSuffix("-long") ? "device long-text" : "device")
        html.attribute("id", id)
        html.attribute("aria-label", label)
        html.write(attributes)
        html.endStartTag()
        let renderer = ScreenRenderer(form: tapForm, selectedFrames: M.selectedFrames(in: page.state), idPrefix: id)
        let hashes = renderer.write(layout, into: &html)
        html.endTag("section")
        return hashes
    }

    /// The hidden fields every form adds to the token: the view, so the answer keeps it.
    private var extraFields: [String: String] {
        var fields: [String: String] = [:]
        if !view.screens.isDefault { fields["devices"] = view.screens.spelling }
        if view.showsLongText { fields[CompareQuery<M>.longTextFormField] = CompareView.longTextValue }
        if isEmbedded { fields[TapForm.Field.returnTo] = TapForm.embedded }
        return fields
    }

    private var formExtraBytes: Int { extraFields.reduce(0) { $0 + 40 + $1.key.utf8.count + $1.value.utf8.count } }

    var tapForm: TapForm {
        TapForm(
            tapURL: SitePaths.compareTap.path(M.id.rawValue), dismissURL: SitePaths.compareDismiss.path(M.id.rawValue),
            stateToken: token, extraFields: extraFields)
    }
}
