import HTML
import MenuCore
import PageRendering
import Testing

/// Taps as forms: where each box posts and which hidden fields it carries.
@Suite struct TapFormTests {
    static let font = Font(.sans, size: 17, lineHeight: 20)

    /// The markup drawn for `box` alone on a screen.
    static func markup(of box: Box, form: TapForm = testForm) throws -> String {
        let screen = Box("screen", frame: rect(0, 0, 320, 480), parent: nil, role: .screen)
        return Renderer.fragment(ScreenRenderer(form: form).render(try handMadeLayout([screen, box])).screen)
    }

    static func hidden(_ name: String, _ value: String) -> String {
        #"<input type="hidden" name="\#(name)" value="\#(value)">"#
    }

    @Test(arguments: [
        (ActionPayload("tapRow", index: 2), hidden("type", "tapRow") + hidden("index", "2")),
        (ActionPayload("open", item: 3), hidden("type", "open") + hidden("item", "3")),
        (ActionPayload("open"), hidden("type", "open")),
        (ActionPayload("moveTab", from: 5, to: 4), hidden("type", "moveTab") + hidden("from", "5") + hidden("to", "4")),
        (ActionPayload("typeText", text: "mint chip"), hidden("type", "typeText") + hidden("text", "mint chip")),
    ])
    func postsEachActionsFieldsToTheTapURL(action: ActionPayload, fields: String) throws {
        let box = Box(
            "row-2", frame: rect(0, 0, 320, 40), parent: "screen", role: .option,
            text: TextRun("Banana", font: Self.font, color: .black), action: action)
        let expected =
            #"<form method="post" action="/menus/m/tap" class="tap">"# + Self.hidden("token", "TOKEN") + fields
            + #"<button type="submit" class="hit t"><span class="line">Banana</span></button></form>"#
        #expect(try Self.markup(of: box).contains(expected))
    }

    @Test func editsAFieldInARealTextInput() throws {
        let field = Box(
            "field", frame: rect(12, 80, 296, 40), parent: "screen", role: .textField,
            text: TextRun("Mint chip ice cream", lines: ["Mint chip i…"], font: Self.font, color: .black),
            action: ActionPayload("typeText", text: "Mint chip ice cream"))
        let expected =
            #"<form method="post" action="/menus/m/tap" class="tap">"# + Self.hidden("token", "TOKEN")
            + Self.hidden("type", "typeText")
            + #"<input type="text" name="text" value="Mint chip ice cream" class="field" aria-label="Field" "#
            + #"autocomplete="off" spellcheck="false" maxlength="200" pattern="[^\p{Cc}]*" "#
            + #"title="No control characters."></form></div>"#
        #expect(try Self.markup(of: field).contains(expected))
    }

    @Test func tapsAFieldThatIsNotBeingEdited() throws {
        let field = Box(
            "field", frame: rect(12, 80, 296, 40), parent: "screen", role: .textField,
            text: TextRun("Banana", font: Self.font, color: .black), action: ActionPayload("tapField"))
        let html = try Self.markup(of: field)
        #expect(html.contains(Self.hidden("type", "tapField") + #"<button type="submit" class="hit t">"#))
        #expect(!html.contains(#"type="text""#))
    }

    @Test func dismissesFromBackdropsWithAnAction() throws {
        let sheetBackdrop = Box(
            "backdrop", frame: rect(0, 20, 320, 460), parent: "screen", role: .backdrop, fill: .black,
            action: ActionPayload("tapOutside"))
        let button = #"<button type="submit" class="hit" aria-label="Dismiss" tabindex="-1"></button></form>"#
        #expect(
            try Self.markup(of: sheetBackdrop).contains(
                #"<form method="post" action="/menus/m/dismiss" class="tap">"# + Self.hidden("token", "TOKEN")
                    + Self.hidden("type", "tapOutside") + button))
    }

    @Test func backdropsWithoutAnActionSwallowTaps() throws {
        // The accordion's cover: no button to tap, only the form Escape posts (with script).
        let accordionCover = Box("cover", frame: rect(0, 0, 320, 480), parent: "screen", role: .backdrop, alpha: 0.5)
        let html = try Self.markup(of: accordionCover)
        #expect(
            html.contains(
                #"<div data-frame="cover" class="b cover" style="left:0px;top:0px;width:320px;height:480px;"#
                    + #"opacity:0.5"><form method="post" action="/menus/m/dismiss" class="tap">"#
                    + Self.hidden("token", "TOKEN") + "</form></div>"))
        #expect(!html.contains("<button"))
    }

    /// A backdrop's way out is the page's (the demo page's toolbar), never a control beside
    /// the screen; a tap on the sheet's own background is an outside tap too.
    @Test func aBackdropAndItsSheetPostTheOutsideTap() throws {
        let layout = try handMadeLayout([
            Box("screen", frame: rect(0, 0, 320, 480), parent: nil, role: .screen),
            Box(
                "backdrop", frame: rect(0, 20, 320, 460), parent: "screen", role: .backdrop, alpha: 0.95,
                action: ActionPayload("tapOutside")),
            Box(
                "sheet", frame: rect(10, 90, 300, 300), parent: "backdrop", role: .dialog,
                action: ActionPayload("tapOutside")),
        ])
        let rendered = ScreenRenderer(form: testForm).render(layout)
        #expect(!Renderer.fragment(rendered.screen).contains("screen-cancel"))
        #expect(
            Renderer.fragment(rendered.screen).contains(
                #"<form method="post" action="/menus/m/tap" class="tap">"# + Self.hidden("token", "TOKEN")
                    + Self.hidden("type", "tapOutside")
                    + #"<button type="submit" class="hit" aria-label="Dismiss" tabindex="-1"></button></form>"#))
    }

    @Test func drawsDisabledBoxesWithoutForms() throws {
        let moveUp = Box(
            "move-up-0", frame: rect(232, 64, 44, 44), parent: "screen", role: .button, icon: "arrow-up",
            isDisabled: true, label: "Move One up")
        #expect(
            try Self.markup(of: moveUp).contains(
                #"<button type="button" class="hit" disabled aria-label="Move One up"><img class="icon" "#
                    + #"src="/static/icons/arrow-up.svg" alt="" aria-hidden="true"></button></div>"#))
        let item = Box(
            "item-0", frame: rect(0, 20, 320, 44), parent: "screen", role: .option,
            text: TextRun("Buy milk", font: Self.font, color: .black), action: ActionPayload("open", item: 0),
            isDisabled: true)
        let html = try Self.markup(of: item)
        #expect(!html.contains("<form"))
        #expect(html.contains(#"class="b sans w400 center t""#))
    }
}
