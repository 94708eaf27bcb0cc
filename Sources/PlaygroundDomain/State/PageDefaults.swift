import MenuCore

/// Defaults of a page that has no state yet.
package enum PageDefaults {
    static let device = DevicePreset.iPhone4
}

extension PlaygroundMenu {
    /// The seed's demo, closed, on the default device.
    package static var defaultPage: PageState<Self> { PageState(device: .preset(PageDefaults.device)) }

    /// The token of `defaultPage`.
    package static func defaultToken() throws(DomainError) -> String {
        try StateToken.encode(defaultPage)
    }
}
