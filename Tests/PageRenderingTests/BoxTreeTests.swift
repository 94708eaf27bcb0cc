import MenuCore
import PageRendering
import Testing

/// The display list as the DOM nests it, malformed lists included.
@Suite struct BoxTreeTests {
    private static func box(_ name: String, parent: String?, alpha: Double = 1, height: Double = 10) -> Box {
        Box(name, frame: rect(0, 0, 10, height), parent: parent, role: .decoration, alpha: alpha, overflow: .clip)
    }

    private static func children(_ tree: BoxTree) -> [[Int]] {
        tree.boxes.indices.map { Array(tree.children[$0]) }
    }

    @Test func boxesHangUnderTheFirstEarlierBoxOfTheirParentsName() throws {
        let tree = BoxTree(
            try handMadeLayout([
                Self.box("screen", parent: nil),
                Self.box("menu", parent: "screen"),
                Self.box("row-0", parent: "menu"),
                Self.box("row-1", parent: "menu"),
                // A second box named "menu": children still find the first.
                Self.box("menu", parent: "screen"),
                Self.box("row-2", parent: "menu"),
                // A parent that comes later, and one that never comes: under the root.
                Self.box("early", parent: "late"),
                Self.box("late", parent: "screen"),
                Self.box("lost", parent: "nowhere"),
                Self.box("row-3", parent: "row-0"),
            ]))
        #expect(tree.parents == [nil, 0, 1, 1, 0, 1, 0, 0, 0, 2])
        #expect(Self.children(tree) == [[1, 4, 6, 7, 8], [2, 3, 5], [9], [], [], [], [], [], [], []])
        #expect(tree.boxes.indices.flatMap { tree.descendants(of: $0) }.count == 14)
    }

    /// Names are Swift strings: a parent named by a canonically equal spelling (the Kelvin sign
    /// is "K", "é" composed is "e" and a combining accent) is found, whichever side is ASCII.
    @Test func namesMatchAsSwiftStringsDo() throws {
        let tree = BoxTree(
            try handMadeLayout([
                Self.box("screen", parent: nil),
                Self.box("K", parent: "screen"),
                Self.box("a", parent: "\u{212A}"),
                Self.box("\u{E9}", parent: "screen"),
                Self.box("b", parent: "e\u{301}"),
                Self.box("c", parent: "K"),
            ]))
        #expect(tree.parents == [nil, 0, 1, 0, 3, 1])
    }

    @Test func hiddenBoxesHideTheirSubtrees() throws {
        let tree = BoxTree(
            try handMadeLayout([
                Self.box("screen", parent: nil),
                Self.box("faded", parent: "screen", alpha: 0),
                Self.box("inside", parent: "faded"),
                Self.box("closed", parent: "screen", height: 0),
                Self.box("row", parent: "closed"),
                Self.box("shown", parent: "screen"),
            ]))
        #expect(tree.isHidden == [false, true, true, true, true, false])
    }

    @Test func anEmptyListIsAnEmptyTree() {
        let tree = BoxTree(Layout(viewport: Viewport(.iPhone35, .portrait)))
        #expect(tree.parents == [nil, 0, 0])
        #expect(Self.children(tree) == [[1, 2], [], []])
    }
}
