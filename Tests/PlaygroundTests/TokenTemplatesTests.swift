import HTML
import HTTPServer
import MenuCore
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The Device and Options panels come from templates cut around the token: a page drawn after
/// another with the same device or options carries its own token in every place, and options
/// that Swift calls equal but that differ in their bytes never share a template.
@Suite struct TokenTemplatesTests {
    /// What the panels draw with `token`, straight and through templates.
    private func panels(_ configuration: Accordion.Configuration, token: String, templates: TokenTemplates) -> (
        String, String
    ) {
        var straight = HTMLWriter()
        DevicePanel(menu: Accordion.id, token: token, device: .preset(.iPhone4))
            .write(into: &straight)
        let editing = Accordion.editing!
        OptionsPanel(editing: editing, configuration: configuration, token: token, icons: IconNames([]))
            .write(into: &straight)
        var templated = HTMLWriter()
        templates.write(
            .device(menu: Accordion.id.rawValue, .preset(.iPhone4), .portrait), token: token, into: &templated
        ) { token, html in
            DevicePanel(menu: Accordion.id, token: token, device: .preset(.iPhone4))
                .write(into: &html)
        }
        Accordion.writeOptionsPanel(
            configuration, token: token, icons: IconNames([]), templates: templates, into: &templated)
        return (straight.markup.text, templated.markup.text)
    }

    @Test func aTemplatedPanelIsThePanelDrawnWithItsToken() {
        let templates = TokenTemplates()
        var configuration = Accordion.Configuration.demo
        for (index, token) in ["eNqrVkrLz1eyUkpKLFKqBQAa_gRE", "other-token", "a<b&\"c'"].enumerated() {
            configuration.options[0] = "Option \(index)"
            // Twice: drawn into the template, then written from it.
            for _ in 0..<2 {
                let (straight, templated) = panels(configuration, token: token, templates: templates)
                #expect(templated == straight)
                #expect(!templated.contains(TokenTemplates.marker))
            }
        }
    }

    @Test func optionsEqualAsStringsButNotAsBytesHaveTemplatesOfTheirOwn() {
        let templates = TokenTemplates()
        var composed = Accordion.Configuration.demo
        composed.options[0] = "Caf\u{E9}"
        var decomposed = composed
        decomposed.options[0] = "Cafe\u{301}"
        #expect(composed == decomposed)  // as Swift compares them
        let first = panels(composed, token: "t", templates: templates)
        let second = panels(decomposed, token: "t", templates: templates)
        #expect(first.1 == first.0)
        #expect(second.1 == second.0)
        // Each carries its own bytes: the template of the first was not taken for the second.
        #expect(Array(second.1.utf8) != Array(first.1.utf8))
        #expect(second.1.utf8.count == first.1.utf8.count + 1)
    }

    @Test func theBoundDropsTemplatesRatherThanGrow() {
        let templates = TokenTemplates(capacityBytes: 4096)
        for number in 0..<50 {
            var html = HTMLWriter()
            templates.write(.options(menu: "m", inputs: ExactStrings(["\(number)"])), token: "t", into: &html) {
                token, html in
                html.text(String(repeating: "x", count: 1000))
                html.appendValue(token)
            }
            #expect(html.markup.text == String(repeating: "x", count: 1000) + "t")
        }
    }
}
