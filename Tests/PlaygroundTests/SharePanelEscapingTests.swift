import Testing

@testable import Playground

/// The share panel's escapes read ASCII text byte by byte and anything else character by
/// character (`asciiReplacing`): both give the texts the character-by-character escapes gave.
@Suite struct SharePanelEscapingTests {
    static func panel(url: String = "/a", title: String = "t", snapshotPath: String = "/s.png") -> SharePanel {
        SharePanel(
            url: url, origin: nil, embedPath: "/e", width: 1, height: 2, title: title, snapshotPath: snapshotPath)
    }

    @Test func anASCIITitleHasEveryEntity() {
        #expect(Self.panel(title: "a&b\"c<d>e\r\nf").embedCode.contains("title=\"a&amp;b&quot;c&lt;d&gt;e\r\nf\""))
    }

    @Test func aQuoteWithAMarkIsOneCharacterAndStays() {
        // `"` and U+0301 are one character, which is not `"`.
        #expect(Self.panel(title: "é\"q\"\u{301}<&").embedCode.contains("title=\"é&quot;q\"\u{301}&lt;&amp;\""))
    }

    @Test func anASCIIURLHasItsParenthesesAndSpacesEncoded() {
        #expect(Self.panel(snapshotPath: "/a (1).png").markdownLink.hasPrefix("[![t](/a%20%281%29.png)]"))
    }

    @Test func aParenthesisWithAMarkIsOneCharacterAndStays() {
        #expect(Self.panel(snapshotPath: "/é (\u{301}1).png").markdownLink.hasPrefix("[![t](/é%20(\u{301}1%29.png)]"))
    }

    /// A byte to escape, or one past ASCII, in the first, a middle or the last eight-byte word of
    /// a long text, or after the last whole one, is found wherever it is.
    @Test func aByteToEscapeIsFoundAnywhereInALongText() {
        for place in 0..<27 {
            for (byte, entity) in [("&", "&amp;"), ("\"", "&quot;"), ("<", "&lt;"), (">", "&gt;"), ("é", "é")] {
                var title = Array(repeating: "x", count: 27)
                title[place] = byte
                let escaped = title.map { $0 == byte ? entity : $0 }.joined()
                #expect(Self.panel(title: title.joined()).embedCode.contains("title=\"\(escaped)\""))
            }
            for (byte, encoded) in [("(", "%28"), (")", "%29"), (" ", "%20"), ("é", "é")] {
                var path = Array(repeating: "p", count: 27)
                path[place] = byte
                let escaped = path.map { $0 == byte ? encoded : $0 }.joined()
                #expect(Self.panel(snapshotPath: path.joined()).markdownLink.hasPrefix("[![t](\(escaped))]"))
            }
        }
    }

    @Test func theShortLinkTargetEndsAtTheFirstHashCharacter() {
        #expect(Self.panel(url: "/a?state=é#x#y").shortLinkTarget == "/a?state=é")
        #expect(Self.panel(url: "/a?state=b").shortLinkTarget == "/a?state=b")
        // A prepended mark (U+0600) and `#` are one character, which is not `#`.
        let joined = "/a?b=\u{600}#c"
        #expect(
            Self.panel(url: joined).shortLinkTarget
                == (joined.firstIndex(of: "#").map { String(joined[..<$0]) } ?? joined))
    }
}
