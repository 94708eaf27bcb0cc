import Foundation
import MenuCore
import TestSupport
import Testing

/// Random action payloads: every field filled, indices mostly small (so sequences reach deep
/// states) but also negative, past the end and extreme, and texts that are empty, long, or made
/// of characters whose case mapping or grapheme clustering is unusual.
struct PayloadSource {
    var generator: SplitMix64

    /// Pieces texts are built from. Case mapping lengthens "ﬃ" (→ "FFI"), "ß" (→ "SS") and "ŉ"
    /// (→ "ʼN"); combining marks and joiners merge with their neighbours into one character.
    static let pieces = [
        "a", "Z", "mint", "chip", " ", "  ", "ﬃ", "ﬃ ", "ß", "ŉ", "ΐ", "İ", "ǆ", "Σ", "é", "e\u{301}", "\u{301}",
        "\u{20DD}", "👍🏽", "👨‍👩‍👧‍👦", "🇫🇷", "\u{200D}", "\u{2028}", "\u{3000}", "漢字",
    ]
    /// Characters every field refuses.
    static let controls = ["\u{7}", "\n", "\t", "\u{85}", "\u{0}"]
    /// Texts at and around the limits, including the review's 199 characters of "ﬃ ".
    static let edgeCases: [String] = {
        let lengths = [
            Limits.maxLabelLength - 1, Limits.maxLabelLength, Limits.maxLabelLength + 1,
            Limits.maxTypedTextLength - 1, Limits.maxTypedTextLength, Limits.maxTypedTextLength + 1,
        ]
        return lengths.flatMap { length in
            [
                String(repeating: "a", count: length), String(repeating: "ﬃ", count: length),
                String(repeating: "e\u{301}", count: length), String(repeating: "👍🏽", count: length),
            ]
        } + [
            String(repeating: "ﬃ ", count: 99) + "ﬃ", String(repeating: "ß", count: 100),
            String(repeating: " ", count: 40), "\u{301}", "",
        ]
    }()

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &generator) < percent
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values.randomElement(using: &generator)!
    }

    mutating func index() -> Int {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<70: Int.random(in: 0..<12, using: &generator)
        case 70..<82: Int.random(in: -3..<0, using: &generator)
        case 82..<95: Int.random(in: 12..<2_000, using: &generator)
        default: pick([Int.min, Int.max, -1_000_000])
        }
    }

    mutating func text() -> String {
        if chance(10) { return "" }
        if chance(15) { return pick(Self.edgeCases) }
        let target =
            chance(50)
            ? Int.random(in: 1..<30, using: &generator)
            : Int.random(in: 60..<260, using: &generator)
        var text = ""
        while text.count < target {
            text += chance(1) ? pick(Self.controls) : pick(Self.pieces)
        }
        return text
    }

    mutating func payload(types: [String]) -> ActionPayload {
        ActionPayload(
            pick(types), index: index(), item: chance(20) ? nil : index(), text: text(), from: index(), to: index())
    }
}

/// What a run of random sequences did, to check it reached every action.
struct PropertyRunReport {
    var successes: [String: Int] = [:]
    var failures: [String: Int] = [:]
}

/// The reducers against `validate`: whatever the user does, every state a reducer produces is one
/// that `validate` accepts and that JSON carries unchanged, so a share token of it decodes; and a
/// rejected action changes nothing.
@Suite struct ReducerPropertyTests {
    static let sequences = 150
    static let steps = 80

    @Test(arguments: AllMenus.ids)
    func everyReducedStateIsValidAndRoundTrips(menu: MenuID) throws {
        let seed = 0x5EED_0000 + UInt64(AllMenus.ids.firstIndex(of: menu)!)
        let type = AllMenus.type(of: menu)
        let report = try exercise(type, seed: seed)
        // Guards against a vacuous pass: every action type applied at least once, and some were refused.
        for type in type.actionTypes {
            #expect(report.successes[type, default: 0] > 0, "\(menu.rawValue) \(type) never succeeded")
        }
        #expect(report.failures.values.reduce(0, +) > 0, "\(menu.rawValue): no action was ever refused")
    }

    private func exercise<M: Menu>(_ menu: M.Type, seed: UInt64) throws -> PropertyRunReport {
        let configuration = M.Configuration.demo
        try configuration.validate()
        let initial = M.initialState(for: configuration)
        try M.validate(initial, for: configuration)
        var source = PayloadSource(seed: seed)
        var report = PropertyRunReport()
        for sequence in 0..<Self.sequences {
            var state = initial
            for step in 0..<Self.steps {
                let payload = source.payload(types: M.actionTypes)
                let action = try M.Action(payload: payload)
                let context = "seed \(seed), sequence \(sequence), step \(step), \(payload.description)"
                var next = state
                do {
                    let events = try M.reduce(&next, action, configuration: configuration)
                    report.successes[payload.type, default: 0] += 1
                    guard try check(M.self, next, events: events, configuration: configuration, context: context) else {
                        return report
                    }
                    state = next
                } catch {
                    report.failures[payload.type, default: 0] += 1
                    guard next == state else {
                        Issue.record("\(context): the rejected action (\(error)) changed the state to \(next)")
                        return report
                    }
                }
            }
        }
        return report
    }

    /// Records an issue and returns false unless `state` validates and it and `events` survive
    /// JSON byte for byte (`==` on strings is canonical equivalence, so bytes are compared too).
    private func check<M: Menu>(
        _ menu: M.Type, _ state: M.State, events: [M.DelegateEvent], configuration: M.Configuration, context: String
    ) throws -> Bool {
        do {
            try M.validate(state, for: configuration)
        } catch {
            Issue.record("\(context): the state \(state) does not validate: \(error)")
            return false
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(state)
        let decoded = try JSONDecoder().decode(M.State.self, from: data)
        guard decoded == state, try encoder.encode(decoded) == data else {
            Issue.record("\(context): \(state) decodes from its JSON as \(decoded)")
            return false
        }
        let eventData = try encoder.encode(events)
        let decodedEvents = try JSONDecoder().decode([M.DelegateEvent].self, from: eventData)
        guard decodedEvents == events, try encoder.encode(decodedEvents) == eventData else {
            Issue.record("\(context): the events \(events) decode from their JSON as \(decodedEvents)")
            return false
        }
        return true
    }
}
