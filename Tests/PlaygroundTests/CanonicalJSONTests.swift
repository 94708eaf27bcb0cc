import Compression
import Foundation
import HTTPServer
import JSON
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `CanonicalJSON` writes what Foundation's `JSONEncoder` with `[.sortedKeys,
/// .withoutEscapingSlashes]` wrote before it, byte for byte, for every kind of value the product
/// encodes: each menu's pages after random taps (trails, events, custom and preset devices, both
/// orientations), configurations with their defaults written, the API's answers, the pages'
/// transition descriptors, and the fuzz corpus's tokens. So every token and link stays the same.
@Suite struct CanonicalJSONTests {
    private static let measurer = apiPlayground.textMeasurer

    private func foundation(_ value: some Encodable, writingDefaults: Bool) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if writingDefaults { encoder.userInfo[.writesDefaults] = true }
        return [UInt8](try encoder.encode(value))
    }

    private func expectSame(
        _ value: some Encodable, writingDefaults: Bool = false, _ comment: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = try foundation(value, writingDefaults: writingDefaults)
        let actual = try CanonicalJSON.encode(value, writingDefaults: writingDefaults)
        #expect(
            actual == expected,
            "\(comment()): \(String(decoding: actual, as: UTF8.self)) != \(String(decoding: expected, as: UTF8.self))",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: MenuRegistry.ids)
    func pagesAndAnswersOfEveryMenu(menu: MenuID) throws {
        let type = try #require(MenuRegistry.menu(menu))
        try check(type)
    }

    private func check<M: PlaygroundMenu>(_ menu: M.Type) throws {
        var source = RandomPages<M>(seed: UInt64(M.id.rawValue.utf8.count))
        var withTrails = 0
        var withEvents = 0
        for index in 0..<60 {
            let (page, steps) = source.page()
            withTrails += page.trail.isEmpty ? 0 : 1
            withEvents += page.events.isEmpty ? 0 : 1
            let context = "\(M.id.rawValue) page \(index)"
            try expectSame(page, context)
            try expectSame(page, writingDefaults: true, context)
            try expectSame(page.configuration, writingDefaults: true, context)
            try expectSame(page.configuration, context)
            try expectSame(page.trail, context)
            // The token itself, unless it is one too long that sheds taps.
            let packed = StateToken.pack(try foundation(page, writingDefaults: false))
            if packed.utf8.count <= StateTokenLimits.maxTokenLength {
                #expect(try StateToken.encode(page) == packed, "\(context)")
                // Read back by the fast path as JSONDecoder reads it, and by the token route.
                let json = try CanonicalJSON.encode(page)
                let expected = try JSONDecoder().decode(PageState<M>.self, from: Data(json))
                #expect(try CanonicalJSONDecoder().decode(PageState<M>.self, from: json) == expected, "\(context)")
                #expect(StateToken.canonicalPage(json, as: M.self) == page, "\(context)")
                #expect(try StateToken.decode(packed, as: M.self) == page, "\(context)")
            }
            try expectSame(MenuSummary<M>(), context)
            try checkAnswers(page, steps: steps, context)
        }
        // The random taps reach trails and, for every menu, events.
        #expect(withTrails >= 30)
        #expect(withEvents >= 10)
    }

    /// The layout and actions answers and the transition descriptors of `page`.
    private func checkAnswers<M: PlaygroundMenu>(
        _ page: PageState<M>, steps: [ActionsResponse<M>.Step], _ context: String
    ) throws {
        guard let viewport = try? page.viewport() else { return }
        let layout = M.layout(page.configuration, page.state, viewport, Self.measurer)
        let closed = M.closing(page.state)
        let closedLayout = M.layout(page.configuration, closed, viewport, Self.measurer)
        let opening = M.transition(from: closed, to: page.state)?.animation(from: closedLayout, to: layout)
        let closing = M.transition(from: page.state, to: closed)?.animation(from: layout, to: closedLayout)
        for animation in [opening, closing].compactMap({ $0 }) {
            let descriptor = TransitionDescriptor(animation)
            try expectSame(descriptor, context)
            // Written member by member, the same bytes.
            #expect(descriptor.json == (try foundation(descriptor, writingDefaults: false)), "\(context)")
        }
        let token = "eJyrVkrLz1eyUkpKLFKqBQAa_gRE"
        try expectSame(
            LayoutResponse(
                frames: layout.frames, scrollable: layout.scrollable, scrollOffsets: layout.scrollOffsets,
                animation: opening, token: token, url: SitePaths.menuPage(of: page, token: token),
                snapshot: SitePaths.snapshot(token: token)), context)
        try expectSame(
            ActionsResponse<M>(
                steps: steps, state: page.state, frames: layout.frames, scrollable: layout.scrollable,
                scrollOffsets: layout.scrollOffsets, token: token, url: "/menus/x?state=\(token)",
                snapshot: SitePaths.snapshot(token: token)), context)
    }

    @Test func devicesAndMenuLists() throws {
        try expectSame(DevicePreset.allCases.map(DeviceSummary.init))
        try expectSame(MenuRegistry.menus.map { menu in Self.summary(menu) })
    }

    private static func summary<M: PlaygroundMenu>(_ menu: M.Type) -> AnyEncodable {
        AnyEncodable(value: MenuSummary<M>())
    }

    /// The tokens of the fuzz corpus, decoded as today's decoder reads them, encode as before.
    @Test func corpusTokens() throws {
        var checked = 0
        for seed in try Seed.all() where seed.name.hasPrefix("token/") {
            guard let menu = seed.menu.flatMap({ MenuRegistry.menu($0) }) else { continue }
            if try checkToken(seed.bytes, as: menu) { checked += 1 }
        }
        #expect(checked >= 10)
    }

    private func checkToken<M: PlaygroundMenu>(_ json: [UInt8], as menu: M.Type) throws -> Bool {
        guard let page = try? JSONDecoder().decode(PageState<M>.self, from: Data(json)) else { return false }
        try expectSame(page, "a corpus token of \(M.id.rawValue)")
        return true
    }

    @Test func aNumberThatIsNotFiniteIsA500() {
        #expect(
            throws: DomainError(
                .internalFailure, code: "encoding_failed", message: "The answer could not be encoded as JSON.")
        ) {
            try CanonicalJSON.encode(["width": Double.infinity])
        }
    }
}

