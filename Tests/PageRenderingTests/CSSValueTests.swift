import MenuCore
import PageRendering
import TestSupport
import Testing

@Suite struct CSSValueTests {
    @Test(
        arguments: [
            (32.921875, "32.921875px"), (90, "90px"), (-2, "-2px"), (-0.0, "0px"), (0.015625, "0.015625px"),
            (1023.984375, "1023.984375px"),
            // Not multiples of 1/64 (0.8 × 568, 0.1 + 0.2): the nearest 1/64, printed exactly.
            (0.8 * 568, "454.40625px"), (0.1 + 0.2, "0.296875px"),
        ] as [(Double, String)])
    func printsLengthsExactly(points: Double, css: String) {
        #expect(CSSValue.length(points) == css)
    }

    @Test func printsColoursWithoutFloatNoise() {
        #expect(CSSValue.color(RGBA(red: 0.33, green: 0.33, blue: 0.33, alpha: 0.75)) == "rgba(84.15,84.15,84.15,0.75)")
        #expect(CSSValue.color(.darkGray) == "rgba(85,85,85,1)")
        #expect(CSSValue.color(RGBA(red255: 204, green255: 0, blue255: 104, alpha: 0.95)) == "rgba(204,0,104,0.95)")
        #expect(CSSValue.color(RGBA(red: 0.11, green: 0.13, blue: 0.2, alpha: 0.95)) == "rgba(28.05,33.15,51,0.95)")
        #expect(CSSValue.color(RGBA(red: 1.5, green: -1, blue: .nan, alpha: 2)) == "rgba(255,0,0,1)")
    }

    @Test func printsOpacitiesAndNumbers() {
        #expect(CSSValue.opacity(0.5) == "0.5")
        #expect(CSSValue.opacity(1.0 / 3.0) == "0.3333")
        #expect(CSSValue.number(.infinity) == "0")
        #expect(CSSValue.number(17.25) == "17.25")
    }

    /// Random doubles (bit patterns, small and tiny negatives): −0 and 0 write the same bytes,
    /// no number is written `-0`, and every number reads back as itself (to 1/64 for lengths).
    @Test(arguments: 0..<4)
    func numbersNeverWriteMinusZero(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<2000 {
            let value: Double =
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    -Double.random(in: 0..<0.01, using: &generator)
                        / Double(Int.random(in: 1...1000, using: &generator))
                case 1: Double(Int.random(in: -2000...2000, using: &generator)) / 64
                default: Double(bitPattern: generator.next())
                }
            guard value.isFinite else { continue }
            for (write, read) in [
                (CSSValue.number, { (text: String) in Double(text) }),
                (CSSValue.length, { (text: String) in text.hasSuffix("px") ? Double(text.dropLast(2)) : nil }),
                (CSSValue.opacity, { (text: String) in Double(text) }),
            ] as [((Double) -> String, (String) -> Double?)] {
                let text = write(value)
                #expect(text == write(value + 0), "\(value)")
                #expect(!text.hasPrefix("-0") || text.hasPrefix("-0."), "\(text) for \(value)")
                #expect(read(text).map { $0 != 0 || !text.hasPrefix("-") } == true, "\(text) for \(value)")
            }
            if value.magnitude < 1e15 { #expect(Double(CSSValue.number(value)) == value, "\(value)") }
            if CSSValue.snapped(value).isFinite {
                #expect(Double(CSSValue.length(value).dropLast(2)) == CSSValue.snapped(value), "\(value)")
            }
        }
        let zero = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(CSSValue.color(RGBA(red: -0.0, green: -0.0, blue: -0.0, alpha: -0.0)) == CSSValue.color(zero))
        #expect(CSSValue.color(zero) == "rgba(0,0,0,0)")
    }
}
