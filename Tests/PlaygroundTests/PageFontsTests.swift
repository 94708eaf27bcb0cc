import Foundation
import HTTPServer
import PageRendering
import TestSupport
import Testing
import TextShaping

@testable import Playground

/// `/fonts/s/`: every page carries, inline, `@font-face` rules naming subsets of the served faces
/// that hold only its characters; each subset's URL is its recipe, so any server with the same
/// fonts answers it, none having drawn the page.
@Suite struct PageFontsTests {
    static func makePlayground() -> Playground {
        let configuration = try! PlaygroundConfiguration.load(
            file: ConfigurationTests.repository.appendingPathComponent("Config/playground.json").path)
        return try! Playground(configuration: configuration, accessLog: nil)
    }

    let playground = makePlayground()

    var client: TestClient<Never> { .router(playground.pipeline) }

    private func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { String(text[Range($0.range, in: text)!]) }
    }

    /// The text of the page's `<style data-fonts>`.
    private func fontStyle(of html: String) -> String? {
        guard let start = html.range(of: "<style data-fonts>"), let end = html.range(of: "</style>") else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func theHomePageCarriesItsRulesInlineAllowedByItsPolicy() throws {
        let page = client.get("/")
        let html = page.text
        let rules = try #require(fontStyle(of: html))
        #expect(
            html.range(of: "<style data-fonts>")!.lowerBound < html.range(of: "/static/css/playground.css")!.lowerBound)
        #expect(rules.contains("font-family: Playground Sans; font-weight: 400;"))
        // The renderer escapes text; the rules have nothing to escape, so they are drawn as hashed.
        #expect(!rules.contains { "&<>\"'".contains($0) })
        let policy = try #require(page.headers["Content-Security-Policy"])
        #expect(policy.contains("'\(ContentHash.sha256Source(of: rules))'"))
        // A page of Latin text names DejaVu only: no CJK, no emoji.
        #expect(!rules.contains(".otf"))
    }

    @Test func aFreshServerAnswersTheFontsOfAPageAnotherServerDrew() throws {
        let html = client.get("/menus/action-sheet").text
        let rules = try #require(fontStyle(of: html))
        let fonts = matches(#"/fonts/s/[^)]+\.ttf"#, in: rules)
        #expect(!fonts.isEmpty)
        let fresh = TestClient.router(Self.makePlayground().pipeline)  // has drawn no page
        for font in fonts {
            let plain = fresh.get(font)
            #expect(plain.status == 200, "\(font)")
            #expect(plain.headers["Content-Type"] == "font/ttf")
            #expect(plain.headers["Cache-Control"] == "public, max-age=31536000, immutable")
            #expect(plain.body.count > 1_000 && plain.body.count < 100_000)
            #expect(plain.body == client.get(font).body)
            let gzip = fresh.get(font, headers: [("Accept-Encoding", "gzip")])
            #expect(gzip.headers["Content-Encoding"] == "gzip")
            #expect(gzip.body.count < plain.body.count)
        }
        // Its pages carry the same rules: they are a pure function of the page.
        #expect(fontStyle(of: fresh.get("/menus/action-sheet").text) == rules)
    }

    @Test func aSubsetHoldsOnlyThePagesCharacters() throws {
        let rules = try #require(playground.pageFonts.rules(for: [.text("牛乳を買う 👍🏽")])).css
        #expect(rules.contains("U+3046"))  // う
        #expect(rules.contains("U+1F44D"))  // 👍
        #expect(rules.contains("U+1F3FD"))  // the skin tone
        // The emoji face ends every chain: one file for all the styles that name it.
        let emoji = rules.split(separator: "\n").filter { $0.contains(".ttf") && $0.contains("U+1F44D") }
        #expect(emoji.count == 4)
        #expect(Set(emoji.compactMap { matches(#"/fonts/s/[^)]+\.ttf"#, in: String($0)).first }).count == 1)
        let cjk = try #require(matches(#"/fonts/s/[^)]+\.otf"#, in: rules).first)
        #expect(client.get(cjk).status == 200)
        #expect(client.get(cjk).headers["Content-Type"] == "font/otf")
    }

    @Test func alteredOrForeignNamesAreRefused() throws {
        let rules = try #require(playground.pageFonts.rules(for: [.text("Buy milk")])).css
        let font = try #require(matches(#"/fonts/s/[^)]+\.ttf"#, in: rules).first)
        let name = String(font.dropFirst("/fonts/s/".count))
        var parts = name.split(separator: ".").map(String.init)
        // Another character: the check digest no longer matches.
        var altered = parts
        altered[3] = String(altered[3].dropLast()) + (altered[3].last == "A" ? "B" : "A")
        let tampered = client.get("/fonts/s/" + altered.joined(separator: "."))
        #expect(tampered.status == 400)
        #expect(tampered.text.contains("does not match its recipe"))
        // A face digest of other fonts, with a check digest that matches it.
        parts[2] = "00000000"
        parts[4] = SubsetName.check(of: parts[0...3].joined(separator: "."))
        let foreign = client.get("/fonts/s/" + parts.joined(separator: "."))
        #expect(foreign.status == 404)
        #expect(foreign.text.contains("other fonts"))
        for malformed in [
            "0123456789abcdef0123456789abcdef.ttf", "..%2Fplayground.json", "0.0.x.AA.y.woff", name + ".ttf",
            "00." + name.dropFirst(2),
        ] {
            let answer = client.get("/fonts/s/" + malformed)
            #expect([400, 404].contains(answer.status), "\(malformed)")
        }
    }

    /// A page's rules are made from its characters beyond printable ASCII and whether it has any
    /// ASCII (`PageCharacters`), not from which ASCII letters it has: that holds because the first
    /// face of every chain draws all of printable ASCII, which this checks through the rules
    /// themselves, for texts of every script the corpus has and for each ASCII letter alone.
    @Test func rulesDependOnlyOnTheCharactersBeyondASCII() {
        let fonts = playground.pageFonts
        var samples: [[String]] = [
            ["Buy milk"], ["牛乳を買う 👍🏽"], ["x ↑↓⋯ “quoted” — done"], ["שלום", "مرحبا", "नमस्ते", "สวัสดี"],
            ["\u{1}control\tand tab"], ["é"], [],
        ]
        samples += (0x20...0x7E).map { [String(UnicodeScalar(UInt8($0)))] }
        for texts in samples {
            var characters = PageCharacters()
            for text in texts { characters.add(text) }
            let exact = fonts.rules(forCodepoints: CodepointSet(scalarsOf: texts))
            #expect(fonts.rules(for: characters) == exact, "\(texts)")
            // Remembered: the same answer again.
            #expect(fonts.rules(for: characters) == exact, "\(texts)")
        }
    }

    @Test func aValidNameForCharactersItsFaceDoesNotDrawIsNotFound() {
        // "A" is drawn by the first face of the sans chain, not the emoji face at its end.
        let emoji = playground.pageFonts.faceDigests[0].count - 1
        let name = SubsetName(
            style: 0, position: emoji, face: playground.pageFonts.faceDigests[0][emoji],
            codepoints: .init(compactBytes: [0x41, 0], maxCount: 1)!, fileExtension: "ttf")
        #expect(client.get("/fonts/s/" + name.text).status == 404)
    }
}

