import MenuCore
import Testing

/// Text is bounded in characters, in UTF-8 bytes and in scalars per character, so that no text a
/// request brings in can cost more to shape than its field's size suggests.
@Suite struct TextSizeTests {
    static let family = "👨‍👩‍👧‍👦"
    static let markedLetter = "a" + String(repeating: "\u{0300}", count: 9)
    /// Kiss: woman, medium-light skin tone, man, medium skin tone: the longest standard emoji.
    static let kiss = "\u{1F469}\u{1F3FC}\u{200D}\u{2764}\u{FE0F}\u{200D}\u{1F48B}\u{200D}\u{1F468}\u{1F3FD}"

    @Test func textWithinEveryBoundFits() {
        #expect(TextSize.problem(in: String(repeating: "W", count: 80), maxLength: 80) == nil)
        // 12 families: 7 scalars and 25 bytes each.
        #expect(TextSize.problem(in: String(repeating: Self.family, count: 12), maxLength: 80) == nil)
        // 16 letters of 10 scalars (19 bytes) each: 304 bytes.
        #expect(TextSize.problem(in: String(repeating: Self.markedLetter, count: 16), maxLength: 80) == nil)
        // 8 kisses: 10 scalars and 35 bytes each.
        #expect(Self.kiss.count == 1 && Self.kiss.unicodeScalars.count == 10)
        #expect(TextSize.problem(in: String(repeating: Self.kiss, count: 8), maxLength: 80) == nil)
        #expect(TextSize.problem(in: String(repeating: "日本", count: 40), maxLength: 80) == nil)
    }

    @Test func eachBoundIsNamed() {
        #expect(
            TextSize.problem(in: String(repeating: "W", count: 81), maxLength: 80)
                == "is 81 characters; at most 80 allowed")
        #expect(
            TextSize.problem(in: String(repeating: Self.family, count: 13), maxLength: 80)
                == "is 325 bytes of UTF-8; at most 320 allowed")
        #expect(
            TextSize.problem(in: "ok " + Self.markedLetter + "\u{0301}", maxLength: 80)
                == "has a character of 11 Unicode scalars (character 4); at most 10 allowed")
    }

    /// The link: one letter and 30,000 combining marks is one character, so a character
    /// count alone let it through; its bytes stop it before anything walks its characters.
    @Test func aLetterWithThousandsOfMarksIsRefusedByItsBytes() {
        let label = "a" + String(repeating: "\u{0300}", count: 30_000)
        #expect(label.count == 1)
        #expect(
            TextSize.problem(in: label, maxLength: Limits.maxLabelLength)
                == "is 60001 bytes of UTF-8; at most 320 allowed")
        #expect(throws: ValidationError(field: "options[0]", message: "is 60001 bytes of UTF-8; at most 320 allowed")) {
            try Dropdown.Configuration(title: "T", options: [label]).validate()
        }
        #expect(throws: ValidationError(field: "options[0]", message: "is 60001 bytes of UTF-8; at most 320 allowed")) {
            try Accordion.Configuration(options: [label]).validate()
        }
    }

    @Test func typedTextIsHeldToTheSameBounds() {
        var state = Dropdown.State(text: "", isEditing: true)
        let before = state
        #expect(
            throws: ActionError.invalidText(
                reason: "the text has a character of 11 Unicode scalars (character 1); at most 10 allowed")
        ) {
            _ = try Dropdown.reduce(&state, .typeText(Self.markedLetter + "\u{0301}"), configuration: .demo)
        }
        #expect(state == before)
    }
}

/// `isPrintableASCII` reads eight bytes at a time: every byte value, at every place in texts
/// short and long, gives the answer a byte-by-byte check gives.
@Suite struct PrintableASCIITests {
    static let insertions = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) } + ["é", "€", "😀", "\u{0300}"]

    @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 23, 24, 31, 40])
    func agreesWithAByteByByteCheck(_ length: Int) {
        let base = String(repeating: "a", count: length)
        #expect(TextSize.isPrintableASCII(base))
        for place in 0...length {
            for insertion in Self.insertions {
                let text = String(base.prefix(place)) + insertion + String(base.dropFirst(place))
                #expect(TextSize.isPrintableASCII(text) == text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
            }
        }
    }
}
