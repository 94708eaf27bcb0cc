import MenuCore
import Testing

@testable import TextShaping

@Suite struct HarfBuzzTextMeasurerTests {
    let measurer: HarfBuzzTextMeasurer
    let sans17 = Font(.sans, size: 17, lineHeight: 20)

    init() throws {
        measurer = try HarfBuzzTextMeasurer()
    }

    @Test func editAtSans17WithKerning() {
        #expect(measurer.width(of: "Edit", in: sans17) == 32.921875)
    }

    @Test func titleAtSans17WithKerning() {
        #expect(measurer.width(of: "Set background color:", in: sans17) == 186.5625)
    }
}

@Suite struct HarfBuzzTextMeasurerBehaviourTests {
    @Test func missingFileIsNamed() {
        var files = FontFiles.dejaVu
        files.serifBold = ["/nonexistent/Georgia-Bold.ttf"]
        #expect(throws: FontLoadingError(path: "/nonexistent/Georgia-Bold.ttf", reason: "no such file")) {
            _ = try HarfBuzzTextMeasurer(files: files)
        }
    }

    @Test func nonFontFileIsNamed() {
        var files = FontFiles.dejaVu
        files.sans = ["/etc/hostname"]
        #expect {
            _ = try HarfBuzzTextMeasurer(files: files)
        } throws: { error in
            (error as? FontLoadingError)?.path == "/etc/hostname"
        }
    }

    @Test func widthsAreOnTheSixtyFourthGridAndScaleWithSize() throws {
        let measurer = try HarfBuzzTextMeasurer()
        for size in [13.0, 17, 18, 21.5] {
            let width = measurer.width(of: "Set background color:", in: Font(.sans, size: size, lineHeight: 20))
            #expect(width * 64 == (width * 64).rounded())
            #expect(width > 0)
        }
        #expect(measurer.width(of: "", in: Font(.sans, size: 17, lineHeight: 20)) == 0)
    }

    @Test func kerningChangesPairsLikeAV() throws {
        let kerned = try HarfBuzzTextMeasurer(kerning: true)
        let plain = try HarfBuzzTextMeasurer(kerning: false)
        let font = Font(.sans, size: 17, lineHeight: 20)
        #expect(kerned.width(of: "AVAV", in: font) < plain.width(of: "AVAV", in: font))
        #expect(kerned.width(of: "Edit", in: font) == 32.921875)
    }

    @Test func facesDiffer() throws {
        let measurer = try HarfBuzzTextMeasurer()
        let widths = [
            Font(.sans, size: 17, lineHeight: 20), Font(.sans, .bold, size: 17, lineHeight: 20),
            Font(.serif, size: 17, lineHeight: 20), Font(.serif, .bold, size: 17, lineHeight: 20),
        ].map { measurer.width(of: "Option 1", in: $0) }
        #expect(Set(widths).count == 4)
        #expect(
            measurer.width(of: "Banana", in: Font(.sans, .semibold, size: 18, lineHeight: 21))
                == measurer.width(of: "Banana", in: Font(.sans, .bold, size: 18, lineHeight: 21)))
    }

    @Test func tabsMeasureAsSpaces() throws {
        let measurer = try HarfBuzzTextMeasurer()
        let font = Font(.sans, size: 17, lineHeight: 20)
        #expect(measurer.width(of: "a\tb", in: font) == measurer.width(of: "a b", in: font))
    }

    @Test func concurrentUseGivesTheSameWidths() async throws {
        let measurer = try HarfBuzzTextMeasurer()
        let font = Font(.sans, size: 17, lineHeight: 20)
        let widths = await withTaskGroup(of: [Double].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<200).map { _ in measurer.width(of: "Set background color:", in: font) }
                }
            }
            var all: [Double] = []
            for await batch in group { all += batch }
            return all
        }
        #expect(widths.count == 1_600)
        #expect(Set(widths) == [186.5625])
    }

    @Test func lineBreakingWithRealWidths() throws {
        let measurer = try HarfBuzzTextMeasurer()
        let font = Font(.sans, size: 17, lineHeight: 20)
        // "Set background color:" is 186.5625: it fits from 186.546875 (1/64 less), not below.
        #expect(
            LineBreaker.lines(of: "Set background color:", width: 186.546875, font: font, measurer: measurer).count == 1
        )
        #expect(
            LineBreaker.lines(of: "Set background color:", width: 186.53125, font: font, measurer: measurer)
                == ["Set background", "color:"])
    }
}
