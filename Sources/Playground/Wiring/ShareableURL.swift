import HTTPServer
import PlaygroundDomain

/// Which URLs a short link may point to: a page of this server, as a path (`/menus/…?state=…`).
/// Never another host (`https://…`, `//evil`), never the API, a file or another short link, so a
/// short link of this server cannot become an open redirect.
enum ShareableURL {
    /// The page routes, matched as the server's router matches them (decoding, refusing `..`).
    private static let pages: Router = {
        var router = Router()
        for page in [
            SitePaths.home, SitePaths.menuPage, SitePaths.embed, SitePaths.embeddedScenario, SitePaths.scenarios,
            SitePaths.scenario, SitePaths.grid,
        ] {
            router.get(page.pattern, cost: .cheap) { _ in Response() }
        }
        return router
    }()

    /// Throws a 422 naming `url` and what is wrong with it.
    static func check(_ url: String, maxBytes: Int) throws(HTTPError) {
        func refuse(_ problem: String) -> HTTPError {
            HTTPError(
                status: .unprocessableContent, code: "invalid_url",
                message: "url \(problem); expected a page of this server, such as /menus/accordion?state=…", path: "url"
            )
        }
        guard !url.isEmpty else { throw refuse("is empty") }
        guard url.utf8.count <= maxBytes else { throw refuse("is longer than \(maxBytes) bytes") }
        // Printable ASCII only: a browser's URL is percent-encoded, and a control byte or a space
        // in a Location header would split or bend it.
        guard url.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw refuse("holds a space, a control character or a byte outside ASCII")
        }
        guard url.utf8.first == UInt8(ascii: "/"), !url.hasPrefix("//"), !url.contains("\\") else {
            throw refuse("must be a path on this server, starting with a single /")
        }
        let target = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard case .success(let (route, parameters)) = pages.match(Request(method: .get, target: String(target)))
        else {
            throw refuse("is not a page of this server")
        }
        if route.pattern == SitePaths.menuPage.pattern, MenuRegistry.menu(parameters["id"] ?? "") == nil {
            throw refuse("names no menu: one of \(MenuRegistry.idList)")
        }
    }
}
