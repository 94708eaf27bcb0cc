import HTML
import MenuCore
import PageRendering
import Testing

/// The accordion's screens as drawn (issue 10): covers that swallow taps, an inert closed menu,
/// the edit view's Save posting what the field shows, and the rows' pressed highlight.
@Suite struct AccordionScreenTests {
    static let viewport = Viewport(.iPhone4, .portrait)

    static func rendered(after actions: [ActionPayload]) throws -> (layout: Layout, screen: RenderedScreen) {
        let layout = try DemoScreens.layout(.accordion, after: actions, on: viewport, measurer: measurer)
        return (layout, ScreenRenderer(form: testForm).render(layout))
    }

    static let open = [ActionPayload("open", item: 1)]
    static let editing = open + [ActionPayload("tapRow", index: 0)]

    /// The element of `frame`, from its tag to the start of its first child box or its end.
    static func element(_ frame: String, in html: String) throws -> Substring {
        let start = try #require(html.range(of: #"<div data-frame="\#(frame)""#))
        let rest = html[start.lowerBound...]
        let next = rest.dropFirst().range(of: "<div data-frame=")?.lowerBound ?? rest.endIndex
        return rest[..<next]
    }

    @Test func theOpenMenusCoverHasNoButtonAndNoCancelBesideTheScreen() throws {
        let (_, screen) = try Self.rendered(after: Self.open)
        let html = Renderer.fragment(screen.screen)
        let cover = try Self.element("cover", in: html)
        #expect(cover.contains(#"class="b cover""#))
        #expect(
            cover.contains(
                #"<form method="post" action="/menus/m/dismiss" class="tap">"# + TapFormTests.hidden("token", "TOKEN")
                    + "</form></div>"))
        #expect(!cover.contains("<button"))
        // The only buttons are the menu's eight rows: the host rows under the cover have none.
        #expect(html.components(separatedBy: #"<button type="submit""#).count - 1 == 8)
    }

    @Test func theClosedMenuIsInertThoughOpaque() throws {
        let (layout, screen) = try Self.rendered(after: [])
        let menu = try Self.element("menu", in: Renderer.fragment(screen.screen))
        #expect(layout["menu"]?.alpha == 1)
        #expect(menu.contains(" inert"))
        #expect(!menu.contains("opacity"))
    }

    @Test func theEditViewIsACoverWhoseSaveSubmitsTheField() throws {
        let (layout, screen) = try Self.rendered(after: Self.editing)
        let html = Renderer.fragment(screen.screen)
        let backdrop = try Self.element("editor-backdrop", in: html)
        #expect(backdrop.contains(#"class="b cover""#) && !backdrop.contains("<button"))
        let field = try Self.element("editor-field", in: html)
        #expect(
            field.contains(
                #"<form method="post" action="/menus/m/tap" class="tap" id="screen-editor-field-form">"#
                    + TapFormTests.hidden("token", "TOKEN") + TapFormTests.hidden("type", "saveEdit")
                    + #"<input type="text" name="text" value="Call the plumber" class="field" "#
                    + #"aria-label="Editor field" autocomplete="off" spellcheck="false" maxlength="80" required "#
                    + #"pattern="[^\p{Cc}]*[^\p{Cc}\p{White_Space}][^\p{Cc}]*" "#
                    + #"title="Not only spaces, and no control characters."></form>"#))
        let save = try Self.element("editor-save", in: html)
        #expect(save.contains(#"<button type="submit" class="hit t" form="screen-editor-field-form">"#))
        #expect(!save.contains("<form"))
        let cancel = try Self.element("editor-cancel", in: html)
        #expect(cancel.contains(TapFormTests.hidden("type", "cancelEdit")))
        #expect(ScreenRenderer.formCount(in: layout) == html.components(separatedBy: "<form ").count - 1)
    }

    @Test func rowsCarryTheirPressedHighlight() throws {
        let (_, screen) = try Self.rendered(after: Self.open)
        let html = Renderer.fragment(screen.screen)
        for index in 0..<8 {
            let row = try Self.element("row-\(index)", in: html)
            #expect(row.contains(#" hl""#) || row.contains(" hl "), "row-\(index)")
            #expect(row.contains("--hl:rgba(217,217,217,1)"), "row-\(index)")
        }
        #expect(!(try Self.element("menu", in: html)).contains("--hl"))
    }

    @Test func aFieldThatAllowsBlankTextIsNotRequired() throws {
        let field = Box(
            "field", frame: rect(12, 80, 296, 40), parent: "screen", role: .textField,
            text: TextRun("Mint", font: TapFormTests.font, color: .black),
            action: ActionPayload("typeText", text: "Mint"),
            textEntry: TextEntry(maxLength: 200, allowsBlank: true))
        let html = try TapFormTests.markup(of: field)
        #expect(html.contains(#"maxlength="200" pattern="[^\p{Cc}]*" title="No control characters.">"#))
        #expect(!html.contains("required"))
    }
}
