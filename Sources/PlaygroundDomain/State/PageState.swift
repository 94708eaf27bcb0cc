import JSON
import MenuCore

/// Everything one page shows, for menu `M`: what the state token carries and what a URL
/// reproduces. There is no server-side session: this value is the session.
///
/// JSON (keys sorted when encoded): `{"v": 1, "menu": "accordion", "config": {…},
/// "device": "iphone-4in", "orientation": "portrait", "state": {…}, "events": [{…}],
/// "trail": {…}}`; `trail` only when there are taps or edits on it, so a page without them has
/// the token it had before trails existed.
public struct PageState<M: Menu>: Sendable, Hashable, Codable {
    /// The menu's configuration. Set by anything but an edit (`edit(to:state:)`), it starts a new
    /// trail, as `state` does.
    public var configuration: M.Configuration {
        didSet { taps = nil }
    }
    /// The menu and host state. Set by anything but a tap or an edit (`tap(_:)`,
    /// `edit(to:state:)`), it starts a new trail: the old one would no longer lead to it.
    public var state: M.State {
        didSet { taps = nil }
    }
    public var device: DeviceChoice
    public var orientation: Orientation
    /// The most recent delegate events, oldest first, at most `StateTokenLimits.maxEvents`.
    public private(set) var events: [M.DelegateEvent]
    /// The taps and edits since the page's state was first loaded (`Trail`); it always ends in
    /// `configuration` and `state`.
    public var trail: Trail<M> { taps ?? Trail(start: state) }
    /// The trail when it has entries: an empty one is no part of the value (its start would be
    /// whatever state it was made on).
    private var taps: Trail<M>?

    public init(
        configuration: M.Configuration = .demo, state: M.State? = nil, device: DeviceChoice,
        orientation: Orientation = .portrait, events: [M.DelegateEvent] = []
    ) {
        self.configuration = configuration
        let state = state ?? M.initialState(for: configuration)
        self.state = state
        self.device = device
        self.orientation = orientation
        self.events = Array(events.suffix(StateTokenLimits.maxEvents))
    }

    /// The screen this state is laid out on.
    public func viewport() throws(ValidationError) -> Viewport {
        try device.viewport(orientation)
    }

    /// Appends delegate events to the log, dropping the oldest past the limit.
    public mutating func record(_ newEvents: [M.DelegateEvent]) {
        events.append(contentsOf: newEvents)
        if events.count > StateTokenLimits.maxEvents {
            events.removeFirst(events.count - StateTokenLimits.maxEvents)
        }
    }

    /// Applies one tap's actions in order, recording their events and adding the tap to the
    /// trail. Throws the first action's error with its index, leaving the page unchanged.
    public mutating func tap(_ actions: [M.Action]) throws(ActionSequenceError) -> [M.DelegateEvent] {
        var next = self
        let events = try M.reduce(&next.state, actions, configuration: configuration).flatMap { $0 }
        next.record(events)
        var trail = trail
        trail.append(actions, configuration: configuration)
        next.taps = trail
        self = next
        return events
    }

    /// Puts in an edit of the Options panel: `configuration`, and `state`, the menu state to show
    /// under it. The edit goes on the trail, so Undo can take it back.
    public mutating func edit(to configuration: M.Configuration, state: M.State) {
        var trail = trail
        trail.append(Trail.Edit(configuration: configuration, state: state), from: self.configuration)
        self.configuration = configuration
        self.state = state
        taps = trail
    }

    /// The page as it was before the trail's last entry, a tap or an edit: a tap's events are
    /// taken off the log. Unchanged when the trail is empty.
    public func undoingLastStep() -> PageState {
        guard !trail.isEmpty, let last = try? trail.replay(configuration: configuration).steps.last else {
            return self
        }
        var previous = self
        let shorter = trail.droppingLast()
        previous.configuration = last.configurationBefore
        previous.state = last.stateBefore
        previous.taps = shorter.isEmpty ? nil : shorter
        previous.events.removeLast(min(last.events.count, events.count))
        return previous
    }

    /// The page with an empty event log and a trail that starts here.
    public func clearingLog() -> PageState {
        var cleared = self
        cleared.events = []
        cleared.taps = nil
        return cleared
    }

    /// Folds the trail's oldest entry into its start (a token too long for a URL sheds taps first).
    mutating func dropOldestTap() {
        var trail = trail
        trail.dropOldest(configuration: configuration)
        taps = trail.isEmpty ? nil : trail
    }

