import CHarfBuzz
import Foundation
import MenuCore
import Testing

@testable import TextShaping

/// A browser shapes a page's text with the page's subsets alone: each subset must give the glyphs
/// its whole face gives the server, although HarfBuzz looks up code points the text does not hold
/// (Thai and Lao AM split in two, mirrors, the dotted circle; `ShapingClosure`).
@Suite struct SubsetShapingTests {
    static let measurer = try? HarfBuzzTextMeasurer(files: .debian)
    static let styles = ["sans", "sans-bold", "serif", "serif-bold"]

    /// A subset of the chain's face at `position` with the characters of `text` it draws, loaded
    /// as a face of its own, as the browser loads it. (A page keeps Latin-1 in a shared file of its
    /// own: a letter of it with a mark typed apart is not drawn from one file, docs/design.md.) `inChromium`: only what Chromium may look up in it,
    /// the code points of its rule's `unicode-range` (`HarfBuzzTextMeasurer.shapingAdditions`).
    static func subsetFace(of text: String, style: Int, position: Int, inChromium: Bool = false) throws -> Face {
        let measurer = try #require(measurer)
        let drawn = CodepointSet(scalarsOf: [text]).intersection(measurer.chains[style].ranges[position])
        let slice = try #require(measurer.slice(style: style, position: position, codepoints: drawn))
        let bytes: [UInt8]
        if inChromium {
            let range = drawn.union(measurer.shapingAdditions(to: slice).range)
            let face = measurer.chains[style].faces[position]
            bytes = try #require(FontSubsetter.subset(of: hb_font_get_face(face.font), keeping: range))
        } else {
            bytes = try #require(measurer.subset(slice))
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("subset-\(UUID().uuidString).ttf")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Face(FaceReference(path: file.path))
    }

    /// Every run of `text` in `style`, shaped with the page's subset of its face and with the
    /// whole face: the same glyphs (outlines), advances and offsets, and no missing glyph; in
    /// Chromium too, unless `inChromium` is false.
    static func expectSubsetsShapeAsTheirFaces(_ text: String, style: Int, inChromium: Bool = true) throws {
        let measurer = try #require(measurer)
        let chain = measurer.chains[style]
        for levelRun in BidiRuns.runs(of: text) {
            for run in chain.runs(of: levelRun.text) {
                let face = chain.faces[run.face]
                for chromium in inChromium ? [false, true] : [false] {
                    let subset = try subsetFace(
                        of: String(run.text), style: style, position: run.face, inChromium: chromium)
                    let label = "\(styles[style]) \(face.familyName)\(chromium ? " in Chromium" : ""): \(run.text)"
                    let rightToLeft = levelRun.isRightToLeft
                    let whole = face.glyphs(of: run.text, script: run.script, rightToLeft: rightToLeft, kerning: true)
                    let cut = subset.glyphs(of: run.text, script: run.script, rightToLeft: rightToLeft, kerning: true)
                    #expect(!cut.contains { $0.id == 0 }, "\(label): a missing glyph")
                    #expect(cut.map(\.advance) == whole.map(\.advance), "\(label)")
                    #expect(cut.map(\.offsetX) == whole.map(\.offsetX), "\(label)")
                    #expect(cut.map(\.offsetY) == whole.map(\.offsetY), "\(label)")
                    let sameOutlines = cut.map { subset.outline(of: $0.id) } == whole.map { face.outline(of: $0.id) }
                    #expect(sameOutlines, "\(label): other glyphs")
                }
            }
        }
    }

    /// The issue's case: the bold title "…สำหรับ…". HarfBuzz splits SARA AM into NIKHAHIT and
    /// SARA AA, so the subset must map U+0E4D, or Chromium draws "สำ" with a system font.
    @Test func theBoldThaiSubsetMapsWhatSaraAmSplitsInto() throws {
        let measurer = try #require(Self.measurer)
        let thai = try #require(measurer.chains[1].faces.firstIndex { $0.familyName == "Noto Sans Thai" })
        let subset = try Self.subsetFace(of: "สำหรับ", style: 1, position: thai)
        #expect(subset.coverage.contains(0x0E4D))
        #expect(subset.coverage.contains(0x0E32))
    }

    @Test(arguments: 0..<4)
    func thaiWithSaraAmShapesAsTheWholeFace(style: Int) throws {
        // A tone mark before SARA AM: NIKHAHIT moves before it.
        for text in ["คำแนะนำสำหรับผู้ใช้", "น้ำ"] { try Self.expectSubsetsShapeAsTheirFaces(text, style: style) }
    }

    /// DejaVu Sans and Sans Bold draw Lao (no serif face of the chains has it).
    @Test(arguments: 0..<2)
    func laoWithAmShapesAsTheWholeFace(style: Int) throws {
        let measurer = try #require(Self.measurer)
        let lao = try Self.subsetFace(of: "ຄຳ", style: style, position: 0)
        #expect(lao.coverage.contains(0x0ECD) && lao.coverage.contains(0x0EB2))
        for text in ["ຄຳແນະນຳສຳລັບຜູ້ໃຊ້", "ນ້ຳ"] { try Self.expectSubsetsShapeAsTheirFaces(text, style: style) }
        #expect(measurer.chains[style].faces[0].familyName.hasPrefix("DejaVu Sans"))
    }

    /// Canonical decompositions in the faces of scripts whose shapers decompose first: Devanagari
    /// QA (U+0958) is KA and NUKTA to the Indic shaper; "≠" is "=" and U+0338 in a run of those.
    @Test func decomposingShapersFindTheParts() throws {
        let measurer = try #require(Self.measurer)
        for style in 0..<4 {
            let devanagari = try #require(
                measurer.chains[style].faces.firstIndex { $0.familyName.contains("Devanagari") })
            let qa = try Self.subsetFace(of: "\u{958}", style: style, position: devanagari)
            #expect(qa.coverage.contains(0x0915) && qa.coverage.contains(0x093C), "\(Self.styles[style])")
        }
        let notEqual = try Self.subsetFace(of: "≠", style: 0, position: 0)
        #expect(notEqual.coverage.contains(0x3D) && notEqual.coverage.contains(0x338))
    }

    @Test(arguments: 0..<4)
    func mirrorsMarksAndIgnorablesShapeAsTheWholeFace(style: Int) throws {
        for text in [
            "السعر ≥ ١٠٠",  // "≥" is "≤" in a right-to-left run
            "\u{958}ि", "दूध", "फ़ोन", "\u{928}\u{93C}",
            // Marks typed apart from their letters, drawn as composites.
            "Tie\u{302}\u{301}ng Vie\u{323}\u{302}t", "l\u{30C}", "\u{395}\u{301}",
        ] {
            try Self.expectSubsetsShapeAsTheirFaces(text, style: style)
        }
        // A vowel sign with no base, which the Indic shaper puts on a dotted circle, and a joiner,
        // drawn with the space's glyph: the first face of the chain draws U+25CC and U+0020, so
        // Chromium does not look them up in this one (docs/design.md, "Not covered").
        for text in ["ि", "क\u{200D}"] {
            try Self.expectSubsetsShapeAsTheirFaces(text, style: style, inChromium: false)
        }
    }

    /// Every string of the corpus, in every style.
    @Test(arguments: 0..<4)
    func theCorpusShapesAsTheWholeFaces(style: Int) throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("browser/probes/fonts_corpus.json")
        struct Corpus: Decodable { var strings: [String: [String]] }
        let corpus = try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: file))
        for text in corpus.strings.values.joined() {
            try Self.expectSubsetsShapeAsTheirFaces(text, style: style)
        }
    }
}
