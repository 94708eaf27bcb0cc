import MenuCore
import Testing

/// The stand-in measurer every layout test uses: 0.5 em per character, 0.625 em in bold.
let measurer = FixedAdvanceMeasurer()

/// Every preset in both orientations, for parameterised tests.
let allViewports: [(DevicePreset, Orientation)] = DevicePreset.allCases.flatMap { preset in
    Orientation.allCases.map { (preset, $0) }
}

/// A key for tables of expected values.
struct ViewportKey: Hashable, CustomTestStringConvertible, Sendable {
    var preset: DevicePreset
    var orientation: Orientation

    init(_ preset: DevicePreset, _ orientation: Orientation) {
        self.preset = preset
        self.orientation = orientation
    }

    var viewport: Viewport { Viewport(preset, orientation) }
    var testDescription: String { "\(preset.rawValue) \(orientation.rawValue)" }

    static let all = allViewports.map { ViewportKey($0.0, $0.1) }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Frames equal up to binary floating-point representation (0.8 × width is not exact).
func isClose(_ lhs: Rect?, _ rhs: Rect) -> Bool {
    guard let lhs else { return false }
    let pairs = [(lhs.x, rhs.x), (lhs.y, rhs.y), (lhs.width, rhs.width), (lhs.height, rhs.height)]
    return pairs.allSatisfy { abs($0.0 - $0.1) < 1e-9 }
}

/// Runs `body` on a copy of `state`, expects `expected`, and checks the original is unchanged.
func expectRejection<M: Menu>(
    _ menu: M.Type, _ state: M.State, _ action: M.Action, configuration: M.Configuration, _ expected: ActionError,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var copy = state
    #expect(throws: expected, sourceLocation: sourceLocation) {
        try M.reduce(&copy, action, configuration: configuration)
    }
    #expect(copy == state, "state changed by a rejected action", sourceLocation: sourceLocation)
}
