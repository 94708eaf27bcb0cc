import MenuCore
import PageRendering
import TestSupport
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

    /// Long lists, with repeated names, parents that come later or never, and canonically equal
    /// spellings: each box hangs under the first earlier box of its parent's name, as a search one
    /// by one finds it.
    @Test(arguments: 0..<20 as Range<UInt64>)
    func longListsFindTheFirstEarlierBoxOfEachName(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let names = ["K", "\u{212A}", "\u{E9}", "e\u{301}", "menu"] + (0..<60).map { "row-\($0)" }
        var boxes = [Self.box("screen", parent: nil)]
        for _ in 0..<Int.random(in: 60..<800, using: &generator) {
            let parent = Int.random(in: 0..<10, using: &generator) == 0 ? nil : names.randomElement(using: &generator)
            boxes.append(Self.box(names.randomElement(using: &generator)!, parent: parent))
        }
        let expected: [Int?] = boxes.indices.map { index in
            guard index > 0 else { return nil }
            guard let parent = boxes[index].parent else { return 0 }
            return boxes[..<index].firstIndex { $0.name == parent } ?? 0
        }
        #expect(BoxTree(try handMadeLayout(boxes)).parents == expected)
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

    /// The first descendant found in place is the first of `descendants(of:)`, in document order.
    @Test func firstDescendantIsTheFirstOfTheDescendants() throws {
        let tree = BoxTree(
            try handMadeLayout([
                Self.box("screen", parent: nil), Self.box("menu", parent: "screen"), Self.box("row-0", parent: "menu"),
                Self.box("row-1", parent: "menu"), Self.box("menu", parent: "screen"),
                Self.box("row-2", parent: "menu"),
                Self.box("late", parent: "screen"), Self.box("row-3", parent: "row-0"),
            ]))
        let wanted: [(Int) -> Bool] = [{ _ in true }, { _ in false }, { $0 == 5 }, { $0 >= 3 }, { $0 % 2 == 1 }]
        for index in tree.boxes.indices {
            for isWanted in wanted {
                #expect(
                    tree.firstDescendant(of: index, where: isWanted)
                        == tree.descendants(of: index).first(where: isWanted))
            }
        }
    }
}
