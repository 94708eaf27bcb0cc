import HTML
import Testing

/// The writer escapes every value it is given, whatever its length or where the special
/// characters fall against its sixteen- and eight-byte steps, and writes what `Renderer` writes
/// for nodes.
@Suite struct HTMLWriterTests {
    /// Each of the five characters, alone and at every offset of a long run, as text and as an
    /// attribute value; `=` (which the word test lets through to the byte loop) stays as it is.
    @Test func escapesAtEveryOffset() {
        let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        for special in "&<>\"'=é" {
            // 40 bytes: two vector steps, a word step and a tail.
            for offset in 0..<40 {
                let text =
                    String(repeating: "a", count: offset) + String(special) + String(repeating: "b", count: 39 - offset)
                let expected =
                    String(repeating: "a", count: offset) + (entities[special] ?? String(special))
                    + String(repeating: "b", count: 39 - offset)
                var html = HTMLWriter()
                html.text(text)
                html.beginStartTag("p")
                html.attribute("title", text)
                html.endStartTag()
                #expect(String(decoding: html.bytes, as: UTF8.self) == expected + #"<p title=""# + expected + #"">"#)
            }
        }
    }

    /// Random texts of every byte the five characters and their neighbours: the writer agrees
    /// with a byte-by-byte reference.
    @Test func agreesWithAByteByByteEscape() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("&'\"<>=%;:aZ09 -_/é✓\u{1F600}")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0..<70, using: &generator)).map { _ in alphabet.randomElement()! })
            var reference = ""
            for character in text {
                switch character {
                case "&": reference += "&amp;"
                case "<": reference += "&lt;"
                case ">": reference += "&gt;"
                case "\"": reference += "&quot;"
                case "'": reference += "&#39;"
                default: reference.append(character)
                }
            }
            #expect(Renderer.escape(text) == reference, "\(text.debugDescription)")
        }
    }

    @Test func writesNumbersTagsAndValueParts() {
        var html = HTMLWriter(capacity: 64)
        html.beginStartTag("input")
        html.attribute("min", 0)
        html.attribute("max", -2048)
        html.attribute("step", Int.max)
        html.beginAttribute("style")
        html.appendValue("left:")
        html.appendValue(12)
        html.appendValue("px;content:\"x\"")
        let value = html.endAttribute()
        html.attribute("required")
        html.endStartTag()
        html.element("li", class: "a&b", text: "1 < 2")
        #expect(
            String(decoding: html.bytes, as: UTF8.self)
                == #"<input min="0" max="-2048" step="9223372036854775807" style="left:12px;content:&quot;x&quot;" "#
                + #"required><li class="a&amp;b">1 &lt; 2</li>"#)
        #expect(html.withBytes(in: value) { String(decoding: $0, as: UTF8.self) } == "left:12px;content:&quot;x&quot;")
    }

    /// A node tree holding markup a writer made comes out as the same bytes as the tree written
    /// whole, and measures the same.
    @Test func markupSplicesInWhole() {
        let inner = Node.el("span", [Attribute("title", "Tom & 'Jerry'")], text: "<b>")
        var writer = HTMLWriter()
        writer.write(inner)
        let spliced = Node.el("div", [], [.markup(writer.markup), .text("é")])
        let whole = Node.el("div", [], [inner, .text("é")])
        #expect(Renderer.fragment(spliced) == Renderer.fragment(whole))
        #expect(Renderer.renderedLength(of: spliced) == Renderer.fragment(whole).utf8.count)
        #expect(writer.markup.text == #"<span title="Tom &amp; &#39;Jerry&#39;">&lt;b&gt;</span>"#)
    }

    /// A constant value is written as the same value given as a string would be.
    @Test func constantValuesAreWrittenAsStringsAre() {
        var constant = HTMLWriter()
        constant.attribute("type", constant: "hidden")
        constant.attribute("alt", constant: "")
        var string = HTMLWriter()
        string.attribute("type", "hidden")
        string.attribute("alt", "")
        #expect(constant.bytes == string.bytes)
        #expect(constant.markup.text == #" type="hidden" alt="""#)
    }
}
