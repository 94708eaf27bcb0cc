import MenuCore
import PageRendering
import Testing

/// `FrameTable`: the rows of the demo page's frames table for a layout, marked with a step's changes.
@Suite struct FrameTableTests {
    private let viewport = Viewport(.iPhone4, .portrait)

    private func layout(menu: Rect, row: String) -> Layout {
        var layout = Layout(viewport: viewport)
        layout.append(Box("menu", frame: menu, parent: FrameName.content, role: .list))
        layout.append(Box(row, frame: Rect(x: 30, y: 134, width: 260, height: 40), parent: "menu", role: .option))
        return layout
    }

    private var sharedRows: [FrameTable.Row] {
        [
            .init(name: "screen", frame: viewport.screen, parent: nil),
            .init(name: "status-bar", frame: viewport.statusBarFrame, parent: "screen"),
            .init(name: "content", frame: viewport.content, parent: "screen"),
        ]
    }

    @Test func everyBoxIsARowWithItsParentInDrawingOrder() {
        let menu = Rect(x: 30, y: 134, width: 260, height: 320)
        #expect(
            FrameTable(layout(menu: menu, row: "row-1"))
                == FrameTable(
                    rows: sharedRows + [
                        .init(name: "menu", frame: menu, parent: "content"),
                        .init(name: "row-1", frame: Rect(x: 30, y: 134, width: 260, height: 40), parent: "menu"),
                    ]))
    }

    @Test func aStepsChangesMarkTheirRows() {
        let closed = Rect(x: 30, y: 294, width: 260, height: 0)
        let open = Rect(x: 30, y: 134, width: 260, height: 320)
        let before = layout(menu: closed, row: "row-1")
        let after = layout(menu: open, row: "row-2")
        #expect(
            FrameTable(after, changes: FrameChanges(from: before, to: after))
                == FrameTable(
                    rows: sharedRows + [
                        .init(name: "menu", frame: open, parent: "content", mark: .changed(from: closed)),
                        .init(
                            name: "row-2", frame: Rect(x: 30, y: 134, width: 260, height: 40), parent: "menu",
                            mark: .appeared),
                    ],
                    disappeared: ["row-1"]))
    }
}
