import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import Playground
@testable import TextShaping

/// A page's subsets hold what HarfBuzz looks up while shaping its text, beyond its characters
/// (Thai and Lao AM split in two), in their files and in their rules' `unicode-range`, which is
/// where Chromium looks; names made before that still answer.
@Suite struct SubsetClosureTests {
    let playground = PageFontsTests.makePlayground()

    var client: TestClient<Never> { .router(playground.pipeline) }

    /// The code points of a `unicode-range` value.
    static func codepoints(of range: String) -> Set<UInt32> {
        var codepoints: Set<UInt32> = []
        for part in range.split(separator: ",") {
            let bounds = part.trimmingCharacters(in: .whitespaces).dropFirst(2).split(separator: "-")
            guard let low = UInt32(bounds[0], radix: 16), let high = UInt32(bounds.last!, radix: 16) else { continue }
            codepoints.formUnion(low...high)
        }
        return codepoints
    }

    /// The code points the font file at `url` maps, as the browser downloads it.
    private func cmap(of url: String) throws -> CodepointSet {
        let response = client.get(url)
        #expect(response.status == 200, "\(url)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("closure-\(UUID().uuidString).ttf")
        try Data(response.body).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Face(FaceReference(path: file.path)).coverage
    }

    /// The rule of `weight` whose range holds `codepoint`.
    private func rule(drawing codepoint: UInt32, weight: Int, of text: String) throws -> PageFonts.FaceRule {
        let rules = playground.pageFonts.faceRules(forCodepoints: CodepointSet(scalarsOf: [text]))
        return try #require(
            rules.first { $0.weight == weight && Self.codepoints(of: $0.unicodeRange).contains(codepoint) })
    }

    /// The case: a bold action-sheet title "…สำหรับ…", whose SARA AM Chromium drew with the
    /// machine's Noto Sans Thai, since its subset had no NIKHAHIT.
    @Test func aBoldThaiTitlesSubsetHasWhatSaraAmSplitsInto() throws {
        let thai = try rule(drawing: 0x0E33, weight: 700, of: "คำแนะนำสำหรับผู้ใช้")
        #expect(Self.codepoints(of: thai.unicodeRange).isSuperset(of: [0x0E4D, 0x0E32]))
        let cmap = try cmap(of: thai.url)
        #expect(cmap.contains(0x0E4D) && cmap.contains(0x0E32))
    }

    @Test(arguments: [400, 700])
    func laoAmToo(weight: Int) throws {
        let lao = try rule(drawing: 0x0EB3, weight: weight, of: "ຄຳແນະນຳ")
        #expect(Self.codepoints(of: lao.unicodeRange).isSuperset(of: [0x0ECD, 0x0EB2]))
        let cmap = try cmap(of: lao.url)
        #expect(cmap.contains(0x0ECD) && cmap.contains(0x0EB2))
    }

    /// A file the closure changed has a new name, so a browser that kept the file of the old one
    /// (`immutable`) downloads it again; the old name still answers, with the new file. A file it
    /// left alone keeps its name.
    @Test func namesChangeOnlyWithTheirFiles() throws {
        let fonts = playground.pageFonts
        let thai = try rule(drawing: 0x0E33, weight: 700, of: "สำหรับ")
        let name = try SubsetName(parsing: String(thai.url.dropFirst("/fonts/s/".count)), faces: fonts.answeredDigests)
        #expect(name.face == fonts.closedFaceDigests[name.style][name.position])
        var before = name
        before.face = fonts.faceDigests[name.style][name.position]
        #expect(before.text != name.text)
        #expect(client.get("/fonts/s/" + before.text).body == client.get(thai.url).body)
        for rule in fonts.faceRules(forCodepoints: CodepointSet(scalarsOf: ["Buy milk — 牛乳を買う 👍🏽"])) {
            let digest = rule.url.split(separator: ".")[2]
            #expect(fonts.faceDigests.joined().contains(String(digest)), "\(rule.url)")
        }
    }
}
