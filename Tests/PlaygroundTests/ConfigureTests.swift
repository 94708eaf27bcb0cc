import Foundation
import HTTPServer
import MenuCore
import Testing

@testable import Playground

/// The demo routes with a known icon list, through the same pipeline the socket uses.
private let configurePipeline: ResponsePipeline = {
    var router = Router()
    DemoRoutes(measurer: FixedAdvanceMeasurer(), icons: IconNames(["copy", "pencil", "share", "star", "trash"]))
        .register(in: &router)
    return ResponsePipeline(
        router: router, compressor: Compressor(level: 1), compressedBodies: ByteBoundedCache(capacityBytes: 1 << 20))
}()

/// `POST /menus/{id}/configure`: the control panel's Options, Title and Colours forms.
@Suite struct ConfigureTests {
    private func get(_ target: String) -> Response {
        configurePipeline.respond(to: Request(method: "GET", target: target)).response
    }

    private func post(_ menu: MenuID, _ fields: [(String, String)]) -> Response {
        let body = fields.map { "\(Self.escape($0.0))=\(Self.escape($0.1))" }.joined(separator: "&")
        return configurePipeline.respond(
            to: Request(
                method: "POST", target: "/menus/\(menu.rawValue)/configure",
                headers: Headers([("Content-Type", "application/x-www-form-urlencoded")]), body: Array(body.utf8))
        ).response
    }

    private static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    private static func text(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    /// Posts one edit to `page` and decodes the state the 303 points to.
    private func configured<M: PageMenu>(_ page: PageState<M>, _ fields: [(String, String)]) throws -> PageState<M> {
        let response = post(M.id, [("token", try StateToken.encode(page))] + fields)
        #expect(response.status == 303, "\(Self.text(response))")
        let location = try #require(response.headers["Location"])
        let token = try #require(location.split(separator: "=", maxSplits: 1).last)
        #expect(location == StateToken.url(menu: M.id, token: String(token)))
        return try StateToken.decode(token, as: M.self)
    }

    /// Posts an edit that must be refused: a 422 whose page says `message` and links back to the
    /// state it was made on, with no redirect.
    private func refused<M: PageMenu>(
        _ page: PageState<M>, _ fields: [(String, String)], _ message: String, status: Int = 422
    ) throws {
        let token = try StateToken.encode(page)
        let response = post(M.id, [("token", token)] + fields)
        let html = Self.text(response)
        #expect(response.status == status, "\(html)")
        #expect(response.headers["Location"] == nil)
        #expect(html.contains(message), "\(html)")
        #expect(html.contains("href=\"\(StateToken.url(menu: M.id, token: token))\""))
    }

    private static let device = DeviceChoice.preset(.iPhone4)

    // MARK: Accordion

    @Test func accordionOptionsAreRenamedMovedRemovedAndAdded() throws {
        let page = PageState<Accordion>(device: Self.device)
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
            #expect(try configured(page, fields) == expected)
        }
    }

    /// An open menu is put away; the host's items and its editor survive.
    @Test func anEditClosesTheMenuAndKeepsTheHostState() throws {
        var page = PageState<Accordion>(device: Self.device)
        _ = try Accordion.reduce(&page.state, .open(item: 2), configuration: page.configuration)
        #expect(page.state.isOpen)
        var expected = page
        expected.configuration.options.append("Pin")
        expected.state = Accordion.closing(page.state)
        #expect(!expected.state.isOpen)
        #expect(try configured(page, [("edit", "add"), ("text", "Pin")]) == expected)
    }

    // MARK: Action sheet

