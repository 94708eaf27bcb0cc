import Foundation
import HTML
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The shell around every page people browse: one navigation with the current page marked,
/// one `<main>`; the embed route stays bare.
@Suite struct PageShellTests {
    let client = TestClient.playground

    /// The hrefs of the links marked as the current page.
    private static func current(_ html: String) -> [String] {
        html.matches(of: /<a href="([^"]*)"[^>]* aria-current="page"/).map { String($0.1) }
    }

    private static func count(_ needle: String, in html: String) -> Int {
        html.components(separatedBy: needle).count - 1
    }

    /// The whole header of a demo page, its menu marked.
    @Test func theHeaderListsTheMenusTheGridAndTheScenarios() {
        let html = client.get("/menus/dropdown").text
        let header = html[html.range(of: "<header")!.lowerBound..<html.range(of: "</header>")!.upperBound]
        let expected = [
            "<header class=\"site-header\"><a href=\"/\" class=\"site-name\">Menu Playground</a><nav ",
            "class=\"site-nav\" aria-label=\"Playground\"><p class=\"nav-label\" id=\"nav-menus\">Menus</p>",
            "<ul class=\"nav-menus\" aria-labelledby=\"nav-menus\"><li><a href=\"/menus/accordion\">Accordion ",
            "menu</a></li><li><a href=\"/menus/action-sheet\">iPad-style action sheet</a></li><li><a href=\"",
            "/menus/dropdown\" aria-current=\"page\">Dropdown with a text field</a></li><li><a href=\"/menus/",
            "context-menu\">Tap context menu</a></li><li><a href=\"/menus/tab-split\">Custom tab/split ",
            "controller</a></li></ul><p class=\"nav-label\" id=\"nav-more\">More</p><ul class=\"nav-more\" ",
            "aria-labelledby=\"nav-more\"><li><a href=\"/grid\">Every device (grid)</a></li><li><a href=\"",
            "/scenarios\">Scenarios</a></li></ul></nav></header>",
        ].joined()
        #expect(String(header) == expected)
    }

    @Test func everyPageHasTheShellWithItsPlaceMarked() throws {
        var pages: [(String, [String])] = [("/", ["/"]), ("/grid", ["/grid"])]
        for menu in MenuRegistry.ids {
            pages.append(("/menus/\(menu.rawValue)", ["/menus/\(menu.rawValue)"]))
        }
        let open = try SitePaths.menuPage(of: PageState<ContextMenu>(device: .preset(.iPhone4)))
        pages += [(open, ["/menus/context-menu"]), ("/nowhere", []), ("/menus/accordion?state=AAAA", [])]
        for (target, marked) in pages {
            let html = client.get(target).text
            #expect(Self.current(html) == marked, "\(target)")
            #expect(Self.count("<nav class=\"site-nav\" aria-label=\"Playground\">", in: html) == 1, "\(target)")
            #expect(Self.count("<main", in: html) == 1, "\(target)")
            #expect(html.contains("<a href=\"#main\" class=\"skip-link\">"), "\(target)")
            #expect(html.contains("<main id=\"main\""), "\(target)")
        }
    }

    @Test func theEmbedStaysBare() throws {
        let token = try StateToken.encode(PageState<Accordion>(device: .preset(.iPhone4)))
        let html = client.get("/embed/\(token)").text
        #expect(html.contains("<body class=\"embed\">"))
        #expect(!html.contains("site-header"))
        #expect(!html.contains("<nav"))
    }

    /// Each card's title link covers the card (CSS); the preview holds forms, so it is no link's child.
    @Test func homeCardsAreOneLinkEachAndTheDemosHaveAnAnchor() {
        let html = client.get("/").text
        for menu in MenuRegistry.menus {
            let id = menu.id.rawValue
            #expect(
                html.contains(
                    "<h2><a href=\"/menus/\(id)\" class=\"card-link\" aria-describedby=\"summary-\(id)\">"
                        + "\(Renderer.escape(menu.title))</a></h2><p id=\"summary-\(id)\">"))
        }
        #expect(Self.count("class=\"card-link\"", in: html) == MenuRegistry.menus.count)
        #expect(html.contains("<section id=\"demos\" aria-labelledby=\"demos-heading\"><h2 id=\"demos-heading\">"))
    }

    @Test func theGridHasAJumpLinkToEachMenusSection() {
        let html = client.get("/grid").text
        let links = MenuRegistry.menus.map {
            "<li><a href=\"#grid-\($0.id.rawValue)\">\(Renderer.escape($0.title))</a></li>"
        }
        #expect(
            html.contains(
                "<nav class=\"jump-links\" aria-label=\"Menus on this page\"><ul>" + links.joined() + "</ul></nav>"))
        for menu in MenuRegistry.ids {
            #expect(html.contains("<h2 id=\"grid-\(menu.rawValue)\">"))
        }
    }
}
