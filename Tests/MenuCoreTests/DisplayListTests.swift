import MenuCore
import Testing

/// The renderer's contract, checked for every menu in its demo states on every viewport: names
/// are unique, parents come before their children, the shared boxes come first.
@Suite struct DisplayListTests {
    func check(_ layout: Layout, sourceLocation: SourceLocation = #_sourceLocation) {
        let names = layout.names
        #expect(Set(names).count == names.count, "duplicate names", sourceLocation: sourceLocation)
        #expect(Array(names.prefix(3)) == ["screen", "status-bar", "content"], sourceLocation: sourceLocation)
        var seen: Set<String> = []
        for box in layout.boxes {
            if let parent = box.parent {
                #expect(
                    seen.contains(parent), "\(box.name) before its parent \(parent)", sourceLocation: sourceLocation)
            }
            #expect(box.frame.width >= 0 && box.frame.height >= 0, sourceLocation: sourceLocation)
            seen.insert(box.name)
        }
    }

    func states<M: Menu>(_ menu: M.Type, _ sequence: [M.Action]) throws -> [M.State] {
        var state = M.initialState(for: .demo)
        var states = [state]
        for action in sequence {
            _ = try M.reduce(&state, action, configuration: .demo)
            states.append(state)
        }
        return states
    }

    @Test(arguments: ViewportKey.all)
    func everyMenuInEveryDemoState(_ key: ViewportKey) throws {
        let viewport = key.viewport
        for state in try states(Accordion.self, [.open(item: 0), .tapRow(index: 0)]) {
            check(Accordion.layout(.demo, state, viewport, measurer))
        }
        for state in try states(ActionSheet.self, [.open, .tapButton(index: 1)]) {
            check(ActionSheet.layout(.demo, state, viewport, measurer))
        }
        for state in try states(Dropdown.self, [.tapField, .tapRow(index: 5)]) {
            check(Dropdown.layout(.demo, state, viewport, measurer))
        }
        for state in try states(ContextMenu.self, [.open]) {
            check(ContextMenu.layout(.demo, state, viewport, measurer))
        }
        for state in try states(TabSplit.self, [.selectTab(index: 3)]) {
            check(TabSplit.layout(.demo, state, viewport, measurer))
        }
    }

    @Test func catalogListsEveryMenusActionTypes() {
        #expect(Accordion.actionTypes == ["open", "tapRow", "dismiss", "typeText", "saveEdit", "cancelEdit"])
        #expect(ActionSheet.actionTypes == ["open", "tapButton", "tapOutside"])
        #expect(Dropdown.actionTypes == ["tapField", "tapRow", "typeText", "endEditing"])
        #expect(ContextMenu.actionTypes == ["open", "tapItem", "tapOutside"])
        #expect(TabSplit.actionTypes == ["selectTab", "moveTab"])
    }

    @Test func issueFrameNamesArePresent() throws {
        let viewport = Viewport(.iPhone35, .portrait)
        let sheet = ActionSheet.Configuration(title: "T", buttons: ["A"], icons: ["x"])
        let required: [(Layout, [String])] = [
            (
                Accordion.layout(.demo, Accordion.State(isOpen: true, items: []), viewport, measurer),
                ["cover", "menu", "row-0", "row-7"]
            ),
            (
                ActionSheet.layout(sheet, ActionSheet.State(isShowing: true), viewport, measurer),
                ["backdrop", "sheet", "title", "table", "row-0", "icon-0"]
            ),
            (
                Dropdown.layout(.demo, Dropdown.initialState(for: .demo), viewport, measurer),
                ["field", "indicator", "underline", "animation", "list", "row-0", "row-5"]
            ),
            (
                ContextMenu.layout(.demo, ContextMenu.State(), viewport, measurer),
                ["cover", "stack", "item-0", "separator-0"]
            ),
            (
                TabSplit.layout(.demo, TabSplit.initialState(for: .demo), viewport, measurer),
                ["strip", "detail", "navbar", "tab-0", "tab-10"]
            ),
        ]
        for (layout, names) in required {
            for name in ["screen", "status-bar", "content"] + names {
                #expect(layout[name] != nil, "missing \(name)")
            }
        }
    }
}
