import HTML
import JSON
import MenuCore
import PlaygroundDomain
import Synchronization

/// The JSON of `data-transition`: the seed's timing and the boxes it moves or fades, with their
/// frames (screen coordinates) and alphas at both ends.
struct TransitionDescriptor: Encodable {
    let duration: Double
    let curve: String
    let names: [String]
    let from: [String: Rect]
    let to: [String: Rect]
    let fromAlpha: [String: Double]
    let toAlpha: [String: Double]

    init(_ animation: MenuCore.Animation) {
        duration = animation.duration
        curve = animation.curve.rawValue
        names = Set(animation.from.keys).union(animation.fromAlpha.keys).sorted()
        from = animation.from
        to = animation.to
        fromAlpha = animation.fromAlpha
        toAlpha = animation.toAlpha
    }

    /// `CanonicalJSON.encode(self)`, byte for byte, written member by member: a page of an open
    /// menu carries two, and `Codable` made them a tenth of its cost.
    var json: [UInt8] {
        var json = CanonicalJSONWriter()
        json.beginObject()
        json.key("curve")
        json.value(curve)
        json.key("duration")
        json.value(duration)
        json.key("from")
        Self.write(from, into: &json)
        json.key("fromAlpha")
        Self.write(fromAlpha, into: &json)
        json.key("names")
        json.beginArray()
        for name in names { json.value(name) }
        json.endArray()
        json.key("to")
        Self.write(to, into: &json)
        json.key("toAlpha")
        Self.write(toAlpha, into: &json)
        json.endObject()
        return json.bytes
    }

    /// A dictionary's members in the canonical order of their keys, by their UTF-8 bytes: sorted
    /// as pairs, so that no value is looked up again by its key.
    private static func sortedMembers<Value>(_ members: [String: Value]) -> [(key: String, value: Value)] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    private static func write(_ frames: [String: Rect], into json: inout CanonicalJSONWriter) {
        json.beginObject()
        for (name, frame) in sortedMembers(frames) {
            json.key(name)
            // A `Rect`'s keys, sorted.
            json.beginObject()
            json.key("height")
            json.value(frame.height)
            json.key("width")
            json.value(frame.width)
            json.key("x")
            json.value(frame.x)
            json.key("y")
            json.value(frame.y)
            json.endObject()
        }
        json.endObject()
    }

    private static func write(_ alphas: [String: Double], into json: inout CanonicalJSONWriter) {
        json.beginObject()
        for (name, alpha) in sortedMembers(alphas) {
            json.key(name)
            json.value(alpha)
        }
        json.endObject()
    }
}

/// A transition's attribute (`data-transition` or `data-transition-out`) as the page writes it,
/// remembered by its animation: most never-seen pages of an open menu animate the same boxes
/// between the same frames, and the descriptor's JSON, escaped into the attribute, cost more
/// than the screen's largest box. Bounded in entries: when full, every entry is dropped.
enum TransitionMarkup {
    static let capacity = 1024

    private struct Key: Hashable {
        var isOut: Bool
        var animation: MenuCore.Animation
    }

    private static let memo = Mutex<[Key: Markup]>([:])

    /// ` data-transition="…"`, or ` data-transition-out="…"` when `isOut`.
    static func attribute(for animation: MenuCore.Animation, isOut: Bool) -> Markup {
        // `==` calls 0 and −0 equal, and the JSON writes both `0`: one entry serves either.
        let key = Key(isOut: isOut, animation: animation)
        if let known = memo.withLock({ $0[key] }) { return known }
        let markup = written(animation, isOut: isOut)
        memo.withLock { memo in
            if memo.count >= capacity { memo.removeAll() }
            memo[key] = markup
        }
        return markup
    }

    private static func written(_ animation: MenuCore.Animation, isOut: Bool) -> Markup {
        var html = HTMLWriter(capacity: 512)
        html.attribute(
            isOut ? "data-transition-out" : "data-transition",
            String(decoding: TransitionDescriptor(animation).json, as: UTF8.self))
        return html.markup
    }
}
