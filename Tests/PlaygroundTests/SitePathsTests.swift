import HTTPServer
import MenuCore
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// Every link, form action and redirect the pages make names a route the playground serves, with
/// the method the page uses.
@Suite struct SitePathsTests {
    private let router = apiPlayground.pipeline.router

    private func routePattern(_ method: HTTPMethod, _ target: String) -> String? {
        guard case .success(let (route, _)) = router.match(Request(method: method, target: target)) else {
            return nil
        }
        return route.pattern
    }

    @Test func everyBuiltPathIsServed() throws {
        let token = "AAAA"
        for menu in MenuRegistry.menus.map({ $0.id }) {
            let id = menu.rawValue
            let expected: [(HTTPMethod, String, RoutePath)] = [
                (.get, SitePaths.menuPage(menu), SitePaths.menuPage),
                (.get, SitePaths.menuPage(menu, token: token), SitePaths.menuPage),
                (.post, SitePaths.tapForm(menu, token: token).tapURL, SitePaths.tap),
                (.post, SitePaths.tapForm(menu, token: token).dismissURL, SitePaths.dismiss),
                (.post, SitePaths.rotate.path(id), SitePaths.rotate),
                (.post, SitePaths.device.path(id), SitePaths.device),
                (.post, SitePaths.configure.path(id), SitePaths.configure),
                (.post, SitePaths.clear.path(id), SitePaths.clear),
                (.get, SitePaths.undo(menu, token: token), SitePaths.undo),
                (.get, SitePaths.scenarioOfTrail(menu, token: token), SitePaths.scenarioOfTrail),
            ]
            for (method, target, path) in expected {
                #expect(routePattern(method, target) == path.pattern, "\(method) \(target)")
            }
        }
        let pages: [(String, RoutePath)] = [
            (SitePaths.home.pattern, SitePaths.home),
            (SitePaths.grid.pattern, SitePaths.grid),
            (SitePaths.scenarios.pattern, SitePaths.scenarios),
            (SitePaths.embed(token: token), SitePaths.embed),
            (SitePaths.scenario(token: token), SitePaths.scenario),
            (SitePaths.scenarioPythonTest.path(token), SitePaths.scenarioPythonTest),
            (SitePaths.scenarioShellTest.path(token), SitePaths.scenarioShellTest),
            (SitePaths.embeddedScenario.path(token), SitePaths.embeddedScenario),
            (SitePaths.snapshot(token: token, scale: 2), SitePaths.snapshot),
        ]
        for (target, path) in pages {
            #expect(routePattern(.get, target) == path.pattern, "GET \(target)")
        }
    }
}
