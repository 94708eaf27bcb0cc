import Foundation
import MenuCore
import Testing

@testable import TextShaping

/// Break opportunities and wrapped lines against Chromium's, taken once by
/// Tests/browser/probes/line_breaks_probe.py into Tests/browser/probes/line_breaks.json (the
/// fixture names the Chromium version). Segments (lines in a 0 px box) compare the opportunities
/// for every script, whatever font the browser drew it with; whole lines at real widths are
/// compared only for scripts the DejaVu faces cover, the fonts both sides measure.
@Suite struct LineBreakFixtureTests {
    struct Fixture: Decodable {
        struct Segmented: Decodable {
            var text: String
            var segments: [String]
        }

        struct Wrapped: Decodable {
            var text: String
            var family: String
            var weight: Int
            var size: Double
            var width: Double
            var lines: [String]
        }

        var segments: [Segmented]
        var lines: [Wrapped]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("browser/probes/line_breaks.json")
        // A missing or broken fixture fails every test below, naming the file.
        guard let data = try? Data(contentsOf: url), let fixture = try? JSONDecoder().decode(Fixture.self, from: data)
        else { return Fixture(segments: [], lines: []) }
        return fixture
    }()

    let measurer: HarfBuzzTextMeasurer

    init() throws {
        measurer = try HarfBuzzTextMeasurer()
    }

    @Test func fixtureIsLoaded() {
        #expect(Self.fixture.segments.count >= 20)
        #expect(Self.fixture.lines.count >= 50)
    }

    @Test(arguments: fixture.segments.map(\.text))
    func segmentsMatchChromium(text: String) throws {
        let expected = try #require(Self.fixture.segments.first { $0.text == text }).segments
        #expect(Self.segments(of: text, at: measurer.lineBreakOpportunities(in: text)) == expected)
    }

    @Test(arguments: fixture.lines.indices)
    func linesMatchChromium(index: Int) {
        let wrapped = Self.fixture.lines[index]
        let font = Font(
            wrapped.family == "serif" ? .serif : .sans, wrapped.weight == 700 ? .bold : .regular, size: wrapped.size,
            lineHeight: 30)
        let lines = LineBreaker.lines(of: wrapped.text, width: wrapped.width, font: font, measurer: measurer)
        #expect(lines == wrapped.lines, "\(wrapped.family) \(wrapped.weight) \(wrapped.size) in \(wrapped.width)")
    }

    /// A 0-pt box puts every segment on its own line.
    @Test func zeroWidthLinesAreTheSegments() {
        let text = "会議は明日「新宿」です。Set background-color"
        let lines = LineBreaker.lines(
            of: text, width: 0, font: Font(.sans, size: 17, lineHeight: 20), measurer: measurer)
        #expect(lines == Self.segments(of: text, at: measurer.lineBreakOpportunities(in: text)))
    }

    static func segments(of text: String, at breaks: [String.Index]) -> [String] {
        var start = text.startIndex
        var result: [String] = []
        for end in breaks + [text.endIndex] {
            var segment = text[start..<end]
            while segment.last == " " { segment = segment.dropLast() }
            result.append(String(segment))
            start = end
        }
        return result
    }
}
