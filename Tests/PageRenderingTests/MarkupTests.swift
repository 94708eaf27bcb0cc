import HTML
import MenuCore
import PageRendering
import Testing

/// Exact markup of small hand-made display lists.
@Suite struct MarkupTests {
    static let sans = Font(.sans, .bold, size: 17, lineHeight: 20)
    static let serif = Font(.serif, size: 17, lineHeight: 20)

    @Test func drawsATinyLayoutExactly() throws {
        let layout = try handMadeLayout([
            Box("screen", frame: rect(0, 0, 200, 100), parent: nil, role: .screen, fill: .white),
            Box(
                "menu", frame: rect(20, 10, 160, 80), parent: "screen", role: .dialog, fill: .darkGray,
                border: (2, .white), cornerRadius: 4, overflow: .clip),
            Box(
                "title", frame: rect(20, 10, 160, 20), parent: "menu", role: .label,
                text: TextRun("Pick", font: Self.sans, color: .black)),
            Box(
                "row-0", frame: rect(20, 30, 160, 40.5), parent: "menu", role: .option,
                text: TextRun("One", font: Self.serif, color: .black, alignment: .leading, leadingInset: 10),
                action: ActionPayload("tapRow", index: 0)),
        ])
        let rendered = ScreenRenderer(form: testForm, idPrefix: "s1").render(layout)
        let expected =
            #"<div data-frame="screen" class="screen" style="width:200px;height:100px;background-color:rgba(255,255,255,1)">"#
            + #"<div data-frame="menu" class="b ring clip" style="left:20px;top:10px;width:160px;height:80px;"#
            + #"background-color:rgba(85,85,85,1);--bw:2px;--bc:rgba(255,255,255,1);border-radius:4px" role="dialog" "#
            + #"aria-modal="true" aria-labelledby="s1-title" data-keys="vertical">"#
            + #"<div data-frame="title" class="b sans w700 center t" style="left:0px;top:0px;width:160px;height:20px;"#
            + #"font-size:17px;line-height:20px;color:rgba(0,0,0,1)" id="s1-title"><span class="line">Pick</span></div>"#
            + #"<div data-frame="row-0" class="b serif w400 start" style="left:0px;top:20px;width:160px;"#
            + #"height:40.5px;font-size:17px;line-height:20px;color:rgba(0,0,0,1);--pl:10px">"#
            + #"<form method="post" action="/menus/m/tap" class="tap"><input type="hidden" name="token" value="TOKEN">"#
            + #"<input type="hidden" name="type" value="tapRow"><input type="hidden" name="index" value="0">"#
            + #"<button type="submit" class="hit t"><span class="line">One</span></button></form></div></div></div>"#
        #expect(Renderer.fragment(rendered.screen) == expected)
    }

