/// How the device is held. Landscape swaps the portrait width and height.
public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
    case portrait
    case landscape
}

/// The kind of device, which changes a few seed metrics (the tab-split cell is 3 × longer on iPad).
public enum Idiom: String, Sendable, Hashable, Codable {
    case phone
    case pad
}

/// The device presets. The raw value is the id used in URLs and the JSON API.
public enum DevicePreset: String, Sendable, Hashable, Codable, CaseIterable {
    case iPhone35 = "iphone-3.5in"
    case iPhone4 = "iphone-4in"
    case iPhone61 = "iphone-6.1in"
    case iPad97 = "ipad-9.7in"

    /// The screen size in portrait.
    public var portraitSize: Size {
        switch self {
        case .iPhone35: Size(width: 320, height: 480)
        case .iPhone4: Size(width: 320, height: 568)
        case .iPhone61: Size(width: 390, height: 844)
        case .iPad97: Size(width: 768, height: 1024)
        }
    }

    /// The status bar height in `orientation`; the 6.1-inch iPhone hides it in landscape.
    public func statusBar(in orientation: Orientation) -> Double {
        switch (self, orientation) {
        case (.iPhone61, .portrait): 47
        case (.iPhone61, .landscape): 0
        default: 20
        }
    }

    public var idiom: Idiom { self == .iPad97 ? .pad : .phone }
}

/// A screen: its size in the current orientation, the status bar height and the idiom.
///
/// JSON: `{"width": 320, "height": 480, "statusBar": 20, "idiom": "phone"}`.
public struct Viewport: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    public var statusBar: Double
    public var idiom: Idiom

    /// A preset in an orientation.
    public init(_ preset: DevicePreset, _ orientation: Orientation) {
        let size = preset.portraitSize
        let swapped = orientation == .landscape
        width = swapped ? size.height : size.width
        height = swapped ? size.width : size.height
        statusBar = preset.statusBar(in: orientation)
        idiom = preset.idiom
    }

    /// A custom screen given in portrait; landscape swaps its sides. Sizes outside
    /// `Limits.viewportSides` and status bars outside `0…Limits.maxStatusBar` are rejected.
    public init(width: Double, height: Double, statusBar: Double, orientation: Orientation = .portrait)
        throws(ValidationError)
    {
        for (field, side) in [("width", width), ("height", height)] where !Limits.viewportSides.contains(side) {
            throw ValidationError(
                field: field,
                message: "must be between \(Int(Limits.viewportSides.lowerBound)) and "
                    + "\(Int(Limits.viewportSides.upperBound)) points, got \(side)")
        }
        guard statusBar >= 0, statusBar <= Limits.maxStatusBar else {
            throw ValidationError(
                field: "statusBar",
                message: "must be between 0 and \(Int(Limits.maxStatusBar)) points, got \(statusBar)")
        }
        let swapped = orientation == .landscape
        self.width = swapped ? height : width
        self.height = swapped ? width : height
        self.statusBar = statusBar
        idiom = min(width, height) >= OpenValues.padMinimumSide ? .pad : .phone
    }

    /// The whole screen, status bar included.
    public var screen: Rect { Rect(x: 0, y: 0, width: width, height: height) }
    /// The status bar strip along the top (height 0 when hidden).
    public var statusBarFrame: Rect { Rect(x: 0, y: 0, width: width, height: statusBar) }
    /// The host's content area: the screen below the status bar.
    public var content: Rect { Rect(x: 0, y: statusBar, width: width, height: height - statusBar) }
    public var orientation: Orientation { width > height ? .landscape : .portrait }
}
