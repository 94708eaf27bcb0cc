import HTTPServer
import MenuCore

/// Defaults of a page that has no state yet.
enum PageDefaults {
    static let device = DevicePreset.iPhone4
}

extension PlaygroundMenu {
    /// The seed's demo, closed, on the default device.
    static var defaultPage: PageState<Self> { PageState(device: .preset(PageDefaults.device)) }

    /// The token of `defaultPage`.
    static func defaultToken() throws(HTTPError) -> String {
        try StateToken.encode(defaultPage)
    }
}