/// Pages of one menu reached by random taps from its demo state on random devices.
struct RandomPages<M: PlaygroundMenu> {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// Texts with the characters whose escaping or ordering matters in JSON.
    static var texts: [String] {
        [
            "mint", "", "a \"quoted\" text", "back\\slash", "a/b", "</script>", "é", "e\u{301}", "👍🏽", "漢字", "\u{2028}",
            "ß",
        ]
    }

    mutating func page() -> (PageState<M>, [ActionsResponse<M>.Step]) {
        let device: DeviceChoice =
            generator.below(3) == 0
            ? .custom(
                width: Double(200 + generator.below(1000)) + [0, 0.5, 0.25, 1 / 3][generator.below(4)],
                height: Double(400 + generator.below(800)), statusBar: [0, 20, 44, 24.5][generator.below(4)])
            : .preset(DevicePreset.allCases[generator.below(DevicePreset.allCases.count)])
        var page = PageState<M>(device: device, orientation: generator.below(2) == 0 ? .portrait : .landscape)
        var steps: [ActionsResponse<M>.Step] = []
        for _ in 0..<generator.below(40) {
            let types = M.actionTypes
            let payload = ActionPayload(
                types[generator.below(types.count)], index: generator.below(9) - 1,
                item: generator.below(4) == 0 ? nil : generator.below(6),
                text: Self.texts[generator.below(Self.texts.count)],
                from: generator.below(7), to: generator.below(7))
            guard let action = try? M.Action(payload: payload), let events = try? page.tap([action]) else { continue }
            steps.append(.init(action: action.payload, events: events, animation: nil))
        }
        return (page, steps)
    }
}
