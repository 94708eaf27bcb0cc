import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// The device controls: a preset or a custom size (its fields shown only for "custom"). The
/// orientation is the toolbar's Rotate (`DeviceToolbar`), the one way to change it. Form posts,
/// like taps, answered with 303 to the new state's URL.
struct DevicePanel {
    let menu: MenuID
    let token: String
    let device: DeviceChoice

    func write(into html: inout HTMLWriter) {
        html.startPanelSection(class: "panel-section", heading: "Device", headingID: "device-heading")
        writeFormStart(action: SitePaths.device, class: "device-form", into: &html)
        writePresetPicker(into: &html)
        writeCustomSize(into: &html)
        html.startTag("p", class: "panel-save")
        html.beginStartTag("button")
        html.attribute("type", "submit")
        html.endStartTag()
        html.text("Save")
        html.endTag("button")
        html.endTag("p")
        html.endTag("form")
        html.endTag("section")
    }

    /// A form posting to the menu's `action` route, with the token.
    private func writeFormStart(action: RoutePath, class name: String, into html: inout HTMLWriter) {
        html.beginStartTag("form")
        html.attribute("method", "post")
        html.attribute("action", action.path(menu.rawValue))
        html.attribute("class", name)
        html.endStartTag()
        TapForm.writeHidden(TapForm.Field.token, token, into: &html)
    }

    private func writePresetPicker(into html: inout HTMLWriter) {
        html.startTag("p", class: "device-preset")
        html.beginStartTag("label")
        html.attribute("for", "device-preset")
        html.endStartTag()
        html.text("Screen")
        html.endTag("label")
        html.beginStartTag("select")
        html.attribute("id", "device-preset")
        html.attribute("name", "device")
        html.endStartTag()
        for preset in DevicePreset.allCases {
            let size = preset.portraitSize
            html.beginStartTag("option")
            html.attribute("value", preset.rawValue)
            if device == .preset(preset) { html.attribute("selected") }
            html.endStartTag()
            html.text(preset.displayName)
            html.text(" (")
            html.text(Int(size.width))
            html.text("×")
            html.text(Int(size.height))
            html.text(")")
            html.endTag("option")
        }
        html.beginStartTag("option")
        html.attribute("value", "custom")
        if case .custom = device { html.attribute("selected") }
        html.endStartTag()
        html.text("custom size")
        html.endTag("option")
        html.endTag("select")
        html.endTag("p")
    }

    private func writeCustomSize(into html: inout HTMLWriter) {
        let (width, height, statusBar): (Double, Double, Double) =
            switch device {
            case .custom(let width, let height, let statusBar): (width, height, statusBar)
            case .preset(let preset):
                (preset.portraitSize.width, preset.portraitSize.height, preset.statusBar(in: .portrait))
            }
        func field(_ name: String, _ label: String, _ value: Double, range: ClosedRange<Int>) {
            html.startTag("label", class: "number")
            html.text(label)
            html.text(" ")
            html.beginStartTag("input")
            html.attribute("type", "number")
            html.attribute("name", name)
            html.attribute("value", Self.number(value))
            html.attribute("min", range.lowerBound)
            html.attribute("max", range.upperBound)
            html.attribute("step", "any")
            html.endStartTag()
            html.endTag("label")
        }
        html.startTag("fieldset", class: "custom-size")
        html.element("legend", text: "Custom size (portrait, in points)")
        field("width", "Width", width, range: 200...2048)
        field("height", "Height", height, range: 200...2048)
        field("statusBar", "Status bar", statusBar, range: 0...100)
        html.endTag("fieldset")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
