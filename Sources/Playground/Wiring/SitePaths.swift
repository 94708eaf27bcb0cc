import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// The URLs of the playground's pages, built from the same patterns the routes are registered
/// under (`Routes`), so that a link, a form's action and a redirect always name a route that
/// exists. No other product file spells a path.
enum SitePaths {
    /// The route patterns, each the single spelling of its path.
    enum Pattern {
        static let home = "/"
        static let menuPage = "/menus/{id}"
        static let tap = "/menus/{id}/tap"
        static let dismiss = "/menus/{id}/dismiss"
        static let rotate = "/menus/{id}/rotate"
        static let device = "/menus/{id}/device"
        static let configure = "/menus/{id}/configure"
        static let undo = "/menus/{id}/undo"
        static let scenarioFromPage = "/menus/{id}/scenario"
        static let embed = "/embed/{token}"
        static let scenarios = "/scenarios"
        static let scenario = "/scenarios/{token}"
        static let grid = "/grid"
    }

    /// `/menus/{id}?state={token}`: base64url needs no escaping in a query.
    static func menuPage(_ menu: MenuID, token: String) -> String {
        "/menus/\(menu.rawValue)?state=\(token)"
    }

    /// The page that shows `page`, with `fragment(of:)`.
    static func menuPage<M: Menu>(of page: PageState<M>) throws(HTTPError) -> String {
        menuPage(of: page, token: try HTTPError.answering { () throws(DomainError) in try StateToken.encode(page) })
    }

    /// `menuPage(of:)` for a token already made.
    static func menuPage<M: Menu>(of page: PageState<M>, token: String) -> String {
        menuPage(M.id, token: token) + fragment(of: page)
    }

    /// `#<anchor>` when the state's layout scrolls a box (the tab strip), so that the page opens
    /// scrolled there without script (PageRendering's `ScrollAnchor`); empty otherwise. The
    /// server never sees a fragment: it is the browser's, so one state still has one page.
    static func fragment<M: Menu>(of page: PageState<M>) -> String {
        guard let viewport = try? page.viewport(),
            let name = M.scrollOffsets(page.state, on: viewport).filter({ $0.value != .zero }).keys.min()
        else { return "" }
        return "#" + ScreenRenderer.scrollAnchorID(of: name)
    }

    /// `/menus/{id}/{action}`: where a page's forms post.
    static func menuAction(_ menu: MenuID, _ action: MenuAction) -> String {
        "/menus/\(menu.rawValue)/\(action.rawValue)"
    }

    /// The posts a menu page's forms make.
    enum MenuAction: String {
        case tap, dismiss, rotate, device, configure, undo, scenario
    }

    /// `/embed/{token}`: the bare screen.
    static func embed(token: String) -> String { "/embed/\(token)" }

    /// `/scenarios/{token}`.
    static func scenario(token: String) -> String { "/scenarios/\(token)" }
}
