import Testing

@testable import TextShaping

@Suite struct CodepointCollectorTests {
    /// The code points read from the UTF-8 are the strings' scalars, in every UTF-8 length,
    /// at both ends of the ASCII mask's two words.
    @Test(arguments: [
        ["\u{0}?@\u{7F}", "A"], ["é", "ß", "€", "牛乳", "👨‍👩‍👧", "🇯🇵"], ["", "a\u{300}\u{301}", "شكرا"],
        ["\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}"],
    ])
    func theCodepointsAreTheScalars(texts: [String]) {
        var collector = CodepointCollector()
        for text in texts { collector.add(text) }
        let scalars = Set(texts.flatMap { $0.unicodeScalars.map(\.value) }).sorted()
        #expect(Array(collector.codepoints.codepoints) == scalars)
    }
}
