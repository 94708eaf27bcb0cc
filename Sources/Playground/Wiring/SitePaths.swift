import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// The URLs of the playground's pages, built from the same patterns the routes are registered
/// under (`Routes`), so that a link, a form's action and a redirect always name a route that
/// exists. No other product file spells a path.
enum SitePaths {
    // The routes, each the single spelling of its path (`Routes`, `MenuPageRoutes`, `ScenarioRoutes`,
    // `SnapshotRoutes` register these).
    static let home: RoutePath = "/"
    static let menuPage: RoutePath = "/menus/{id}"
    static let tap: RoutePath = "/menus/{id}/tap"
    static let dismiss: RoutePath = "/menus/{id}/dismiss"
    static let rotate: RoutePath = "/menus/{id}/rotate"
    static let device: RoutePath = "/menus/{id}/device"
    static let configure: RoutePath = "/menus/{id}/configure"
    static let clear: RoutePath = "/menus/{id}/clear"
    static let undo: RoutePath = "/menus/{id}/undo"
    static let scenarioOfTrail: RoutePath = "/menus/{id}/scenario"
    static let embed: RoutePath = "/embed/{token}"
    static let scenarios: RoutePath = "/scenarios"
    static let scenario: RoutePath = "/scenarios/{token}"
    static let scenarioPythonTest: RoutePath = "/scenarios/{token}/test.py"
    static let scenarioShellTest: RoutePath = "/scenarios/{token}/test.sh"
    static let embeddedScenario: RoutePath = "/embed/scenarios/{token}"
    /// The demo page's inspector panels, each a small document framed by the page (`InspectorPages`).
    static let inspectFrames: RoutePath = "/inspect/{token}/frames"
    static let inspectReading: RoutePath = "/inspect/{token}/reading"
    static let snapshot: RoutePath = "/snapshots/{file}"
    static let grid: RoutePath = "/grid"
    static let health: RoutePath = "/healthz"
    static let metrics: RoutePath = "/metrics"
    static let staticFile: RoutePath = "/static/{path...}"
    static let font: RoutePath = "/fonts/{name}"
    static let fontSubset: RoutePath = "/fonts/s/{name}"
    /// Short links (`ShortLinks`): the form that makes one, the redirect, and the share page the
    /// form answers with.
    static let shortLinks: RoutePath = "/s"
    static let shortLink: RoutePath = "/s/{id}"
    static let shortLinkShare: RoutePath = "/s/{id}/share"
    static let card: RoutePath = "/cards/{file}"
    static let scenarioCard: RoutePath = "/cards/scenarios/{file}"

    /// Everything under it is the JSON API, whose every answer, error or not, is JSON.
    static let apiPrefix = "/api/v1"
    static let apiMenus = RoutePath(apiPrefix + "/menus")
    static let apiDevices = RoutePath(apiPrefix + "/devices")
    static let apiLayout = RoutePath(apiPrefix + "/menus/{id}/layout")
    static let apiActions = RoutePath(apiPrefix + "/menus/{id}/actions")
    static let apiState = RoutePath(apiPrefix + "/state/{token}")
    /// What a screen reader reads on the token's screen (`AccessibilityEndpoint`).
    static let apiAccessibility = RoutePath(apiPrefix + "/state/{token}/accessibility")
    /// The token's frames and each box's parent, for the page's hover inspector (`FramesEndpoint`).
    static let apiFrames = RoutePath(apiPrefix + "/state/{token}/frames")
    static let apiScenarios = RoutePath(apiPrefix + "/scenarios")
    static let apiFonts = RoutePath(apiPrefix + "/fonts")
    static let apiDescription = RoutePath(apiPrefix + "/openapi.json")
    static let apiLinks = RoutePath(apiPrefix + "/links")

    /// The stylesheets, scripts and icon the pages link, made once.
    enum Assets {
        static let playgroundCSS = staticFile.path("css/playground.css")
        static let screenCSS = staticFile.path("css/screen.css")
        static let demoCSS = staticFile.path("css/demo.css")
        static let playgroundJS = staticFile.path("js/playground.js")
        static let scenarioJS = staticFile.path("js/scenario.js")
        static let inspectorJS = staticFile.path("js/inspector-document.js")
        static let compareCSS = staticFile.path("css/compare.css")
        static let compareJS = staticFile.path("js/compare.js")
        static let favicon = staticFile.path("icons/favicon.svg")
    }

    /// `/menus/{id}`: the menu in its default state.
    static func menuPage(_ menu: MenuID) -> String { menuPage.path(menu.rawValue) }

    /// `/menus/{id}?state={token}`: base64url needs no escaping in a query.
    static func menuPage(_ menu: MenuID, token: String) -> String {
        menuPage(menu) + "?state=" + token
    }

    /// A page's tap and dismiss forms, posting to its menu's routes with `token`.
    static func tapForm(_ menu: MenuID, token: String, extraFields: [String: String] = [:]) -> TapForm {
        TapForm(
            tapURL: tap.path(menu.rawValue), dismissURL: dismiss.path(menu.rawValue), stateToken: token,
            extraFields: extraFields)
    }

    /// `/embed/{token}`: the bare screen.
    static func embed(token: String) -> String { embed.path(token) }

    /// `/scenarios/{token}`.
    static func scenario(token: String) -> String { scenario.path(token) }

    /// `/menus/{id}/undo?state=…`: answered with 303 to the state before the last tap.
    static func undo(_ menu: MenuID, token: String) -> String { undo.path(menu.rawValue) + "?state=" + token }

    /// `/menus/{id}/scenario?state=…`: answered with 303 to the scenario of the trail.
    static func scenarioOfTrail(_ menu: MenuID, token: String) -> String {
        scenarioOfTrail.path(menu.rawValue) + "?state=" + token
    }

    /// `/snapshots/{token}.png`, with `?scale=k` past 1.
    static func snapshot(token: String, scale: Int = 1) -> String {
        snapshot.path(token + ".png") + (scale == 1 ? "" : "?scale=\(scale)")
    }

    /// `/cards/{token}.png`: the state's 1200 × 630 link-preview card.
    static func card(token: String) -> String { card.path(token + ".png") }

    /// `/cards/scenarios/{token}.png`: the card of the scenario's last step.
    static func scenarioCard(token: String) -> String { scenarioCard.path(token + ".png") }

    /// The page that shows `page`, with `fragment(of:)`.
    static func menuPage<M: Menu>(of page: PageState<M>) throws(HTTPError) -> String {
        menuPage(of: page, token: try answering(StateToken.encode(page)))
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
}

extension BuiltInDemo {
    /// The demo page's URL, `/menus/{id}?state=…`.
    public var url: String { SitePaths.menuPage(menu, token: token) }
    /// The demo's scenario page, `/scenarios/{token}`.
    public var scenarioURL: String { SitePaths.scenario(token: scenarioToken) }
}
