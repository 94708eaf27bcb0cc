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
}
