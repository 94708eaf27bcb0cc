import JSON
import Testing

/// String literals for JSON documents and JSON log lines, and paths to their fields.
@Suite struct JSONTextTests {
    @Test func escapesWhatJSONRequiresAndWhatATerminalMustNotSee() {
        #expect(JSONText.quoted("a\"b\\c\nd\re\tf") == #""a\"b\\c\nd\re\tf""#)
        #expect(JSONText.quoted("\u{1}\u{1B}") == #""\u0001\u001b""#)
        #expect(JSONText.quoted("a\u{7F}b\u{85}c") == #""a\u007fb\u0085c""#)
        #expect(JSONText.quoted("\u{2028}\u{2029}") == #""\u2028\u2029""#)
        #expect(JSONText.quoted("\u{A0}\u{7E}é") == "\"\u{A0}~é\"")  // printable: no escape
    }

    @Test func pathsJoinFieldsAndIndexes() {
        #expect(JSONPath.join("", "device") == "device")
        #expect(JSONPath.join("config", "") == "config")
        #expect(JSONPath.join("config", "options[3]") == "config.options[3]")
        #expect(JSONPath.join("actions", "[1].index") == "actions[1].index")
    }
}
