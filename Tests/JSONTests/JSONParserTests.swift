import Testing

@testable import JSON

/// The strict parser: RFC 8259, and clear about where a document goes wrong.
@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func message(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func everyKindOfValue() throws {
        #expect(
            try parse(#" {"a": [1, -2, 0, 1.5, -0.25e2, 1E3, true, false, null], "b": {}, "c": [], "d": ""} "#)
                == .object([
                    "a": .array([
                        .integer(1), .integer(-2), .integer(0), .number(1.5), .number(-25), .number(1000), .bool(true),
                        .bool(false), .null,
                    ]),
                    "b": .object([:]), "c": .array([]), "d": .string(""),
                ]))
        #expect(try parse("42") == .integer(42))
        // Zero stays an integer; minus zero keeps its sign as a Double, and 0e5 is still zero.
        #expect(try parse("0") == .integer(0))
        guard case .number(let minusZero) = try parse("-0") else {
            Issue.record("-0 is not a number")
            return
        }
        #expect(minusZero == 0 && minusZero.sign == .minus)
        #expect(try parse("0e5") == .number(0))
        #expect(try parse("9223372036854775808") == .number(9_223_372_036_854_775_808))
    }

    @Test func escapesAndUnicode() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{c}\n\r\t"))
        #expect(try parse(#""\u00e9t\u00E9 \ud83d\ude00""#) == .string("été 😀"))
        #expect(try parse("\"日本 e\u{301}\"") == .string("日本 e\u{301}"))
    }

    static let malformed: [(String, String)] = [
        (#"{"device": "#, "the text ends where a value was expected (byte 11)"),
        (#"{"a": 1,}"#, "expected a key in quotes, found “}” (byte 8)"),
        (#"[1, 2,]"#, "unexpected “]” where a value was expected (byte 6)"),
        (#"{"a" 1}"#, "expected “:” after a key, found “1” (byte 5)"),
        (#"[1 2]"#, "expected “,” or “]” in an array, found “2” (byte 3)"),
        (#"01"#, "a number has a leading zero (byte 1)"),
        (#"1."#, "a number has no digits after its decimal point (byte 2)"),
        (#"-"#, "a number has no digits (byte 1)"),
        (#"1e"#, "a number has no digits in its exponent (byte 2)"),
        (#"1e999"#, "the number 1e999 at byte 0 is too large"),
        (#"[1e-400]"#, "the number 1e-400 at byte 1 is too small"),
        (#"tru"#, "unexpected “t” where a value was expected (byte 0)"),
        (#"{} {}"#, "unexpected “{” after the value (byte 3)"),
        (#""abc"#, "a string from byte 0 is not closed"),
        ("\"a\u{1}b\"", "a string holds a raw control character; escape it (byte 2)"),
        (#""\x""#, #"“\x” is not an escape (byte 3)"#),
        (#""\u12G4""#, #"“\u” is not followed by four hexadecimal digits (byte 3)"#),
        (#""\u+123""#, #"“\u” is not followed by four hexadecimal digits (byte 3)"#),
        (#""\ud83d""#, "a high surrogate escape is not followed by a low one (byte 7)"),
        (#""\ude00""#, "a low surrogate escape has no high one before it (byte 7)"),
        (#"{"a": 1, "a": 2}"#, "the key \"a\" appears twice in one object (byte 9)"),
        ("", "the text ends where a value was expected (byte 0)"),
        (" \u{7f}", "unexpected byte 0x7F where a value was expected (byte 1)"),
    ]

    @Test func malformedDocumentsSayWhereAndWhy() {
        for (text, expected) in Self.malformed {
            #expect(message(text) == expected, "\(text)")
        }
    }

    @Test func invalidUTF8InAStringIsRefused() {
        #expect(
            throws: JSONParseError(offset: 0, message: "the string at byte 0 is not valid UTF-8")
        ) { try JSONParser.parse([0x22, 0xC3, 0x28, 0x22]) }
    }

    /// Recursion is bounded, so a body of nested brackets cannot exhaust the stack.
    @Test func nestingIsBounded() throws {
        let deep =
            String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)
        #expect(throws: Never.self) { try parse(deep) }
        #expect(
            message(String(repeating: "[", count: 60_000))
                == "arrays and objects nest deeper than \(JSONParser.maxDepth) (byte \(JSONParser.maxDepth))")
    }

    /// The offset is the byte the message names, and the description says what the text is not.
    @Test func theErrorCarriesItsOffset() throws {
        let error = try #require(throws: JSONParseError.self) { try JSONValue.parse(Array(#"{"a" 1}"#.utf8)) }
        #expect(error.offset == 5)
        #expect(error.description == "not valid JSON: expected “:” after a key, found “1” (byte 5)")
        let twice = try #require(throws: JSONParseError.self) { try JSONValue.parse(Array(#"{"a":1,"a":2}"#.utf8)) }
        #expect(twice.offset == 7)
    }
}