/// `GET /api/v1/fonts`: the rules for text typed after a page was drawn are the rules a page of
/// that text carries, and bad queries are 400s that name the parameter.
@Suite struct TypedFontsTests {
    let playground = PageFontsTests.makePlayground()

    var client: TestClient<Never> { .router(playground.pipeline) }

    @Test func theAnswerIsThePageRulesOfTheSameCharacters() throws {
        let response = client.get("/api/v1/fonts?text=%E7%89%9B%E4%B9%B3")  // 牛乳
        #expect(response.status == 200)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let faces = try #require(answer["faces"] as? [[String: Any]])
        let rules = try #require(playground.pageFonts.rules(forCodepoints: CodepointSet(scalarsOf: ["牛乳"])))
        let css = faces.map { face in
            "@font-face { font-family: \(face["family"] ?? ""); font-weight: \(face["weight"] ?? ""); "
                + "src: url(\(face["url"] ?? "")); unicode-range: \(face["unicodeRange"] ?? ""); }\n"
        }
        #expect(css.joined() == rules.css)
        #expect(faces.count == 4)
        #expect(response.headers["ETag"] != nil)
    }

    @Test(arguments: [
        ("/api/v1/fonts", "missing_field"),
        ("/api/v1/fonts?text=", "missing_field"),
        ("/api/v1/fonts?text=a&text=b", "duplicate_field"),
        ("/api/v1/fonts?text=a&style=0", "unknown_parameter"),
        ("/api/v1/fonts?text=" + String(repeating: "x", count: 301), "text_too_long"),
    ])
    func badQueriesAreRefused(_ target: String, _ code: String) throws {
        let response = client.get(target)
        #expect(response.status == 400)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect((answer["error"] as? [String: Any])?["code"] as? String == code)
    }
}
