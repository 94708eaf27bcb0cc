import MenuCore
import Testing

/// `FrameChanges`: what the demo page's frames table marks after a step.
@Suite struct FrameChangesTests {
    private func layout(_ boxes: [(String, Rect)]) -> Layout {
        var layout = Layout(viewport: Viewport(.iPhone4, .portrait))
        for (name, frame) in boxes {
            layout.append(Box(name, frame: frame, parent: FrameName.content, role: .decoration))
        }
        return layout
    }

    private let closedMenu = Rect(x: 30, y: 294, width: 260, height: 0)
    private let openMenu = Rect(x: 30, y: 134, width: 260, height: 320)
    private let cover = Rect(x: 0, y: 20, width: 320, height: 548)

    @Test func aStepChangesMovesAddsAndRemovesBoxes() {
        let before = layout([
            ("cover", cover), ("menu", closedMenu), ("row-1", Rect(x: 0, y: 0, width: 10, height: 10)),
        ])
        let after = layout([
            ("cover", cover), ("menu", openMenu), ("row-2", Rect(x: 1, y: 2, width: 3, height: 4)),
            ("row-3", Rect(x: 1, y: 6, width: 3, height: 4)),
        ])
        #expect(
            FrameChanges(from: before, to: after)
                == FrameChanges(
                    changed: [.init(name: "menu", before: closedMenu, after: openMenu)], appeared: ["row-2", "row-3"],
                    disappeared: ["row-1"]))
        #expect(
            FrameChanges(from: after, to: before)
                == FrameChanges(
                    changed: [.init(name: "menu", before: openMenu, after: closedMenu)], appeared: ["row-1"],
                    disappeared: ["row-2", "row-3"]))
    }

    @Test func aLayoutComparedWithItselfChangesNothing() {
        let same = layout([("cover", cover), ("menu", openMenu)])
        #expect(FrameChanges(from: same, to: same) == FrameChanges())
        #expect(FrameChanges(from: same, to: same).isEmpty)
    }

    @Test func minusZeroIsZero() {
        let before = layout([("menu", Rect(x: -0.0, y: 0, width: 1, height: 1))])
        let after = layout([("menu", Rect(x: 0, y: 0, width: 1, height: 1))])
        #expect(FrameChanges(from: before, to: after).isEmpty)
    }
}
