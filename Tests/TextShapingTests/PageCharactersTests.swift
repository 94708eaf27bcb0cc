import Testing

@testable import TextShaping

/// A page's characters as its fonts depend on them: every scalar outside printable ASCII, found
/// thirty-two or eight bytes at a time or one by one, and whether it has printable ASCII at all.
@Suite struct PageCharactersTests {
    /// Every byte value in every position of a 32-byte and an eight-byte step: controls and DEL
    /// are kept one by one, printable ASCII only flags the page.
    @Test func findsEveryControlAndDeleteAtEveryOffset() {
        for byte in UInt8(0)..<0x80 {
            for offset in 0..<41 {
                let text =
                    String(repeating: "a", count: offset) + String(UnicodeScalar(byte))
                    + String(repeating: "z", count: 40 - offset)
                var characters = PageCharacters()
                characters.add(text)
                let isPrintable = byte >= 0x20 && byte < 0x7F
                #expect(characters.others == (isPrintable ? [] : [UInt32(byte)]), "byte \(byte) at \(offset)")
                #expect(characters.hasPrintableASCII)
            }
        }
    }

    /// Printable ASCII of every length, ending on and off the eight- and 32-byte steps: no
    /// character beyond it is made up (reading past the end once found a nul there).
    @Test func printableTextOfEveryLengthHasNothingElse() {
        for length in 0...70 {
            var characters = PageCharacters()
            characters.add(String(repeating: "ab", count: 40).prefix(length).description)
            #expect(characters.others.isEmpty, "length \(length)")
            #expect(characters.hasPrintableASCII == (length > 0))
            var markup = PageCharacters()
            Array(repeating: UInt8(ascii: "x"), count: length).withUnsafeBufferPointer { markup.add(markup: $0) }
            #expect(markup.others.isEmpty, "length \(length)")
        }
    }

    /// Against the exact collector: the same code points beyond printable ASCII, and all of
    /// printable ASCII in place of the page's own.
    @Test(arguments: [
        ["Buy milk", "牛乳を買う 👍🏽", "\u{1}tab\there"], ["é", "ß", "€", "👨‍👩‍👧", "🇯🇵", "شكرا"], ["", "\u{7F}"],
        ["\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}"],
    ])
    func keepsTheCodepointsBeyondASCII(texts: [String]) {
        var characters = PageCharacters()
        var markup = PageCharacters()
        var exact = CodepointCollector()
        for text in texts {
            characters.add(text)
            exact.add(text)
            var text = text
            text.withUTF8 { markup.add(markup: $0) }
        }
        let printable = Set(UInt32(0x20)...0x7E)
        let scalars = Set(texts.flatMap { $0.unicodeScalars.map(\.value) })
        #expect(characters.others == scalars.subtracting(printable))
        #expect(characters.hasPrintableASCII == !scalars.isDisjoint(with: printable))
        #expect(markup == characters)
        let expected = scalars.subtracting(printable).union(characters.hasPrintableASCII ? printable : [])
        #expect(Array(characters.codepoints.codepoints) == expected.sorted())
        #expect(Set(exact.codepoints.codepoints).subtracting(printable) == characters.others)
    }
}
