import Foundation
import Testing

@testable import JSON

/// `CanonicalJSONDecoder` reads what `CanonicalJSONEncoder` writes as Foundation's `JSONDecoder`
/// reads it, and refuses text that is not canonical (whitespace) for JSONDecoder to explain.
@Suite struct CanonicalJSONDecoderTests {
    /// Canonical bytes of random shapes, read as `JSONValue`s (whose decoding tries each kind in
    /// turn, so every refusal of the wrong kind is exercised) by both decoders.
    @Test(arguments: 0..<20)
    func randomDocumentsDecodeAsJSONDecoderDecodesThem(batch: UInt64) throws {
        var shapes = RandomShapes(seed: 1000 + batch)
        for index in 0..<100 {
            guard let bytes = try? CanonicalJSONEncoder().encode(shapes.shape(depth: 0)) else { continue }
            let expected = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
            let actual = try CanonicalJSONDecoder().decode(JSONValue.self, from: bytes)
            #expect(actual == expected, "seed \(batch), value \(index): \(String(decoding: bytes, as: UTF8.self))")
            // Strings compare by their bytes too (`==` is canonical equivalence).
            #expect(try CanonicalJSONEncoder().encode(actual) == CanonicalJSONEncoder().encode(expected))
        }
    }

    @Test func numbersAsEachType() throws {
        let decoder = CanonicalJSONDecoder()
        #expect(try decoder.decode(Int.self, from: Array("-9223372036854775808".utf8)) == .min)
        #expect(try decoder.decode(UInt64.self, from: Array("18446744073709551615".utf8)) == .max)
        #expect(try decoder.decode(Int.self, from: Array("1e+16".utf8)) == 10_000_000_000_000_000)
        #expect(try decoder.decode(Int.self, from: Array("1.5e+3".utf8)) == 1500)
        #expect(try decoder.decode(Double.self, from: Array("0.1".utf8)) == 0.1)
        #expect(try decoder.decode(Double.self, from: Array("-0".utf8)).sign == .minus)
        #expect(try decoder.decode(Double.self, from: Array("320".utf8)) == 320)
        #expect(try decoder.decode([Int8].self, from: Array("[-128,127]".utf8)) == [-128, 127])
        for (text, type) in [("1.5", Int.self), ("256", UInt8.self), ("-1", UInt.self), ("1e400", Double.self)]
            as [(String, any Decodable.Type)]
        {
            #expect(throws: (any Error).self, "\(text) as \(type)") { try decoder.decode(type, from: Array(text.utf8)) }
        }
    }

    /// Arrays of strings and of integers are read straight off the tape: as JSONDecoder reads
    /// them where they decode, and refused where JSONDecoder refuses them.
    @Test(arguments: [
        #"[]"#, #"["a","b\n","é😀"]"#, #"[1,-2,1e+16]"#, #"["a",null]"#, #"["a",1]"#, #"[1.5]"#, #"[null]"#,
        #""a""#, #"{"a":1}"#, #"[["a"]]"#, #"null"#, #"[true]"#,
    ])
    func arraysOfStringsAndIntegersDecodeAsJSONDecoderDecodesThem(text: String) {
        struct Holder<Element: Decodable & Equatable>: Decodable, Equatable {
            var items: [Element]
        }
        func check<Element: Decodable & Equatable>(_ type: Element.Type) {
            let bytes = Array(text.utf8)
            let wrapped = Array(#"{"items":\#(text)}"#.utf8)
            let expected = try? JSONDecoder().decode([Element].self, from: Data(bytes))
            #expect((try? CanonicalJSONDecoder().decode([Element].self, from: bytes)) == expected, "\(text) as \(type)")
            #expect(
                (try? CanonicalJSONDecoder().decode(Holder<Element>.self, from: wrapped))
                    == expected.map { Holder(items: $0) }, "\(text) as \(type), nested")
        }
        check(String.self)
        check(Int.self)
    }

    @Test func escapesDecode() throws {
        let text = #""a\"\\\/\b\f\n\r\t\u0001\u00e9""#
        #expect(
            try CanonicalJSONDecoder().decode(String.self, from: Array(text.utf8)) == "a\"\\/\u{8}\u{C}\n\r\t\u{1}é")
    }

    @Test func whatIsNotCanonicalIsLeftToJSONDecoder() {
        for text in [
            #"{"a": 1}"#, " 1", "[1,]", #"{"a":1"#, "nul", #""open"#, "[" + String(repeating: "[", count: 64) + "]",
        ] {
            #expect(throws: DecodingError.self, "\(text)") {
                try CanonicalJSONDecoder().decode(JSONValue.self, from: Array(text.utf8))
            }
        }
    }

    @Test func missingKeysAndNullsThrowAsJSONDecoderDoes() throws {
        struct Pair: Decodable, Equatable {
            var a: Int
            var b: String?
        }
        let decoder = CanonicalJSONDecoder()
        #expect(try decoder.decode(Pair.self, from: Array(#"{"a":1}"#.utf8)) == Pair(a: 1, b: nil))
        #expect(try decoder.decode(Pair.self, from: Array(#"{"a":1,"b":null}"#.utf8)) == Pair(a: 1, b: nil))
        #expect(try decoder.decode(Pair.self, from: Array(#"{"a":1,"b":"x"}"#.utf8)) == Pair(a: 1, b: "x"))
        #expect {
            try decoder.decode(Pair.self, from: Array(#"{"b":"x"}"#.utf8))
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "a"
        }
        #expect {
            try decoder.decode(Pair.self, from: Array(#"{"a":null}"#.utf8))
        } throws: { error in
            guard case DecodingError.valueNotFound(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["a"]
        }
    }
}
