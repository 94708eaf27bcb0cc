import HTML
import MenuCore
import PageRendering

/// The device controls: a preset or a custom size (its fields shown only for "custom"), and one
/// Rotate button, the one way to change the orientation. Form posts, like taps, answered with
/// 303 to the new state's URL.
struct DevicePanel {
    let menu: MenuID
    let token: String
    let device: DeviceChoice
    let orientation: Orientation

    var node: Node {
        let hidden = Node.voidElement(
            "input", [Attribute("type", "hidden"), Attribute("name", TapForm.Field.token), Attribute("value", token)])
        return .el(
            "section", [.class("panel-section"), Attribute("aria-labelledby", "device-heading")],
            [
                .el("h2", [.id("device-heading")], text: "Device"),
                .el(
                    "form",
                    [
                        Attribute("method", "post"), Attribute("action", "/menus/\(menu.rawValue)/device"),
                        .class("device-form"),
                    ],
                    [
                        hidden, presetPicker, customSize,
                        .el("p", [.class("panel-save")], [.el("button", [Attribute("type", "submit")], text: "Save")]),
                    ]),
                .el(
                    "form",
                    [
                        Attribute("method", "post"), Attribute("action", "/menus/\(menu.rawValue)/rotate"),
                        .class("rotate-form"),
                    ],
                    [
                        hidden,
                        .el(
                            "button", [Attribute("type", "submit")],
                            text: "Rotate to \(orientation == .portrait ? "landscape" : "portrait")"),
                    ]),
            ])
    }

    private var presetPicker: Node {
        var options: [Node] = DevicePreset.allCases.map { preset in
            let size = preset.portraitSize
            var attributes = [Attribute("value", preset.rawValue)]
            if device == .preset(preset) { attributes.append(Attribute("selected", nil)) }
            return .el("option", attributes, text: "\(preset.rawValue) (\(Int(size.width))×\(Int(size.height)))")
        }
        var custom = [Attribute("value", "custom")]
        if case .custom = device { custom.append(Attribute("selected", nil)) }
        options.append(.el("option", custom, text: "custom size"))
        return .el(
            "p", [.class("device-preset")],
            [
                .el("label", [Attribute("for", "device-preset")], text: "Screen"),
                .el("select", [.id("device-preset"), Attribute("name", "device")], options),
            ])
    }

    private var customSize: Node {
        let (width, height, statusBar): (Double, Double, Double) =
            switch device {
            case .custom(let width, let height, let statusBar): (width, height, statusBar)
            case .preset(let preset):
                (preset.portraitSize.width, preset.portraitSize.height, preset.statusBar(in: .portrait))
            }
        func field(_ name: String, _ label: String, _ value: Double, range: ClosedRange<Int>) -> Node {
            .el(
                "label", [.class("number")],
                [
                    .text(label + " "),
                    .voidElement(
                        "input",
                        [
                            Attribute("type", "number"), Attribute("name", name),
                            Attribute("value", Self.number(value)),
                            Attribute("min", String(range.lowerBound)), Attribute("max", String(range.upperBound)),
                            Attribute("step", "any"),
                        ]),
                ])
        }
        return .el(
            "fieldset", [.class("custom-size")],
            [
                .el("legend", [], text: "Custom size (portrait, in points)"),
                field("width", "Width", width, range: 200...2048),
                field("height", "Height", height, range: 200...2048),
                field("statusBar", "Status bar", statusBar, range: 0...100),
            ])
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
