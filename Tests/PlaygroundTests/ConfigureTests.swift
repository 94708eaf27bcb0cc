import Foundation
import HTTPServer
import MenuCore
import Testing

@testable import Playground

/// `POST /menus/{id}/configure`: the control panel's Options, Title and Colours forms.
@Suite struct ConfigureTests {
    let client = ConfigureClient()

    // MARK: Accordion

    @Test func accordionOptionsAreRenamedMovedRemovedAndAdded() throws {
        let page = PageState<Accordion>(device: ConfigureClient.device)
        let demo = ["Edit", "Delete", "Option 1", "Option 2", "Option 3", "Option 4", "Option 5"]
        #expect(page.configuration.options == demo)
        let cases: [([(String, String)], [String])] = [
            (
                [("edit", "rename"), ("index", "2"), ("text", "Archive")],
                ["Edit", "Delete", "Archive", "Option 2", "Option 3", "Option 4", "Option 5"]
            ),
            (
                [("edit", "move"), ("index", "0"), ("to", "2")],
                ["Delete", "Option 1", "Edit", "Option 2", "Option 3", "Option 4", "Option 5"]
            ),
            (
                [("edit", "move"), ("index", "6"), ("to", "5")],
                ["Edit", "Delete", "Option 1", "Option 2", "Option 3", "Option 5", "Option 4"]
            ),
            (
                [("edit", "remove"), ("index", "1")],
                ["Edit", "Option 1", "Option 2", "Option 3", "Option 4", "Option 5"]
            ),
            ([("edit", "add"), ("text", "Share")], demo + ["Share"]),
        ]
        for (fields, options) in cases {
            var expected = page
            expected.configuration.options = options
            #expect(try client.configured(page, fields) == expected)
        }
    }

    /// An open menu is put away; the host's items and its editor survive.
    @Test func anEditClosesTheMenuAndKeepsTheHostState() throws {
        var page = PageState<Accordion>(device: ConfigureClient.device)
        _ = try Accordion.reduce(&page.state, .open(item: 2), configuration: page.configuration)
        #expect(page.state.isOpen)
        var expected = page
        expected.configuration.options.append("Pin")
        expected.state = Accordion.closing(page.state)
        #expect(!expected.state.isOpen)
        #expect(try client.configured(page, [("edit", "add"), ("text", "Pin")]) == expected)
    }

    // MARK: Action sheet

