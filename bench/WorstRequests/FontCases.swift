import Foundation
import HTTPServer
import MenuCore
import Playground
import PlaygroundDomain

/// The font work of a page of text in any script: the page linking its subsets (itemizing and
/// shaping the text, slicing its characters by face) and the subsets themselves, the costliest
/// being the CJK face of a page with as many distinct ideographs as a token holds.
enum FontCases {
    static var all: [Case] {
        [
            Case(route: "GET /menus/{id}", what: "accordion, open, as many distinct CJK ideographs as a token holds") {
                n in
                WorstCases.page("accordion", try cjkToken(n))
            },
            Case(route: "GET /fonts/s/{name}", what: "the largest CJK subset of that page (gzip), by a fresh server") {
                n in
                try largestSubset(ofPage: WorstCases.page("accordion", try cjkToken(n)), fileExtension: "otf")
            },
            // Colour bitmaps: each emoji glyph is a PNG of a few kilobytes, the most bytes per glyph.
            Case(route: "GET /fonts/s/{name}", what: "the largest emoji subset of a page of 240 distinct emoji (gzip)")
            {
                n in
                try largestSubset(ofPage: WorstCases.page("accordion", try emojiToken(n)), fileExtension: "ttf")
            },
            Case(route: "GET /api/v1/fonts", what: "300 distinct characters of three faces (CJK, Hangul, emoji)") { n in
                Request(method: "GET", target: "/api/v1/fonts?text=" + percentEscaped(typedText(n)))
            },
        ]
    }

    /// 100 ideographs, 100 Hangul syllables and 100 emoji, none repeated: the most characters
    /// one request names (`FontsEndpoint.maxScalars`), over as many faces' ranges as fit the URL.
    static func typedText(_ n: Int) -> String {
        let ideographs = (0..<100).compactMap { Unicode.Scalar(0x4E00 + n * 7 + $0 * 97) }
        let hangul = (0..<100).compactMap { Unicode.Scalar(0xAC00 + n * 7 + $0 * 101) }
        return String(String.UnicodeScalarView(ideographs + hangul + emoji.prefix(100)))
    }

    static func percentEscaped(_ text: String) -> String {
        text.utf8.map { String(format: "%%%02X", $0) }.joined()
    }

    /// The accordion's largest token of labels of 20 ideographs each, none repeated in the
    /// token, and none shared with another repetition's.
    static func cjkToken(_ n: Int) throws -> String {
        try WorstCases.largestToken(Accordion.self, n, label: cjkLabel) { options in
            Accordion.Configuration(options: options)
        } state: { configuration in
            Accordion.State(isOpen: true, items: configuration.items, selectedItem: 0)
        }
    }

    /// An open accordion of 20 labels of 12 emoji each: 240 distinct emoji shown as emoji by
    /// default, the most characters one subset of the page's emoji face holds.
    static func emojiToken(_ n: Int) throws -> String {
        let configuration = Accordion.Configuration(options: (0..<20).map { emojiLabel($0, n) })
        return try WorstCases.token(
            PageState<Accordion>(
                configuration: configuration,
                state: Accordion.State(isOpen: true, items: configuration.items, selectedItem: 0),
                device: .preset(.iPad97)))
    }

    static let emoji: [Unicode.Scalar] = (0x1F300...0x1F6FF).compactMap(Unicode.Scalar.init)
        .filter(\.properties.isEmojiPresentation).prefix(240).map { $0 }

    static func emojiLabel(_ index: Int, _ n: Int) -> String {
        let first = (index * 12 + n) % emoji.count
        return String(String.UnicodeScalarView((0..<12).map { emoji[(first + $0) % emoji.count] }))
    }

    static func cjkLabel(_ index: Int, _ n: Int) -> String {
        let first = 0x4E00 + (n % 8) * 2_400 + index * 20
        return String(String.UnicodeScalarView((first..<first + 20).compactMap(Unicode.Scalar.init)))
    }

    /// Renders `page`, then asks for the subset of type `fileExtension` its inline rules name with
    /// the most characters (the longest `unicode-range`), as a client that never saw the page
    /// would: the URL alone says what to make.
    static func largestSubset(ofPage page: Request, fileExtension: String) throws -> Request {
        let plain = Request(method: "GET", target: page.target)
        let answer = playground.pipeline.respond(to: plain).response
        let html = String(decoding: answer.body, as: UTF8.self)
        // Each rule starts at "@font-face" (the first shares its line with the page's head).
        let rules = html.components(separatedBy: "@font-face").dropFirst().filter { $0.contains(".\(fileExtension))") }
        guard let rule = rules.max(by: { $0.count < $1.count }),
            let font = firstMatch(#"/fonts/s/[^)]+\."# + fileExtension, in: rule)
        else {
            throw HTTPError(
                status: 500, code: "bench", message: "the page (\(answer.status)) names no .\(fileExtension) subset")
        }
        return Request(method: "GET", target: font, headers: Headers([("Accept-Encoding", "gzip")]))
    }

    static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
        return String(text[range])
    }
}
