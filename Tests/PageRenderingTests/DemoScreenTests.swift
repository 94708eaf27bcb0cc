import HTML
import MenuCore
import PageRendering
import Testing
import TextShaping

/// The five seeds' demos, closed and open, on every preset and orientation.
@Suite struct DemoScreenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: MenuID
        var preset: DevicePreset
        var orientation: Orientation
        var isOpen: Bool

        var testDescription: String {
            "\(id.rawValue) \(preset.rawValue) \(orientation.rawValue) \(isOpen ? "open" : "closed")"
        }

        func layout(measurer: some TextMeasurer) throws -> Layout {
            try DemoScreens.layout(
                id, after: isOpen ? DemoScreens.openingActions(id) : [], on: Viewport(preset, orientation),
                measurer: measurer)
        }
    }

    static let cases = DemoScreens.ids.flatMap { id in
        DevicePreset.allCases.flatMap { preset in
            Orientation.allCases.flatMap { orientation in
                [false, true].map { Case(id: id, preset: preset, orientation: orientation, isOpen: $0) }
            }
        }
    }

    @Test(arguments: cases)
    func drawsEveryFrameExactlyOnce(_ demo: Case) throws {
        let layout = try demo.layout(measurer: measurer)
        let html = Renderer.fragment(ScreenRenderer(form: testForm).render(layout).screen)
        #expect(Markup.values(of: "data-frame", in: html) == layout.names)
    }

    /// The count a page's size is bounded with before drawing is the number of forms drawn.
    @Test(arguments: cases)
    func countsTheFormsItWillDraw(_ demo: Case) throws {
        let layout = try demo.layout(measurer: measurer)
        let html = Renderer.fragment(ScreenRenderer(form: testForm).render(layout).screen)
        #expect(ScreenRenderer.formCount(in: layout) == html.components(separatedBy: "<form ").count - 1)
    }

    /// With the real fonts too, and the hashes are those of exactly the styles drawn.
    @Test(arguments: DemoScreens.ids)
    func hashesExactlyTheInlineStylesDrawn(_ id: MenuID) throws {
        let shaper = try HarfBuzzTextMeasurer()
        for isOpen in [false, true] {
            let demo = Case(id: id, preset: .iPhone4, orientation: .portrait, isOpen: isOpen)
            let layout = try demo.layout(measurer: shaper)
            let rendered = ScreenRenderer(form: testForm).render(layout)
            let html = Renderer.fragment(rendered.screen)
            #expect(Set(Markup.values(of: "data-frame", in: html)) == Set(layout.names))
            let styles = Markup.values(of: "style", in: html)
            #expect(rendered.styleHashes == Set(styles.map(ContentHash.sha256Source(of:))).sorted())
        }
    }

    /// Every button has an accessible name: an `aria-label` or text content.
    @Test(arguments: cases.filter { $0.preset == .iPad97 })
    func namesEveryButton(_ demo: Case) throws {
        let layout = try demo.layout(measurer: measurer)
        let rendered = ScreenRenderer(form: testForm).render(layout)
        let html = Renderer.fragment(rendered.screen)
        let buttons = html.split(separator: "<button").dropFirst()
        #expect(!buttons.isEmpty)
        for button in buttons {
            let startTag = button.prefix { $0 != ">" }
            let body = button.dropFirst(startTag.count + 1)
            let content = body[..<(body.firstRange(of: "</button>")?.lowerBound ?? body.endIndex)]
            #expect(
                startTag.contains("aria-label=\"") || !Self.textContent(of: content).isEmpty,
                "unnamed button: <button\(startTag)>")
        }
    }

    /// The text between tags, without surrounding spaces.
    static func textContent(of markup: Substring) -> String {
        var text = ""
        var isInTag = false
        for character in markup {
            switch character {
            case "<": isInTag = true
            case ">": isInTag = false
            default: if !isInTag { text.append(character) }
            }
        }
        return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
