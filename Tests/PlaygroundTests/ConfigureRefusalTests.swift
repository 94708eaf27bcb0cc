import Foundation
import HTTPServer
import MenuCore
import Testing

@testable import Playground

/// Edits the control panel must refuse: a 422 that names the field and links back, no change.
@Suite struct ConfigureRefusalTests {
    let client = ConfigureClient()

    @Test func badIndexesAreRefused() throws {
        let page = PageState<Accordion>(device: ConfigureClient.device)
        try client.refused(
            page, [("edit", "rename"), ("index", "7"), ("text", "X")],
            "The field “index” is 7; the menu has 7 options (0…6).")
        try client.refused(page, [("edit", "remove"), ("index", "-1")], "The field “index” is -1")
        try client.refused(page, [("edit", "move"), ("index", "0"), ("to", "7")], "The field “to” is 7")
        try client.refused(
            page, [("edit", "move"), ("index", "x"), ("to", "1")], "The field “index” must be a whole number")
        // A missing field is a 400, as on the device panel.
        try client.refused(page, [("edit", "remove")], "The field “index” is missing.", status: 400)
    }

    @Test func unknownAndInapplicableEditsAreRefused() throws {
        try client.refused(
            PageState<Accordion>(device: ConfigureClient.device), [("edit", "explode")],
            "The field “edit” must be one of rename, move, remove, add, icon, title, colours, not “explode”.")
        try client.refused(
            PageState<Dropdown>(device: ConfigureClient.device), [("edit", "icon"), ("index", "0"), ("icon", "star")],
            "The edit “icon” does not apply to the dropdown menu; its edits are rename, move, remove, add, title, colours."
        )
        try client.refused(
            PageState<Accordion>(device: ConfigureClient.device), [("edit", "title"), ("text", "Hi")],
            "The edit “title” does not apply to the accordion menu")
        try client.refused(
            PageState<TabSplit>(device: ConfigureClient.device), [("edit", "add"), ("text", "Tab")],
            "The edit “add” does not apply to the tab-split menu; it has none.")
    }

    @Test func unknownIconsAreRefused() throws {
        try client.refused(
            PageState<ActionSheet>(device: ConfigureClient.device),
            [("edit", "icon"), ("index", "0"), ("icon", "rocket")],
            "The field “icon” must be none or an icon of Public/icons, not “rocket”.")
        try client.refused(
            PageState<ContextMenu>(device: ConfigureClient.device),
            [("edit", "icon"), ("index", "0"), ("icon", "../css/x")],
            "not “../css/x”")
    }

    @Test func badLabelsAreRefused() throws {
        let page = PageState<Dropdown>(device: ConfigureClient.device)
        try client.refused(
            page, [("edit", "rename"), ("index", "1"), ("text", "   ")],
            "The configuration’s options[1] must not be empty.")
        try client.refused(
            page, [("edit", "add"), ("text", String(repeating: "a", count: 81))],
            "The configuration’s options[5] is 81 characters; at most 80 allowed.")
        try client.refused(
            page, [("edit", "title"), ("text", String(repeating: "t", count: 201))],
            "The configuration’s title is 201 characters; at most 200 allowed.")
        try client.refused(
            page, [("edit", "colours"), ("boldColor", "red"), ("lightColor", "#ffffff"), ("dropDownColor", "#808080")],
            "The field “boldColor” must be a colour #rrggbb, not “red”.")
        try client.refused(
            PageState<ActionSheet>(device: ConfigureClient.device), [("edit", "rename"), ("index", "0"), ("text", "")],
            "The configuration’s buttons[0] must not be empty.")
    }

    @Test func optionCountsAreBounded() throws {
        let full = PageState<Accordion>(
            configuration: Accordion.Configuration(options: Array(repeating: "a", count: Limits.maxOptions)),
            device: ConfigureClient.device)
        try client.refused(
            full, [("edit", "add"), ("text", "b")],
            "The configuration’s options has 1001 entries; at most 1000 allowed.")
        let single = PageState<ContextMenu>(
            configuration: ContextMenu.Configuration(options: [.init(text: "Only")]), device: ConfigureClient.device)
        try client.refused(
            single, [("edit", "remove"), ("index", "0")], "The configuration’s options needs at least 1 entries")
    }

    // MARK: The page

    @Test func thePageShowsThePanel() throws {
        let html = ConfigureClient.text(client.get("/menus/action-sheet"))
        #expect(html.contains("<h2 id=\"options-heading\">Options</h2>"))
        #expect(html.contains("<h2 id=\"title-heading\">Title</h2>"))
        #expect(html.contains("action=\"/menus/action-sheet/configure\""))
        #expect(html.contains("value=\"Orange\""))
        #expect(html.contains("<option value=\"star\">star</option>"))
        #expect(
            html.contains("<button type=\"submit\" name=\"to\" value=\"-1\" aria-label=\"Move up option 1\" disabled>"))
        #expect(!html.contains("colours-heading"))

        let dropdown = ConfigureClient.text(client.get("/menus/dropdown"))
        #expect(dropdown.contains("<h2 id=\"colours-heading\">Colours</h2>"))
        #expect(dropdown.contains("type=\"color\" name=\"dropDownColor\" value=\"#757575\""))
        #expect(!dropdown.contains("Set icon"))

        let context = ConfigureClient.text(client.get("/menus/context-menu"))
        #expect(context.contains("<option value=\"trash\" selected>trash</option>"))

        let tabs = ConfigureClient.text(client.get("/menus/tab-split"))
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
