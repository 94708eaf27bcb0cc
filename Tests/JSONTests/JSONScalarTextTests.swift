import Testing

@testable import JSON

/// `JSONScalarText`, the page's way to the API's numbers and names: the encoder's bytes for each.
@Suite struct JSONScalarTextTests {
    @Test(arguments: [0, -0.0, 320, -12, 43.26, 0.98, 1 / 3, -12.5, 1e16, 1e-7, 0x1p53, 2.5e300] as [Double])
    func aNumberIsWrittenAsTheEncoderWritesIt(value: Double) throws {
        let encoded = String(decoding: try CanonicalJSONEncoder().encode([value]), as: UTF8.self)
        #expect("[" + JSONScalarText().text(of: value) + "]" == encoded)
    }

    @Test func oneWriterWritesManyNumbers() {
        let numbers = JSONScalarText()
        #expect([320, 43.26, -0.0, 0.5].map { numbers.text(of: $0) } == ["320", "43.26", "0", "0.5"])
        #expect(numbers.withText(of: 174) { Array($0) } == Array("174".utf8))
    }

    @Test(arguments: ["row-2", "say \"hi\"", "tab\there", "back\\slash", "é/ü"])
    func aStringIsQuotedAsTheEncoderQuotesIt(text: String) throws {
        let encoded = String(decoding: try CanonicalJSONEncoder().encode([text]), as: UTF8.self)
        let quoted = JSONScalarText().withQuoted(text) { String(decoding: $0, as: UTF8.self) }
        #expect("[" + quoted + "]" == encoded)
    }
}
