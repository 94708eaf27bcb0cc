import Foundation
import HTTPServer
import Testing

@testable import Playground

/// `/fonts/s/`: every page links a stylesheet of subsets of the served faces holding only its
/// characters, addressed by hash, cached immutable, compressed.
@Suite struct PageFontsTests {
    let playground: Playground = {
        let configuration = try! PlaygroundConfiguration.load(
            file: ConfigurationTests.repository.appendingPathComponent("Config/playground.json").path)
        return try! Playground(configuration: configuration, accessLog: nil)
    }()

    private func get(_ target: String, _ headers: [(String, String)] = []) -> Response {
        playground.pipeline.respond(to: Request(method: "GET", target: target, headers: Headers(headers))).response
    }

    private func text(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    private func match(_ pattern: String, in text: String) -> String? {
        text.range(of: pattern, options: .regularExpression).map { String(text[$0]) }
    }

    @Test func theHomePageLinksItsSubsetsFirst() throws {
        let html = text(get("/"))
        let sheet = try #require(match(#"/fonts/s/[0-9a-f]{32}\.css"#, in: html))
        #expect(html.range(of: sheet)!.lowerBound < html.range(of: "/static/css/playground.css")!.lowerBound)

        let css = get(sheet)
        #expect(css.status == 200)
        #expect(css.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        let rules = text(css)
        #expect(rules.contains(#"font-family: "Playground Sans"; font-weight: 400;"#))
        // A page of Latin text names DejaVu only: no CJK, no emoji.
        #expect(!rules.contains(".otf"))

        let font = try #require(match(#"/fonts/s/[0-9a-f]{32}\.ttf"#, in: rules))
        let plain = get(font)
        #expect(plain.status == 200)
        #expect(plain.headers["Content-Type"] == "font/ttf")
        #expect(plain.body.count > 1_000 && plain.body.count < 100_000)
        let gzip = get(font, [("Accept-Encoding", "gzip")])
        #expect(gzip.headers["Content-Encoding"] == "gzip")
        #expect(gzip.body.count < plain.body.count)
    }

    @Test func aSubsetHoldsOnlyThePagesCharacters() throws {
        let sheet = playground.pageFonts.stylesheet(for: [.text("牛乳を買う 👍🏽")])
        let rules = text(get(sheet))
        #expect(rules.contains("U+3046"))  // う
        #expect(rules.contains("U+1F44D"))  // 👍
        #expect(rules.contains("U+1F3FD"))  // the skin tone
        #expect(rules.contains(".otf"))
    }

    @Test func unknownSubsetsAreNotFound() {
        #expect(get("/fonts/s/0123456789abcdef0123456789abcdef.ttf").status == 404)
        #expect(get("/fonts/s/..%2Fplayground.json").status == 404)
    }
}
