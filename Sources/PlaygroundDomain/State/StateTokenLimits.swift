/// Every limit a state token is decoded under, in one place, so the page routes, the JSON API
/// and the tests agree on them. Option counts and label lengths are MenuCore's `Limits`, checked
/// by each configuration's `validate()`.
public enum StateTokenLimits {
    /// The token format. A token with another `v` is refused rather than guessed at.
    public static let version = 1
    /// Characters in a token. With the default 4,096-byte URL limit this leaves room for the
    /// longest page path (`/menus/context-menu?state=`) and a few more query fields.
    public static let maxTokenLength = 3_072
    /// Bytes a token may inflate to. A token of `maxTokenLength` carries at most 2,304 deflated
    /// bytes, and real states deflate a few times over (BENCHMARKS.md), so 64 KiB leaves ample
    /// room while a decompression bomb is stopped long before 1 MB is inflated.
    public static let maxInflatedBytes = 64 * 1024
    /// Delegate events kept in the event log; older ones are dropped first.
    public static let maxEvents = 20
    /// Taps kept in a page's trail (`Trail`), like the event log's entries: older ones are folded
    /// into the trail's start. Each is at most `maxActionsPerTap` actions, so a trail's scenario
    /// stays within `ScenarioLimits.maxActions`.
    public static let maxTrailTaps = 20
    /// Actions one tap makes: one, or two when Return ends the editing it typed into.
    public static let maxActionsPerTap = 2
    /// Characters in one event's description (the longest real one is a typed text of
    /// `Limits.maxTypedTextLength` plus the call's name).
    public static let maxEventDescriptionLength = 300
}
