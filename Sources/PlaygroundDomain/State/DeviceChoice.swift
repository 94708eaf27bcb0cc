import MenuCore

/// The device a page shows: a preset by id, or a custom screen given in portrait.
///
/// JSON: `"iphone-4in"` or `{"width": 500, "height": 700, "statusBar": 20}`.
public enum DeviceChoice: Sendable, Hashable, Codable {
    case preset(DevicePreset)
    case custom(width: Double, height: Double, statusBar: Double)

    /// The screen in `orientation`. Custom sizes outside MenuCore's `Limits` are rejected,
    /// naming `width`, `height` or `statusBar`.
    public func viewport(_ orientation: Orientation) throws(ValidationError) -> Viewport {
        switch self {
        case .preset(let preset):
            Viewport(preset, orientation)
        case .custom(let width, let height, let statusBar):
            try Viewport(width: width, height: height, statusBar: statusBar, orientation: orientation)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case width, height, statusBar
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let id = try? single.decode(String.self) {
            guard let preset = DevicePreset(rawValue: id) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "unknown device preset \(id.debugDescription); expected one of "
                            + DevicePreset.allCases.map(\.rawValue).joined(separator: ", ")
                            + ", or an object with width, height and statusBar"))
            }
            self = .preset(preset)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = .custom(
            width: try container.decode(Double.self, forKey: .width),
            height: try container.decode(Double.self, forKey: .height),
            statusBar: try container.decode(Double.self, forKey: .statusBar))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .preset(let preset):
            var container = encoder.singleValueContainer()
            try container.encode(preset.rawValue)
        case .custom(let width, let height, let statusBar):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(statusBar, forKey: .statusBar)
        }
    }
}

extension DevicePreset {
    /// The preset as people name it, for captions: "iPhone 4-inch", "iPad 9.7-inch" (the id,
    /// `rawValue`, stays what URLs and the API use).
    public var displayName: String {
        switch self {
        case .iPhone35: "iPhone 3.5-inch"
        case .iPhone4: "iPhone 4-inch"
        case .iPhone61: "iPhone 6.1-inch"
        case .iPad97: "iPad 9.7-inch"
        }
    }
}

extension DeviceChoice {
    /// The device as people name it: a preset's `displayName`, or "a 500×700 screen".
    public var displayName: String {
        switch self {
        case .preset(let preset): preset.displayName
        case .custom(let width, let height, _): "a \(Int(width))×\(Int(height)) screen"
        }
    }

    /// The device and how it is held, for captions: "iPhone 4-inch · portrait".
    public func caption(_ orientation: Orientation) -> String {
        "\(displayName) · \(orientation.rawValue)"
    }
}
