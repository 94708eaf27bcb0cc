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
