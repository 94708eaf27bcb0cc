import HTTPServer
import MenuCore
import PlaygroundDomain

/// The device panel's fields: `device` (a preset id or `custom`), `width`, `height`,
/// `statusBar` (for custom) and `orientation`.
enum DeviceForm {
    static func choice<M: Menu>(_ form: FormFields, current: PageState<M>) throws(HTTPError) -> (
        DeviceChoice, Orientation
    ) {
        let orientationText = try form.single("orientation") ?? current.orientation.rawValue
        guard let orientation = Orientation(rawValue: orientationText) else {
            throw invalid("orientation", "must be portrait or landscape, not “\(orientationText)”")
        }
        let deviceText = try form.required("device")
        let device: DeviceChoice
        if deviceText == "custom" {
            device = .custom(
                width: try number(form, "width"), height: try number(form, "height"),
                statusBar: try number(form, "statusBar"))
        } else if let preset = DevicePreset(rawValue: deviceText) {
            device = .preset(preset)
        } else {
            throw invalid(
                "device",
                "must be one of " + DevicePreset.allCases.map(\.rawValue).joined(separator: ", ")
                    + " or custom, not “\(deviceText)”")
        }
        do {
            _ = try device.viewport(orientation)
        } catch {
            throw invalid(error.field, error.message)
        }
        return (device, orientation)
    }

    private static func number(_ form: FormFields, _ name: String) throws(HTTPError) -> Double {
        let text = try form.required(name)
        // Plain decimals only: Double(_:) would also read hex ("0x100") and exponents.
        let decimal = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard decimal, let value = Double(text), value.isFinite else {
            throw invalid(name, "must be a number of points, such as 390, not “\(text)”")
        }
        return value
    }

    private static func invalid(_ field: String, _ message: String) -> HTTPError {
        HTTPError(status: .unprocessableContent, code: "invalid_value", message: "\(field) \(message).", path: field)
    }
}
