/// A timing curve, named as in CSS.
public enum AnimationCurve: String, Sendable, Hashable, Codable {
    case linear
    case easeInOut = "ease-in-out"
}

/// One animated transition: the boxes whose frame or alpha change, with their values before and
/// after. Boxes not listed do not move.
///
/// JSON: `{"duration": 0.25, "curve": "linear", "from": {"menu": {…}}, "to": {…},
/// "fromAlpha": {"cover": 0}, "toAlpha": {"cover": 0.5}}`.
public struct Animation: Sendable, Hashable, Codable {
    public var duration: Double
    public var curve: AnimationCurve
    public var from: [String: Rect]
    public var to: [String: Rect]
    public var fromAlpha: [String: Double]
    public var toAlpha: [String: Double]

    public init(
        duration: Double, curve: AnimationCurve, from: [String: Rect] = [:], to: [String: Rect] = [:],
        fromAlpha: [String: Double] = [:], toAlpha: [String: Double] = [:]
    ) {
        self.duration = duration
        self.curve = curve
        self.from = from
        self.to = to
        self.fromAlpha = fromAlpha
        self.toAlpha = toAlpha
    }

    /// The transition from `old` to `new` over the boxes named `names`: every one of them whose
    /// frame or alpha differs. Nil when nothing changes.
    public static func between(
        _ old: Layout, _ new: Layout, names: [String], duration: Double, curve: AnimationCurve
    ) -> Animation? {
        let oldFrames = old.frames
        let newFrames = new.frames
        let oldAlphas = old.alphas
        let newAlphas = new.alphas
        var animation = Animation(duration: duration, curve: curve)
        for name in names {
            if let before = oldFrames[name], let after = newFrames[name], before != after {
                animation.from[name] = before
                animation.to[name] = after
            }
            if let before = oldAlphas[name], let after = newAlphas[name], before != after {
                animation.fromAlpha[name] = before
                animation.toAlpha[name] = after
            }
        }
        return animation.from.isEmpty && animation.fromAlpha.isEmpty ? nil : animation
    }
}
