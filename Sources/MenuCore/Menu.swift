/// What every menu provides, so the server and the tests can treat the five menus alike.
///
/// The reducer has the shape `(inout State, Action) -> [DelegateEvent]` once a configuration is
/// fixed (`reducer(for:)`); the configuration is passed explicitly because it is not part of the
/// state (the labels do not change as the user taps).
public protocol Menu {
    associatedtype Configuration: MenuConfiguration
    associatedtype State: Codable, Sendable, Hashable
    associatedtype Action: PayloadConvertible
    associatedtype DelegateEvent: Codable, Sendable, Hashable, CustomStringConvertible

    static var id: MenuID { get }
    /// The state the seed's host app starts in.
    static func initialState(for configuration: Configuration) -> State
    /// Checks a decoded state against its configuration (indices in range, permutations).
    static func validate(_ state: State, for configuration: Configuration) throws(ValidationError)
    /// Applies `action`. Returns the delegate calls the seed's host would receive, in order.
    /// Throws, leaving `state` unchanged, when the action does not apply or an index is out of range.
    static func reduce(_ state: inout State, _ action: Action, configuration: Configuration)
        throws(ActionError) -> [DelegateEvent]
    /// Every frame of `state` on `viewport`.
    static func layout(
        _ configuration: Configuration, _ state: State, _ viewport: Viewport, _ measurer: some TextMeasurer
    ) -> Layout
    /// How the seed animates the change from `old` to `new`, or nil when it does not animate it.
    /// The frames come from the layouts of both states (`Transition.animation(from:to:)`), which
    /// callers that already have them reuse.
    static func transition(from old: State, to new: State) -> Transition?
    /// The content offset the seed gives each box of `state`'s layout that it scrolls, by name:
    /// the same as the layout's `scrollOffsets`, without laying out (no text is measured), so a
    /// URL can say where the page is scrolled. Empty for menus that leave scrolling to the user.
    static func scrollOffsets(_ state: State, on viewport: Viewport) -> [String: Point]
}

/// A menu configuration: Codable, with the seed's demo as its default, and a `validate()` that
/// names the wrong field.
public protocol MenuConfiguration: Codable, Sendable, Hashable {
    /// The seed's host-demo configuration.
    static var demo: Self { get }
    func validate() throws(ValidationError)
}

extension CodingUserInfoKey {
    /// `true` in an encoder's `userInfo` writes the fields a configuration leaves out at their
    /// default (`TabSplit.Configuration.tabs`): every field a decoder understands, so that a
    /// default sent in full can be told from an unknown field.
    public static let writesDefaults = CodingUserInfoKey(rawValue: "MenuCore.writesDefaults")!
}

extension Menu {
    /// The action `type`s this menu accepts, as the JSON API lists them.
    public static var actionTypes: [String] { Action.types }

    public static func scrollOffsets(_ state: State, on viewport: Viewport) -> [String: Point] { [:] }

    /// The seed's animation from `old` to `new`, or nil when the change is not animated. Lays
    /// out both states; `transition(from:to:)` with layouts in hand avoids that.
    public static func animation(
        _ configuration: Configuration, from old: State, to new: State, viewport: Viewport,
        measurer: some TextMeasurer
    ) -> Animation? {
        guard let transition = transition(from: old, to: new) else { return nil }
        return transition.animation(
            from: layout(configuration, old, viewport, measurer), to: layout(configuration, new, viewport, measurer))
    }

    /// The reducer for a fixed configuration, as a plain `(inout State, Action)` function.
    public static func reducer(for configuration: Configuration)
        -> (inout State, Action) throws(ActionError) -> [DelegateEvent]
    {
        { (state: inout State, action: Action) throws(ActionError) -> [DelegateEvent] in
            try reduce(&state, action, configuration: configuration)
        }
    }

    /// Applies `actions` in order, stopping at the first that fails; returns the events of each.
    /// On failure `state` holds the result of the actions before the failing one.
    public static func reduce(_ state: inout State, _ actions: [Action], configuration: Configuration)
        throws(ActionSequenceError) -> [[DelegateEvent]]
    {
        var eventsPerAction: [[DelegateEvent]] = []
        for (index, action) in actions.enumerated() {
            do {
                eventsPerAction.append(try reduce(&state, action, configuration: configuration))
            } catch {
                throw ActionSequenceError(index: index, error: error)
            }
        }
        return eventsPerAction
    }
}

/// The action at `index` of a sequence failed; the actions after it were not applied.
public struct ActionSequenceError: Error, Sendable, Hashable, CustomStringConvertible {
    public var index: Int
    public var error: ActionError

    public init(index: Int, error: ActionError) {
        self.index = index
        self.error = error
    }

    public var description: String { "actions[\(index)]: \(error)" }
}
