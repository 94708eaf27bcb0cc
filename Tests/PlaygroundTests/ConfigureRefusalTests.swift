import Foundation
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// Edits the control panel must refuse: a 422 that names the field and links back, no change.
@Suite struct ConfigureRefusalTests {
    let client = TestClient.demoRoutes

    @Test func badIndexesAreRefused() throws {
        let page = PageState<Accordion>(device: configureDevice)
        try client.refused(
            page, [("text.7", "X")], "The field “text.7” names no option: the menu has 7 options (0…6).")
        try client.refused(
            page, [("remove", "-1")], "The field “remove” names no option: the menu has 7 options (0…6).")
        try client.refused(page, [("down", "6")], "The field “down” is 6: the last option cannot move down.")
        try client.refused(page, [("up", "0")], "The field “up” is 0: the first option cannot move up.")
        try client.refused(page, [("up", "x")], "The field “up” must be a whole number")
        try client.refused(page, [("text.+1", "x")], "The field “text.+1” names no option")
        try client.refused(
            page, [("up", "1"), ("remove", "2")], "Only one of the buttons up, remove can be sent at a time.")
        // A second value for one field, or a second name for it, is a guess the server does not make.
        try client.refused(
            page, [("text.1", "a"), ("text.1", "b")], "The field “text.1” is sent more than once.", status: 400)
        try client.refused(page, [("text.01", "a")], "The field “text.01” names no option")
    }

    @Test func unknownAndInapplicableFieldsAreRefused() throws {
        try client.refused(
            PageState<Accordion>(device: configureDevice), [("edit", "explode")],
            "The field “edit” is not one of the Options panel’s: text.N, icon.N, title, new, and the buttons save, "
                + "up, down, remove and add.")
        try client.refused(
            PageState<Dropdown>(device: configureDevice), [("icon.0", "star")],
            "The edit “icon” does not apply to the dropdown menu; its edits are rename, move, remove, add, title, colours."
        )
        try client.refused(
            PageState<Accordion>(device: configureDevice), [("title", "Hi")],
            "The edit “title” does not apply to the accordion menu")
        // The error names the form's own field.
        let answer = client.configure(
            Accordion.id,
            [("token", try StateToken.encode(PageState<Accordion>(device: configureDevice))), ("title", "Hi")])
        #expect(answer.text.contains("Field: <code>title</code>"))
    }

    @Test func unknownIconsAreRefused() throws {
        try client.refused(
            PageState<ActionSheet>(device: configureDevice), [("icon.0", "rocket")],
            "The field “icon.0” must be none or one of the icons the panel offers, not “rocket”.")
        try client.refused(
            PageState<ContextMenu>(device: configureDevice), [("icon.0", "../css/x")], "not “../css/x”")
        // The tab strip's arrows are tabs' icons only, and a tab always has one.
        try client.refused(
            PageState<ContextMenu>(device: configureDevice), [("icon.0", "onUpLeft")], "not “onUpLeft”")
        try client.refused(
            PageState<TabSplit>(device: configureDevice), [("icon.0", "none")],
            "The field “icon.0” must be one of the icons the panel offers, not “none”.")
    }

    @Test func badLabelsAreRefused() throws {
        let page = PageState<Dropdown>(device: configureDevice)
        try client.refused(
            page, [("text.1", "   ")],
            "The configuration’s options[1] must not be empty.")
        try client.refused(
            page, [("new", String(repeating: "a", count: 81)), ("add", "1")],
            "The configuration’s options[5] is 81 characters; at most 80 allowed.")
        try client.refused(
            page, [("title", String(repeating: "t", count: 201))],
            "The configuration’s title is 201 characters; at most 200 allowed.")
        try client.refused(
            page, [("boldColor", "red"), ("lightColor", "#ffffff"), ("dropDownColor", "#808080")],
            "The field “boldColor” must be a colour #rrggbb, not “red”.")
        try client.refused(
            PageState<ActionSheet>(device: configureDevice), [("text.0", "")],
            "The configuration’s buttons[0] must not be empty.")
    }

    @Test func optionCountsAreBounded() throws {
        let full = PageState<Accordion>(
            configuration: Accordion.Configuration(options: Array(repeating: "a", count: Limits.maxOptions)),
            device: configureDevice)
        try client.refused(
            full, [("new", "b"), ("add", "1")],
            "The configuration’s options has 1001 entries; at most 1000 allowed.")
        let single = PageState<ContextMenu>(
            configuration: ContextMenu.Configuration(options: [.init(text: "Only")]), device: configureDevice)
        try client.refused(
            single, [("remove", "0")], "The configuration’s options needs at least 1 entries")
    }

    // MARK: The page

    @Test func thePageShowsThePanel() throws {
        let html = client.get("/menus/action-sheet").text
        #expect(html.contains("<h2 id=\"options-heading\">Options</h2>"))
        #expect(html.contains("<label for=\"title-text\">Title</label>"))
        #expect(html.contains("action=\"/menus/action-sheet/configure\""))
        #expect(html.contains("name=\"text.3\" value=\"Orange\""))
        #expect(html.contains("<option value=\"star\">star</option>"))
        #expect(
            html.contains("<button type=\"submit\" name=\"up\" value=\"0\" aria-label=\"Move up option 1\" disabled>"))
        // Save is the form's first button, so Return in any field saves.
        let form = try #require(html.range(of: "class=\"config-form\""))
        #expect(
            html[form.upperBound...].firstRange(of: "<button")?.lowerBound
                == html[form.upperBound...].firstRange(of: "<button type=\"submit\" name=\"save\"")?.lowerBound)
        #expect(!html.contains("type=\"color\""))
        #expect(
            html.components(separatedBy: "<form method=\"post\" action=\"/menus/action-sheet/configure\"").count == 2)

        let dropdown = client.get("/menus/dropdown").text
        #expect(dropdown.contains("<legend>Colours</legend>"))
        #expect(dropdown.contains("type=\"color\" name=\"dropDownColor\" value=\"#757575\""))
        #expect(!dropdown.contains("name=\"icon.0\""))

        let context = client.get("/menus/context-menu").text
        #expect(context.contains("<option value=\"trash\" selected>trash</option>"))
        #expect(!context.contains("onUpLeft"))

        // The tab strip's tabs are its options, each with one of the seed's arrows and no "none".
        let tabs = client.get("/menus/tab-split").text
        #expect(tabs.contains("name=\"text.9\" value=\"Ten\""))
        #expect(tabs.contains("<option value=\"UpRight\" selected>UpRight</option>"))
        #expect(!tabs.contains("name=\"text.10\""))
        #expect(!tabs.contains("no icon"))
    }

    /// At the most tabs the configuration allows there is no Add.
    @Test func aFullStripHasNoAdd() throws {
        let tabs = (0..<Limits.maxTabs).map { TabSplit.Kind(title: "T\($0)", icon: "Up") }
        let page = PageState<TabSplit>(
            configuration: TabSplit.Configuration(tabs: tabs), device: configureDevice)
        let html = client.get(try SitePaths.menuPage(of: page)).text
        #expect(!html.contains("name=\"add\""))
        #expect(html.contains("30 options, the most this menu takes."))
    }

    /// The playground's own routes show the panel too.
    @Test func thePlaygroundPageShowsThePanel() {
        let html = TestClient.playground.get("/menus/context-menu").text
        #expect(html.contains("<h2 id=\"options-heading\">Options</h2>"))
    }
}
