import HTML
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// What the demo pages give keyboard users before any script: the skip link to the device
/// first, a device that takes focus, and the list of keys.
@Suite struct KeyboardShellTests {
    let client = TestClient.playground

    @Test func demoPagesSkipToTheDeviceFirstAndListTheKeys() throws {
        for menu in MenuRegistry.ids {
            let html = client.get("/menus/\(menu.rawValue)").text
            let body = try #require(html.range(of: "<body class=\"demo shell\">"), "\(menu)")
            let first = ##"<a href="#device" class="skip-link skip-device">Skip to the device</a>"##
            #expect(html[body.upperBound...].hasPrefix(first), "\(menu)")
            #expect(html.contains(#"id="device" aria-label="Device screen" tabindex="-1""#), "\(menu)")
            #expect(html.contains(#"<details class="keys-help" id="keys-help"><summary>Keys <kbd>?</kbd></summary>"#))
            for entry in KeyboardHelp.keys {
                #expect(html.contains("<dd>" + Renderer.escape(entry.words) + "</dd>"), "\(menu)")
            }
        }
    }

    @Test func pagesWithoutADeviceHaveNoSkipToIt() {
        for path in ["/", "/grid", "/scenarios", "/nowhere"] {
            let html = client.get(path).text
            #expect(!html.contains("skip-device"), "\(path)")
            #expect(!html.contains("keys-help"), "\(path)")
        }
    }
}
