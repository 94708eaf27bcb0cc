import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `POST /menus/{id}/configure`: the Options panel's one form (its values, then one change).
@Suite struct ConfigureTests {
    let client = TestClient.demoRoutes

    // MARK: Accordion

    @Test func accordionOptionsAreRenamedMovedRemovedAndAdded() throws {
        let page = PageState<Accordion>(device: configureDevice)
        let demo = ["Edit", "Delete", "Option 1", "Option 2", "Option 3", "Option 4", "Option 5"]
        #expect(page.configuration.options == demo)
        let cases: [([(String, String)], [String])] = [
            (
                [("text.2", "Archive"), ("save", "1")],
                ["Edit", "Delete", "Archive", "Option 2", "Option 3", "Option 4", "Option 5"]
            ),
            (
                [("down", "0")],
                ["Delete", "Edit", "Option 1", "Option 2", "Option 3", "Option 4", "Option 5"]
            ),
            (
                [("up", "6")],
                ["Edit", "Delete", "Option 1", "Option 2", "Option 3", "Option 5", "Option 4"]
            ),
            (
                [("remove", "1")],
                ["Edit", "Option 1", "Option 2", "Option 3", "Option 4", "Option 5"]
            ),
            ([("new", "Share"), ("add", "1")], demo + ["Share"]),
        ]
        for (fields, options) in cases {
            let expected = edited(page) { $0.configuration.options = options }
            #expect(try client.configured(page, fields) == expected)
        }
    }

    /// An open menu stays open while its options are edited, and the host's items survive.
    @Test func anEditKeepsTheMenuOpenAndTheHostState() throws {
        var page = PageState<Accordion>(device: configureDevice)
        _ = try Accordion.reduce(&page.state, .open(item: 2), configuration: page.configuration)
        #expect(page.state.isOpen)
        let expected = edited(page) { $0.configuration.options.append("Pin") }
        #expect(expected.state.isOpen)
        #expect(try client.configured(page, [("new", "Pin"), ("add", "1")]) == expected)
    }

    // MARK: Action sheet

