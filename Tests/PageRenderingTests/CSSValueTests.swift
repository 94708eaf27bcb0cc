import MenuCore
import PageRendering
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
}