    /// Checks every value the way a request's values are checked, naming the failing field as a
    /// path from the token's top level (`config.options[3]`, `device.width`, `events`).
    public func validate() throws(ValidationError) {
        do {
            try configuration.validate()
        } catch {
            throw ValidationError(field: JSONPath.join("config", error.field), message: error.message)
        }
        do {
            try M.validate(state, for: configuration)
        } catch {
            throw ValidationError(field: JSONPath.join("state", error.field), message: error.message)
        }
        do {
            _ = try viewport()
        } catch {
            throw ValidationError(field: JSONPath.join("device", error.field), message: error.message)
        }
        if events.count > StateTokenLimits.maxEvents {
            throw ValidationError(
                field: "events", message: "has \(events.count) entries; at most \(StateTokenLimits.maxEvents) allowed")
        }
        for (index, event) in events.enumerated() {
            if let problem = TextSize.problem(
                in: event.description, maxLength: StateTokenLimits.maxEventDescriptionLength)
            {
                throw ValidationError(field: "events[\(index)]", message: problem)
            }
        }
        if let taps, let problem = taps.problem(endingIn: state, configuration: configuration) {
            throw problem
        }
    }

    private typealias CodingKeys = PageStateCodingKeys

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let menu = try PageHeader.menu(in: container, version: .version, menu: .menu)
        guard menu == M.id.rawValue else { throw PageHeaderError.otherMenu(menu) }
        configuration = try container.decode(M.Configuration.self, forKey: .config)
        state = try container.decode(M.State.self, forKey: .state)
        device = try container.decode(DeviceChoice.self, forKey: .device)
        orientation = try container.decode(Orientation.self, forKey: .orientation)
        events = try Self.decodeEvents(try container.nestedUnkeyedContainer(forKey: .events))
        taps = try container.decodeIfPresent(Trail<M>.self, forKey: .trail).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Decodes the event log one entry at a time, so an unknown call is reported at its index
    /// (MenuCore's event errors carry no coding path) and a long list stops at the limit.
    private static func decodeEvents(_ list: UnkeyedDecodingContainer) throws -> [M.DelegateEvent] {
        var list = list
        var events: [M.DelegateEvent] = []
        while !list.isAtEnd {
            guard events.count < StateTokenLimits.maxEvents else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: list.codingPath,
                        debugDescription: "has more than \(StateTokenLimits.maxEvents) entries"))
            }
            do {
                events.append(try list.decode(M.DelegateEvent.self))
            } catch let error as DecodingError {
                // The path is made only for the error: a failed element leaves the index where it was.
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: list.codingPath + [IndexKey(list.currentIndex)],
                        debugDescription: DecodingProblem(error).detail))
            }
        }
        return events
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(StateTokenLimits.version, forKey: .version)
        try container.encode(M.id.rawValue, forKey: .menu)
        try container.encode(configuration, forKey: .config)
        try container.encode(state, forKey: .state)
        try container.encode(device, forKey: .device)
        try container.encode(orientation, forKey: .orientation)
        try container.encode(events, forKey: .events)
        if let taps { try container.encode(taps, forKey: .trail) }
    }
}

/// The two fields of a page read before its menu's type is known. Decoding it checks the version
/// first: another version's other fields may mean something else, and a client must be able to
/// tell an old link from a broken one whatever else the token holds.
package struct PageHeader: Decodable {
    var menu: String

    private enum CodingKeys: String, CodingKey {
        case version = "v"
        case menu
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        menu = try Self.menu(in: container, version: .version, menu: .menu)
    }

    /// The menu that `container`'s page names, its version checked first. A `PageState` reads
    /// them from its own container: a second container for the header was a cost of every token.
    static func menu<Key>(in container: KeyedDecodingContainer<Key>, version: Key, menu: Key) throws -> String {
        let number = try container.decode(Int.self, forKey: version)
        guard number == StateTokenLimits.version else { throw PageHeaderError.unsupportedVersion(number) }
        return try container.decode(String.self, forKey: menu)
    }
}

/// `PageState`'s keys, outside the generic type: nested in it, they were generic metadata to
/// look up on every decoding.
private enum PageStateCodingKeys: String, CodingKey {
    case version = "v"
    case menu, config, device, orientation, state, events, trail
}

/// Why a JSON page is not one this server reads as `PageState<M>`, found before its other
/// fields are decoded. The state token turns each into its own 400.
package enum PageHeaderError: Error, Sendable, Equatable {
    /// `v` is not `StateTokenLimits.version`.
    case unsupportedVersion(Int)
    /// `menu` names another menu.
    case otherMenu(String)
}
