import Foundation
import Testing

@testable import JSON

/// `CanonicalJSONDecoder` reads an optional field (`decodeIfPresent`) with one look-up: missing,
/// null, present or of the wrong kind, it decodes or refuses as `JSONDecoder` does.
@Suite struct CanonicalJSONOptionalFieldsTests {
    struct Inner: Codable, Equatable {
        var g: Int
    }

    struct Fields: Codable, Equatable {
        var a: Int?
        var b: String?
        var c: Bool?
        var d: Double?
        var e: [Int]?
        var f: Inner?
        var h: UInt8?
        var i: Float?
    }

    @Test(arguments: [
        #"{}"#, #"{"a":null}"#, #"{"a":1,"b":"x","c":true,"d":1.5,"e":[1],"f":{"g":1},"h":255,"i":0.5}"#,
        #"{"a":"x"}"#, #"{"b":1}"#, #"{"c":null,"e":null}"#, #"{"f":null}"#, #"{"f":{}}"#, #"{"a":1.5}"#,
        #"{"h":256}"#, #"{"e":["x"]}"#, #"{"c":1}"#, #"{"d":"1"}"#, #"{"f":[]}"#, #"{"b":"a\nb"}"#, #"{"z":1}"#,
    ])
    func optionalFieldsDecodeAsJSONDecoderDecodesThem(text: String) {
        let expected = Result { try JSONDecoder().decode(Fields.self, from: Data(text.utf8)) }
        let actual = Result { try CanonicalJSONDecoder().decode(Fields.self, from: Array(text.utf8)) }
        switch (actual, expected) {
        case (.success(let value), .success(let wanted)): #expect(value == wanted, "\(text)")
        case (.failure, .failure): break
        default: Issue.record("\(text): \(actual) where JSONDecoder gave \(expected)")
        }
    }
}
