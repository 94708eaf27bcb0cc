import HTML
import MenuCore
import PageRendering
import Testing

/// Offsets under bordered parents and hidden subtrees.
@Suite struct GeometryTests {
    static let font = Font(.sans, size: 17, lineHeight: 20)

    /// A bordered parent that scrolls has a real CSS border: children sit inside it, so their
    /// offsets skip its (whole-pixel) width. One that does not scroll draws its border as an
    /// overlay, and its children need no correction.
    @Test(arguments: [(2.0, "2px", "-2px"), (0.5, "1px", "-1px"), (2.5, "2px", "-2px")])
    func offsetsChildrenOfScrollingBorderedParents(border: Double, width: String, offset: String) throws {
        let layout = try handMadeLayout([
            Box("screen", frame: rect(0, 0, 320, 480), parent: nil, role: .screen),
            Box(
                "list", frame: rect(10.5, 20, 200, 100), parent: "screen", role: .list, border: (border, .white),
                overflow: .scrollVertical),
            Box(
                "row-0", frame: rect(10.5, 20, 200, 40), parent: "list", role: .label,
                text: TextRun("A", font: Self.font, color: .black, leadingInset: 8)),
            Box("row-1", frame: rect(43.421875, 60.015625, 100, 40), parent: "list", role: .decoration),
        ])
        let html = Renderer.fragment(ScreenRenderer(form: testForm).render(layout).screen)
        #expect(
            html.contains(
                #"<div data-frame="list" class="b bd scroll-y" style="left:10.5px;top:20px;width:200px;height:100px;"#
                    + #"border-width:\#(width);border-color:rgba(255,255,255,1)">"#))
        #expect(
            html.contains(#"data-frame="row-0" class="b sans w400 center t" style="left:\#(offset);top:\#(offset);"#))
        let inner = Double(width.dropLast(2))!
        #expect(
            html.contains(
                #"style="left:\#(CSSValue.length(32.921875 - inner));top:\#(CSSValue.length(40.015625 - inner));"#))
    }

    @Test func drawsOverlayBordersWithoutMovingChildren() throws {
        let layout = try handMadeLayout([
            Box("screen", frame: rect(0, 0, 320, 480), parent: nil, role: .screen),
            Box(
                "row", frame: rect(0, 100, 320, 44), parent: "screen", role: .option, border: (0.5, RGBA(white: 0.8)),
                text: TextRun("One", font: Self.font, color: .black, alignment: .leading, leadingInset: 15)),
            Box("move-up", frame: rect(232, 100, 44, 44), parent: "row", role: .decoration),
        ])
        let html = Renderer.fragment(ScreenRenderer(form: testForm).render(layout).screen)
        #expect(
            html.contains(
                #"<div data-frame="row" class="b ring sans w400 start t" style="left:0px;top:100px;width:320px;"#
                    + #"height:44px;--bw:0.5px;--bc:rgba(204,204,204,1);font-size:17px;line-height:20px;"#
                    + #"color:rgba(0,0,0,1);--pl:15px">"#))
        #expect(
            html.contains(#"<div data-frame="move-up" class="b" style="left:232px;top:0px;width:44px;height:44px">"#))
    }

    @Test func makesHiddenSubtreesInertButKeepsTheirFrames() throws {
        let layout = try handMadeLayout([
            Box("screen", frame: rect(0, 0, 320, 480), parent: nil, role: .screen),
            Box(
                "cover", frame: rect(0, 0, 320, 480), parent: "screen", role: .backdrop, fill: .black, alpha: 0,
                action: ActionPayload("tapOutside")),
            Box("menu", frame: rect(30, 200, 260, 0), parent: "cover", role: .dialog, label: "Menu"),
            Box(
                "row-0", frame: rect(30, 200, 260, 40), parent: "menu", role: .option,
                text: TextRun("Edit", font: Self.font, color: .black), action: ActionPayload("tapRow", index: 0)),
        ])
        let rendered = ScreenRenderer(form: testForm).render(layout)
        let html = Renderer.fragment(rendered.screen)
        #expect(
            html.contains(
                #"<div data-frame="cover" class="b" style="left:0px;top:0px;width:320px;height:480px;"#
                    + #"background-color:rgba(0,0,0,1);opacity:0" inert>"#))
        // Only the top of the hidden subtree needs `inert`; a hidden dialog is not modal.
        #expect(Markup.count(" inert", in: html) == 1)
        #expect(
            html.contains(
                #"<div data-frame="menu" class="b" style="left:30px;top:200px;width:260px;height:0px" role="dialog" aria-label="Menu" "#
                    + #"data-keys="vertical">"#
            ))
    }
}
