import HTML
import MenuCore
import PageRendering
import Testing

/// A form's start tag and common hidden inputs are written once per form and copied into each
/// form: what is copied is what writing them afresh gives, after any change of the form.
@Suite struct FormStartTests {
    static let box = Box(
        "row", frame: rect(0, 0, 320, 40), parent: "screen", role: .option,
        action: ActionPayload("tap&<\"'", index: -7, item: Int.min, text: "a\"b", from: 0, to: Int.max))

    /// The start of a form and its hidden inputs as every field was written before forms were
    /// copied: through `writeHidden` with `Field`'s names and the numbers as strings.
    static func expected(url: String, token: String, extraFields: [String: String]) -> String {
        var html = HTMLWriter()
        html.beginStartTag("form")
        html.attribute("method", "post")
        html.attribute("action", url)
        html.attribute("class", "tap")
        html.endStartTag()
        TapForm.writeHidden(TapForm.Field.token, token, into: &html)
        for (name, value) in extraFields.sorted(by: { $0.key < $1.key }) {
            TapForm.writeHidden(name, value, into: &html)
        }
        TapForm.writeHidden(TapForm.Field.type, "tap&<\"'", into: &html)
        TapForm.writeHidden(TapForm.Field.index, String(-7), into: &html)
        TapForm.writeHidden(TapForm.Field.item, String(Int.min), into: &html)
        TapForm.writeHidden(TapForm.Field.from, String(0), into: &html)
        TapForm.writeHidden(TapForm.Field.to, String(Int.max), into: &html)
        TapForm.writeHidden(TapForm.Field.text, "a\"b", into: &html)
        return html.markup.text
    }

    @Test func aFormIsWrittenAsItsFieldsAre() throws {
        let form = TapForm(tapURL: "/t?a&b", dismissURL: "/d", stateToken: "T<K>", extraFields: ["z": "1", "a": "\""])
        let html = try TapFormTests.markup(of: Self.box, form: form)
        #expect(html.contains(Self.expected(url: "/t?a&b", token: "T<K>", extraFields: ["z": "1", "a": "\""])))
    }

    @Test func aChangedFormWritesItsNewStart() throws {
        var form = TapForm(tapURL: "/t", dismissURL: "/d", stateToken: "OLD")
        form.tapURL = "/menus/x/tap"
        form.stateToken = "NEW"
        form.extraFields = ["return": "embed"]
        let html = try TapFormTests.markup(of: Self.box, form: form)
        #expect(html.contains(Self.expected(url: "/menus/x/tap", token: "NEW", extraFields: ["return": "embed"])))
        #expect(!html.contains("OLD"))
        #expect(
            form
                == TapForm(
                    tapURL: "/menus/x/tap", dismissURL: "/d", stateToken: "NEW", extraFields: ["return": "embed"]))
    }
}
