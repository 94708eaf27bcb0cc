import Foundation
import HTTPServer
import MenuCore
import Playground

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
                try largestSubset(ofPage: WorstCases.page("accordion", try cjkToken(n)))
            },
        ]
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

    static func cjkLabel(_ index: Int, _ n: Int) -> String {
        let first = 0x4E00 + (n % 8) * 2_400 + index * 20
        return String(String.UnicodeScalarView((first..<first + 20).compactMap(Unicode.Scalar.init)))
    }

    /// Renders `page`, then asks for the `.otf` subset its inline rules name with the most
    /// characters (the longest `unicode-range`), as a client that never saw the page would: the
    /// URL alone says what to make.
    static func largestSubset(ofPage page: Request) throws -> Request {
        let plain = Request(method: "GET", target: page.target)
        let answer = playground.pipeline.respond(to: plain).response
        let html = String(decoding: answer.body, as: UTF8.self)
        let rules = html.split(separator: "\n").filter { $0.contains("@font-face") && $0.contains(".otf") }
        guard let rule = rules.max(by: { $0.count < $1.count }),
            let font = firstMatch(#"/fonts/s/[^)]+\.otf"#, in: String(rule))
        else {
            throw HTTPError(status: 500, code: "bench", message: "the page (\(answer.status)) names no CJK subset")
        }
        return Request(method: "GET", target: font, headers: Headers([("Accept-Encoding", "gzip")]))
    }

    static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
        return String(text[range])
    }
}
