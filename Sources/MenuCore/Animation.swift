/// A timing curve, named as in CSS.
public enum AnimationCurve: String, Sendable, Hashable, Codable {
    case linear
    case easeInOut = "ease-in-out"
}

/// How a menu animates a change of state: the boxes that move or fade, and the seed's timing.
public struct Transition: Sendable, Hashable {
    public var names: [String]
    public var duration: Double
    public var curve: AnimationCurve
    /// Boxes the seed takes off the screen some time after the animation starts, by name, with
    /// that time in seconds (the accordion's `removeFromSuperview` after a delay).
    public var removeAfter: [String: Double]

    public init(names: [String], duration: Double, curve: AnimationCurve, removeAfter: [String: Double] = [:]) {
        self.names = names
        self.duration = duration
        self.curve = curve
        self.removeAfter = removeAfter
    }

    /// The animation between the layouts of the two states, or nil when none of the boxes
    /// changes.
    public func animation(from old: Layout, to new: Layout) -> Animation? {
        var animation = Animation.between(old, new, names: names, duration: duration, curve: curve)
        animation?.removeAfter = removeAfter
        return animation
    }
}

/// One animated transition: the boxes whose frame or alpha change, with their values before and
/// after. Boxes not listed do not move.
///
/// JSON: `{"duration": 0.25, "curve": "linear", "from": {"menu": {…}}, "to": {…},
/// "fromAlpha": {"cover": 0}, "toAlpha": {"cover": 0.5}, "removeAfter": {}}`.
public struct Animation: Sendable, Hashable, Codable {
    public var duration: Double
    public var curve: AnimationCurve
    public var from: [String: Rect]
    public var to: [String: Rect]
    public var fromAlpha: [String: Double]
    public var toAlpha: [String: Double]
    /// Boxes taken off the screen after the animation, by name, with the time in seconds from
    /// its start; until then they stay as `to` and `toAlpha` leave them.
    public var removeAfter: [String: Double]

    public init(
        duration: Double, curve: AnimationCurve, from: [String: Rect] = [:], to: [String: Rect] = [:],
        fromAlpha: [String: Double] = [:], toAlpha: [String: Double] = [:], removeAfter: [String: Double] = [:]
    ) {
        self.duration = duration
        self.curve = curve
        self.from = from
        self.to = to
        self.fromAlpha = fromAlpha
        self.toAlpha = toAlpha
        self.removeAfter = removeAfter
    }

    /// The transition from `old` to `new` over the boxes named `names`: every one of them whose
    /// frame or alpha differs. Nil when nothing changes.
    public static func between(
        _ old: Layout, _ new: Layout, names: [String], duration: Double, curve: AnimationCurve
    ) -> Animation? {
        var animation = Animation(duration: duration, curve: curve)
        for name in names {
            // By index: a transition names a few boxes, and copying boxes to compare two fields showed.
            guard let before = old.boxes.firstIndex(where: { $0.name == name }),
                let after = new.boxes.firstIndex(where: { $0.name == name })
            else { continue }
            let (fromFrame, toFrame) = (old.boxes[before].frame, new.boxes[after].frame)
            if fromFrame != toFrame {
                animation.from[name] = fromFrame
                animation.to[name] = toFrame
            }
            let (fromAlpha, toAlpha) = (old.boxes[before].alpha, new.boxes[after].alpha)
            if fromAlpha != toAlpha {
                animation.fromAlpha[name] = fromAlpha
                animation.toAlpha[name] = toAlpha
            }
        }
        return animation.from.isEmpty && animation.fromAlpha.isEmpty ? nil : animation
    }
}
