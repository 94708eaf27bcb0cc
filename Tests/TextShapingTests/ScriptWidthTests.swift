import Foundation
import MenuCore
import Testing

@testable import TextShaping

/// Widths of real strings in eight scripts, measured with the served fallback chains, against
/// the widths Chromium gave once with the same faces (Tests/browser/probes/fonts_probe.py wrote
/// Fixtures/chromium-widths.json, with the fonts CDP's CSS.getPlatformFontsForNode named).
@Suite struct ScriptWidthTests {
    struct Row: Decodable {
        var text: String
        var style: String
        var size: Double
        var width: Double
        var fonts: [String]
    }

    struct Fixture: Decodable {
        var chromium: String
        var widths: [Row]
    }

    static let fixture: Fixture = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/chromium-widths.json")
        // A missing or broken fixture is a test failure below, not a crash here.
        guard let data = try? Data(contentsOf: file), let fixture = try? JSONDecoder().decode(Fixture.self, from: data)
        else { return Fixture(chromium: "", widths: []) }
        return fixture
    }()

    static let measurer = try? HarfBuzzTextMeasurer(files: .debian)

    static func font(_ style: String, size: Double) -> Font {
        let family: FontFamily = style.hasPrefix("serif") ? .serif : .sans
        return Font(family, style.hasSuffix("bold") ? .bold : .regular, size: size, lineHeight: 20)
    }

    @Test func theFixtureCoversEveryScriptAndStyle() {
        #expect(Self.fixture.widths.count >= 100)
        #expect(Set(Self.fixture.widths.map(\.style)) == ["sans", "sans-bold", "serif", "serif-bold"])
    }

    @Test(arguments: Self.fixture.widths)
    func widthMatchesChromium(_ row: Row) throws {
        let measurer = try #require(Self.measurer)
        #expect(measurer.width(of: row.text, in: Self.font(row.style, size: row.size)) == row.width)
    }

    /// Mixed-direction rows are in the corpus: Chromium rounds each bidi run's width on its own.
    @Test func theFixtureMixesDirections() {
        #expect(Self.fixture.widths.filter { Self.mixesDirections($0.text) }.count >= 8)
    }

    /// Chromium draws each run with the faces the server measures it with.
    @Test(arguments: Self.fixture.widths)
    func facesMatchChromium(_ row: Row) throws {
        let measurer = try #require(Self.measurer)
        #expect(Set(measurer.faceNames(of: row.text, in: Self.font(row.style, size: row.size))) == Set(row.fonts))
    }

    static func mixesDirections(_ text: String) -> Bool {
        let rightToLeft = text.unicodeScalars.contains { (0x0590...0x08FF).contains($0.value) }
        let leftToRight = text.unicodeScalars.contains { $0.properties.isAlphabetic && $0.value < 0x0590 }
        return rightToLeft && leftToRight
    }
}

extension ScriptWidthTests.Row: CustomTestStringConvertible {
    var testDescription: String { "\(style): \(text)" }
}
