import MenuCore
import PlaygroundDomain

/// `POST /api/v1/menus/{id}/layout`: every frame of one state, its opening animation, and the
/// token and page URL that reproduce it.
struct LayoutResponse: Encodable {
    var frames: [String: Rect]
    var scrollable: [String: Bool]
    /// The content offset of each box whose offset the seed sets (the tab strip).
    var scrollOffsets: [String: Point]
    /// From the closed menu to this state; null when the seed does not animate that change.
    var animation: Animation?
    var token: String
    var url: String
    /// `/snapshots/{token}.png`: the state drawn as a PNG by the server.
    var snapshot: String

    private enum CodingKeys: String, CodingKey {
        case frames, scrollable, scrollOffsets, animation, token, url, snapshot
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frames, forKey: .frames)
        try container.encode(scrollable, forKey: .scrollable)
        try container.encode(scrollOffsets, forKey: .scrollOffsets)
        // Written as null rather than left out, so clients can rely on the key.
        try container.encode(animation, forKey: .animation)
        try container.encode(token, forKey: .token)
        try container.encode(url, forKey: .url)
        try container.encode(snapshot, forKey: .snapshot)
    }
}

/// `POST /api/v1/menus/{id}/actions`: what each action produced, then where they led.
struct ActionsResponse<M: Menu>: Encodable {
    struct Step: Encodable {
        var action: ActionPayload
        /// The delegate calls the seed's host received, in order.
        var events: [M.DelegateEvent]
        /// The seed's animation of this action's change, or null.
        var animation: Animation?

        private enum CodingKeys: String, CodingKey {
            case action, events, animation
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(action, forKey: .action)
            try container.encode(events, forKey: .events)
            try container.encode(animation, forKey: .animation)
        }
    }

    var steps: [Step]
    var state: M.State
    var frames: [String: Rect]
    var scrollable: [String: Bool]
    var scrollOffsets: [String: Point]
    var token: String
    var url: String
    /// `/snapshots/{token}.png`: the final state drawn as a PNG by the server.
    var snapshot: String
}

/// One entry of `GET /api/v1/menus`.
struct MenuSummary<M: PlaygroundMenu>: Encodable {
    var id = M.id.rawValue
    var title = M.title
    var summary = M.summary
    var config = M.Configuration.demo
    var state = M.initialState(for: .demo)
    var actionTypes = M.actionTypes
}

/// One entry of `GET /api/v1/devices`.
struct DeviceSummary: Encodable {
    struct Screen: Encodable {
        var width: Double
        var height: Double
        var statusBar: Double
    }

    var id: String
    var idiom: Idiom
    var portrait: Screen
    var landscape: Screen

    init(_ preset: DevicePreset) {
        func screen(_ orientation: Orientation) -> Screen {
            let viewport = Viewport(preset, orientation)
            return Screen(width: viewport.width, height: viewport.height, statusBar: viewport.statusBar)
        }
        id = preset.rawValue
        idiom = preset.idiom
        portrait = screen(.portrait)
        landscape = screen(.landscape)
    }
}