    @Test func actionSheetIconsStayInStepWithTheButtons() throws {
        let page = PageState<ActionSheet>(device: ConfigureClient.device)
        #expect(page.configuration == ActionSheet.Configuration.demo)

        // Without icons, adding and moving keep `icons` absent.
        let added = try client.configured(page, [("edit", "add"), ("text", "Purple")])
        #expect(
            added.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Red", "Green", "Blue", "Orange", "Purple"]))

        let starred = try client.configured(page, [("edit", "icon"), ("index", "1"), ("icon", "star")])
        #expect(
            starred.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Red", "Green", "Blue", "Orange"],
                    icons: [nil, "star", nil, nil]))

        let moved = try client.configured(starred, [("edit", "move"), ("index", "1"), ("to", "3")])
        #expect(
            moved.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Red", "Blue", "Orange", "Green"],
                    icons: [nil, nil, nil, "star"]))

        let removed = try client.configured(moved, [("edit", "remove"), ("index", "0")])
        #expect(
            removed.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Green"], icons: [nil, nil, "star"]))

        let grown = try client.configured(removed, [("edit", "add"), ("text", "Pink")])
        #expect(
            grown.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Green", "Pink"],
                    icons: [nil, nil, "star", nil]))

        let renamed = try client.configured(grown, [("edit", "rename"), ("index", "2"), ("text", "Lime")])
        #expect(
            renamed.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Lime", "Pink"],
                    icons: [nil, nil, "star", nil]))

        let cleared = try client.configured(renamed, [("edit", "icon"), ("index", "2"), ("icon", "none")])
        #expect(
            cleared.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Lime", "Pink"],
                    icons: [nil, nil, nil, nil]))
    }

    @Test func actionSheetTitleIsEditedAndTheSheetPutAway() throws {
        var page = PageState<ActionSheet>(device: ConfigureClient.device)
        page.state.isShowing = true
        page.state.background = .green
        var expected = page
        expected.configuration.title = "Pick a colour"
        expected.state.isShowing = false
        #expect(try client.configured(page, [("edit", "title"), ("text", "Pick a colour")]) == expected)
    }

    // MARK: Dropdown

    @Test func dropdownOptionsAreEdited() throws {
        let page = PageState<Dropdown>(device: ConfigureClient.device)
        let cases: [([(String, String)], [String])] = [
            (
                [("edit", "rename"), ("index", "4"), ("text", "Mint")],
                ["Chocolate", "Vanilla", "Strawberry", "Banana", "Mint"]
            ),
            (
                [("edit", "move"), ("index", "3"), ("to", "0")],
                ["Banana", "Chocolate", "Vanilla", "Strawberry", "Lime"]
            ),
            ([("edit", "remove"), ("index", "0")], ["Vanilla", "Strawberry", "Banana", "Lime"]),
            ([("edit", "add"), ("text", "Mango")], ["Chocolate", "Vanilla", "Strawberry", "Banana", "Lime", "Mango"]),
        ]
        for (fields, options) in cases {
            var expected = page
            expected.configuration.options = options
            #expect(try client.configured(page, fields) == expected)
        }
    }

    /// A field still showing the old title shows the new one; a chosen flavour stays.
    @Test func dropdownTitleFollowsIntoAnUntouchedField() throws {
        let page = PageState<Dropdown>(device: ConfigureClient.device)
        var expected = page
        expected.configuration.title = "Pick a flavour"
        expected.state.text = "Pick a flavour"
        #expect(try client.configured(page, [("edit", "title"), ("text", "Pick a flavour")]) == expected)

        var chosen = page
        chosen.state = Dropdown.State(isDroppedDown: true, text: "Banana")
        var kept = chosen
        kept.configuration.title = "Pick a flavour"
        kept.state.isDroppedDown = false
        #expect(try client.configured(chosen, [("edit", "title"), ("text", "Pick a flavour")]) == kept)
    }

    /// The colour inputs' hex becomes RGBA; an unchanged swatch keeps its exact colour (the
    /// default grey 0.46 is #757575, which would otherwise round to 117/255).
    @Test func dropdownColoursBecomeRGBA() throws {
        let page = PageState<Dropdown>(device: ConfigureClient.device)
        let next = try client.configured(
            page,
            [("edit", "colours"), ("boldColor", "#FF0000"), ("lightColor", "#ffffff"), ("dropDownColor", "#757575")])
        var expected = page
        expected.configuration.style.boldColor = RGBA(red: 1, green: 0, blue: 0)
        #expect(next == expected)
        #expect(next.configuration.style.dropDownColor == OpenValues.dropdownListFill)

        let blue = try client.configured(
            page,
            [("edit", "colours"), ("boldColor", "#000000"), ("lightColor", "#ffffff"), ("dropDownColor", "#3366cc")])
        #expect(blue.configuration.style.dropDownColor == RGBA(red255: 0x33, green255: 0x66, blue255: 0xcc))
    }

    // MARK: Context menu

    @Test func contextMenuOptionsKeepTheirActions() throws {
        let page = PageState<ContextMenu>(device: ConfigureClient.device)
        let demo: [ContextMenu.Option] = [
            .init(text: "Copy", icon: "copy", action: "copy"), .init(text: "Share", icon: "share", action: "share"),
            .init(text: "Rename", icon: "pencil", action: "rename"),
            .init(text: "Delete", icon: "trash", action: "delete"),
        ]
        #expect(page.configuration.options == demo)
        let long = String(repeating: "x", count: 60)
        let cases: [([(String, String)], [ContextMenu.Option])] = [
            (
                [("edit", "rename"), ("index", "0"), ("text", "Duplicate")],
                [.init(text: "Duplicate", icon: "copy", action: "copy")] + demo[1...]
            ),
            ([("edit", "move"), ("index", "3"), ("to", "0")], [demo[3], demo[0], demo[1], demo[2]]),
            ([("edit", "remove"), ("index", "2")], [demo[0], demo[1], demo[3]]),
            ([("edit", "add"), ("text", "Pin")], demo + [.init(text: "Pin", action: "Pin")]),
            (
                [("edit", "add"), ("text", long)],
                demo + [.init(text: long, action: String(repeating: "x", count: Limits.maxNameLength))]
            ),
            (
                [("edit", "icon"), ("index", "1"), ("icon", "star")],
                [demo[0], .init(text: "Share", icon: "star", action: "share"), demo[2], demo[3]]
            ),
            (
                [("edit", "icon"), ("index", "1"), ("icon", "none")],
                [demo[0], .init(text: "Share", action: "share"), demo[2], demo[3]]
            ),
        ]
        for (fields, options) in cases {
            var expected = page
            expected.configuration.options = options
            #expect(try client.configured(page, fields) == expected)
        }
    }

    /// An edit that changes nothing leaves the page, open menu and all, as it was.
    @Test func anEditThatChangesNothingKeepsThePage() throws {
        var page = PageState<ContextMenu>(device: ConfigureClient.device)
        page.state.isShown = true
        #expect(try client.configured(page, [("edit", "move"), ("index", "1"), ("to", "1")]) == page)
        #expect(try client.configured(page, [("edit", "rename"), ("index", "0"), ("text", "Copy")]) == page)
    }

    // MARK: Refusals
}
