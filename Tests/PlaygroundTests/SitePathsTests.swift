import HTTPServer
import MenuCore
import TestSupport
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
            (SitePaths.card(token: token), SitePaths.card),
            (SitePaths.scenarioCard(token: token), SitePaths.scenarioCard),
        ]
        for (target, path) in pages {
            #expect(routePattern(.get, target) == path.pattern, "GET \(target)")
        }
    }

    @Test func everyAPIAndServicePathIsServed() {
        let routes: [(HTTPMethod, String, RoutePath)] = [
            (.get, SitePaths.apiMenus.pattern, SitePaths.apiMenus),
            (.get, SitePaths.apiDevices.pattern, SitePaths.apiDevices),
            (.post, SitePaths.apiLayout.path("accordion"), SitePaths.apiLayout),
            (.post, SitePaths.apiActions.path("accordion"), SitePaths.apiActions),
            (.get, SitePaths.apiState.path("AAAA"), SitePaths.apiState),
            (.get, SitePaths.apiAccessibility.path("AAAA"), SitePaths.apiAccessibility),
            (.get, SitePaths.apiFrames.path("AAAA"), SitePaths.apiFrames),
            (.post, SitePaths.apiScenarios.pattern, SitePaths.apiScenarios),
            (.get, SitePaths.apiFonts.pattern, SitePaths.apiFonts),
            (.get, SitePaths.apiDescription.pattern, SitePaths.apiDescription),
            (.get, SitePaths.health.pattern, SitePaths.health),
            (.get, SitePaths.metrics.pattern, SitePaths.metrics),
            (.get, SitePaths.font.path("x.ttf"), SitePaths.font),
            (.get, SitePaths.fontSubset.path("x.ttf"), SitePaths.fontSubset),
        ]
        for (method, target, path) in routes {
            #expect(routePattern(method, target) == path.pattern, "\(method) \(target)")
        }
    }

    /// The files the pages link are there, under the static route.
    @Test func everyAssetIsServed() {
        let assets = [
            SitePaths.Assets.playgroundCSS, SitePaths.Assets.screenCSS, SitePaths.Assets.demoCSS,
            SitePaths.Assets.playgroundJS, SitePaths.Assets.scenarioJS, SitePaths.Assets.favicon,
        ]
        for asset in assets {
            #expect(TestClient.playground.get(asset).status == .ok, "\(asset)")
        }
    }
}
