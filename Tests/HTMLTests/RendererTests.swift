import HTML
import Testing

@Suite struct RendererTests {
    @Test func escapesTextAndAttributesByConstruction() {
        let hostile = #"<script>alert("x" & 'y')</script>"#
        let html = Renderer.fragment(.el("p", [Attribute("title", hostile)], text: hostile))
        #expect(
            html
                == #"<p title="&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;">"#
                + #"&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;</p>"#)
    }

    @Test func rendersDocumentsVoidElementsAndBooleanAttributes() {
        let document = Renderer.document(
            .el(
                "html", [Attribute("lang", "en")],
                [
                    .el("head", [], [.voidElement("meta", [Attribute("charset", "utf-8")])]),
                    .el(
                        "body", [],
                        [.voidElement("input", [Attribute("disabled", nil)]), .fragment([.text("a"), .text("b")])]),
                ]))
        #expect(
            document
                == "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"></head>"
                + "<body><input disabled>ab</body></html>")
    }

    @Test func leavesPlainTextAlone() {
        #expect(Renderer.escape("Set background color: café ✓") == "Set background color: café ✓")
    }

    /// The length is the rendered text's, byte for byte, for every kind of node and escape.
    @Test func renderedLengthIsTheLengthOfTheRenderedText() {
        let hostile = #"<a href="x">Tom & 'Jerry' — café ✓</a>"#
        let node = Node.fragment([
            .el(
                "form", [Attribute("method", "post"), Attribute("action", "/t?a=1&b=2")],
                [
                    .voidElement("input", [Attribute("type", "hidden"), Attribute("value", hostile)]),
                    .voidElement("input", [Attribute("disabled", nil)]),
                    .el("button", [], text: hostile),
                ]),
            .text("🇯🇵 e\u{301}"), .empty,
            .el("ol", [], (0..<20).map { .el("li", [Attribute("data-index", "\($0)")], text: "row \($0) <\($0)>") }),
        ])
        #expect(Renderer.renderedLength(of: node) == Renderer.fragment(node).utf8.count)
        #expect(Renderer.renderedLength(of: .empty) == 0)
    }
}