    @Test func escapesHostileLabelsEverywhere() throws {
        let hostile = #"<img src=x onerror="alert('x')"> & co"#
        let layout = try handMadeLayout([
            Box("screen", frame: rect(0, 0, 200, 100), parent: nil, role: .screen),
            Box(
                "row-0", frame: rect(0, 0, 200, 40), parent: "screen", role: .option,
                text: TextRun(hostile, lines: ["<b>…"], font: Self.sans, color: .black),
                action: ActionPayload("typeText", text: hostile)),
            Box(
                "field", frame: rect(0, 40, 200, 40), parent: "screen", role: .textField,
                text: TextRun(hostile, font: Self.sans, color: .black),
                action: ActionPayload("typeText", text: hostile),
                label: hostile),
            Box("icon-0", frame: rect(0, 80, 20, 20), parent: "screen", role: .image, icon: #"../"x" y(1)"#),
        ])
        let form = TapForm(tapURL: "/t?a=1&b=\"", dismissURL: "/d", stateToken: #"'tok"<>"#)
        let html = Renderer.fragment(ScreenRenderer(form: form).render(layout).screen)
        let escaped = "&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co"
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("<b>"))
        #expect(html.contains(#"<span class="line">&lt;b&gt;…</span>"#))
        #expect(html.contains(#"aria-label="\#(escaped)""#))
        #expect(html.contains(#"<input type="hidden" name="text" value="\#(escaped)">"#))
        #expect(html.contains(#"name="text" value="\#(escaped)" class="field""#))
        #expect(html.contains(#"action="/t?a=1&amp;b=&quot;""#))
        #expect(html.contains(#"name="token" value="&#39;tok&quot;&lt;&gt;""#))
        #expect(html.contains(#"src="/static/icons/..%2F%22x%22%20y%281%29.svg""#))
        // Every attribute value is quoted and no value holds a raw quote or bracket.
        #expect(Markup.values(of: "value", in: html).contains(#"'tok"<>"#))
    }

    @Test func namesControlsWithoutTextFromTheirLabelOrInnerText() throws {
        let layout = try handMadeLayout([
            Box("screen", frame: rect(0, 0, 300, 200), parent: nil, role: .screen),
            Box(
                "tab-0", frame: rect(0, 0, 32, 32), parent: "screen", role: .tab,
                action: ActionPayload("selectTab", index: 0), label: "Settings"),
            Box("tab-icon-0", frame: rect(4, 4, 24, 24), parent: "tab-0", role: .image, icon: "onsettings"),
            Box(
                "row-0", frame: rect(0, 40, 300, 54), parent: "screen", role: .button,
                action: ActionPayload("tapButton", index: 0)),
            Box(
                "label-0", frame: rect(20, 45, 260, 44), parent: "row-0", role: .label,
                text: TextRun("Blue", font: Self.sans, color: .black)),
            Box(
                "indicator", frame: rect(280, 100, 12, 12), parent: "screen", role: .button, icon: "triangle",
                tint: .black, action: ActionPayload("tapField")),
            Box(
                "item-0", frame: rect(0, 120, 300, 44), parent: "screen", role: .option,
                text: TextRun("Call the plumber", lines: ["Call the pl…"], font: Self.sans, color: .black),
                action: ActionPayload("open", item: 0)),
        ])
        let html = Renderer.fragment(ScreenRenderer(form: testForm, selectedFrames: ["tab-0"]).render(layout).screen)
        #expect(
            html.contains(
                #"<button type="submit" class="hit" aria-label="Settings" role="tab" aria-selected="true"></button>"#
                    + #"</form><div data-frame="tab-icon-0" class="b" style="left:4px;top:4px;width:24px;height:24px">"#
                    + #"<img class="icon" src="/static/icons/onsettings.svg" alt="" aria-hidden="true"></div>"#))
        #expect(html.contains(#"<button type="submit" class="hit" aria-label="Blue"></button>"#))
        #expect(html.contains(#"<div data-frame="label-0" class="b sans w700 center t" "#))
        #expect(html.contains(#"color:rgba(0,0,0,1)" aria-hidden="true"><span class="line">Blue</span></div>"#))
        #expect(
            html.contains(
                #"<button type="submit" class="hit" aria-label="Indicator"><span class="icon mask" aria-hidden="true" "#
                    + #"style="background-color:rgba(0,0,0,1);mask-image:url(/static/icons/triangle.svg)"></span>"#))
        #expect(
            html.contains(
                #"<button type="submit" class="hit t" aria-label="Call the plumber"><span class="line">Call the pl…"#))
    }

    /// A floating header is sticky, in flow at its scroller's top-left corner (margins for an
    /// offset), and its scroller keeps focused rows clear of it.
    @Test func floatingHeaderSticksInItsScroller() throws {
        let layout = try handMadeLayout([
            Box("screen", frame: rect(0, 0, 200, 200), parent: nil, role: .screen),
            Box("table", frame: rect(10, 5, 180, 100), parent: "screen", role: .list, overflow: .scrollVertical),
            Box(
                "title", frame: rect(10, 5, 180, 41), parent: "table", role: .label,
                text: TextRun("Pick", font: Self.sans, color: .white), isFloatingHeader: true),
            Box("row-0", frame: rect(10, 46, 180, 54), parent: "table", role: .decoration),
            Box("list", frame: rect(0, 120, 200, 80), parent: "screen", role: .list, overflow: .clip),
            Box("header", frame: rect(2, 123, 100, 10), parent: "list", role: .label, isFloatingHeader: true),
        ])
        let html = Renderer.fragment(ScreenRenderer(form: testForm).render(layout).screen)
        #expect(
            html.contains(
                #"<div data-frame="table" class="b scroll-y" style="left:10px;top:5px;width:180px;height:100px;"#
                    + #"scroll-padding-top:41px">"#))
        #expect(
            html.contains(
                #"<div data-frame="title" class="b float sans w700 center t" style="left:0px;top:0px;width:180px;"#
                    + #"height:41px;font-size:17px;"#))
        #expect(html.contains(#"<div data-frame="row-0" class="b" style="left:0px;top:41px;width:180px;height:54px">"#))
        // Not scrolling: no padding; an offset header is moved by margins, sticking at top 0.
        #expect(
            html.contains(#"<div data-frame="list" class="b clip" style="left:0px;top:120px;width:200px;height:80px">"#)
        )
        #expect(
            html.contains(
                #"<div data-frame="header" class="b float" style="left:0px;top:0px;margin-left:2px;margin-top:3px;"#
                    + #"width:100px;height:10px">"#))
    }
}
