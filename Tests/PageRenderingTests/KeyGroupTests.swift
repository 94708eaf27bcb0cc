import HTML
import MenuCore
import PageRendering
import Testing

/// The groups the arrow keys move through: one rule for every menu (`KeyGroups`).
@Suite struct KeyGroupTests {
    /// The boxes marked `data-keys`, with their orientation, in document order.
    static func groups(in html: String) -> [String] {
        var groups: [String] = []
        var rest = Substring(html)
        while let tag = rest.range(of: "<div data-frame=\"") {
            rest = rest[tag.upperBound...]
            let end = rest.firstIndex(of: ">")!
            let startTag = rest[..<end]
            if let keys = startTag.range(of: " data-keys=\"") {
                let name = startTag.prefix { $0 != "\"" }
                let orientation = startTag[keys.upperBound...].prefix { $0 != "\"" }
                groups.append("\(name):\(orientation)")
            }
        }
        return groups
    }

    /// Open, and the accordion closed too: its table's rows are a group only while no menu
    /// covers them; the closed menu, drawn `inert` for its frames, keeps its mark.
    @Test(arguments: [
        (MenuID.accordion, false, ["table:vertical", "menu:vertical"]),
        (.accordion, true, ["menu:vertical"]),
        (.actionSheet, true, ["table:vertical"]),
        (.dropdown, true, ["list:vertical"]),
        (.contextMenu, true, ["stack:vertical"]),
        (.tabSplit, true, ["detail-body:vertical"]),
    ])
    func marksTheListOrDialogAroundEachMenusItems(_ id: MenuID, _ isOpen: Bool, _ expected: [String]) throws {
        let layout = try DemoScreens.layout(
            id, after: isOpen ? DemoScreens.openingActions(id) : [], on: Viewport(.iPhone4, .portrait),
            measurer: measurer)
        let html = Renderer.fragment(ScreenRenderer(form: testForm).render(layout).screen)
        #expect(Self.groups(in: html) == expected)
    }

    @Test func aTextFieldMakesNoGroupAndTheNearestGroupHoldsTheButtons() throws {
        let font = Font(.sans, size: 17, lineHeight: 20)
        let layout = try handMadeLayout([
            Box("screen", frame: rect(0, 0, 320, 480), parent: nil, role: .screen),
            Box("outer", frame: rect(0, 0, 320, 200), parent: "screen", role: .dialog, label: "Outer"),
            Box("inner", frame: rect(0, 0, 320, 100), parent: "outer", role: .list),
            Box(
                "row-0", frame: rect(0, 0, 320, 40), parent: "inner", role: .option,
                text: TextRun("One", font: font, color: .black), action: ActionPayload("tapRow", index: 0)),
            Box("form", frame: rect(0, 100, 320, 100), parent: "screen", role: .list),
            Box(
                "field", frame: rect(0, 100, 320, 40), parent: "form", role: .textField,
                text: TextRun("Text", font: font, color: .black), action: ActionPayload("typeText", text: "Text")),
        ])
        let html = Renderer.fragment(ScreenRenderer(form: testForm).render(layout).screen)
        #expect(Self.groups(in: html) == ["inner:vertical"])
    }
}
