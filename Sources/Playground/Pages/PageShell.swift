import HTML
import MenuCore
import PlaygroundDomain

/// The document around every page: the `<html>` skeleton that every page, error and embed
/// shares, and, around the pages people browse, the site's navigation (a sidebar on wide
/// screens, a top bar on narrow ones, by CSS alone) and footer. Written straight into bytes:
/// the body first, since the head's `@font-face` rules are made from the body's characters.
enum PageShell {
    /// Where a page sits in the navigation: its link is marked `aria-current="page"`.
    enum Place: Hashable {
        case home
        case menu(MenuID)
        case grid
        case scenarios
    }

    /// What a document's head holds beyond what every page has. In order: the charset, the
    /// viewport (when given), the title, the link preview's tags, the `@font-face` rules of the
    /// body's characters (when `fonts` is given), the stylesheets, the icon (when given) and the
    /// module scripts.
    struct Head {
        var title: String
        var viewport: String? = nil
        var stylesheets: [String] = [SitePaths.Assets.playgroundCSS]
        var icon: String? = nil
        /// External module scripts only: the CSP allows `script-src 'self'`, a module is deferred
        /// without asking, and the pages must work without them.
        var scripts: [String] = []
        var bodyClass: String? = nil
        var fonts: PageFonts? = nil
        var preview: SnapshotLink.Preview? = nil
    }

    /// A page people browse: the shell (skip link, navigation, `main`, footer) around what
    /// `writeMain` writes inside `<main>`. `current` is the page's place in the navigation (nil
    /// for error pages). Returns the document and the CSP hash sources of its inline `<style>`.
    static func document<Failure: Error>(
        title: String, bodyClass: String, current: Place? = nil,
        stylesheets: [String] = [SitePaths.Assets.playgroundCSS], scripts: [String] = [], fonts: PageFonts? = nil,
        preview: SnapshotLink.Preview? = nil, bodyCapacity: Int = 8192,
        writeMain: (inout HTMLWriter) throws(Failure) -> Void
    ) throws(Failure) -> (html: [UInt8], styleHashes: [String]) {
        let head = Head(
            title: title, viewport: "width=device-width, initial-scale=1", stylesheets: stylesheets,
            icon: SitePaths.Assets.favicon, scripts: scripts, bodyClass: bodyClass + " shell", fonts: fonts,
            preview: preview)
        return try bareDocument(head, bodyCapacity: bodyCapacity) { (html) throws(Failure) in
            html.write(openings[current] ?? opening(current: current))
            try writeMain(&html)
            html.write(closing)
        }
    }

    /// The body up to `<main>` of a page at each place: the same bytes on every one of its pages.
    private static let openings: [Place?: Markup] = {
        var places: [Place?] = [nil, .home, .grid, .scenarios]
        places += MenuRegistry.menus.map { Place.menu($0.id) }
        return Dictionary(uniqueKeysWithValues: places.map { ($0, opening(current: $0)) })
    }()

    /// The skip links, the navigation and the openings of the body and `main`. A demo page's
    /// first link skips to its device (`#device`), which the script narrows to its first control.
    private static func opening(current: Place?) -> Markup {
        var html = HTMLWriter(capacity: 2048)
        if case .menu = current {
            html.beginStartTag("a")
            html.attribute("href", "#device")
            html.attribute("class", "skip-link skip-device")
            html.endStartTag()
            html.text("Skip to the device")
            html.endTag("a")
        }
        html.beginStartTag("a")
        html.attribute("href", "#main")
        html.attribute("class", "skip-link")
        html.endStartTag()
        html.text("Skip to the page")
        html.endTag("a")
        writeHeader(current: current, into: &html)
        html.startTag("div", class: "site-body")
        html.beginStartTag("main")
        html.attribute("id", "main")
        html.endStartTag()
        return html.markup
    }

    /// From the end of `main` to the end of the body.
    private static let closing: Markup = {
        var html = HTMLWriter(capacity: 128)
        html.endTag("main")
        html.element("footer", class: "site-footer", text: "Every frame on these pages is computed on the server.")
        html.endTag("div")
        return html.markup
    }()

    /// `document` around nodes.
    static func document(
        title: String, bodyClass: String, current: Place? = nil, main: [Node],
        stylesheets: [String] = [SitePaths.Assets.playgroundCSS], scripts: [String] = [], fonts: PageFonts? = nil,
        preview: SnapshotLink.Preview? = nil
    ) -> (html: [UInt8], styleHashes: [String]) {
        document(
            title: title, bodyClass: bodyClass, current: current, stylesheets: stylesheets, scripts: scripts,
            fonts: fonts, preview: preview, bodyCapacity: 4096 + Renderer.renderedLength(of: .fragment(main))
        ) { html in
            for node in main { html.write(node) }
        }
    }