    @Test func actionSheetIconsStayInStepWithTheButtons() throws {
        let page = PageState<ActionSheet>(device: Self.device)
        #expect(page.configuration == ActionSheet.Configuration.demo)

        // Without icons, adding and moving keep `icons` absent.
        let added = try configured(page, [("edit", "add"), ("text", "Purple")])
        #expect(
            added.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Red", "Green", "Blue", "Orange", "Purple"]))

        let starred = try configured(page, [("edit", "icon"), ("index", "1"), ("icon", "star")])
        #expect(
            starred.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Red", "Green", "Blue", "Orange"],
                    icons: [nil, "star", nil, nil]))

        let moved = try configured(starred, [("edit", "move"), ("index", "1"), ("to", "3")])
        #expect(
            moved.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Red", "Blue", "Orange", "Green"],
                    icons: [nil, nil, nil, "star"]))

        let removed = try configured(moved, [("edit", "remove"), ("index", "0")])
        #expect(
            removed.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Green"], icons: [nil, nil, "star"]))

        let grown = try configured(removed, [("edit", "add"), ("text", "Pink")])
        #expect(
            grown.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Green", "Pink"],
                    icons: [nil, nil, "star", nil]))

        let renamed = try configured(grown, [("edit", "rename"), ("index", "2"), ("text", "Lime")])
        #expect(
            renamed.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Lime", "Pink"],
                    icons: [nil, nil, "star", nil]))

        let cleared = try configured(renamed, [("edit", "icon"), ("index", "2"), ("icon", "none")])
        #expect(
            cleared.configuration
                == ActionSheet.Configuration(
                    title: "Set background color:", buttons: ["Blue", "Orange", "Lime", "Pink"],
                    icons: [nil, nil, nil, nil]))
    }

    @Test func actionSheetTitleIsEditedAndTheSheetPutAway() throws {
        var page = PageState<ActionSheet>(device: Self.device)
        page.state.isShowing = true
        page.state.background = .green
        var expected = page
        expected.configuration.title = "Pick a colour"
        expected.state.isShowing = false
        #expect(try configured(page, [("edit", "title"), ("text", "Pick a colour")]) == expected)
    }

    // MARK: Dropdown

    @Test func dropdownOptionsAreEdited() throws {
        let page = PageState<Dropdown>(device: Self.device)
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
            #expect(try configured(page, fields) == expected)
        }
    }

    /// A field still showing the old title shows the new one; a chosen flavour stays.
    @Test func dropdownTitleFollowsIntoAnUntouchedField() throws {
        let page = PageState<Dropdown>(device: Self.device)
        var expected = page
        expected.configuration.title = "Pick a flavour"
        expected.state.text = "Pick a flavour"
        #expect(try configured(page, [("edit", "title"), ("text", "Pick a flavour")]) == expected)

        var chosen = page
        chosen.state = Dropdown.State(isDroppedDown: true, text: "Banana")
        var kept = chosen
        kept.configuration.title = "Pick a flavour"
        kept.state.isDroppedDown = false
        #expect(try configured(chosen, [("edit", "title"), ("text", "Pick a flavour")]) == kept)
    }

    /// The colour inputs' hex becomes RGBA; an unchanged swatch keeps its exact colour (the
    /// default grey 0.46 is #757575, which would otherwise round to 117/255).
    @Test func dropdownColoursBecomeRGBA() throws {
        let page = PageState<Dropdown>(device: Self.device)
        let next = try configured(
            page,
            [("edit", "colours"), ("boldColor", "#FF0000"), ("lightColor", "#ffffff"), ("dropDownColor", "#757575")])
        var expected = page
        expected.configuration.style.boldColor = RGBA(red: 1, green: 0, blue: 0)
        #expect(next == expected)
        #expect(next.configuration.style.dropDownColor == OpenValues.dropdownListFill)

        let blue = try configured(
            page,
            [("edit", "colours"), ("boldColor", "#000000"), ("lightColor", "#ffffff"), ("dropDownColor", "#3366cc")])
        #expect(blue.configuration.style.dropDownColor == RGBA(red255: 0x33, green255: 0x66, blue255: 0xcc))
    }

    // MARK: Context menu

    @Test func contextMenuOptionsKeepTheirActions() throws {
        let page = PageState<ContextMenu>(device: Self.device)
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
            #expect(try configured(page, fields) == expected)
        }
    }

    /// An edit that changes nothing leaves the page, open menu and all, as it was.
    @Test func anEditThatChangesNothingKeepsThePage() throws {
        var page = PageState<ContextMenu>(device: Self.device)
        page.state.isShown = true
        #expect(try configured(page, [("edit", "move"), ("index", "1"), ("to", "1")]) == page)
        #expect(try configured(page, [("edit", "rename"), ("index", "0"), ("text", "Copy")]) == page)
    }

    // MARK: Refusals

    @Test func badIndexesAreRefused() throws {
        let page = PageState<Accordion>(device: Self.device)
        try refused(
            page, [("edit", "rename"), ("index", "7"), ("text", "X")],
            "The field “index” is 7; the menu has 7 options (0…6).")
        try refused(page, [("edit", "remove"), ("index", "-1")], "The field “index” is -1")
        try refused(page, [("edit", "move"), ("index", "0"), ("to", "7")], "The field “to” is 7")
        try refused(page, [("edit", "move"), ("index", "x"), ("to", "1")], "The field “index” must be a whole number")
        // A missing field is a 400, as on the device panel.
        try refused(page, [("edit", "remove")], "The field “index” is missing.", status: 400)
    }

    @Test func unknownAndInapplicableEditsAreRefused() throws {
        try refused(
            PageState<Accordion>(device: Self.device), [("edit", "explode")],
            "The field “edit” must be one of rename, move, remove, add, icon, title, colours, not “explode”.")
        try refused(
            PageState<Dropdown>(device: Self.device), [("edit", "icon"), ("index", "0"), ("icon", "star")],
            "The edit “icon” does not apply to the dropdown menu; its edits are rename, move, remove, add, title, colours."
        )
        try refused(
            PageState<Accordion>(device: Self.device), [("edit", "title"), ("text", "Hi")],
            "The edit “title” does not apply to the accordion menu")
        try refused(
            PageState<TabSplit>(device: Self.device), [("edit", "add"), ("text", "Tab")],
            "The edit “add” does not apply to the tab-split menu; it has none.")
    }

    @Test func unknownIconsAreRefused() throws {
        try refused(
            PageState<ActionSheet>(device: Self.device), [("edit", "icon"), ("index", "0"), ("icon", "rocket")],
            "The field “icon” must be none or an icon of Public/icons, not “rocket”.")
        try refused(
            PageState<ContextMenu>(device: Self.device), [("edit", "icon"), ("index", "0"), ("icon", "../css/x")],
            "not “../css/x”")
    }

    @Test func badLabelsAreRefused() throws {
        let page = PageState<Dropdown>(device: Self.device)
        try refused(
            page, [("edit", "rename"), ("index", "1"), ("text", "   ")],
            "The configuration’s options[1] must not be empty.")
        try refused(
            page, [("edit", "add"), ("text", String(repeating: "a", count: 81))],
            "The configuration’s options[5] is 81 characters; at most 80 allowed.")
        try refused(
            page, [("edit", "title"), ("text", String(repeating: "t", count: 201))],
            "The configuration’s title is 201 characters; at most 200 allowed.")
        try refused(
            page, [("edit", "colours"), ("boldColor", "red"), ("lightColor", "#ffffff"), ("dropDownColor", "#808080")],
            "The field “boldColor” must be a colour #rrggbb, not “red”.")
        try refused(
            PageState<ActionSheet>(device: Self.device), [("edit", "rename"), ("index", "0"), ("text", "")],
            "The configuration’s buttons[0] must not be empty.")
    }

    @Test func optionCountsAreBounded() throws {
        let full = PageState<Accordion>(
            configuration: Accordion.Configuration(options: Array(repeating: "a", count: Limits.maxOptions)),
            device: Self.device)
        try refused(
            full, [("edit", "add"), ("text", "b")],
            "The configuration’s options has 1001 entries; at most 1000 allowed.")
        let single = PageState<ContextMenu>(
            configuration: ContextMenu.Configuration(options: [.init(text: "Only")]), device: Self.device)
        try refused(
            single, [("edit", "remove"), ("index", "0")], "The configuration’s options needs at least 1 entries")
    }

    // MARK: The page

    @Test func thePageShowsThePanel() throws {
        let html = Self.text(get("/menus/action-sheet"))
        #expect(html.contains("<h2 id=\"options-heading\">Options</h2>"))
        #expect(html.contains("<h2 id=\"title-heading\">Title</h2>"))
        #expect(html.contains("action=\"/menus/action-sheet/configure\""))
        #expect(html.contains("value=\"Orange\""))
        #expect(html.contains("<option value=\"star\">star</option>"))
        #expect(
            html.contains("<button type=\"submit\" name=\"to\" value=\"-1\" aria-label=\"Move up option 1\" disabled>"))
        #expect(!html.contains("colours-heading"))

        let dropdown = Self.text(get("/menus/dropdown"))
        #expect(dropdown.contains("<h2 id=\"colours-heading\">Colours</h2>"))
        #expect(dropdown.contains("type=\"color\" name=\"dropDownColor\" value=\"#757575\""))
        #expect(!dropdown.contains("Set icon"))

        let context = Self.text(get("/menus/context-menu"))
        #expect(context.contains("<option value=\"trash\" selected>trash</option>"))

        let tabs = Self.text(get("/menus/tab-split"))
        #expect(!tabs.contains("options-heading"))
    }

    /// The playground's own routes show the panel too.
    @Test func thePlaygroundPageShowsThePanel() {
        let html = String(
            decoding: apiPlayground.pipeline.respond(to: Request(method: "GET", target: "/menus/context-menu")).response
                .body, as: UTF8.self)
        #expect(html.contains("<h2 id=\"options-heading\">Options</h2>"))
    }
}
