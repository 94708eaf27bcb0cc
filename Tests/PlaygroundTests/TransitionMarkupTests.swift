import HTML
import MenuCore
import Testing

@testable import Playground

/// The remembered transition attributes are the ones written afresh, for each direction and
/// each animation, however often they are asked for.
@Suite struct TransitionMarkupTests {
    private static func written(_ animation: MenuCore.Animation, isOut: Bool) -> Markup {
        var html = HTMLWriter()
        html.attribute(
            isOut ? "data-transition-out" : "data-transition",
            String(decoding: TransitionDescriptor(animation).json, as: UTF8.self))
        return html.markup
    }

    @Test func rememberedAttributesAreTheWrittenOnes() {
        let animations = (0..<3).map { step in
            MenuCore.Animation(
                duration: 0.25, curve: .linear, from: ["menu": Rect(x: 30, y: 250, width: 260, height: 0)],
                to: ["menu": Rect(x: 30, y: 90, width: 260, height: Double(step) * 40)],
                fromAlpha: ["cover": 0], toAlpha: ["cover": 0.5])
        }
        for _ in 0..<2 {
            for animation in animations {
                for isOut in [false, true] {
                    #expect(
                        TransitionMarkup.attribute(for: animation, isOut: isOut)
                            == Self.written(animation, isOut: isOut))
                }
            }
        }
        #expect(Self.written(animations[0], isOut: false).text.hasPrefix(#" data-transition="{&quot;curve&quot;"#))
    }

    /// 0 and -0 are equal animations to `==`, and are written alike (−0 as 0): one entry answers
    /// both, whichever was asked for first.
    @Test func aNegativeZeroIsWrittenAsItsPositiveTwin() {
        func animation(x: Double, alpha: Double) -> MenuCore.Animation {
            MenuCore.Animation(
                duration: 0.3, curve: .easeInOut, from: ["row": Rect(x: x, y: 7, width: 11, height: 13)],
                to: ["row": Rect(x: 17, y: 7, width: 11, height: 13)], fromAlpha: ["row": alpha], toAlpha: ["row": 1])
        }
        let twins = [
            (animation(x: 0, alpha: 0.5), animation(x: -0.0, alpha: 0.5)),
            (animation(x: 3, alpha: 0), animation(x: 3, alpha: -0.0)),
        ]
        for (positive, negative) in twins {
            #expect(positive == negative)
            #expect(Self.written(positive, isOut: false) == Self.written(negative, isOut: false))
            #expect(!Self.written(negative, isOut: false).text.contains(":-0"))
            for animation in [negative, positive, negative, positive] {
                #expect(
                    TransitionMarkup.attribute(for: animation, isOut: false) == Self.written(positive, isOut: false))
            }
        }
    }
}