    /// `<html lang="en" dir="ltr">` with `head`, then the body `writeBody` writes; with the CSP
    /// hash source of the font rules' inline `<style>`, which the page's policy must allow.
    static func bareDocument<Failure: Error>(
        _ head: Head, bodyCapacity: Int = 8192, writeBody: (inout HTMLWriter) throws(Failure) -> Void
    ) throws(Failure) -> (html: [UInt8], styleHashes: [String]) {
        var body = HTMLWriter(capacity: bodyCapacity)
        try writeBody(&body)
        // Inline, so they need no request of their own and no server must remember them.
        let rules = head.fonts.flatMap { fonts in body.withBytes { fonts.rules(forMarkup: $0) } }
        var html = HTMLWriter(capacity: 2048 + (rules?.css.utf8.count ?? 0))
        html.writeDoctype()
        html.beginStartTag("html")
        html.attribute("lang", "en")
        html.attribute("dir", "ltr")
        html.endStartTag()
        writeHead(head, fontRules: rules?.element, into: &html)
        html.beginStartTag("body")
        if let bodyClass = head.bodyClass { html.attribute("class", bodyClass) }
        html.endStartTag()
        var tail = HTMLWriter(capacity: 16)
        tail.endTag("body")
        tail.endTag("html")
        // The one copy of the page: the head, written last, and the body, into the response's bytes.
        return (HTMLWriter.joined(html, body, tail), rules.map { [$0.styleHash] } ?? [])
    }

    private static func writeHead(_ head: Head, fontRules: Markup?, into html: inout HTMLWriter) {
        html.startTag("head")
        html.beginStartTag("meta")
        html.attribute("charset", "utf-8")
        html.endStartTag()
        if let viewport = head.viewport {
            html.beginStartTag("meta")
            html.attribute("name", "viewport")
            html.attribute("content", viewport)
            html.endStartTag()
        }
        html.element("title", text: head.title)
        head.preview?.writeTags(into: &html)
        if let fontRules { html.write(fontRules) }
        for sheet in head.stylesheets {
            html.beginStartTag("link")
            html.attribute("rel", "stylesheet")
            html.attribute("href", sheet)
            html.endStartTag()
        }
        if let icon = head.icon {
            html.beginStartTag("link")
            html.attribute("rel", "icon")
            html.attribute("href", icon)
            html.endStartTag()
        }
        for script in head.scripts {
            html.beginStartTag("script")
            html.attribute("type", "module")
            html.attribute("src", script)
            html.endStartTag()
            html.endTag("script")
        }
        html.endTag("head")
    }

    /// The site's name and its one navigation: the menus, the grid and the scenarios.
    private static func writeHeader(current: Place?, into html: inout HTMLWriter) {
        func link(_ href: String, _ text: String, at place: Place?, into html: inout HTMLWriter) {
            html.startTag("li")
            html.beginStartTag("a")
            html.attribute("href", href)
            if place != nil && place == current { html.attribute("aria-current", "page") }
            html.endStartTag()
            html.text(text)
            html.endTag("a")
            html.endTag("li")
        }
        html.startTag("header", class: "site-header")
        html.beginStartTag("a")
        html.attribute("href", SitePaths.home.pattern)
        html.attribute("class", "site-name")
        if current == .home { html.attribute("aria-current", "page") }
        html.endStartTag()
        html.text("Menu Playground")
        html.endTag("a")
        html.beginStartTag("nav")
        html.attribute("class", "site-nav")
        html.attribute("aria-label", "Playground")
        html.endStartTag()
        writeNavigationLabel("Menus", id: "nav-menus", into: &html)
        html.beginStartTag("ul")
        html.attribute("class", "nav-menus")
        html.attribute("aria-labelledby", "nav-menus")
        html.endStartTag()
        for menu in MenuRegistry.menus {
            link(SitePaths.menuPage(menu.id), menu.title, at: .menu(menu.id), into: &html)
        }
        html.endTag("ul")
        writeNavigationLabel("More", id: "nav-more", into: &html)
        html.beginStartTag("ul")
        html.attribute("class", "nav-more")
        html.attribute("aria-labelledby", "nav-more")
        html.endStartTag()
        link(SitePaths.grid.pattern, "Every device (grid)", at: .grid, into: &html)
        link(SitePaths.scenarios.pattern, "Scenarios", at: .scenarios, into: &html)
        html.endTag("ul")
        html.endTag("nav")
        html.endTag("header")
    }

    private static func writeNavigationLabel(_ text: String, id: String, into html: inout HTMLWriter) {
        html.beginStartTag("p")
        html.attribute("class", "nav-label")
        html.attribute("id", id)
        html.endStartTag()
        html.text(text)
        html.endTag("p")
    }
}