    @Test func actionSheetIconsStayInStepWithTheButtons() throws {
        let page = PageState<ActionSheet>(device: configureDevice)
        #expect(page.configuration == ActionSheet.Configuration.demo)

        // Without icons, adding and moving keep `icons` absent.
        let added = try client.configured(page, [("new", "Purple"), ("add", "1")])
        #expect(
            added.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Red", "Green", "Blue", "Orange", "Purple"]))

        let starred = try client.configured(page, [("icon.1", "star")])
        #expect(
            starred.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Red", "Green", "Blue", "Orange"],
                    icons: [nil, "star", nil, nil]))

        let moved = try client.configured(
            try client.configured(starred, [("down", "1"), ("icon.1", "star")]), [("down", "2")])
        #expect(
            moved.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Red", "Blue", "Orange", "Green"],
                    icons: [nil, nil, nil, "star"]))

        let removed = try client.configured(moved, [("remove", "0")])
        #expect(
            removed.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Green"], icons: [nil, nil, "star"]))

        let grown = try client.configured(removed, [("new", "Pink"), ("save", "1")])
        #expect(
            grown.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Green", "Pink"],
                    icons: [nil, nil, "star", nil]))

        let renamed = try client.configured(grown, [("text.2", "Lime")])
        #expect(
            renamed.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Lime", "Pink"],
                    icons: [nil, nil, "star", nil]))

        let cleared = try client.configured(renamed, [("icon.2", "none")])
        #expect(
            cleared.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Lime", "Pink"],
                    icons: [nil, nil, nil, nil]))
    }

    @Test func actionSheetTitleIsEditedWhileTheSheetShows() throws {
        var page = PageState<ActionSheet>(device: configureDevice)
        page.state.isShowing = true
        page.state.background = .green
        let expected = edited(page) { $0.configuration.title = "Pick a colour" }
        #expect(try client.configured(page, [("title", "Pick a colour")]) == expected)
    }

    // MARK: Dropdown

    @Test func dropdownOptionsAreEdited() throws {
        let page = PageState<Dropdown>(device: configureDevice)
        let cases: [([(String, String)], [String])] = [
            (
                [("text.4", "Mint")],
                ["Chocolate", "Vanilla", "Strawberry", "Banana", "Mint"]
            ),
            (
                [("up", "3")],
                ["Chocolate", "Vanilla", "Banana", "Strawberry", "Lime"]
            ),
            ([("remove", "0")], ["Vanilla", "Strawberry", "Banana", "Lime"]),
            ([("new", "Mango"), ("add", "1")], ["Chocolate", "Vanilla", "Strawberry", "Banana", "Lime", "Mango"]),
        ]
        for (fields, options) in cases {
            let expected = edited(page) { $0.configuration.options = options }
            #expect(try client.configured(page, fields) == expected)
        }
    }

    /// A field still showing the old title shows the new one; a chosen flavour stays.
    @Test func dropdownTitleFollowsIntoAnUntouchedField() throws {
        let page = PageState<Dropdown>(device: configureDevice)
        let expected = edited(page) {
            $0.configuration.title = "Pick a flavour"
            $0.state.text = "Pick a flavour"
        }
        #expect(try client.configured(page, [("title", "Pick a flavour")]) == expected)

        var chosen = page
        chosen.state = Dropdown.State(isDroppedDown: true, text: "Banana")
        // The list stays down: the edit leaves it valid.
        let kept = edited(chosen) { $0.configuration.title = "Pick a flavour" }
        #expect(try client.configured(chosen, [("title", "Pick a flavour")]) == kept)
    }

    /// The colour inputs' hex becomes RGBA; an unchanged swatch keeps its exact colour (the
    /// default grey 0.46 is #757575, which would otherwise round to 117/255).
    @Test func dropdownColoursBecomeRGBA() throws {
        let page = PageState<Dropdown>(device: configureDevice)
        let next = try client.configured(
            page,
            [("boldColor", "#FF0000"), ("lightColor", "#ffffff"), ("dropDownColor", "#757575")])
        let expected = edited(page) { $0.configuration.style.boldColor = RGBA(red: 1, green: 0, blue: 0) }
        #expect(next == expected)
        #expect(next.configuration.style.dropDownColor == OpenValues.dropdownListFill)

        let blue = try client.configured(
            page,
            [("boldColor", "#000000"), ("lightColor", "#ffffff"), ("dropDownColor", "#3366cc")])
        #expect(blue.configuration.style.dropDownColor == RGBA(red255: 0x33, green255: 0x66, blue255: 0xcc))
    }

    // MARK: Context menu

    @Test func contextMenuOptionsKeepTheirActions() throws {
        let page = PageState<ContextMenu>(device: configureDevice)
        let demo: [ContextMenu.Option] = [
            .init(text: "Copy", icon: "copy", action: "copy"), .init(text: "Share", icon: "share", action: "share"),
            .init(text: "Rename", icon: "pencil", action: "rename"),
            .init(text: "Delete", icon: "trash", action: "delete"),
        ]
        #expect(page.configuration.options == demo)
        let long = String(repeating: "x", count: 60)
        let cases: [([(String, String)], [ContextMenu.Option])] = [
            (
                [("text.0", "Duplicate")],
                [.init(text: "Duplicate", icon: "copy", action: "copy")] + demo[1...]
            ),
            ([("up", "3")], [demo[0], demo[1], demo[3], demo[2]]),
            ([("remove", "2")], [demo[0], demo[1], demo[3]]),
            ([("new", "Pin"), ("add", "1")], demo + [.init(text: "Pin", action: "Pin")]),
            (
                [("new", long), ("add", "1")],
                demo + [.init(text: long, action: String(repeating: "x", count: Limits.maxNameLength))]
            ),
            (
                [("icon.1", "star")],
                [demo[0], .init(text: "Share", icon: "star", action: "share"), demo[2], demo[3]]
            ),
            (
                [("icon.1", "none")],
                [demo[0], .init(text: "Share", action: "share"), demo[2], demo[3]]
            ),
        ]
        for (fields, options) in cases {
            let expected = edited(page) { $0.configuration.options = options }
            #expect(try client.configured(page, fields) == expected)
        }
    }

    /// An edit that changes nothing leaves the page, open menu and all, as it was.
    @Test func anEditThatChangesNothingKeepsThePage() throws {
        var page = PageState<ContextMenu>(device: configureDevice)
        page.state.isShown = true
        #expect(try client.configured(page, [("save", "1")]) == page)
        #expect(try client.configured(page, [("add", "1"), ("new", "")]) == page)
        #expect(try client.configured(page, [("text.0", "Copy"), ("icon.0", "copy"), ("new", "")]) == page)
    }

    // MARK: One form

    /// Every button sends every field: a row renamed without Save survives a click on another
    /// row's arrow, and the values are applied before the change, so the arrow moves the row
    /// as the panel showed it.
    @Test func aMoveKeepsTheTextTypedInAnotherRow() throws {
        let page = PageState<Accordion>(device: configureDevice)
        let expected = edited(page) {
            $0.configuration.options = ["Edit", "Delete", "Option 1", "Option 3", "Second", "Option 4", "Option 5"]
        }
        let fields = [("text.0", "Edit"), ("text.3", "Second"), ("down", "3")]
        #expect(try client.configured(page, fields) == expected)
    }

    /// A new option's text is added by whichever button sends the form, after the change.
    @Test func aNewOptionIsNotLostToAnotherButton() throws {
        let page = PageState<Dropdown>(device: configureDevice)
        let expected = edited(page) { $0.configuration.options = ["Vanilla", "Strawberry", "Banana", "Lime", "Mango"] }
        #expect(try client.configured(page, [("new", "Mango"), ("remove", "0")]) == expected)
    }

    /// The tab/split controller's options are its tabs, in the strip's order; saving them makes
    /// that the tabs' own order, and the strip shows them so.
    @Test func tabSplitTabsAreRenamedAddedAndRemoved() throws {
        var page = PageState<TabSplit>(device: configureDevice)
        page.configuration.order = [1, 0, 2, 3, 4, 5, 6, 7, 8, 9]
        page.state = TabSplit.State(order: [1, 0, 2, 3, 4, 5, 6, 7, 8, 9], selected: 3)
        let next = try client.configured(
            page, [("text.0", "Deux"), ("icon.0", "Up"), ("remove", "9"), ("new", "Eleven")])
        let kinds = TabSplit.kinds
        var tabs = [TabSplit.Kind(title: "Deux", icon: "Up"), kinds[0]] + kinds[2..<9]
        tabs.append(TabSplit.Kind(title: "Eleven", icon: "UpRight"))
        let expected = edited(page) {
            $0.configuration = TabSplit.Configuration(tabs: tabs)
            $0.state = TabSplit.State(order: Array(0..<10), selected: 3)
        }
        #expect(next == expected)
    }

    /// An icon a link gave an option, which the panel does not offer, comes back with every
    /// post of the form and is kept: it blocks no other edit.
    @Test func anIconThePanelDoesNotOfferIsKept() throws {
        var page = PageState<ContextMenu>(device: configureDevice)
        page.configuration.options[0].icon = "rocket"
        let expected = edited(page) { $0.configuration.options[1].text = "Send" }
        #expect(
            try client.configured(page, [("icon.0", "rocket"), ("text.1", "Send"), ("icon.1", "share")]) == expected)
    }

    /// After Settings reordered the strip, an edit of the tabs keeps that order and the tab shown.
    @Test func anEditOfTheTabsKeepsTheStripsOrderAndItsTab() throws {
        var page = PageState<TabSplit>(device: configureDevice)
        page.state = TabSplit.State(order: [4, 0, 1, 2, 3, 5, 6, 7, 8, 9], selected: 1)  // Five shown
        let renamed = try client.configured(page, [("text.0", "Uno")])
        #expect(renamed.state == page.state)
        #expect(renamed.configuration.tabs[0].title == "Uno")
        // Removing a tab keeps the others' order; removing the one shown shows Settings.
        let removed = try client.configured(page, [("remove", "1")])
        #expect(removed.state == TabSplit.State(order: [3, 0, 1, 2, 4, 5, 6, 7, 8], selected: 1))
        let gone = try client.configured(page, [("remove", "4")])
        #expect(gone.state == TabSplit.State(order: [0, 1, 2, 3, 4, 5, 6, 7, 8], selected: 0))
        // A strip left as configured shows the tabs as the panel now lists them.
        var plain = PageState<TabSplit>(device: configureDevice)
        plain.state.selected = 2  // Two
        let moved = try client.configured(plain, [("up", "1")])
        #expect(moved.state == TabSplit.State(order: Array(0..<10), selected: 1))
        #expect(moved.configuration.tabs.prefix(2).map(\.title) == ["Two", "One"])
    }

    // MARK: Refusals
}

/// `page` after one edit of the Options panel: `change` made to it (its configuration, and its
/// state when the edit changes that too), with the edit on its trail for Undo.
private func edited<M: PlaygroundMenu>(_ page: PageState<M>, _ change: (inout PageState<M>) -> Void)
    -> PageState<M>
{
    var changed = page
    change(&changed)
    var expected = page
    expected.edit(to: changed.configuration, state: changed.state)
    return expected
}
